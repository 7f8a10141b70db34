import type { Session, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY } from '../host/security';

/** No window, frame or link may lead anywhere else. */
export function lockDown(contents: WebContents): void {
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  contents.on('will-navigate', (event) => event.preventDefault());
  contents.on('will-redirect', (event) => event.preventDefault());
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

/** No permission is ever granted or reported as granted; every response carries the CSP. */
export function hardenSession(session: Session): void {
  session.setPermissionCheckHandler(() => false);
  session.setPermissionRequestHandler((_contents, _permission, grant) => grant(false));
  session.webRequest.onHeadersReceived((details, respond) =>
    respond({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    }),
  );
}
