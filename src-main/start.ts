import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { electronSqlite } from './host/electron-native';

/**
 * `npm start`: open the Electron window when Electron's binary is there; otherwise say so in one
 * line and serve the same app on a loopback address instead.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');

// The electron package fetches its binary on first use and throws when it cannot; ask it in a
// child process so its download chatter stays out of this terminal.
const probe = spawnSync(process.execPath, ['-e', 'process.stdout.write(require("electron"))'], {
  cwd: root,
  encoding: 'utf8',
});

if (probe.status === 0 && probe.stdout) {
  const env = { ...process.env, HOTDICE_SQLITE_BINDING: electronSqlite(root) };
  const child = spawn(probe.stdout, [root, ...process.argv.slice(2)], { stdio: 'inherit', env });
  child.on('exit', (code) => process.exit(code ?? 0));
} else {
  process.stdout.write(
    'Electron is not installed on this machine (its binary could not be downloaded): serving Hot Dice in your browser instead.\n',
  );
  await import('./server');
}
