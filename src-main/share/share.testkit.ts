import { WebSocket } from 'ws';
import type { FarkleView } from '../../src-shared/api';
import type { TableView } from '../../src-shared/games';
import type { HostMessage } from '../../src-shared/share';
import { SHARE_PATH } from '../../src-shared/share';

/** A device on the sharing server: its messages in order, waited for by type. */
export interface TestDevice {
  send(message: unknown): void;
  next<T extends HostMessage['type']>(type: T): Promise<Extract<HostMessage, { type: T }>>;
  closed: Promise<number>;
  /** Every message so far, once none has come for a moment (or the socket closed). */
  settled(): Promise<HostMessage[]>;
  close(): void;
}

/** A pushed Farkle table's view; a table of another game fails the test. */
export function farkleOf(message: { table: TableView }): FarkleView {
  if (message.table.game !== 'farkle') throw new Error(`a ${message.table.game} table came`);
  return message.table.view;
}

/** The link's origin and token: `http://a:p/#t=token`. */
export function linkParts(url: string): { origin: string; token: string } {
  const parsed = new URL(url);
  return { origin: parsed.origin, token: new URLSearchParams(parsed.hash.slice(1)).get('t')! };
}

/**
 * Opens the table's socket from `from` (127.0.0.3 and up stand in for devices), with the
 * Origin and Host a seat page would send unless a test forges them.
 */
export function openDevice(
  origin: string,
  options: { from?: string; originHeader?: string; hostHeader?: string } = {},
): Promise<TestDevice> {
  const ws = new WebSocket(`${origin.replace('http', 'ws')}${SHARE_PATH}`, {
    origin: options.originHeader ?? origin,
    localAddress: options.from ?? '127.0.0.3',
    ...(options.hostHeader ? { headers: { host: options.hostHeader } } : {}),
  });
  const inbox: HostMessage[] = [];
  const waiting: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse((data as Buffer).toString('utf8')) as HostMessage);
    for (const wake of waiting.splice(0)) wake();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const device: TestDevice = {
    send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(type) {
      for (;;) {
        const at = inbox.findIndex((message) => message.type === type);
        if (at >= 0) return inbox.splice(at, 1)[0] as never;
        await new Promise<void>((resolve, reject) => {
          waiting.push(resolve);
          setTimeout(() => reject(new Error(`no "${type}" message came`)), 3000);
        });
      }
    },
    closed,
    async settled() {
      let seen = -1;
      while (seen !== inbox.length && ws.readyState === ws.OPEN) {
        seen = inbox.length;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return inbox.splice(0);
    },
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(device));
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused: ${response.statusCode}`)),
    );
    ws.once('error', reject);
  });
}
