import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

const hotdice = (...args: string[]): string =>
  execFileSync(process.execPath, ['out/main/hotdice.js', ...args], { encoding: 'utf8' });

// From the build, as `hotdice bench`: the solve's worker threads are electron-vite chunks.
it('the three- and four-seat solve, its approximations, and three seats to 10,000', () => {
  const printed = hotdice('bench', 'seats');
  console.log(printed.trimEnd());
  expect(printed).toMatch(/Three- and four-seat win-chance solver/);
  // The issue's own command: each seat's chance, the time and the peak memory.
  const solved = hotdice('solve', '--players', '3', '--rules', 'minimal');
  console.log(`\`hotdice solve --players 3 --rules minimal\`:\n${solved.trimEnd()}`);
  expect(solved).toMatch(/seat 3 wins/);
}, 3_600_000);
