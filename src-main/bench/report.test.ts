import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import type { TestModule, Vitest } from 'vitest/node';
import { BenchmarksReport } from './report';

/** A benchmark file as the reporter meets it: its tests by id, and whether it passed. */
function benchFile(path: string, passed: boolean) {
  const file = { filepath: join(process.cwd(), path) };
  const tests = { [`${path}-t`]: { type: 'test', name: `what ${path} measures`, file } };
  const module = { moduleId: file.filepath, state: () => (passed ? 'passed' : 'failed') };
  return { tests, module: module as unknown as TestModule };
}

function reportOf(files: Array<ReturnType<typeof benchFile>>, to: string) {
  const report = new BenchmarksReport(to);
  const idMap = new Map(files.flatMap((f) => Object.entries(f.tests)));
  report.onInit({ state: { idMap } } as unknown as Vitest);
  return report;
}

const log = (taskId: string, content: string) => ({
  taskId,
  content,
  type: 'stdout' as const,
  time: 0,
  size: content.length,
});

it('writes each passed file’s lines under its test, and keeps the sections of files not run', () => {
  const to = join(mkdtempSync(join(tmpdir(), 'hotdice-bench-report-')), 'benchmarks.md');
  const [a, b, c] = [
    benchFile('a.bench.ts', true),
    benchFile('b.bench.ts', true),
    benchFile('c.bench.ts', false),
  ];
  const first = reportOf([a, b], to);
  first.onUserConsoleLog(log('a.bench.ts-t', 'a: 1 ms\n'));
  first.onUserConsoleLog(log('b.bench.ts-t', 'b: 2 ms'));
  first.onTestRunEnd([a.module, b.module]);

  // A later run of a alone, and of c, which fails: b's and a's earlier figures stay.
  const second = reportOf([a, c], to);
  second.onUserConsoleLog(log('a.bench.ts-t', 'a: 3 ms'));
  second.onUserConsoleLog(log('c.bench.ts-t', 'c: 4 ms'));
  second.onTestRunEnd([a.module, c.module]);

  const text = readFileSync(to, 'utf8');
  expect(text).toMatch(/^# Benchmarks\n/);
  expect(text).toContain('## `a.bench.ts`\n\nMeasured ');
  expect(text).toContain('### what a.bench.ts measures\n\n```text\na: 3 ms\n```');
  expect(text).not.toContain('a: 1 ms');
  expect(text).toContain('```text\nb: 2 ms\n```');
  expect(text).not.toContain('c: 4 ms');
  expect(text.indexOf('a.bench.ts')).toBeLessThan(text.indexOf('b.bench.ts'));
  expect(text).not.toMatch(/\n\n\n/);
});

it('starts the file when there is none, and leaves out lines no benchmark printed', () => {
  const to = join(mkdtempSync(join(tmpdir(), 'hotdice-bench-report-')), 'docs', 'benchmarks.md');
  const a = benchFile('a.bench.ts', true);
  const report = reportOf([a], to);
  report.onUserConsoleLog(log('unknown-task', 'stray'));
  report.onTestRunEnd([a.module]);
  const text = readFileSync(to, 'utf8');
  expect(text).not.toContain('stray');
  expect(text).not.toContain('## `');
});
