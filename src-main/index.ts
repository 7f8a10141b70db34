import { BrowserWindow, app, dialog, ipcMain, session } from 'electron';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IPC_CHANNEL } from '../src-shared/api';
import { createApp, type App } from './app';
import { CONTENT_SECURITY_POLICY } from './host/security';

/** Electron glue only: one window, one IPC channel for every API method, nothing else. */
const here = dirname(fileURLToPath(import.meta.url));
const rendererIndex = join(here, '../renderer/index.html');
const devUrl = process.env.ELECTRON_RENDERER_URL;
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

  // No window, frame or link may lead anywhere else.
  app.on('web-contents-created', (_event, contents) => {
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, grant) =>
      grant(false),
    );
    session.defaultSession.webRequest.onHeadersReceived((details, respond) =>
      respond({
        responseHeaders: {
          ...details.responseHeaders,
          'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
        },
      }),
    );

    let hotdice: App;
    try {
      hotdice = createApp({
        dataDir: process.env.HOTDICE_DATA_DIR ?? app.getPath('userData'),
        // npm start points this at better-sqlite3 built for Electron (node_modules keeps Node's).
        nativeBinding: process.env.HOTDICE_SQLITE_BINDING,
      });
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
      const from = event.senderFrame?.url ?? '';
      if (!from.startsWith(devUrl ?? 'file://')) {
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
    void (devUrl ? window.loadURL(devUrl) : window.loadFile(rendererIndex));
  });

  app.on('window-all-closed', () => app.quit());
}
