import { expect, test } from '@playwright/test';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { signInToStudio, studioCopy } from './support/studio';

const copy = studioCopy;

const own = ownServerForSpec({ name: 'studio-api-keys', env: OPERATOR_ENV });

test('an admin creates an API key, sees its secret once, the key reads the funnel, its usage shows the calls, and once revoked it is refused', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  // The admin's header links the API keys page next to Operators.
  await page.getByRole('link', { name: copy('studio.nav.apiKeys') }).click();
  await expect(page).toHaveURL(/\/studio\/api-keys$/);
  await expect(page.getByText(copy('studio.apiKeys.none'))).toBeVisible();

  // A key needs a scope: the form says so rather than sending it.
  const form = page.getByRole('form', { name: copy('studio.apiKeys.createTitle') });
  await form.getByLabel(copy('studio.apiKeys.name')).fill('CRM sync');
  await form.getByRole('button', { name: copy('studio.apiKeys.create') }).click();
  await expect(form.getByRole('alert')).toHaveText(copy('studio.apiKeys.scopeRequired'));

  // By keyboard: the scope's checkbox, then the button.
  await form.getByRole('checkbox', { name: copy('studio.apiKeys.scopeFunnelsRead') }).focus();
  await page.keyboard.press('Space');
  await expect(
    form.getByRole('checkbox', { name: copy('studio.apiKeys.scopeFunnelsRead') }),
  ).toBeChecked();
  await form.getByRole('button', { name: copy('studio.apiKeys.create') }).press('Enter');

  // The secret, shown this once, with the warning; focus moves to it for a screen reader.
  const shown = page.getByRole('region', {
    name: copy('studio.apiKeys.secretTitle', { name: 'CRM sync' }),
  });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('heading')).toBeFocused();
  await expect(shown).toContainText(copy('studio.apiKeys.secretWarning'));
  const secret = await shown.getByLabel(copy('studio.apiKeys.secretLabel')).inputValue();
  expect(secret).toMatch(/^onr_[0-9a-f]{10}_[A-Za-z0-9_-]{43}$/);
  await shown.getByRole('button', { name: copy('studio.secret.copy') }).click();
  await expect(shown.getByRole('status')).toHaveText(copy('studio.secret.copied'));
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const row = page.getByRole('row', { name: /CRM sync/ });
  await expect(row).toContainText(`onr_${secret.slice(4, 14)}_…`);
  await expect(row).toContainText(copy('studio.apiKeys.neverUsed'));
  await page.screenshot({ path: 'test-results/studio-api-keys.png', fullPage: true });

  // Put away, the secret is gone from the page, and a reload does not bring it back.
  await shown.getByRole('button', { name: copy('studio.secret.done') }).click();
  await expect(shown).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('row', { name: /CRM sync/ })).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(15));

  // The company's backend reads the funnel with the key; another route is outside its scope.
  const auth = { authorization: `Bearer ${secret}` };
  const funnel = await request.get(`${own.baseUrl}/api/studio/funnel`, { headers: auth });
  expect(funnel.status(), await funnel.text()).toBe(200);
  expect(await funnel.json()).toMatchObject({ err: false, data: { funnel: expect.any(Object) } });
  const leads = await request.get(`${own.baseUrl}/api/studio/leads`, { headers: auth });
  expect(leads.status()).toBe(403);
  expect(await leads.json()).toMatchObject({ status_code: 'api_key_scope' });

  // The list shows it was used.
  await page.reload();
  await expect(page.getByRole('row', { name: /CRM sync/ })).not.toContainText(
    copy('studio.apiKeys.neverUsed'),
  );

  // Its usage, by keyboard: the funnel read once and the leads refused once, with its last use.
  const usage = page.getByRole('button', {
    name: copy('studio.apiKeys.usage', { name: 'CRM sync' }),
  });
  await usage.focus();
  await page.keyboard.press('Enter');
  await expect(usage).toHaveAttribute('aria-expanded', 'true');
  const since = new RegExp(
    `^${copy('studio.apiKeys.usageCaption', { name: 'CRM sync', date: '' }).trim()}`,
  );
  const calls = page.getByRole('table', { name: since });
  await expect(calls.getByRole('columnheader')).toHaveText([
    copy('studio.apiKeys.usageRoute'),
    copy('studio.apiKeys.usageStatus'),
    copy('studio.apiKeys.usageCalls'),
  ]);
  await expect(calls.getByRole('rowheader')).toHaveText(['GET /funnel', 'GET /leads']);
  await expect(calls.getByRole('row', { name: /GET \/funnel/ }).getByRole('cell')).toHaveText([
    '200',
    '1',
  ]);
  await expect(calls.getByRole('row', { name: /GET \/leads/ }).getByRole('cell')).toHaveText([
    '403',
    '1',
  ]);
  // Beside it, when the key was last used.
  const [lastUsedBefore, lastUsedAfter] = copy('studio.apiKeys.usageLastUsed', {
    date: '\u0000',
  })
    .split('\u0000')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(page.getByRole('row').filter({ has: calls }).getByRole('paragraph')).toHaveText(
    new RegExp(`^${lastUsedBefore}.*\\d.*${lastUsedAfter}$`),
  );
  await page.screenshot({ path: 'test-results/studio-api-keys-usage.png', fullPage: true });
  await page.keyboard.press('Enter');
  await expect(usage).toHaveAttribute('aria-expanded', 'false');
  await expect(calls).toHaveCount(0);

  // Revoking asks first; keeping it changes nothing.
  await page
    .getByRole('button', { name: copy('studio.apiKeys.revoke', { name: 'CRM sync' }) })
    .click();
  const confirm = page.getByRole('group', { name: copy('studio.apiKeys.confirmLabel') });
  await confirm.getByRole('button', { name: copy('studio.apiKeys.confirmNo') }).click();
  expect((await request.get(`${own.baseUrl}/api/studio/funnel`, { headers: auth })).status()).toBe(
    200,
  );
  await page
    .getByRole('button', { name: copy('studio.apiKeys.revoke', { name: 'CRM sync' }) })
    .click();
  await confirm
    .getByRole('button', { name: copy('studio.apiKeys.confirmYes', { name: 'CRM sync' }) })
    .click();
  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.apiKeys.revoked', { name: 'CRM sync' }),
  );
  await expect(page.getByRole('row', { name: /CRM sync/ })).toContainText(
    copy('studio.apiKeys.revokedOn', { date: '' }).trim(),
  );

  // The very next call with the key is refused.
  const refused = await request.get(`${own.baseUrl}/api/studio/funnel`, { headers: auth });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toMatchObject({ err: true, status_code: 'api_key_revoked' });
});
