import { protocol } from 'electron';
import { rendererFile } from '../host/renderer-files';
import { CONTENT_SECURITY_POLICY } from '../host/security';

/**
 * The window's page comes from app://hotdice, not file://: a file:// page could reach any file
 * and any other file:// frame would share its origin. This one origin is what the IPC trusts.
 */
const SCHEME = 'app';
export const APP_ORIGIN = `${SCHEME}://hotdice`;
export const APP_PAGE = `${APP_ORIGIN}/index.html`;

/** Must run before the app is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Serves the built renderer on app://hotdice, nothing outside its folder, with the CSP. */
export function serveRenderer(rendererDir: string): void {
  protocol.handle(SCHEME, async (request) => {
    const url = new URL(request.url);
    const headers = { 'content-security-policy': CONTENT_SECURITY_POLICY };
    let path: string | null = null;
    try {
      path = url.host === 'hotdice' ? decodeURIComponent(url.pathname) : null;
    } catch {
      // A malformed escape is simply not a file.
    }
    const found = path === null ? null : await rendererFile(rendererDir, path);
    if (!found) return new Response('not found', { status: 404, headers });
    return new Response(new Uint8Array(found.content), {
      headers: { ...headers, 'content-type': found.contentType },
    });
  });
}

/** The scheme, host and port of an address ('null' origins of custom schemes included). */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return null;
  }
}

/** Whether an IPC call comes from the app's own page: exactly its origin (or the dev server's). */
export function fromAppPage(frameUrl: string | undefined, devUrl: string | undefined): boolean {
  const origin = originOf(frameUrl ?? '');
  return origin !== null && origin === originOf(devUrl ?? APP_ORIGIN);
}
