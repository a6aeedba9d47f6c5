import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { SecretBox } from '../security/secretBox';

/** A new signing secret in the Standard Webhooks form: whsec_ and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** A new event's webhook-id. */
export function newMessageId(): string {
  return `msg_${randomBytes(16).toString('hex')}`;
}

/**
 * The three Standard Webhooks headers of one attempt. During a rotation's overlap both secrets
 * sign, space-separated, so a receiver that still has the old one (or already the new one) verifies.
 */
export function signedHeaders(
  messageId: string,
  body: string,
  secrets: string[],
  at: Date = new Date(),
): Record<string, string> {
  const signatures = secrets.map((secret) => new Webhook(secret).sign(messageId, at, body));
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}

/** The secrets that sign now, opened from how they are kept: the current one, and the previous one until it expires. */
export function signingSecrets(
  endpoint: {
    secret: string;
    previous_secret: string | null;
    previous_secret_expires_at: Date | null;
  },
  box: SecretBox,
  now: Date = new Date(),
): string[] {
  const previousLive =
    endpoint.previous_secret !== null &&
    endpoint.previous_secret_expires_at !== null &&
    endpoint.previous_secret_expires_at.getTime() > now.getTime();
  const kept = previousLive ? [endpoint.secret, endpoint.previous_secret!] : [endpoint.secret];
  return kept.map((secret) => box.open(secret));
}
