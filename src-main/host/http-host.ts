import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { HTTP_API_PREFIX, HTTP_TOKEN_HEADER } from '../../src-shared/api';
import type { ApiDispatch } from '../api/handler';
import { CONTENT_SECURITY_POLICY } from './security';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
};

// Room for importing a whole history export.
const MAX_BODY_BYTES = 128 * 1024 * 1024;

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
  const server = createServer((request, response) => {
    handle(request, response).catch(() => send(response, 500, 'text/plain', 'server error'));
  });

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Only this loopback address by name: a page elsewhere that rebinds DNS gets nothing.
    if (request.headers.host !== origin) return send(response, 421, 'text/plain', 'wrong host');
    const path = new URL(request.url ?? '/', `http://${origin}`).pathname;
    if (path.startsWith(HTTP_API_PREFIX)) return api(request, response, path);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return send(response, 405, 'text/plain', 'method not allowed');
    }
    return file(response, path);
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const json = (status: number, body: unknown) =>
      send(response, status, 'application/json', JSON.stringify(body));
    if (request.method !== 'POST') {
      return json(405, { ok: false, error: { code: 'bad-request', message: 'use POST' } });
    }
    if (request.headers[HTTP_TOKEN_HEADER] !== token) {
      return json(403, {
        ok: false,
        error: { code: 'bad-request', message: 'wrong or missing token' },
      });
    }
    let body: unknown;
    try {
      const text = await readBody(request);
      body = text === '' ? null : JSON.parse(text);
    } catch (error) {
      const message = error instanceof SyntaxError ? 'the request is not JSON' : String(error);
      return json(400, { ok: false, error: { code: 'bad-request', message } });
    }
    const method = decodeURIComponent(path.slice(HTTP_API_PREFIX.length));
    return json(200, await options.dispatch(method, body));
  }

  async function file(response: ServerResponse, path: string): Promise<void> {
    const relative = normalize(decodeURIComponent(path === '/' ? '/index.html' : path));
    const full = join(options.rendererDir, relative);
    if (!full.startsWith(options.rendererDir + sep)) {
      return send(response, 404, 'text/plain', 'not found');
    }
    try {
      const content = await readFile(full);
      send(response, 200, CONTENT_TYPES[extname(full)] ?? 'application/octet-stream', content);
    } catch {
      send(response, 404, 'text/plain', 'not found');
    }
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

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('the request is too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}
