import type { ReplayFile } from '../../src-shared/api';

/**
 * A file answer whose text is already written as a JSON string, in UTF-8 bytes, by the thread
 * that made it (the export worker): the HTTP transport sends those bytes as they are, a slice
 * at a time, so the API's thread never escapes or copies tens of megabytes at once. The text
 * itself is read only where it is asked for (the desktop IPC, tests), and is an own enumerable
 * property, so structured cloning and `JSON.stringify` see a plain `ReplayFile`.
 */
export class EncodedFile implements ReplayFile {
  declare readonly text: string;
  readonly #json: Uint8Array;

  constructor(
    readonly fileName: string,
    json: Uint8Array,
  ) {
    this.#json = json;
    let text: string | undefined;
    Object.defineProperty(this, 'text', {
      enumerable: true,
      get: () => (text ??= JSON.parse(new TextDecoder().decode(json)) as string),
    });
  }

  /** The text as a JSON string literal (quotes included), in UTF-8. */
  get json(): Uint8Array {
    return this.#json;
  }

  /** Writes a file's text as the bytes an `EncodedFile` carries. */
  static encode({ fileName, text }: ReplayFile): EncodedFile {
    return new EncodedFile(fileName, new TextEncoder().encode(JSON.stringify(text)));
  }
}
