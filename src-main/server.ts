import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { startHttpHost } from './host/http-host';

/** The loopback host: the same app in a browser, for machines without Electron and for e2e. */
const app = createApp();
const host = await startHttpHost({
  dispatch: app.dispatch,
  rendererDir: join(dirname(fileURLToPath(import.meta.url)), '../renderer'),
  port: Number(process.env.HOTDICE_PORT ?? 0),
});
process.stdout.write(`Hot Dice is being served at ${host.url}\n`);

const stop = () => void host.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
