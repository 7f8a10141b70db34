import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { StringDecoder } from 'node:string_decoder';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src-shared/api';
import type { ApiDispatch } from '../api/handler';
import { rendererFile } from './renderer-files';
import { CONTENT_SECURITY_POLICY } from './security';

// Room for importing a whole history export.
export const MAX_BODY_BYTES = 128 * 1024 * 1024;
// Bodies up to this size are read at once; larger ones take turns, so parallel uploads never hold
// more than one large body in memory (the others wait, unread, in the kernel's buffers).
const SMALL_BODY_BYTES = 1024 * 1024;

class BodyTooLarge extends Error {}

/** One holder at a time; the others wait in order. */
class Turns {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  /** Resolves with the function that gives the turn to the next in line. */
  take(): Promise<() => void> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.busy = false;
    };
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve(release);
    }
    return new Promise((resolve) => this.waiting.push(() => resolve(release)));
  }
}

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
}): Promise<HttpHost> {
  const token = randomBytes(24).toString('base64url');
  let origin = '';
  const largeBodies = new Turns();
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
    const json = (status: number, body: unknown) =>
      send(response, status, 'application/json', JSON.stringify(body));
    if (request.method !== 'POST') {
      request.resume();
      return json(405, { ok: false, error: { code: 'bad-request', message: 'use POST' } });
    }
    if (request.headers[HTTP_TOKEN_HEADER] !== token) {
      request.resume();
      return json(403, {
        ok: false,
        error: { code: 'bad-request', message: 'wrong or missing token' },
      });
    }
    let body: unknown;
    // A large body keeps its turn until it is answered: parsing and importing it take memory too.
    let release: (() => void) | null = null;
    let closed = false;
    response.once('close', () => {
      closed = true;
      release?.();
    });
    const waitTurn = async () => {
      release = await largeBodies.take();
      if (closed) release();
    };
    try {
      const text = await readBody(request, waitTurn);
      body = text === '' ? null : JSON.parse(text);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        // The rest of the body is read and dropped, so the client gets this answer.
        request.resume();
        const limit = `${MAX_BODY_BYTES / 1024 / 1024} MB`;
        const message = `the request is larger than Hot Dice accepts (${limit})`;
        return json(413, { ok: false, error: { code: 'bad-request', message } });
      }
      const message = error instanceof SyntaxError ? 'the request is not JSON' : String(error);
      return json(400, { ok: false, error: { code: 'bad-request', message } });
    }
    return json(200, await options.dispatch(path.slice(HTTP_API_PREFIX.length), body));
  }

  async function file(response: ServerResponse, path: string): Promise<void> {
    const found = await rendererFile(options.rendererDir, path);
    if (!found) return send(response, 404, 'text/plain', 'not found');
    send(response, 200, found.contentType, found.content);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  origin = `127.0.0.1:${port}`;
  return {
    url: `http://${origin}/#token=${token}`,
    port,
    token,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  response.writeHead(status, {
    'content-type': contentType,
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  });
  response.end(body);
}

/**
 * Reads a body up to MAX_BODY_BYTES, counting bytes as they arrive; past SMALL_BODY_BYTES it
 * stops reading until `waitTurn` resolves. Rejects with BodyTooLarge as soon as the limit is
 * passed (or declared past it), keeping nothing more.
 */
function readBody(request: IncomingMessage, waitTurn: () => Promise<unknown>): Promise<string> {
  return new Promise((resolve, reject) => {
    if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      reject(new BodyTooLarge());
      return;
    }
    // Decoded as it arrives, so no chunk outlives its turn here.
    const decoder = new StringDecoder('utf8');
    let text = '';
    let size = 0;
    let waiting: Promise<unknown> | null = null;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        request.off('data', onData);
        text = '';
        reject(new BodyTooLarge());
        return;
      }
      text += decoder.write(chunk);
      if (size > SMALL_BODY_BYTES && !waiting) {
        request.pause();
        waiting = waitTurn().then(() => request.resume(), reject);
      }
    };
    request.on('data', onData);
    request.on('end', () => resolve(text + decoder.end()));
    request.on('error', reject);
  });
}
