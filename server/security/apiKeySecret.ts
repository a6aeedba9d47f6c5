import { randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_START } from '../../shared/contract/apiKeyScopes';
import { hashToken, randomToken } from './tokens';

/** `onr_` + 10 hex characters of prefix + `_` + 43 base64url characters (256 random bits). */
const KEY_SHAPE = /^onr_([0-9a-f]{10})_[A-Za-z0-9_-]{43}$/;

/** A new key, shown once; only its hash and its prefix are kept. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const prefix = randomBytes(5).toString('hex');
  const key = `${API_KEY_START}${prefix}_${randomToken()}`;
  return { key, prefix, hash: hashToken(key) };
}

/**
 * Whether a bearer token is meant as an API key rather than an operator's session token (43
 * characters, which by chance may start like a key).
 */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_START) && token.length !== 43;
}

/** The prefix of a key of the right shape, else undefined. */
export function apiKeyPrefix(key: string): string | undefined {
  return KEY_SHAPE.exec(key)?.[1];
}

/** Whether `key` is the one `storedHash` was made from, compared in constant time. */
export function apiKeyMatches(key: string, storedHash: string): boolean {
  const presented = Buffer.from(hashToken(key), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
