import type { ServerResponse } from 'node:http';
import type { ApiResult } from '../../src-shared/api';
import { CONTENT_SECURITY_POLICY } from './security';

/** A file's text is written this many characters at a time, other calls answering between. */
const SLICE_CHARS = 1024 * 1024;

const headers = (contentType: string) => ({
  'content-type': contentType,
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
});

export function send(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
): void {
  response.writeHead(status, headers(contentType));
  response.end(body);
}

/**
 * Sends an API answer as JSON. An answer carrying a long file text (an export) is written a
 * slice at a time: escaping tens of megabytes at once would hold every other call meanwhile.
 */
export async function sendAnswer(
  response: ServerResponse,
  status: number,
  answer: ApiResult<unknown>,
): Promise<void> {
  const value = answer.ok ? (answer.value as { text?: unknown } | null) : null;
  if (typeof value?.text !== 'string' || value.text.length <= SLICE_CHARS) {
    return send(response, status, 'application/json', JSON.stringify(answer));
  }
  const { text, ...rest } = value as { text: string };
  const fields = JSON.stringify(rest).slice(1, -1);
  response.writeHead(status, headers('application/json'));
  response.write(`{"ok":true,"value":{${fields}${fields ? ',' : ''}"text":"`);
  for (let at = 0; at < text.length && !response.destroyed;) {
    let end = Math.min(at + SLICE_CHARS, text.length);
    // A surrogate pair stays in one slice, so each slice is escaped as the whole would be.
    if (end < text.length && isHighSurrogate(text.charCodeAt(end - 1))) end--;
    const escaped = JSON.stringify(text.slice(at, end)).slice(1, -1);
    at = end;
    await (response.write(escaped) ? nextTurn() : drained(response));
  }
  response.end('"}}');
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Resolves once the response takes more, or once its connection is gone. */
const drained = (response: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      response.off('drain', done).off('close', done);
      resolve();
    };
    response.on('drain', done).on('close', done);
  });
