import type { ServerResponse } from 'node:http';
import type { ApiResult } from '../../src-shared/api';
import { EncodedFile } from '../api/encoded';
import { CONTENT_SECURITY_POLICY } from './security';

/** A file's text is written this many characters at a time, other calls answering between. */
const SLICE_CHARS = 1024 * 1024;

/** An already-encoded file's bytes are handed to the connection this many at a time. */
const SLICE_BYTES = 256 * 1024;

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
  if (answer.ok && answer.value instanceof EncodedFile) {
    return sendEncoded(response, status, answer.value);
  }
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

/**
 * Sends a file whose text the worker already wrote as JSON bytes: nothing is escaped or copied
 * here, and the connection is fed a slice at a time, as fast as it takes them.
 */
async function sendEncoded(response: ServerResponse, status: number, file: EncodedFile) {
  const { json } = file;
  response.writeHead(status, headers('application/json'));
  response.write(`{"ok":true,"value":{"fileName":${JSON.stringify(file.fileName)},"text":`);
  for (let at = 0; at < json.length && !response.destroyed; at += SLICE_BYTES) {
    const slice = json.subarray(at, at + SLICE_BYTES);
    await (response.write(slice) ? nextTurn() : drained(response));
  }
  response.end('}}');
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
