import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import { dirname, relative } from 'node:path';
import type { UserConsoleLog } from 'vitest';
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** Where `npm run bench` leaves its figures: read by people, never edited by hand. */
const BENCHMARKS_FILE = 'docs/benchmarks.md';

const HEADER = `# Benchmarks

Written by \`npm run bench\` (\`src-main/bench/report.ts\`), not by hand: each section is one
benchmark file's figures from the latest run that included it, with the machine it ran on.
Run one file alone with \`npx vitest run --config vitest.bench.config.ts <file>\` after
\`npm run build\`; its section is replaced and the others are kept. The goals are in the lines.
Figures taken on a machine shared with other work are slower than an idle one's: compare the load
averages before comparing two sections.
`;

const SECTION = /^## `([^`]+)`$/m;

/** The sections of an earlier report, by benchmark file. */
function earlierSections(text: string): Map<string, string> {
  const sections = new Map<string, string>();
  for (const part of text.split(/^(?=## `)/m).slice(1)) {
    const file = SECTION.exec(part)?.[1];
    if (file) sections.set(file, part.trimEnd());
  }
  return sections;
}

function machine(loadAtStart: number): string {
  const cores = cpus();
  const gb = (totalmem() / 2 ** 30).toFixed(1);
  return (
    `${cores[0]?.model.trim() ?? 'unknown CPU'}, ${cores.length} cores, ${gb} GB, ` +
    `${process.platform} ${release()}, Node ${process.version}; load average ` +
    `${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`
  );
}

/**
 * Collects what each benchmark prints, by file and test, and writes it to the report (the
 * project's BENCHMARKS_FILE unless given) once the run ends; a file that failed or did not run
 * keeps its earlier section.
 */
export class BenchmarksReport implements Reporter {
  private vitest: Vitest | undefined;
  private readonly loadAtStart = loadavg()[0]!;
  /** Lines printed, by benchmark file, then by the test (or suite) that printed them. */
  private readonly printed = new Map<string, Map<string, string[]>>();

  constructor(private readonly report = BENCHMARKS_FILE) {}

  onInit(vitest: Vitest): void {
    this.vitest = vitest;
  }

  onUserConsoleLog(log: UserConsoleLog): void {
    const task = log.taskId ? this.vitest?.state.idMap.get(log.taskId) : undefined;
    if (!task) return;
    const file = relative(process.cwd(), task.file.filepath);
    const byTest = this.printed.get(file) ?? new Map<string, string[]>();
    this.printed.set(file, byTest);
    const name = task.type === 'test' ? task.name : '(set-up)';
    byTest.set(name, [...(byTest.get(name) ?? []), ...log.content.trimEnd().split('\n')]);
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const sections = existsSync(this.report)
      ? earlierSections(readFileSync(this.report, 'utf8'))
      : new Map<string, string>();
    const measured = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine(this.loadAtStart)}.`;
    for (const testModule of testModules) {
      const file = relative(process.cwd(), testModule.moduleId);
      const byTest = this.printed.get(file);
      if (testModule.state() !== 'passed' || !byTest) continue;
      const body = [...byTest].map(([test, lines]) =>
        ['### ' + test, '', '```text', ...lines, '```'].join('\n'),
      );
      sections.set(file, [`## \`${file}\``, measured, ...body].join('\n\n'));
    }
    const ordered = [...sections].sort(([a], [b]) => a.localeCompare(b)).map(([, s]) => s);
    mkdirSync(dirname(this.report), { recursive: true });
    writeFileSync(this.report, [HEADER.trimEnd(), ...ordered].join('\n\n') + '\n');
  }
}
