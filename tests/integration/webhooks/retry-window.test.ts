import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { eventually } from '../payments/support';
import { databaseTargets } from '../support/databases';
import { OPERATOR_ENV, operatorToken } from '../support/studio';
import { startWebhookReceiver } from '../../fixtures/webhookReceiver';

describe.each(databaseTargets())(
  'a webhook endpoint that never answers 2xx, on $name',
  (target) => {
    let running: AccountsServer;
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

    beforeAll(async () => {
      receiver = await startWebhookReceiver();
      receiver.behave('/down', () => 503);
      // A retry window of 4 s with a 1 s base: attempts at 0, 1 and 3 s, then no room for a 4 s wait.
      running = await startAccountsServer(target, {
        ...OPERATOR_ENV,
        FETCH_ALLOW_LOOPBACK: 'true',
        WEBHOOK_RETRY_BASE_SECONDS: '1',
        WEBHOOK_RETRY_WINDOW_SECONDS: '4',
      });
    });
    afterAll(async () => {
      await running?.close();
      await receiver?.close();
    });

    it('is retried with backoff until the retry window has passed, then marked failed', async () => {
      const headers = { authorization: `Bearer ${await operatorToken(running.app)}` };
      const created = await running.app.inject({
        method: 'POST',
        url: '/api/studio/webhooks',
        headers,
        payload: { url: receiver.url('/down'), events: ['account.created'] },
      });
      const endpointId = created.json<{ data: { endpoint: { id: string } } }>().data.endpoint.id;
      await running.app.inject({
        method: 'POST',
        url: `/api/studio/webhooks/${endpointId}/test`,
        headers,
      });
      const failed = await eventually(
        async () => {
          const res = await running.app.inject({
            method: 'GET',
            url: `/api/studio/webhooks/${endpointId}/deliveries`,
            headers,
          });
          const [delivery] = res.json<{ data: { deliveries: { status: string }[] } }>().data
            .deliveries;
          return delivery?.status === 'failed' ? delivery : undefined;
        },
        20_000,
        'the delivery to fail',
      );
      expect(failed).toMatchObject({ status: 'failed', attempts: 3, lastStatusCode: 503 });
      expect(failed).toHaveProperty('finishedAt', expect.any(String));
      expect(receiver.received('/down')).toHaveLength(3);
    });
  },
);
