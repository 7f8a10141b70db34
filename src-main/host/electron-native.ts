import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * better-sqlite3 built for Electron's ABI in a folder of its own, so node_modules keeps the Node
 * build that the tests and terminal modes load.
 */
export function electronSqlite(root: string): string {
  const electronVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8'),
  ) as { version: string };
  const dir = join(root, '.electron-native', electronVersion.version, 'better-sqlite3');
  const binding = join(dir, 'build/Release/better_sqlite3.node');
  if (existsSync(binding)) return binding;
  process.stdout.write(`Building the database module for Electron ${electronVersion.version}...\n`);
  cpSync(join(root, 'node_modules/better-sqlite3'), dir, {
    recursive: true,
    filter: (source) => !source.startsWith(join(root, 'node_modules/better-sqlite3/build')),
  });
  const target = ['--runtime=electron', `--target=${electronVersion.version}`];
  const prebuilt = spawnSync('npx', ['--no-install', 'prebuild-install', ...target], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (prebuilt.status !== 0) {
    const built = spawnSync(
      'npx',
      [
        '--no-install',
        'node-gyp',
        'rebuild',
        '--release',
        ...target,
        '--dist-url=https://electronjs.org/headers',
      ],
      { cwd: dir, stdio: 'inherit' },
    );
    if (built.status !== 0) throw new Error('could not build better-sqlite3 for Electron');
  }
  return binding;
}
