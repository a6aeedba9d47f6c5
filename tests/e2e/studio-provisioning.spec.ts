import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import type { ProvisionRequestBody } from '../../shared/contract/adopterProvisioning';
import { startWebhookReceiver } from '../fixtures/webhookReceiver';
import { seriousViolations } from './support/axe';
import { ownServerForSpec } from './support/ownServer';
import { OPERATOR, OPERATOR_ENV } from './support/publishStep';
import { signUpViaApi, useSession, type SignedUp } from './support/session';
import { signInToStudio, studioCopy } from './support/studio';
import { payViaApi } from './support/tenant';
import { walkViaApi } from './support/walk';

/**
 * Workspaces built in the adopter's product, in a real browser: an admin points the brand at a
 * provisioning endpoint (a receiver this spec runs on 127.0.0.1), owners who pay wait on the
 * loader until the receiver's answer or its signed callback names their workspace, and the admin
 * rotates the secret and has Onramp build workspaces again.
 */
const copy = studioCopy;

const own = ownServerForSpec({
  name: 'studio-provisioning',
  env: {
    ...OPERATOR_ENV,
    // The receiver listens on 127.0.0.1.
    FETCH_ALLOW_LOOPBACK: 'true',
    PROVISIONING_TIMEOUT_SECONDS: '5',
    // The callback is awaited longer than the test runs: the request is not sent again meanwhile.
    PROVISIONING_CALLBACK_WAIT_SECONDS: '300',
    PROVISIONING_RETRY_SECONDS: '1',
  },
});

type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
let receiver: Receiver;
/** The signing secret the Workspaces page showed once. */
let secret = '';

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
test.afterAll(async () => {
  await receiver?.close();
});

/** The receiver's page at `path`: the adopter's product showing a built workspace. */
function serveWorkspace(path: string, name: string): string {
  receiver.behave(path, () => ({
    status: 200,
    html: `<!doctype html><html lang="en"><title>${name}</title><h1>${name}</h1></html>`,
  }));
  return receiver.url(path);
}

/** A new owner who has paid, through the API, as one at the payment step does. */
async function paidOwner(): Promise<SignedUp> {
  const session = await signUpViaApi(own.baseUrl);
  await walkViaApi(own.baseUrl, session, 'payment');
  await payViaApi(own.baseUrl, session, 'kilo_monthly');
  return session;
}

const LOADER = '/signup/tenant_building_loader';

/** The provision request the receiver got for the owner with `email`, verified with the secret. */
function provisionRequestFor(email: string): ProvisionRequestBody | undefined {
  return receiver
    .received('/provision')
    .map(
      (hook) =>
        new Webhook(secret).verify(
          hook.body,
          hook.headers as Record<string, string>,
        ) as ProvisionRequestBody,
    )
    .find((request) => request.data.user.email === email);
}

/** Sends the adopter's callback to the server, signed per Standard Webhooks with `signWith`. */
async function callback(body: unknown, signWith: string): Promise<Response> {
  const text = JSON.stringify(body);
  const id = `msg_${Date.now().toString(16)}`;
  const at = new Date();
  return fetch(`${own.baseUrl}/api/provisioning/callback`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(signWith).sign(id, at, text),
    },
    body: text,
  });
}

const loaderHeading = (page: Page) => page.getByRole('heading', { level: 1 });

test('an admin points the building of workspaces at the company’s endpoint by keyboard and sees its secret once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudio(page, own.baseUrl, OPERATOR);

  const nav = page.getByRole('link', { name: copy('studio.nav.provisioning') });
  await nav.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/studio\/provisioning$/);
  const mode = page.getByTestId('provisioning-mode');
  await expect(mode).toHaveText(copy('studio.provisioning.byOnramp'));

  const url = receiver.url('/provision');
  const field = page.getByLabel(copy('studio.provisioning.url'));
  await expect(field).toHaveAccessibleDescription(copy('studio.provisioning.urlHint'));
  await field.focus();
  await page.keyboard.type(url);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: copy('studio.provisioning.use') })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.provisioning.saved', { url }),
  );
  await expect(mode).toHaveText(copy('studio.provisioning.byAdopter', { url }));
  const shown = page.getByRole('region', { name: copy('studio.provisioning.secretTitle') });
  await expect(shown.getByRole('heading')).toBeFocused();
  await expect(shown).toContainText(copy('studio.provisioning.secretWarning'));
  secret = await shown.getByLabel(copy('studio.provisioning.secretLabel')).inputValue();
  expect(secret).toMatch(/^whsec_/);
  await expect(
    page.getByRole('button', { name: copy('studio.provisioning.change') }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/studio-provisioning-en.png', fullPage: true });

  // Put away, the secret is not shown again.
  await shown.getByRole('button', { name: copy('studio.secret.done') }).press('Enter');
  await expect(shown).toHaveCount(0);
  // Changing the address by keyboard keeps the focus on the button pressed while it saves.
  const change = page.getByRole('button', { name: copy('studio.provisioning.change') });
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.studio-status')).toHaveText(
    copy('studio.provisioning.saved', { url }),
  );
  await expect(change).toBeFocused();
  await page.reload();
  await expect(mode).toHaveText(copy('studio.provisioning.byAdopter', { url }));
  expect(await page.content()).not.toContain(secret.slice(6));
});

