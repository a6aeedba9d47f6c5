import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import type { DatabaseTarget } from './databases';
import { OPERATOR_ENV, operatorToken } from './studio';
import { startWebhookReceiver } from '../../fixtures/webhookReceiver';

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * For a describe block: a server whose outbound calls (webhooks, provisioning) may reach a real
 * receiver on loopback, started with `env`, and an operator signed in to its Studio. Its signing
 * secrets are sealed (SECRETS_KEY), as in production.
 */
export function receivingServer(target: DatabaseTarget, env: Record<string, string>) {
  const started: { running?: AccountsServer; receiver?: Receiver; token?: string } = {};
  beforeAll(async () => {
    started.receiver = await startWebhookReceiver();
    started.running = await startAccountsServer(target, {
      ...OPERATOR_ENV,
      FETCH_ALLOW_LOOPBACK: 'true',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...env,
    });
    started.token = await operatorToken(started.running.app);
  });
  afterAll(async () => {
    await started.running?.close();
    await started.receiver?.close();
  });
  const running = () => started.running!;
  return {
    running,
    receiver: () => started.receiver!,
    db: () => running().server.database.db,
    /** A Studio call as the operator. */
    studio: (method: Method, url: string, payload?: unknown) =>
      running().app.inject({
        method,
        url: `/api/studio${url}`,
        headers: { authorization: `Bearer ${started.token}` },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      }),
  };
}
