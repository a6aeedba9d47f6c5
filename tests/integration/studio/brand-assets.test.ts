import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { purgeUnusedAssets } from '../../../server/config/store/assets';
import { configFilesOf } from '../../../server/config/store/versions';
import { databaseTargets } from '../support/databases';
import { fixtureLogoPng } from '../support/fixtureSite';
import { multipartBody } from '../support/multipart';
import { operatorServer, type OperatorServer } from '../support/studio';

const SAFE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#3346d3"/></svg>';

function uploadAsset(
  s: OperatorServer,
  bytes: Buffer,
  {
    filename = 'logo.png',
    type = 'image/png',
    kind = 'logo',
    token = s.token as string | null,
  } = {},
) {
  const { payload, headers } = multipartBody('file', filename, type, bytes);
  return s.app.inject({
    method: 'POST',
    url: `/api/studio/assets?kind=${kind}`,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload,
  });
}

describe.each(databaseTargets())('brand assets uploaded in the Studio on $name', (target) => {
  const s = operatorServer(target);

  it('stores a PNG by its hash and serves it at the URL it answers, as a PNG', async () => {
    const res = await uploadAsset(s, await fixtureLogoPng());
    expect(res.statusCode).toBe(200);
    const { url, contentType } = res.json<{ data: { url: string; contentType: string } }>().data;
    expect(url).toMatch(/^\/brand-assets\/[a-f0-9]{64}\.png$/);
    expect(contentType).toBe('image/png');
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const again = await uploadAsset(s, await fixtureLogoPng(), { filename: 'other.png' });
    expect(again.json<{ data: { url: string } }>().data.url).toBe(url);
  });

  it('takes a PNG renamed .svg for the PNG it is', async () => {
    const res = await uploadAsset(s, await fixtureLogoPng(), {
      filename: 'logo.svg',
      type: 'image/svg+xml',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { url: string } }>().data.url).toMatch(/\.png$/);
  });

  it('keeps a safe SVG as it is, and serves it sandboxed', async () => {
    const res = await uploadAsset(s, Buffer.from(SAFE_SVG), { filename: 'logo.svg' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/\.svg$/);
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.body).toBe(SAFE_SVG);
  });

  it('refuses an SVG with a script, and writes nothing', async () => {
    const evil = SAFE_SVG.replace('</svg>', '<script>alert(document.cookie)</script></svg>');
    const res = await uploadAsset(s, Buffer.from(evil), { filename: 'logo.svg' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ err: true, status_code: 'svg_unsafe' });
    const count = await s.server.database.db
      .selectFrom('config_assets')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(2);
  });

  it('refuses a file over the size limit', async () => {
    const png = await fixtureLogoPng();
    const res = await uploadAsset(s, Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ err: true, status_code: 'file_too_large' });
  });

  it('refuses a file that is no image, and an icon as anything but the favicon', async () => {
    const text = await uploadAsset(s, Buffer.from('just words'), { filename: 'logo.png' });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ err: true, status_code: 'file_type_unsupported' });
    const ico = Buffer.alloc(40);
    ico.writeUInt16LE(1, 2);
    ico.writeUInt16LE(1, 4);
    expect((await uploadAsset(s, ico, { filename: 'icon.ico' })).statusCode).toBe(415);
    expect((await uploadAsset(s, ico, { filename: 'icon.ico', kind: 'favicon' })).statusCode).toBe(
      200,
    );
    expect((await uploadAsset(s, ico, { kind: 'banner' })).statusCode).toBe(400);
  });

  it('refuses anyone not signed in, and answers 404 for an asset it does not have', async () => {
    const res = await uploadAsset(s, await fixtureLogoPng(), { token: null });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ err: true, status_code: 'operator_session_required' });
    const missing = await s.app.inject({
      method: 'GET',
      url: `/brand-assets/${'0'.repeat(64)}.png`,
    });
    expect(missing.statusCode).toBe(404);
    expect(
      (await s.app.inject({ method: 'GET', url: '/brand-assets/..%2Fx.png' })).statusCode,
    ).toBe(404);
  });

  it('shows the name, logo and favicon of the live version once it is published', async () => {
    const headers = { authorization: `Bearer ${s.token}` };
    const logo = (await uploadAsset(s, await fixtureLogoPng())).json<{ data: { url: string } }>()
      .data.url;
    const favicon = (
      await uploadAsset(s, Buffer.from(SAFE_SVG), { filename: 'icon.svg', kind: 'favicon' })
    ).json<{ data: { url: string } }>().data.url;
    const versions = await s.app.inject({ method: 'GET', url: '/api/studio/versions', headers });
    const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    const files = await configFilesOf(s.server.database.db, basedOn);
    const brand = JSON.parse(files.get('brands/default/brand.json')!) as Record<string, unknown>;
    const published = await s.app.inject({
      method: 'POST',
      url: '/api/studio/versions',
      headers,
      payload: {
        basedOn,
        note: 'New logo',
        files: {
          'brands/default/brand.json': JSON.stringify({ ...brand, name: 'Rampart', logo, favicon }),
        },
      },
    });
    expect(published.statusCode, published.body).toBe(200);
    const start = await s.app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    expect(start.json()).toMatchObject({ data: { appConfig: { name: 'Rampart', logo, favicon } } });
    const icon = await s.app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(icon.headers.location).toBe(favicon);
  });

  it('deletes an upload no configuration in use points at a month later, and keeps what a version or a live draft uses', async () => {
    const db = s.server.database.db;
    const svg = (fill: string) => Buffer.from(SAFE_SVG.replace('#3346d3', fill));
    const urlOf = async (bytes: Buffer) =>
      (await uploadAsset(s, bytes, { filename: 'logo.svg' })).json<{ data: { url: string } }>().data
        .url;
    const hashOf = (url: string) => /([a-f0-9]{64})/.exec(url)![1]!;
    const kept = async () =>
      (await db.selectFrom('config_assets').select('hash').orderBy('hash').execute()).map(
        (row) => row.hash,
      );
    // The live version (the test before) uses a PNG logo and an SVG favicon; the tests before
    // uploaded others no version uses.
    const start = await s.app.inject({ method: 'GET', url: '/api/getInitialConfig' });
    const { logo, favicon } = start.json<{
      data: { appConfig: { logo: string; favicon: string } };
    }>().data.appConfig;
    const headers = { authorization: `Bearer ${s.token}` };
    const versions = await s.app.inject({ method: 'GET', url: '/api/studio/versions', headers });
    const basedOn = versions.json<{ data: { liveVersionId: string } }>().data.liveVersionId;
    const brand = JSON.parse(
      (await configFilesOf(db, basedOn)).get('brands/default/brand.json')!,
    ) as Record<string, unknown>;
    const withLogo = (url: string) => ({
      basedOn,
      note: 'Another logo',
      files: { 'brands/default/brand.json': JSON.stringify({ ...brand, logo: url }) },
    });
    const studioPost = (url: string, payload: object) =>
      s.app.inject({ method: 'POST', url: `/api/studio${url}`, headers, payload });

    const abandoned = await urlOf(svg('#aa0000'));
    const uploadedAgain = await urlOf(svg('#00aa00'));
    // An image tried out in a draft (a preview link) stays while the draft lasts.
    const triedOut = await urlOf(svg('#aaaa00'));
    const draft = await studioPost('/drafts', withLogo(triedOut));
    expect(draft.statusCode, draft.body).toBe(200);
    expect(await kept()).toContain(hashOf(abandoned));
    await db
      .updateTable('config_assets')
      .set({ uploaded_at: sql<Date>`now() - make_interval(days => 31)` })
      .execute();
    // The same bytes uploaded again count as new: the draft about to use them keeps them.
    expect(await urlOf(svg('#00aa00'))).toBe(uploadedAgain);
    const recent = await urlOf(svg('#0000aa'));

    const before = await kept();
    const stays = [logo, favicon, uploadedAgain, recent, triedOut].map(hashOf).sort();
    expect(await purgeUnusedAssets(db)).toBe(before.length - stays.length);
    expect(await kept()).toEqual(stays);
    const served = async (url: string) => (await s.app.inject({ method: 'GET', url })).statusCode;
    expect(await served(abandoned)).toBe(404);
    for (const url of [logo, favicon, uploadedAgain, recent, triedOut]) {
      expect(await served(url)).toBe(200);
    }
    // Nothing is old and unused any more: a second run deletes nothing.
    expect(await purgeUnusedAssets(db)).toBe(0);
    // Once the draft expired, the image only it pointed at goes.
    await db
      .updateTable('config_drafts')
      .set({ expires_at: sql<Date>`now() - make_interval(mins => 1)` })
      .execute();
    expect(await purgeUnusedAssets(db)).toBe(1);
    expect(await served(triedOut)).toBe(404);

    // A draft still pointing at a deleted image (kept in a browser, say) cannot go live with a
    // broken logo: the check names it, and the image uploaded again clears it.
    const refused = await studioPost('/versions', withLogo(abandoned));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toMatchObject({
      status_code: 'config_invalid',
      data: {
        problems: [
          { file: 'brands/default/brand.json', path: '/logo', rule: 'brand-asset-stored' },
        ],
      },
    });
    expect(await urlOf(svg('#aa0000'))).toBe(abandoned);
    const checked = await studioPost('/check', withLogo(abandoned));
    expect(checked.json<{ data: { problems: unknown[] } }>().data.problems).toEqual([]);
  });
});
