import { createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql, type Kysely } from 'kysely';
import type { AltchaConfig } from '../config';
import type { DB } from '../db/schema';
import { getOrCreateSecret } from './appSecrets';

const CHALLENGE_TTL_SECONDS = 10 * 60;

export type AltchaOutcome = 'verified' | 'invalid' | 'already_used';

export interface Altcha {
  createChallenge(): Promise<Challenge>;
  verify(payload: string): Promise<AltchaOutcome>;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The widget sends base64 of {challenge, solution}; anything else is not a solution. */
function parsePayload(encoded: string): Payload | undefined {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (!isObject(parsed) || !isObject(parsed.challenge) || !isObject(parsed.solution)) {
      return undefined;
    }
    if (!isObject(parsed.challenge.parameters)) return undefined;
    if (typeof parsed.challenge.parameters.nonce !== 'string') return undefined;
    return parsed as unknown as Payload;
  } catch {
    return undefined;
  }
}

/**
 * Self-hosted proof of work (ALTCHA): challenges signed with an HMAC key from ALTCHA_HMAC_KEY
 * or one kept in the database; a solved challenge is accepted once, until it expires.
 */
export function createAltcha(config: AltchaConfig, db: Kysely<DB>): Altcha {
  let keys: Promise<{ signature: string; keySignature: string }> | undefined;
  const loadKeys = () =>
    (keys ??= (async () => {
      const signature = config.hmacKey ?? (await getOrCreateSecret(db, 'altcha_hmac_key'));
      const keySignature = createHmac('sha256', signature)
        .update('altcha-key-signature')
        .digest('hex');
      return { signature, keySignature };
    })());

  async function markSpent(nonce: string, expiresAt: number | undefined): Promise<boolean> {
    await db
      .deleteFrom('spent_bot_challenges')
      .where('expires_at', '<', sql<Date>`now()`)
      .execute();
    const expires = new Date((expiresAt ?? Date.now() / 1000 + CHALLENGE_TTL_SECONDS) * 1000);
    const inserted = await db
      .insertInto('spent_bot_challenges')
      .values({ challenge_id: nonce, expires_at: expires })
      .onConflict((oc) => oc.column('challenge_id').doNothing())
      .returning('challenge_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  return {
    async createChallenge() {
      const { signature, keySignature } = await loadKeys();
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost: config.cost,
        counter: randomInt(config.counterMax, Math.ceil(config.counterMax / 2)),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      });
    },
    async verify(encoded) {
      const payload = parsePayload(encoded);
      if (!payload) return 'invalid';
      const { signature, keySignature } = await loadKeys();
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
        if (!result.verified) return 'invalid';
      } catch {
        return 'invalid';
      }
      const { nonce, expiresAt } = payload.challenge.parameters;
      return (await markSpent(nonce, expiresAt)) ? 'verified' : 'already_used';
    },
  };
}
