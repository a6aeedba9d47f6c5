import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '../../../server/webhooks/deliverJob';
import { signingSecrets } from '../../../server/webhooks/signing';
import { secretBoxOf } from '../../../server/security/secretBox';

const PLAIN = secretBoxOf(undefined);

const config = {
  timeoutMs: 10_000,
  retryBaseSeconds: 30,
  retryWindowSeconds: 86_400,
  secretOverlapSeconds: 86_400,
};

describe('webhook retries and signing secrets', () => {
  it('doubles the wait after each failed attempt, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => retryDelaySeconds(config, n))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(config, 8)).toBe(3600);
    expect(retryDelaySeconds(config, 40)).toBe(3600);
  });

  it('signs with the previous secret only until it expires', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const endpoint = {
      secret: 'new',
      previous_secret: 'old',
      previous_secret_expires_at: new Date('2026-01-01T00:00:01Z'),
    };
    expect(signingSecrets(endpoint, PLAIN, now)).toEqual(['new', 'old']);
    expect(signingSecrets({ ...endpoint, previous_secret_expires_at: now }, PLAIN, now)).toEqual(['new']);
    expect(signingSecrets({ ...endpoint, previous_secret: null }, PLAIN, now)).toEqual(['new']);
  });
});
