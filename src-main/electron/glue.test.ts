import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_METHODS } from '../../src-shared/api';
import { CONTENT_SECURITY_POLICY } from '../host/security';

type Handler = (...args: unknown[]) => unknown;

/** A stand-in for Electron that records what the glue asks of it. */
const fake = vi.hoisted(() => {
  const state = {
    isPackaged: false,
    frameUrl: '',
    appListeners: new Map<string, Handler>(),
    ipc: new Map<string, Handler>(),
    windows: [] as Array<{ options: Record<string, unknown>; loaded: string[] }>,
    schemes: [] as unknown[],
    protocolHandlers: new Map<string, Handler>(),
    permissionCheck: null as Handler | null,
    permissionRequest: null as Handler | null,
    headersReceived: null as Handler | null,
    exposed: new Map<string, Record<string, Handler>>(),
    dispatched: [] as Array<{ method: string; request: unknown }>,
  };
  class BrowserWindow {
    readonly record: { options: Record<string, unknown>; loaded: string[] };
    constructor(options: Record<string, unknown>) {
      this.record = { options, loaded: [] };
      state.windows.push(this.record);
    }
    once() {}
    loadURL(url: string) {
      this.record.loaded.push(url);
      return Promise.resolve();
    }
    loadFile(path: string) {
      this.record.loaded.push(`file://${path}`);
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      get isPackaged() {
        return state.isPackaged;
      },
      requestSingleInstanceLock: () => true,
      quit() {},
      on: (event: string, listener: Handler) => state.appListeners.set(event, listener),
      whenReady: () => Promise.resolve(),
      getPath: () => '/nowhere',
    },
    BrowserWindow,
    dialog: { showErrorBox() {} },
    ipcMain: { handle: (channel: string, handler: Handler) => state.ipc.set(channel, handler) },
    ipcRenderer: {
      invoke: (channel: string, ...args: unknown[]) =>
        state.ipc.get(channel)?.({ senderFrame: { url: state.frameUrl } }, ...args),
    },
    contextBridge: {
      exposeInMainWorld: (key: string, api: Record<string, Handler>) => state.exposed.set(key, api),
    },
    protocol: {
      registerSchemesAsPrivileged: (schemes: unknown[]) => state.schemes.push(...schemes),
      handle: (scheme: string, handler: Handler) => state.protocolHandlers.set(scheme, handler),
    },
    session: {
      defaultSession: {
        setPermissionCheckHandler: (handler: Handler) => (state.permissionCheck = handler),
        setPermissionRequestHandler: (handler: Handler) => (state.permissionRequest = handler),
        webRequest: {
          onHeadersReceived: (handler: Handler) => (state.headersReceived = handler),
        },
      },
    },
  };
  return { state, electron };
});

vi.mock('electron', () => fake.electron);
vi.mock('../app', () => ({
  createApp: () => ({
    dispatch: (method: string, request: unknown) => {
      fake.state.dispatched.push({ method, request });
      return Promise.resolve({ ok: true, value: method });
    },
    resumeSharing: () => Promise.resolve(),
    close() {},
  }),
}));

const APP_PAGE = 'app://hotdice/index.html';
const DEV_URL = 'http://localhost:5173/';
const savedEnv = { ...process.env };

afterEach(() => {
  process.env = { ...savedEnv };
});

/** Runs the main process glue and the preload afresh against the fake Electron. */
async function load(options: { packaged: boolean; devUrl?: string }) {
  const { state } = fake;
  state.isPackaged = options.packaged;
  state.frameUrl = APP_PAGE;
  for (const value of Object.values(state)) {
    if (value instanceof Map) value.clear();
    if (Array.isArray(value)) value.length = 0;
  }
  // electron-vite types this variable read-only; the test sets it as the dev server would.
  const env = process.env as Record<string, string | undefined>;
  if (options.devUrl) env.ELECTRON_RENDERER_URL = options.devUrl;
  else delete env.ELECTRON_RENDERER_URL;
  (process as { resourcesPath?: string }).resourcesPath = '/installed';
  vi.resetModules();
  await import('../index');
  await import('../preload');
  await new Promise((resolve) => setImmediate(resolve));
  return { state, api: state.exposed.get('hotdice')! };
}

