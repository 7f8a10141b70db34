import { spawn } from 'node:child_process';

export interface TerminalRun {
  /** What the terminal showed, with its \r\n line endings made \n. */
  output: string;
  /** The exit status (128 + the signal's number for a signal); null if it had to be killed. */
  status: number | null;
  /** False when the program was still running `timeout` ms after its last key and was killed. */
  endedByItself: boolean;
}

/** How long the program must stay quiet before the next line is typed. */
const QUIET_MS = 60;
/** A program that shows nothing before reading (Farkle.java's turn count) gets this long. */
const SILENT_START_MS = 1_000;

const quote = (arg: string): string => `'${arg.replaceAll("'", `'\\''`)}'`;

/**
 * Runs the built `hotdice` under a pseudo-terminal (util-linux `script`), typed at as a person
 * would: each line (or control key, like '\x04' for Ctrl-D) is sent once the program has answered
 * the one before and gone quiet. The input is never closed, so the run ends only if the program
 * ends by itself; `timeout` ms after the last line it is killed and `endedByItself` is false.
 */
export function runInTerminal(
  args: string[],
  keys: string[],
  options: { timeout?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<TerminalRun> {
  const command = [process.execPath, 'out/main/hotdice.js', ...args].map(quote).join(' ');
  const child = spawn(
    'script',
    ['--quiet', '--flush', '--return', '--command', command, '/dev/null'],
    {
      env: { ...process.env, ...options.env },
    },
  );
  let output = '';
  let lastOutputAt = Date.now();
  let lastSentAt = Date.now();
  let outputAtLastSend = 0;
  let next = 0;
  let killTimer: NodeJS.Timeout | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    lastOutputAt = Date.now();
  });
  child.stdin.on('error', () => undefined);

  const pacer = setInterval(() => {
    const now = Date.now();
    const answered = output.length > outputAtLastSend || now - lastSentAt > SILENT_START_MS;
    if (next >= keys.length || !answered || now - lastOutputAt < QUIET_MS) return;
    child.stdin.write(keys[next++]!);
    outputAtLastSend = output.length;
    lastSentAt = now;
    if (next === keys.length) armKill();
  }, QUIET_MS / 2);
  const armKill = (): void => {
    killTimer = setTimeout(() => child.kill('SIGKILL'), options.timeout ?? 10_000);
  };
  if (keys.length === 0) armKill();

  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      clearInterval(pacer);
      clearTimeout(killTimer);
      resolve({
        output: output.replaceAll('\r\n', '\n'),
        status,
        endedByItself: signal === null,
      });
    });
  });
}
