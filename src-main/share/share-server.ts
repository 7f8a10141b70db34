import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import {
  SHARE_MAX_MESSAGE_BYTES,
  SHARE_PATH,
  type DeviceMessage,
  type HostMessage,
} from '../../src-shared/share';
import type { TablePlay } from '../../src-shared/games';
import { SERVICE_GAMES, TABLE_GAME_KINDS } from '../services/registry';
import { CONTENT_SECURITY_POLICY } from '../host/security';
import { rendererFile } from '../host/renderer-files';
import { RateLimiter } from './rate';

/** The page a link opens: the seat page of the built renderer. */
export const SEAT_PAGE = '/seat.html';

/** A move of any table game; the game it is sent to checks it again as its own (tableAct). */
const anyPlay = z.custom<TablePlay>((value) =>
  TABLE_GAME_KINDS.some((kind) => SERVICE_GAMES[kind].tables.playSchema.safeParse(value).success),
);

const deviceMessage: z.ZodType<DeviceMessage> = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), token: z.string().min(1).max(100) }),
  z.strictObject({
    type: z.literal('act'),
    id: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    step: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    action: anyPlay,
  }),
]);

/** One device's connection, as the sharing service sees it. */
export interface DeviceLink {
  readonly remote: string;
  send(message: HostMessage): void;
  /** Says why in a last message, then closes. */
  close(message: string): void;
}

export interface ShareLimits {
  /** Page loads and connections per address: per second, and at once. */
  requestsPerSecond: number;
  requestBurst: number;
  /** Messages per address: per second, and at once. */
  messagesPerSecond: number;
  messageBurst: number;
  /** Open connections from one address. */
  connectionsPerAddress: number;
  /** How long a new connection may take to show its token. */
  helloMs: number;
}

export const SHARE_LIMITS: ShareLimits = {
  requestsPerSecond: 20,
  requestBurst: 40,
  messagesPerSecond: 20,
  messageBurst: 40,
  connectionsPerAddress: 6,
  helloMs: 5000,
};

export interface ShareServerOptions {
  address: string;
  /** 0 picks a free port; a restarted host asks for the one its links carry. */
  port: number;
  /** The built renderer; the seat page and its assets are served from it, nothing else. */
  rendererDir: string | null;
  receive(link: DeviceLink, message: DeviceMessage): void;
  gone(link: DeviceLink): void;
  limits?: Partial<ShareLimits>;
}

export interface ShareServer {
  address: string;
  port: number;
  /** The address a link opens, before its fragment. */
  origin: string;
  close(): Promise<void>;
}

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

function answer(response: ServerResponse, status: number, type: string, body: string | Buffer) {
  response.writeHead(status, { ...SECURITY_HEADERS, 'content-type': type });
  response.end(body);
}

/** Refuses an upgrade on the raw socket, in HTTP, before any WebSocket exists. */
function refuseUpgrade(socket: Socket, status: number, words: string) {
  socket.end(`HTTP/1.1 ${status} ${words}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

/**
 * The sharing server: on one interface only, it serves the seat page and one WebSocket path,
 * never the loopback API. Every request must name this address as its Host (no DNS
 * rebinding); a WebSocket must come from the seat page itself (Origin); each address is
 * rate-limited and every message is bounded in size and checked before it goes further.
 */
export async function startShareServer(options: ShareServerOptions): Promise<ShareServer> {
  const limits = { ...SHARE_LIMITS, ...options.limits };
  const requests = new RateLimiter(limits.requestsPerSecond, limits.requestBurst);
  const messages = new RateLimiter(limits.messagesPerSecond, limits.messageBurst);
  const open = new Map<string, number>();
  let host = '';
  const wss = new WebSocketServer({ noServer: true, maxPayload: SHARE_MAX_MESSAGE_BYTES });
  const server = createServer((request, response) => {
    request.resume();
    void page(request, response).catch(() => answer(response, 500, 'text/plain', 'server error'));
  });

  async function page(request: IncomingMessage, response: ServerResponse) {
    if (request.headers.host !== host) return answer(response, 421, 'text/plain', 'wrong host');
    if (!requests.take(request.socket.remoteAddress ?? '')) {
      return answer(response, 429, 'text/plain', 'too many requests: wait a moment');
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'text/plain', 'method not allowed');
    }
    const path = new URL(request.url ?? '/', `http://${host}`).pathname;
    const wanted = path === '/' ? SEAT_PAGE : path;
    const allowed = wanted === SEAT_PAGE || /^\/assets\/[\w.-]+$/.test(wanted);
    const found =
      allowed && options.rendererDir ? await rendererFile(options.rendererDir, wanted) : null;
    if (!found) return answer(response, 404, 'text/plain', 'not found');
    answer(response, 200, found.contentType, found.content);
  }

  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    const remote = socket.remoteAddress ?? '';
    if (request.headers.host !== host) return refuseUpgrade(socket, 421, 'Misdirected Request');
    if (request.headers.origin !== `http://${host}`) return refuseUpgrade(socket, 403, 'Forbidden');
    if (new URL(request.url ?? '/', `http://${host}`).pathname !== SHARE_PATH) {
      return refuseUpgrade(socket, 404, 'Not Found');
    }
    if (!requests.take(remote)) return refuseUpgrade(socket, 429, 'Too Many Requests');
    if ((open.get(remote) ?? 0) >= limits.connectionsPerAddress) {
      return refuseUpgrade(socket, 429, 'Too Many Requests');
    }
    wss.handleUpgrade(request, socket, head, (ws) => connected(ws, remote));
  });

  function connected(ws: WebSocket, remote: string) {
    open.set(remote, (open.get(remote) ?? 0) + 1);
    const link: DeviceLink = {
      remote,
      send: (message) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      },
      close: (message) => {
        link.send({ type: 'closed', message });
        ws.close(1000);
      },
    };
    let greeted = false;
    /** Messages dropped over this connection: told once, and sent away past ten bursts. */
    let dropped = 0;
    const hello = setTimeout(() => link.close('no key was shown in time'), limits.helloMs);
    ws.on('message', (data, isBinary) => {
      if (!messages.take(remote)) {
        dropped++;
        if (dropped === 1) link.send({ type: 'refused', message: 'too many messages: slow down' });
        if (dropped > limits.messageBurst * 10) link.close('too many messages: sent away');
        return;
      }
      const parsed = isBinary || !Buffer.isBuffer(data) ? null : parse(data.toString('utf8'));
      if (!parsed)
        return link.send({ type: 'refused', message: 'that message was not understood' });
      if (parsed.type === 'hello') {
        if (greeted)
          return link.send({ type: 'refused', message: 'this device is already seated' });
        greeted = true;
        clearTimeout(hello);
      } else if (!greeted) {
        return link.close('show the link’s key first');
      }
      options.receive(link, parsed);
    });
    ws.on('error', () => ws.terminate());
    ws.on('close', () => {
      clearTimeout(hello);
      const left = (open.get(remote) ?? 1) - 1;
      if (left > 0) open.set(remote, left);
      else open.delete(remote);
      options.gone(link);
    });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.address, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  host = `${options.address}:${port}`;
  return {
    address: options.address,
    port,
    origin: `http://${host}`,
    close: () =>
      new Promise((resolve) => {
        for (const ws of wss.clients) ws.terminate();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function parse(text: string): DeviceMessage | null {
  try {
    const result = deviceMessage.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
