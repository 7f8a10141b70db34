/**
 * Reads a text stream the two ways the console programs need: whitespace-separated tokens (like
 * C's scanf) and whole lines. Both return null once the input has ended.
 */
export class InputReader implements TextInput {
  private buffer = '';
  private ended = false;
  private waiting: (() => void) | null = null;

  /** `for await` reads a plain list of chunks as it reads a stream: one chunk per turn. */
  constructor(stream: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>) {
    void this.pump(stream);
  }

  static fromStrings(...chunks: string[]): InputReader {
    return new InputReader(chunks);
  }

  private async pump(
    stream: AsyncIterable<string | Uint8Array> | Iterable<string | Uint8Array>,
  ): Promise<void> {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of stream) {
        this.buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
        this.wake();
      }
    } catch {
      // A stream closed under the reader (the program is done with it) has simply ended.
    }
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    await new Promise<void>((resolve) => (this.waiting = resolve));
    return true;
  }

  /** The next run of non-whitespace characters. */
  async token(): Promise<string | null> {
    for (;;) {
      const match = /^\s*(\S+)(\s|$)/.exec(this.buffer);
      // A token at the very end of the buffer may continue in the next chunk.
      if (match && (match[2] !== '' || this.ended)) {
        this.buffer = this.buffer.slice(match[0].length - match[2]!.length);
        return match[1]!;
      }
      if (!(await this.more())) {
        const rest = this.buffer.trim();
        this.buffer = '';
        return rest === '' ? null : rest;
      }
    }
  }

  /** The next line, without its line ending. */
  async line(): Promise<string | null> {
    for (;;) {
      const end = this.buffer.indexOf('\n');
      if (end >= 0) {
        const line = this.buffer.slice(0, end).replace(/\r$/, '');
        this.buffer = this.buffer.slice(end + 1);
        return line;
      }
      if (!(await this.more())) {
        if (this.buffer === '') return null;
        const line = this.buffer;
        this.buffer = '';
        return line;
      }
    }
  }
}

/** What a console program reads from. */
export interface TextInput {
  token(): Promise<string | null>;
  line(): Promise<string | null>;
}

/** Where a console program writes and reads. */
export interface Console {
  input: TextInput;
  write(text: string): void;
}

/** Raised when a console program must stop: the terminal prints the message as one line. */
export class ProgramStopped extends Error {}

/** Raised when the input ends before the program is done. */
export class InputEnded extends ProgramStopped {
  constructor() {
    super('the input ended before the game was over');
  }
}
