import { execFileSync } from 'node:child_process';
import { expect, it } from 'vitest';

// `hotdice bench` runs from the build: its worker threads are electron-vite chunks.
it('solver time per preset, simulated turns per second and the two-seat win solve', () => {
  const printed = execFileSync(process.execPath, ['out/main/hotdice.js', 'bench'], {
    encoding: 'utf8',
  });
  console.log(printed.trimEnd());
  expect(printed).toMatch(/Two-seat win-chance solver/);
});
