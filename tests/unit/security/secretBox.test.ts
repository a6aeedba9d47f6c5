import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  isSealed,
  readSecretsKey,
  secretBoxFromEnv,
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

  it('opens what the fallback key sealed during a change of key, and reseals it with the new key', () => {
    const oldKey = randomBytes(32);
    const newKey = randomBytes(32);
    const underOld = secretBoxOf(oldKey).seal(SECRET);
    const changing = secretBoxOf(newKey, oldKey);
    expect(changing.open(underOld)).toBe(SECRET);

    const resealed = changing.resealed(underOld)!;
    expect(isSealed(resealed)).toBe(true);
    // Sealed with the new key alone: the old key no longer opens it.
    expect(secretBoxOf(newKey).open(resealed)).toBe(SECRET);
    expect(() => secretBoxOf(oldKey).open(resealed)).toThrow(SecretUnreadableError);
    // What the new key sealed, it keeps; what was kept as it is gets sealed.
    expect(changing.resealed(resealed)).toBeNull();
    expect(secretBoxOf(newKey).open(changing.resealed(SECRET)!)).toBe(SECRET);
    // The fallback only opens: a new secret is sealed with the new key.
    expect(() => secretBoxOf(oldKey).open(changing.seal(SECRET))).toThrow(SecretUnreadableError);
    // A third key's secret opens with neither.
    const underThird = secretBoxOf(randomBytes(32)).seal(SECRET);
    expect(() => changing.resealed(underThird)).toThrow(
      /neither SECRETS_KEY nor SECRETS_KEY_FALLBACK/,
    );
  });

  it('reseals nothing without a key', () => {
    expect(secretBoxOf(undefined).resealed(SECRET)).toBeNull();
  });

  it('refuses a fallback key without SECRETS_KEY, and a fallback of the wrong length', () => {
    const key = randomBytes(32).toString('base64');
    expect(() => secretBoxFromEnv({ SECRETS_KEY_FALLBACK: key })).toThrow(/set SECRETS_KEY too/);
    expect(() =>
      secretBoxFromEnv({
        SECRETS_KEY: key,
        SECRETS_KEY_FALLBACK: randomBytes(8).toString('base64'),
      }),
    ).toThrow(/SECRETS_KEY_FALLBACK must be 32 bytes/);
    expect(secretBoxFromEnv({}).sealing).toBe(false);
    expect(secretBoxFromEnv({ SECRETS_KEY: key }).sealing).toBe(true);
  });

  it('takes a SECRETS_KEY of 32 bytes in base64 only', () => {
    const key = randomBytes(32);
    expect(readSecretsKey(key.toString('base64'))).toEqual(key);
    expect(readSecretsKey(undefined)).toBeUndefined();
    expect(readSecretsKey('  ')).toBeUndefined();
    expect(() => readSecretsKey(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
  });
});
