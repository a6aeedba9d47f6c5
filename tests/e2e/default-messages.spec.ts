import { expect, test } from '@playwright/test';
import { PLAIN_SHOP_STEP } from '../fixtures/plainShop';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR_ENV, publishStepAfterSignup } from './support/publishStep';
// Aliased: a Playwright helper, not a React hook, though its name starts with 'use'.
import { signUpViaApi, useSession as signInAs } from './support/session';

/**
 * A step as people publish JSON Schema: no errorMessage at all. Its refusals read in the owner's
 * language, in the engine's words with their limits, at each field; never in Ajv's English.
 */
const own = ownServerForSpec({ name: 'default-messages', env: OPERATOR_ENV });

test.beforeAll(async () => {
  await publishStepAfterSignup(own.baseUrl, {
    name: 'plain_shop',
    schema: PLAIN_SHOP_STEP,
    fields: ['shopName', 'contactEmail', 'address', 'tags'],
    copy: { de: { 'Shop name': 'Name des Geschäfts', 'Contact email': 'Kontakt-E-Mail' } },
  });
});

test('a plain step walked in German says what is wrong in German at each field', async ({
  page,
}) => {
  const owner = await signUpViaApi(own.baseUrl);
  await signInAs(page, own.baseUrl, owner);
  await page.goto(`${own.baseUrl}/signup/plain_shop?lng=de`);
  const shopName = page.getByRole('textbox', { name: 'Name des Geschäfts' });
  const email = page.getByRole('textbox', { name: 'Kontakt-E-Mail' });
  const city = page.getByRole('textbox', { name: 'City' });
  const errorOf = async (field: typeof shopName) =>
    page.locator(`[id="${await field.getAttribute('id')}__error"]`);

  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(await errorOf(shopName)).toHaveText('Dieses Feld ist erforderlich.');
  await expect(await errorOf(email)).toHaveText('Dieses Feld ist erforderlich.');

  await shopName.fill('A');
  await email.fill('kein-mail');
  await city.fill('B');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(await errorOf(shopName)).toHaveText('Bitte geben Sie mindestens 2 Zeichen ein.');
  await expect(await errorOf(email)).toHaveText(
    'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  );
  await expect(await errorOf(city)).toHaveText('Bitte geben Sie mindestens 2 Zeichen ein.');
  await expect(page.locator('form')).not.toContainText(/must|characters|property/);

  await shopName.fill('Sonne');
  await email.fill('laden@sonne.example');
  await city.fill('Berlin');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page).not.toHaveURL(/\/signup\/plain_shop/);

  // The server refuses the same value with the same message key and limit at the same field.
  const res = await fetch(`${own.baseUrl}/api/user/updateUserData`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [owner.authHeaderName]: owner.token },
    body: JSON.stringify({ step: 'plain_shop', shopName: 'A', contactEmail: 'a@b.example' }),
  });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { data: { errors: unknown[] } };
  expect(body.data.errors).toEqual([
    { path: '/shopName', message: { id: 'validation.default.minLength', params: { count: 2 } } },
  ]);
});
