import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const SEALED = 'sealed:v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Keeps secrets the server must use again (signing secrets: they sign, so they cannot be hashed)
 * unreadable in the database. With SECRETS_KEY a secret is sealed with AES-256-GCM, which also
 * detects a changed value; without it, secrets are kept as they are. A secret kept before the key
 * was set is read as it is (and sealed at start-up, sealStoredSecrets).
 */
export interface SecretBox {
  /** Whether secrets are sealed (SECRETS_KEY is set). */
  readonly sealing: boolean;
  seal(secret: string): string;
  open(stored: string): string;
}

export class SecretUnreadableError extends Error {}

export function isSealed(stored: string): boolean {
  return stored.startsWith(SEALED);
}

export function secretBoxOf(key: Buffer | undefined): SecretBox {
  return {
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
      const bytes = Buffer.from(stored.slice(SEALED.length), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SecretUnreadableError(
          'a sealed secret cannot be read: it was sealed with another SECRETS_KEY, or changed',
        );
      }
    },
  };
}

/** SECRETS_KEY: 32 bytes in base64 (`openssl rand -base64 32`); anything else stops the start. */
export function readSecretsKey(raw: string | undefined): Buffer | undefined {
  if (!raw?.trim()) return undefined;
  const key = Buffer.from(raw.trim(), 'base64');
  if (key.length !== 32) {
    throw new Error(
      `SECRETS_KEY must be 32 bytes in base64 (openssl rand -base64 32), got ${key.length} bytes`,
    );
  }
  return key;
}
