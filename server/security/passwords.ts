import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { message } from '../http/envelope';
import { atMost } from '../workers/atMost';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id; the enum is const and erased under isolatedModules
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const PASSWORD_RULE_MESSAGE = message('validation.password.rule');

/** The forms' rule: 8 characters (code points, as JSON Schema counts them), a digit, and a lower- and an upper-case letter of any script. */
export function meetsPasswordRule(password: string): boolean {
  return (
    [...password].length >= 8 &&
    /[0-9]/.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Lu}/u.test(password)
  );
}

// One hash per core at a time, and a thread of libuv's pool (4 unless UV_THREADPOOL_SIZE says
// otherwise) always left for file reads: more hashes at once than cores only share them slower,
// each holding its 19 MiB.
const POOL_THREADS = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const oneHashPerCore = atMost(Math.max(1, Math.min(availableParallelism(), POOL_THREADS - 1)));

export function hashPassword(password: string): Promise<string> {
  return oneHashPerCore(() => hash(password, ARGON2_OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await oneHashPerCore(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/** Spends the same work as a real check, so an unknown account answers as slowly as a wrong password. */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hashPassword('decoy-password-never-matches-1A');
  await verifyPassword(await decoyHash, password);
  return false;
}
