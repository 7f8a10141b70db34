import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from './app';
import { startHttpHost } from './host/http-host';
import { startOnLastPort } from './host/last-port';
import { mayOpenBrowser, openBrowser } from './host/open-browser';
import { dataDir } from './host/paths';

/** The loopback host: the same app in a browser, for machines without Electron and for e2e. */
const folder = dataDir();
const rendererDir = join(dirname(fileURLToPath(import.meta.url)), '../renderer');
let app: App;
try {
  // HOTDICE_SHARE_ADDRESS: the interface games are shared on unless the player picks one.
  const shareAddress = process.env.HOTDICE_SHARE_ADDRESS;
  app = createApp({ dataDir: folder, rendererDir, ...(shareAddress ? { shareAddress } : {}) });
} catch (error) {
  process.stderr.write(
    `Hot Dice cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
// HOTDICE_PORT picks the port; otherwise last run's port when free, so the address stays put.
const asked = process.env.HOTDICE_PORT ? Number(process.env.HOTDICE_PORT) : null;
const host = await startOnLastPort(folder, asked, (port) =>
  startHttpHost({ dispatch: app.dispatch, rendererDir, port }),
);
process.stdout.write(`Hot Dice is being served at ${host.url}\n`);
await app.resumeSharing();
if (mayOpenBrowser(process.env, process.argv)) openBrowser(host.url);

const stop = () =>
  void host.close().then(() => {
    app.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
