import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keeps secrets the server must use again (signing secrets: they sign, so they cannot be hashed)
 * unreadable in the database. With SECRETS_KEY a secret is sealed with AES-256-GCM, which also
 * detects a changed value; without it, secrets are kept as they are. A secret kept before the key
 * was set is read as it is (and sealed at start-up, sealStoredSecrets). During a change of key,
 * SECRETS_KEY_FALLBACK opens what the other key sealed; only SECRETS_KEY seals.
 */
export interface SecretBox {
  /** Whether secrets are sealed (SECRETS_KEY is set). */
  readonly sealing: boolean;
  seal(secret: string): string;
  open(stored: string): string;
  /**
   * The secret sealed with SECRETS_KEY when it is kept otherwise (as it is, or sealed with the
   * fallback key); null when it already is, or when nothing seals. Throws if it cannot be opened.
   */
  resealed(stored: string): string | null;
}

export class SecretUnreadableError extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

/** The secret `stored` holds, if `key` sealed it; null if another key did (or it was changed). */
function openWith(key: Buffer, stored: string): string | null {
  const bytes = Buffer.from(stored.slice(SEALED.length), 'base64');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

export function secretBoxOf(key: Buffer | undefined, fallback?: Buffer): SecretBox {
  const openers = [key, fallback].filter((k): k is Buffer => k !== undefined);
  const box: SecretBox = {
    sealing: key !== undefined,
    seal(secret) {
      if (!key) return secret;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return SEALED + Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      if (!key) {
        throw new SecretUnreadableError('a sealed secret cannot be read: SECRETS_KEY is not set');
      }
      for (const opener of openers) {
        const secret = openWith(opener, stored);
        if (secret !== null) return secret;
      }
      throw new SecretUnreadableError(
        fallback
          ? 'a sealed secret cannot be read: neither SECRETS_KEY nor SECRETS_KEY_FALLBACK sealed it, or it was changed'
          : 'a sealed secret cannot be read: it was sealed with another SECRETS_KEY, or changed',
      );
    },
    resealed(stored) {
      if (!key) return null;
      if (isSealed(stored) && openWith(key, stored) !== null) return null;
      return box.seal(box.open(stored));
    },
  };
  return box;
}

/** SECRETS_KEY: 32 bytes in base64 (`openssl rand -base64 32`); anything else stops the start. */
export function readSecretsKey(raw: string | undefined, name = 'SECRETS_KEY'): Buffer | undefined {
  if (!raw?.trim()) return undefined;
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(
      `${name} must be 32 bytes in base64 (openssl rand -base64 32), got ${key.length} bytes`,
    );
  }
  return key;
}

/** The box SECRETS_KEY and SECRETS_KEY_FALLBACK make; a fallback alone stops the start. */
export function secretBoxFromEnv(env: {
  SECRETS_KEY?: string;
  SECRETS_KEY_FALLBACK?: string;
}): SecretBox {
  const key = readSecretsKey(env.SECRETS_KEY);
  const fallback = readSecretsKey(env.SECRETS_KEY_FALLBACK, 'SECRETS_KEY_FALLBACK');
  if (fallback && !key) {
    throw new Error(
      'SECRETS_KEY_FALLBACK only opens secrets during a change of key: set SECRETS_KEY too',
    );
  }
  return secretBoxOf(key, fallback);
}
