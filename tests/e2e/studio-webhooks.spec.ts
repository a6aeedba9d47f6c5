import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { signInToStudio, studioCopy } from './support/studio';

const copy = studioCopy;

const own = ownServerForSpec({
  name: 'studio-webhooks',
  // The receiver this test starts listens on 127.0.0.1.
  env: { ...OPERATOR_ENV, FETCH_ALLOW_LOOPBACK: 'true' },
});

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

test('an operator adds an endpoint, sends a test event, sees it delivered and replays it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/onramp-hooks`;
  try {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInToStudio(page, own.baseUrl, OPERATOR);
    await page.getByRole('link', { name: copy('studio.nav.webhooks') }).click();

    const form = page.getByRole('form', { name: copy('studio.webhooks.addTitle') });
    await form.getByLabel(copy('studio.webhooks.url')).fill(url);
    await form.getByLabel(copy('studio.webhooks.description')).fill('Our CRM');
    await form.getByRole('button', { name: copy('studio.webhooks.add') }).click();
    await expect(page.getByRole('status')).toHaveText(copy('studio.webhooks.added', { url }));
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    const endpoint = page.getByRole('article', { name: url });
    await endpoint.getByRole('button', { name: copy('studio.webhooks.sendTest') }).click();
    const rows = endpoint.getByRole('row').filter({ hasText: 'webhook.test' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(copy('studio.webhooks.statuses.succeeded'));
    await expect(rows.first()).toContainText('204');
    expect(received).toHaveLength(1);
    // The receiver verifies the delivery with the secret the page showed once.
    const first = received[0]!;
    expect(
      new Webhook(secret).verify(first.body, first.headers as Record<string, string>),
    ).toMatchObject({
      type: 'webhook.test',
    });

    await rows
      .first()
      .getByRole('button', { name: copy('studio.webhooks.replay') })
      .click();
    await expect(page.getByRole('status')).toHaveText(copy('studio.webhooks.replayed'));
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(copy('studio.webhooks.statuses.succeeded'));
    await expect.poll(() => received.length).toBe(2);
    expect(received[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(received[1]!.body).toBe(first.body);
    await page.screenshot({ path: 'test-results/studio-webhooks.png', fullPage: true });
  } finally {
    await new Promise<void>((resolve) => {
      receiver.closeAllConnections();
      receiver.close(() => resolve());
    });
  }
});
