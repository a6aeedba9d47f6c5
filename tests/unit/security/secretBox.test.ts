import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  readSecretsKey,
  secretBoxOf,
  SecretUnreadableError,
} from '../../../server/security/secretBox';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

describe('secretBox', () => {
  const box = secretBoxOf(randomBytes(32));

  it('seals a secret so it cannot be read without the key, and opens it with the key', () => {
    const sealed = box.seal(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET.slice(6));
    expect(box.open(sealed)).toBe(SECRET);
    // A new nonce each time: the same secret is never kept the same way twice.
    expect(box.seal(SECRET)).not.toBe(sealed);
  });

  it('refuses a sealed secret that was changed, or sealed with another key', () => {
    const sealed = box.seal(SECRET);
    const bytes = Buffer.from(sealed.slice('sealed:v1:'.length), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    const changed = `sealed:v1:${bytes.toString('base64')}`;
    expect(() => box.open(changed)).toThrow(SecretUnreadableError);
    expect(() => secretBoxOf(randomBytes(32)).open(sealed)).toThrow(/another SECRETS_KEY/);
    expect(() => secretBoxOf(undefined).open(sealed)).toThrow(/SECRETS_KEY is not set/);
  });

  it('reads a secret kept before the key as it is, and without a key keeps secrets as they are', () => {
    expect(box.open(SECRET)).toBe(SECRET);
    const plain = secretBoxOf(undefined);
    expect(plain.sealing).toBe(false);
    expect(plain.seal(SECRET)).toBe(SECRET);
  });

  it('takes a SECRETS_KEY of 32 bytes in base64 only', () => {
    const key = randomBytes(32);
    expect(readSecretsKey(key.toString('base64'))).toEqual(key);
    expect(readSecretsKey(undefined)).toBeUndefined();
    expect(readSecretsKey('  ')).toBeUndefined();
    expect(() => readSecretsKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
