import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rm, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_METHODS, HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src-shared/api';
import type { ApiDispatch } from '../api/handler';
import { UnreadImport } from '../api/unread';
import { send, sendAnswer } from './http-answer';
import {
  BodyStalled,
  BodyTooLarge,
  MAX_BODY_BYTES,
  receiveBody,
  type ReceivedBody,
} from './http-body';
import { rendererFile } from './renderer-files';

export { MAX_BODY_BYTES } from './http-body';

/** How long a request body may stop arriving before the host gives it up. */
const BODY_IDLE_MS = 10_000;

/**
 * A tab that shows a token from an earlier launch: Hot Dice restarted (each launch makes a new
 * token, and the port is kept), so the player is told where the table went.
 */
export const STALE_TAB =
  'Hot Dice restarted since this tab was opened, so this tab can no longer reach it. ' +
  'Use the tab Hot Dice opened when it started, or the address it printed in its terminal ' +
  '(http://127.0.0.1:…/#token=…). Your games are saved; you can close this tab.';
const NO_TOKEN =
  'This tab has no key to Hot Dice: open the address Hot Dice printed in its terminal ' +
  '(http://127.0.0.1:…/#token=…).';

const isMethod = (name: string) => (API_METHODS as string[]).includes(name);

/** JSON, with or without a charset; anything else (a form, plain text, none) is refused. */
const isJson = (contentType: string | undefined) =>
  contentType?.split(';')[0]!.trim().toLowerCase() === 'application/json';

export interface HttpHost {
  /** The address to open, with the launch token in the fragment (never sent to the server). */
  url: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

/**
 * The second transport for the same API: a loopback-only HTTP server that serves the built
 * renderer and answers POST /api/<method> for callers that show this launch's random token.
 */
export async function startHttpHost(options: {
  dispatch: ApiDispatch;
  rendererDir: string;
  port?: number;
  /** How long a body may stop arriving before it is answered 408 (10 s unless a test says). */
  bodyIdleMs?: number;
}): Promise<HttpHost> {
  const token = randomBytes(24).toString('base64url');
  let origin = '';
  // Large import bodies go here as they arrive, each to its own file, removed once answered.
  const uploads = mkdtempSync(join(tmpdir(), 'hotdice-uploads-'));
  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, 'text/plain', 'server error'));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Answered without reading the body: it is drained (not kept), so the client hears the answer
    // instead of a connection reset while it is still sending.
    const refuse = (status: number, message: string) => {
      request.resume();
      send(response, status, 'text/plain', message);
    };
    // Only this loopback address by name: a page elsewhere that rebinds DNS gets nothing.
    if (request.headers.host !== origin) return refuse(421, 'wrong host');
    let path: string;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', `http://${origin}`).pathname);
    } catch {
      return refuse(400, 'the address is not valid');
    }
    if (path.startsWith(HTTP_API_PREFIX)) return api(request, response, path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return refuse(405, 'method not allowed');
    }
    request.resume();
    return file(response, path);
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const refuse = (status: number, message: string, code = 'bad-request') => {
      request.resume();
      send(
        response,
        status,
        'application/json',
        JSON.stringify({ ok: false, error: { code, message } }),
      );
    };
    if (request.method !== 'POST') return refuse(405, 'use POST');
    const shown = request.headers[HTTP_TOKEN_HEADER];
    if (shown !== token) {
      return refuse(403, typeof shown === 'string' && shown !== '' ? STALE_TAB : NO_TOKEN);
    }
    const method = path.slice(HTTP_API_PREFIX.length);
    if (!isMethod(method)) return refuse(404, `there is no API method "${method}"`, 'not-found');
    if (!isJson(request.headers['content-type'])) {
      return refuse(415, 'send the request as JSON (content-type: application/json)');
    }
    // Only an import may be large, and its body is parsed by the import worker, not here.
    const importing = method === 'importFile';
    let body: ReceivedBody;
    try {
      body = await receiveBody(request, {
        limit: MAX_BODY_BYTES,
        idleMs: options.bodyIdleMs ?? BODY_IDLE_MS,
        spillTo: importing ? () => join(uploads, randomUUID()) : null,
      });
    } catch (error) {
      if (error instanceof BodyTooLarge) return refuse(413, error.message);
      if (error instanceof BodyStalled) {
        // The rest of a stalled body is not waited for: the connection ends with the answer.
        response.once('finish', () => request.destroy());
        return refuse(408, error.message);
      }
      throw error;
    }
    try {
      if (importing) {
        const source = 'file' in body ? { requestFile: body.file } : { requestBody: body.text };
        return await sendAnswer(
          response,
          200,
          await options.dispatch(method, new UnreadImport(source)),
        );
      }
      let parsed: unknown;
      try {
        parsed = 'text' in body && body.text !== '' ? JSON.parse(body.text) : null;
      } catch {
        return refuse(400, 'the request is not JSON');
      }
      return await sendAnswer(response, 200, await options.dispatch(method, parsed));
    } finally {
      if ('file' in body) rm(body.file, { force: true }, () => {});
    }
  }

  async function file(response: ServerResponse, path: string): Promise<void> {
    const found = await rendererFile(options.rendererDir, path);
    if (!found) return send(response, 404, 'text/plain', 'not found');
    send(response, 200, found.contentType, found.content);
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, '127.0.0.1', resolve);
    });
  } catch (error) {
    // A taken port: the caller may try another, so nothing of this attempt is left behind.
    rmSync(uploads, { recursive: true, force: true });
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  origin = `127.0.0.1:${port}`;
  return {
    url: `http://${origin}/#token=${token}`,
    port,
    token,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          rmSync(uploads, { recursive: true, force: true });
          resolve();
        });
      }),
  };
}
