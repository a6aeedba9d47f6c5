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
    await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.added', { url }));
    // The secret is shown once, with the focus, to copy.
    const shown = page.getByRole('region', { name: copy('studio.webhooks.secretTitle', { url }) });
    await expect(shown.getByRole('heading')).toBeFocused();
    await expect(shown.getByRole('button', { name: copy('studio.secret.copy') })).toBeVisible();
    const secret = await shown.getByLabel(copy('studio.webhooks.secretLabel')).inputValue();
    expect(secret).toMatch(/^whsec_/);
    // docs/images/studio-webhooks-en.png is this one.
    await page.screenshot({ path: 'test-results/studio-webhooks-en.png', fullPage: true });

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
    await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.replayed'));
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

test('an operator edits an endpoint by keyboard: a private address is refused at the URL, then fewer events and disabled are saved', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Saved, never delivered to: no event is sent in this test.
  const url = 'http://127.0.0.1:9/edit-me';
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInToStudio(page, own.baseUrl, OPERATOR);
  await page.getByRole('link', { name: copy('studio.nav.webhooks') }).click();
  const add = page.getByRole('form', { name: copy('studio.webhooks.addTitle') });
  await add.getByLabel(copy('studio.webhooks.url')).fill(url);
  await add.getByLabel(copy('studio.webhooks.description')).fill('To edit');
  await add.getByRole('button', { name: copy('studio.webhooks.add') }).click();
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.added', { url }));

  const endpoint = page.getByRole('article', { name: url });
  await expect(endpoint).not.toContainText(copy('studio.webhooks.disabled'));
  // Rotated, the new secret is shown once in its place, with the focus; put away, the list has it.
  const shown = page.getByRole('region', { name: copy('studio.webhooks.secretTitle', { url }) });
  const secretField = shown.getByLabel(copy('studio.webhooks.secretLabel'));
  const added = await secretField.inputValue();
  await endpoint.getByRole('button', { name: copy('studio.webhooks.rotate') }).click();
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.rotated', { url }));
  await expect(secretField).not.toHaveValue(added);
  await expect(secretField).toHaveValue(/^whsec_/);
  await expect(shown.getByRole('heading')).toBeFocused();
  await page.screenshot({ path: 'test-results/studio-webhooks-secret.png', fullPage: true });
  await shown.getByRole('button', { name: copy('studio.secret.done') }).press('Enter');
  await expect(shown).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: copy('studio.webhooks.title') }),
  ).toBeFocused();
  const editButton = endpoint.getByRole('button', {
    name: copy('studio.webhooks.edit'),
    exact: true,
  });
  await editButton.focus();
  await page.keyboard.press('Enter');
  await expect(editButton).toHaveAttribute('aria-expanded', 'true');
  const form = endpoint.getByRole('form', { name: copy('studio.webhooks.editTitle', { url }) });
  await expect(form.getByRole('heading')).toBeFocused();
  // Prefilled with the endpoint as saved.
  const urlField = form.getByLabel(copy('studio.webhooks.url'));
  await expect(urlField).toHaveValue(url);
  await expect(form.getByLabel(copy('studio.webhooks.description'))).toHaveValue('To edit');
  const enabled = form.getByRole('checkbox', { name: copy('studio.webhooks.enabled') });
  await expect(enabled).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'account.created' })).toBeChecked();

  // A private address: the server's guard refuses it, and the message is at the URL, focused.
  await page.keyboard.press('Tab');
  await expect(urlField).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('http://10.0.0.7/hooks');
  await page.keyboard.press('Enter');
  await expect(urlField).toHaveAttribute('aria-invalid', 'true');
  await expect(urlField).toHaveAccessibleDescription(copy('errors.webhookUrlForbidden'));
  await expect(form).toContainText(copy('errors.webhookUrlForbidden'));
  await expect(urlField).toBeFocused();
  await page.screenshot({ path: 'test-results/studio-webhooks-edit-refused.png', fullPage: true });
  // Nothing was saved.
  await expect(page.getByRole('article', { name: url })).toHaveCount(1);

  // Back to the saved address, one event less and disabled, all by keyboard.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(url);
  await form.getByRole('checkbox', { name: 'account.created' }).focus();
  await page.keyboard.press('Space');
  await enabled.focus();
  await page.keyboard.press('Space');
  await expect(enabled).not.toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: copy('studio.webhooks.save') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.saved', { url }));
  await expect(form).toHaveCount(0);
  await expect(editButton).toBeFocused();
  await expect(editButton).toHaveAttribute('aria-expanded', 'false');
  await expect(endpoint.getByRole('heading', { level: 3 })).toContainText(
    copy('studio.webhooks.disabled'),
  );
  await expect(endpoint).not.toContainText(/Events: .*account\.created/);
  await page.screenshot({ path: 'test-results/studio-webhooks-edited.png', fullPage: true });

  // Kept by the server: read again, the endpoint is still disabled with the fewer events.
  await page.reload();
  const reread = page.getByRole('article', { name: url });
  await expect(reread.getByRole('heading', { level: 3 })).toContainText(
    copy('studio.webhooks.disabled'),
  );
  await expect(reread).toContainText('email.verified');
  await expect(reread).not.toContainText(/Events: .*account\.created/);

  // Opened again it shows what was saved; Cancel leaves it and gives Edit the focus back.
  await reread.getByRole('button', { name: copy('studio.webhooks.edit'), exact: true }).click();
  const again = reread.getByRole('form', { name: copy('studio.webhooks.editTitle', { url }) });
  await expect(
    again.getByRole('checkbox', { name: copy('studio.webhooks.enabled') }),
  ).not.toBeChecked();
  await expect(again.getByRole('checkbox', { name: 'account.created' })).not.toBeChecked();
  await again.getByRole('button', { name: copy('studio.webhooks.cancel') }).press('Enter');
  await expect(again).toHaveCount(0);
  await expect(
    reread.getByRole('button', { name: copy('studio.webhooks.edit'), exact: true }),
  ).toBeFocused();

  // Remove asks first, with the focus on Keep it; kept, the endpoint stays and Remove has the focus.
  const removeButton = reread.getByRole('button', {
    name: copy('studio.webhooks.remove', { url }),
  });
  await removeButton.press('Enter');
  const confirm = reread.getByRole('group', { name: copy('studio.webhooks.confirmLabel') });
  await expect(confirm).toContainText(copy('studio.webhooks.confirm', { url }));
  const keep = confirm.getByRole('button', { name: copy('studio.webhooks.confirmNo') });
  await expect(keep).toBeFocused();
  await page.screenshot({ path: 'test-results/studio-webhooks-confirm.png', fullPage: true });
  await page.keyboard.press('Enter');
  await expect(confirm).toHaveCount(0);
  await expect(removeButton).toBeFocused();
  await page.reload();
  await expect(reread).toHaveCount(1);

  // Confirmed by keyboard, the endpoint goes with the confirmation: the focus goes to the list.
  await removeButton.press('Enter');
  await expect(keep).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(
    confirm.getByRole('button', { name: copy('studio.webhooks.confirmYes', { url }) }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.webhooks.removed', { url }));
  await expect(reread).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 2, name: copy('studio.webhooks.title') }),
  ).toBeFocused();
});
