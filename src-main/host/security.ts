/**
 * The renderer's Content-Security-Policy: everything from the app itself, nothing remote, no
 * eval, no plugins, no framing. Svelte's transitions set inline styles, hence 'unsafe-inline'
 * for styles only.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
