import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { ApiResult, ReplayFile } from '../../src-shared/api';
import { EncodedFile } from '../api/encoded';
import { sendAnswer } from './http-answer';

/** Serves one answer through `sendAnswer` and reads back the body as the client gets it. */
async function served(answer: ApiResult<unknown>): Promise<string> {
  const server = createServer((_, response) => void sendAnswer(response, 200, answer));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return await (await fetch(`http://127.0.0.1:${port}/`)).text();
  } finally {
    server.close();
  }
}

// Quotes, new lines, controls, accents and emoji on both sides of every 256 KB slice.
const text = '{"a": "é\\n\t😀\u0001"}\n'.repeat(40_000);
const file: ReplayFile = { fileName: 'hotdice-history-2026-01-01.json', text };

describe('an answer whose file the worker already encoded', () => {
  it('is sent as the same JSON as the plain answer', async () => {
    const encoded = EncodedFile.encode(file);
    expect(encoded.json.length).toBeGreaterThan(3 * 256 * 1024);
    const body = await served({ ok: true, value: encoded });
    expect(body).toBe(JSON.stringify({ ok: true, value: file }));
    expect(body).toBe(await served({ ok: true, value: file }));
  });

  it('reads as a plain file where the text is asked for: cloned, as JSON, or by name', () => {
    const encoded = EncodedFile.encode(file);
    expect(encoded.text).toBe(text);
    expect(structuredClone(encoded)).toEqual(file);
    expect(JSON.parse(JSON.stringify(encoded))).toEqual(file);
  });
});
