import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type App } from './app';
import { startHttpHost } from './host/http-host';
import { dataDir } from './host/paths';

/** The loopback host: the same app in a browser, for machines without Electron and for e2e. */
let app: App;
try {
  app = createApp({ dataDir: dataDir() });
} catch (error) {
  process.stderr.write(
    `Hot Dice cannot start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
const host = await startHttpHost({
  dispatch: app.dispatch,
  rendererDir: join(dirname(fileURLToPath(import.meta.url)), '../renderer'),
  port: Number(process.env.HOTDICE_PORT ?? 0),
});
process.stdout.write(`Hot Dice is being served at ${host.url}\n`);

const stop = () =>
  void host.close().then(() => {
    app.close();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