test('an owner who paid waits on the loader until the company’s signed callback names the workspace, and lands there', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(secret).not.toBe('');
  // Accepted: the workspace is built later, and the callback says where.
  receiver.behave('/provision', () => 202);
  const workspace = serveWorkspace('/workspace', 'Acme workspace');

  const owner = await paidOwner();
  await useSession(page, own.baseUrl, owner);
  await page.goto(`${own.baseUrl}${LOADER}`);
  await expect(page.getByText(copy('loaders.tenant.phase.awaiting_adopter'))).toBeVisible({
    timeout: 30_000,
  });
  await expect(loaderHeading(page)).toHaveText(copy('loaders.tenant.title', { product: 'Onramp' }));

  // The request is signed with the secret the page showed, and names the owner and the callback.
  const request = provisionRequestFor(owner.email);
  expect(request).toMatchObject({
    type: 'tenant.provision',
    data: {
      tenant: { subdomain: owner.domain },
      callbackUrl: `${own.baseUrl}/api/provisioning/callback`,
    },
  });
  // Signed with another secret, a callback is refused, and the owner keeps waiting.
  const forged = await callback(
    { type: 'tenant.provisioned', data: { tenantId: request!.data.tenant.id, url: workspace } },
    `whsec_${Buffer.from('not the brand’s secret at all!!').toString('base64')}`,
  );
  expect(forged.status).toBe(401);
  const built = await callback(
    { type: 'tenant.provisioned', data: { tenantId: request!.data.tenant.id, url: workspace } },
    secret,
  );
  expect(built.status, await built.clone().text()).toBe(200);
  expect(await built.json()).toMatchObject({ data: { status: 'ready' } });

  await expect(page).toHaveURL(workspace, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Acme workspace' })).toBeVisible();
});

test('an owner whose request fails first sees the loader say it takes longer, then lands on the URL the answer names', async ({
  page,
}) => {
  test.setTimeout(120_000);
  expect(secret).not.toBe('');
  const workspace = serveWorkspace('/workspace-2', 'Acme workspace 2');
  let failing = true;
  receiver.behave('/provision', () => (failing ? 500 : { status: 200, json: { url: workspace } }));

  const owner = await paidOwner();
  await useSession(page, own.baseUrl, owner);
  await page.goto(`${own.baseUrl}${LOADER}`);
  await expect(loaderHeading(page)).toHaveText(
    copy('loaders.tenant.retrying.title', { product: 'Onramp' }),
    { timeout: 30_000 },
  );
  await expect(page.getByText(copy('loaders.tenant.retrying.text'))).toBeVisible();
  expect(provisionRequestFor(owner.email)).toBeDefined();
  await page.screenshot({ path: 'test-results/studio-provisioning-retrying.png' });

  // The company's product is back: the next try is answered with the workspace's URL.
  failing = false;
  await expect(page).toHaveURL(workspace, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Acme workspace 2' })).toBeVisible();
  // Every try carried the same webhook-id, so the company's product can tell them apart.
  const tries = receiver.received('/provision').filter((hook) => hook.body.includes(owner.email));
  expect(tries.length).toBeGreaterThan(1);
  expect(new Set(tries.map((hook) => hook.headers['webhook-id'])).size).toBe(1);
});

test('an admin rotates the secret, removes the endpoint to have Onramp build again, and a private address is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInToStudio(page, own.baseUrl, OPERATOR);
  await page.getByRole('link', { name: copy('studio.nav.provisioning') }).click();
  const mode = page.getByTestId('provisioning-mode');
  await expect(mode).toHaveText(
    copy('studio.provisioning.byAdopter', { url: receiver.url('/provision') }),
  );

  await page.getByRole('button', { name: copy('studio.provisioning.rotate') }).click();
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.provisioning.rotated'));
  const shown = page.getByRole('region', { name: copy('studio.provisioning.secretTitle') });
  const rotated = await shown.getByLabel(copy('studio.provisioning.secretLabel')).inputValue();
  expect(rotated).toMatch(/^whsec_/);
  expect(rotated).not.toBe(secret);
  await expect(page.getByText(/^The previous secret also signs and verifies until /)).toBeVisible();
  await shown.getByRole('button', { name: copy('studio.secret.done') }).click();

  await page.getByRole('button', { name: copy('studio.provisioning.remove') }).press('Enter');
  await expect(page.locator('.studio-status')).toHaveText(copy('studio.provisioning.removed'));
  // The button pressed is gone with the endpoint: the focus is on the card's title, not lost.
  await expect(
    page.getByRole('heading', { level: 2, name: copy('studio.provisioning.title') }),
  ).toBeFocused();
  await expect(mode).toHaveText(copy('studio.provisioning.byOnramp'));
  await expect(page.getByRole('button', { name: copy('studio.provisioning.rotate') })).toHaveCount(
    0,
  );

  // A private address: the server's guard refuses it, and the message is at the URL, focused.
  const field = page.getByLabel(copy('studio.provisioning.url'));
  await field.fill('http://10.0.0.1/');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    `${copy('errors.webhookUrlForbidden')} ${copy('studio.provisioning.urlHint')}`,
  );
  await expect(page.getByText(copy('errors.webhookUrlForbidden'))).toBeVisible();
  await expect(field).toBeFocused();
  await expect(page.locator('.studio-status')).toHaveText('');
  await expect(mode).toHaveText(copy('studio.provisioning.byOnramp'));
  await page.screenshot({ path: 'test-results/studio-provisioning-refused.png', fullPage: true });
});
