import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A link's token: 192 random bits, URL-safe (base64url, 32 characters). */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether a shown token is this one, in time that does not depend on where they differ: both
 * are hashed first, so even their lengths are compared in constant time.
 */
export function sameToken(shown: string, token: string): boolean {
  return timingSafeEqual(digest(shown), digest(token));
}
