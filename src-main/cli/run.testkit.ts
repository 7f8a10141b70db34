import { spawnSync } from 'node:child_process';

export interface CliRun {
  stdout: string;
  /** What the program wrote to stderr; npm's own warnings about this machine are left out. */
  stderr: string;
  /** The exit code; -1 when the program was killed (by the timeout). */
  status: number;
}

/**
 * Runs the built `hotdice` command the way a user does (`npx hotdice ...`), or straight from
 * out/main with `via: 'node'`; bounded, so a command that would never end fails its test instead.
 */
export function runHotdice(
  args: string[],
  options: { input?: string; via?: 'npx' | 'node'; timeout?: number } = {},
): CliRun {
  const [command, prefix] =
    options.via === 'node' ? [process.execPath, ['out/main/hotdice.js']] : ['npx', ['hotdice']];
  const run = spawnSync(command, [...prefix, ...args], {
    input: options.input,
    encoding: 'utf8',
    timeout: options.timeout ?? 120_000,
  });
  const stderr = run.stderr
    .split('\n')
    .filter((line) => !line.startsWith('npm warn'))
    .join('\n');
  return { stdout: run.stdout, stderr, status: run.status ?? -1 };
}
