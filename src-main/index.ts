import { BrowserWindow, app, dialog, ipcMain, session } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IPC_CHANNEL } from '../src-shared/api';
import { createApp, type App } from './app';
import { hardenSession, lockDown } from './electron/hardening';
import { APP_PAGE, fromAppPage, registerAppScheme, serveRenderer } from './electron/protocol';

/** Electron glue only: one window, one IPC channel for every API method, nothing else. */
const here = dirname(fileURLToPath(import.meta.url));
// The dev server's address only while developing: an installed app loads nothing else.
const devUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
registerAppScheme();
// An installed app carries its rules texts beside the asar archive (package.json build.extraResources).
if (app.isPackaged) process.env.HOTDICE_RESOURCES ??= join(process.resourcesPath, 'resources');

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let window: BrowserWindow | null = null;

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });

  app.on('web-contents-created', (_event, contents) => lockDown(contents));

  void app.whenReady().then(() => {
    hardenSession(session.defaultSession);
    serveRenderer(join(here, '../renderer'));

    let hotdice: App;
    try {
      hotdice = createApp({
        dataDir: process.env.HOTDICE_DATA_DIR ?? app.getPath('userData'),
        // npm start points this at better-sqlite3 built for Electron (node_modules keeps Node's).
        nativeBinding: process.env.HOTDICE_SQLITE_BINDING,
        rendererDir: join(here, '../renderer'),
      });
      void hotdice.resumeSharing();
    } catch (error) {
      dialog.showErrorBox(
        'Hot Dice cannot start',
        error instanceof Error ? error.message : String(error),
      );
      app.quit();
      return;
    }
    app.on('will-quit', () => hotdice.close());
    const { dispatch } = hotdice;
    ipcMain.handle(IPC_CHANNEL, (event, method: unknown, request: unknown) => {
      if (!fromAppPage(event.senderFrame?.url, devUrl)) {
        return { ok: false, error: { code: 'bad-request', message: 'unknown caller' } };
      }
      return dispatch(String(method), request);
    });

    window = new BrowserWindow({
      width: 1200,
      height: 820,
      minWidth: 800,
      minHeight: 600,
      backgroundColor: '#0d3b24',
      title: 'Hot Dice',
      show: false,
      webPreferences: {
        preload: join(here, '../preload/index.cjs'),
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
      },
    });
    window.once('ready-to-show', () => window?.show());
    void window.loadURL(devUrl ?? APP_PAGE);
  });

  app.on('window-all-closed', () => app.quit());
}
