import { createHash, randomBytes } from 'node:crypto';

/** A bearer secret: 32 random bytes (256 bits), base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a presented value could be one randomToken made: 43 base64url characters. */
export function isTokenShaped(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}

/** What is stored for a token: its SHA-256, hex. Fast is fine: the token has 256 bits of entropy. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A non-secret random label, e.g. the sessionIdentifier the client echoes back. */
export function randomIdentifier(): string {
  return randomBytes(16).toString('base64url');
}
