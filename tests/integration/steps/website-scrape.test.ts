import { sql } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { FIXTURE_LOGO_COLORS, startFixtureSite, type FixtureSite } from '../support/fixtureSite';
import { tempDir } from '../support/server';
import { post, signedInAt, userData, type Reply } from './stepsHarness';
import { waitFor } from '../support/waitFor';

const website = (url: string, extra: object = {}) => ({
  step: 'website_url',
  websiteUrl: url,
  websiteDescription: 'We build light city bicycles.',
  primaryFeatures: ['email_marketing'],
  ...extra,
});

describe.each(databaseTargets())('the website step on $name', (target) => {
  let site: FixtureSite;
  let running: AccountsServer;
  const uploads = tempDir('onramp-uploads-');

  beforeAll(async () => {
    site = await startFixtureSite();
    running = await startAccountsServer(target, {
      FETCH_ALLOW_LOOPBACK: 'true',
      PROMO_CODES: 'SPRING24, partner-10',
      UPLOADS_DIR: uploads.path,
    });
  });
  afterAll(async () => {
    await running?.close();
    await site?.close();
    uploads.remove();
  });

  const brandSetupOf = async (headers: Record<string, string>) =>
    waitFor(async () => {
      const data = await userData(running.app, headers);
      return data.stepName === 'brand_setup' ? data : undefined;
    });

  it('scrapes the saved website for its logo and colours, then moves the loader on to brand_setup', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    const res = await post(running.app, '/api/user/updateUserData', headers, website(site.url));
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data.stepName).toBe('personalizing_loader');

    const data = await brandSetupOf(headers);
    expect(data).toMatchObject({
      logoStatus: 'success',
      paletteStatus: 'success',
      scrappedLogoUrl: site.logoUrl,
    });
    expect(data.paletteColor).toEqual(expect.arrayContaining([FIXTURE_LOGO_COLORS[0]]));
    expect((data.paletteColor as string[]).length).toBeLessThanOrEqual(3);
    expect(data.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);

    const logo = await running.app.inject({ method: 'GET', url: data.logoUrl as string });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(logo.rawPayload).metadata()).format).toBe('png');
    expect(site.requests.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/', '/images/logo.png', '/styles/site.css']),
    );
  });

  it('marks logo and palette failed when the site has neither, and still moves on', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    await post(running.app, '/api/user/updateUserData', headers, website(`${site.url}no-logo`));
    const data = await brandSetupOf(headers);
    expect(data).toMatchObject({
      logoStatus: 'failed',
      paletteStatus: 'failed',
      logoUrl: null,
      paletteColor: ['', '', ''],
    });
  });

  it('marks both failed when the site cannot be fetched', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    await post(
      running.app,
      '/api/user/updateUserData',
      headers,
      website(`${site.url}missing-page`),
    );
    expect(await brandSetupOf(headers)).toMatchObject({
      logoStatus: 'failed',
      paletteStatus: 'failed',
    });
  });

  it('accepts a configured promo code whatever its case, trimmed', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    const res = await post(
      running.app,
      '/api/user/updateUserData',
      headers,
      website(site.url, { promoCode: '  spring24 ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json<Reply>().data.promoCode).toBe('spring24');
  });

  it('refuses an unknown promo code under promoCode, storing nothing and queueing no scrape', async () => {
    const { headers, userId } = await signedInAt(running, 'website_url');
    const res = await post(
      running.app,
      '/api/user/updateUserData',
      headers,
      website(site.url, { promoCode: 'FREEMONEY' }),
    );
    expect(res.statusCode).toBe(400);
    const body = res.json<Reply<{ errors: { path: string; message: { id: string } }[] }>>();
    expect(body).toMatchObject({
      err: true,
      status_code: 'promo_code_invalid',
      msg_ref: { id: 'errors.promoCodeInvalid' },
    });
    expect(body.msg).toMatch(/promo code is not valid/);
    expect(body.data.errors).toEqual([
      { path: '/promoCode', message: { id: 'errors.promoCodeInvalid' } },
    ]);
    const data = await userData(running.app, headers);
    expect(data).toMatchObject({ websiteUrl: null, stepName: 'website_url' });
    const { rows } = await sql<{ count: number }>`
      SELECT count(*)::int AS count FROM pgboss.job WHERE singleton_key = ${userId}`.execute(
      running.server.database.db,
    );
    expect(rows[0]!.count).toBe(0);
  });

  it('does not scrape again when the website is unchanged', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    await post(running.app, '/api/user/updateUserData', headers, website(site.url));
    await brandSetupOf(headers);
    const before = site.requests.length;
    const again = await post(
      running.app,
      '/api/user/updateUserData',
      headers,
      website(site.url, { websiteDescription: 'Now with cargo bikes.' }),
    );
    expect(again.json<Reply>().data.stepName).toBe('brand_setup');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(site.requests.length).toBe(before);
  });
});

describe('the website scrape without the loopback allowance', () => {
  let site: FixtureSite;
  let running: AccountsServer;

  beforeAll(async () => {
    site = await startFixtureSite();
    running = await startAccountsServer(databaseTargets()[0]!);
  });
  afterAll(async () => {
    await running?.close();
    await site?.close();
  });

  it('refuses to fetch a site on the server itself, and reports both parts failed', async () => {
    const { headers } = await signedInAt(running, 'website_url');
    await post(running.app, '/api/user/updateUserData', headers, website(site.url));
    const data = await waitFor(async () => {
      const d = await userData(running.app, headers);
      return d.stepName === 'brand_setup' ? d : undefined;
    });
    expect(data).toMatchObject({ logoStatus: 'failed', paletteStatus: 'failed' });
    expect(site.requests).toEqual([]);
  });
});
