import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
};

/**
 * A file of the built renderer by its decoded address path ('/' is the page), or null when the
 * path leads outside the renderer folder or to nothing there. Both transports serve through this.
 */
export async function rendererFile(
  rendererDir: string,
  path: string,
): Promise<{ content: Buffer; contentType: string } | null> {
  const full = join(rendererDir, normalize(path === '/' ? '/index.html' : path));
  if (!full.startsWith(rendererDir + sep)) return null;
  try {
    const content = await readFile(full);
    return { content, contentType: CONTENT_TYPES[extname(full)] ?? 'application/octet-stream' };
  } catch {
    return null;
  }
}