describe('the Electron glue', () => {
  it('registers every API method: each preload function reaches the dispatcher', async () => {
    const { state, api } = await load({ packaged: true });
    expect(Object.keys(api).sort()).toEqual([...API_METHODS].sort());
    for (const method of API_METHODS) {
      expect(await api[method]!({ probe: method })).toEqual({ ok: true, value: method });
    }
    expect(state.dispatched).toEqual(
      API_METHODS.map((method) => ({ method, request: { probe: method } })),
    );
  });

  it.each(['file:///home/ada/evil.html', 'http://evil.example/', 'app://evil/index.html', ''])(
    'refuses a call from a foreign frame (%s)',
    async (url) => {
      const { state, api } = await load({ packaged: true });
      state.frameUrl = url;
      expect(await api.listPresets!(null)).toMatchObject({
        ok: false,
        error: { code: 'bad-request' },
      });
      expect(state.dispatched).toEqual([]);
    },
  );

  it('loads the page from app://hotdice in a sandboxed, isolated window', async () => {
    const { state } = await load({ packaged: true });
    expect(state.schemes).toEqual([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({ standard: true, secure: true }),
      }),
    ]);
    expect(state.protocolHandlers.has('app')).toBe(true);
    const [window] = state.windows;
    expect(window!.loaded).toEqual([APP_PAGE]);
    expect(window!.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
    });
  });

  it('honours the dev server address only when the app is not packaged', async () => {
    const packaged = await load({ packaged: true, devUrl: DEV_URL });
    expect(packaged.state.windows[0]!.loaded).toEqual([APP_PAGE]);
    packaged.state.frameUrl = DEV_URL;
    expect(await packaged.api.listPresets!(null)).toMatchObject({ ok: false });

    const developing = await load({ packaged: false, devUrl: DEV_URL });
    expect(developing.state.windows[0]!.loaded).toEqual([DEV_URL]);
    developing.state.frameUrl = `${DEV_URL}index.html`;
    expect(await developing.api.listPresets!(null)).toEqual({ ok: true, value: 'listPresets' });
  });

  it('denies navigation, new windows and webviews in every web contents', async () => {
    const { state } = await load({ packaged: true });
    let openHandler: Handler | null = null;
    const listeners = new Map<string, Handler>();
    const contents = {
      setWindowOpenHandler: (handler: Handler) => (openHandler = handler),
      on: (event: string, listener: Handler) => listeners.set(event, listener),
    };
    state.appListeners.get('web-contents-created')!({}, contents);
    expect(openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      listeners.get(event)!({ preventDefault });
      expect(preventDefault, event).toHaveBeenCalled();
    }
  });

  it('grants no permission and sets the CSP on every response', async () => {
    const { state } = await load({ packaged: true });
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read']) {
      expect(state.permissionCheck!({}, permission, 'app://hotdice')).toBe(false);
      const grant = vi.fn();
      state.permissionRequest!({}, permission, grant);
      expect(grant).toHaveBeenCalledWith(false);
    }
    const respond = vi.fn();
    state.headersReceived!({ responseHeaders: { 'x-other': ['1'] } }, respond);
    expect(respond).toHaveBeenCalledWith({
      responseHeaders: { 'x-other': ['1'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] },
    });
  });

  it('serves the renderer over app:// with the CSP, and nothing outside its folder', async () => {
    const { state } = await load({ packaged: true });
    const { serveRenderer } = await import('./protocol');
    const dir = mkdtempSync(join(tmpdir(), 'hotdice-renderer-'));
    writeFileSync(join(dir, 'index.html'), '<title>Hot Dice</title>');
    serveRenderer(dir);
    const serve = (url: string) => state.protocolHandlers.get('app')!({ url }) as Promise<Response>;
    const page = await serve(APP_PAGE);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.text()).toBe('<title>Hot Dice</title>');
    for (const url of [
      'app://hotdice/../../../../etc/passwd',
      'app://hotdice/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      'app://hotdice/..%2f..%2f..%2fetc%2fpasswd',
      'app://elsewhere/index.html',
      'app://hotdice/%ff',
    ]) {
      const answer = await serve(url);
      expect(answer.status, url).toBe(404);
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    }
  });
});

describe('the installer configuration', () => {
  it('sets the Electron fuses: no run-as-node, NODE_OPTIONS or inspect; asar only, checked', () => {
    const pkg = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as {
      build: Record<string, unknown>;
    };
    expect(pkg.build.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });
});
