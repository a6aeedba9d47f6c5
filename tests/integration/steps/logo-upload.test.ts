import { readdirSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccountsServer, type AccountsServer } from '../auth/harness';
import { databaseTargets } from '../support/databases';
import { FIXTURE_LOGO_COLORS, fixtureLogoPng } from '../support/fixtureSite';
import { tempDir } from '../support/server';
import {
  post,
  signedIn,
  signedInAt,
  uploadLogo as upload,
  userData,
  type Reply,
} from './stepsHarness';

interface UploadReply extends Reply<string> {
  metaData?: { colorPalette: string[] };
}

/** A valid PNG whose header claims `width` x `height` pixels (the CRC fixed up). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe.each(databaseTargets())('the logo upload on $name', (target) => {
  let running: AccountsServer;
  let app: FastifyInstance;
  const uploads = tempDir('onramp-logos-');
  const stored = () => readdirSync(uploads.path).filter((f) => f.endsWith('.png'));

  beforeAll(async () => {
    running = await startAccountsServer(target, { UPLOADS_DIR: uploads.path });
    app = running.app;
  });
  afterAll(async () => {
    await running?.close();
    uploads.remove();
  });

  it('stores a PNG re-encoded under a server-made name and answers its URL and colours', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const res = await upload(app, headers, await fixtureLogoPng(), { filename: '../../evil.png' });
    expect(res.statusCode).toBe(200);
    const body = res.json<UploadReply>();
    expect(body.err).toBe(false);
    expect(body.data).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(body.metaData?.colorPalette).toEqual(expect.arrayContaining([...FIXTURE_LOGO_COLORS]));
    expect((await userData(app, headers)).logoUrl).toBe(body.data);

    const served = await app.inject({ method: 'GET', url: body.data });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers['content-disposition']).toMatch(/^inline/);
  });

  it('takes a JPEG by its content whatever its name and declared type, and strips its metadata', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const jpeg = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#3346d3' },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret location' } })
      .toBuffer();
    const res = await upload(app, headers, jpeg, { filename: 'logo.txt', type: 'text/plain' });
    expect(res.statusCode).toBe(200);
    const served = await app.inject({ method: 'GET', url: res.json<UploadReply>().data });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a file that is not a PNG or JPEG inside, whatever it is called', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const before = stored().length;
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    const res = await upload(app, headers, gif, { filename: 'logo.png' });
    expect(res.statusCode).toBe(415);
    expect(res.json<Reply>()).toMatchObject({ err: true, status_code: 'file_type_unsupported' });
    const html = await upload(app, headers, Buffer.from('<svg onload="alert(1)"></svg>'));
    expect(html.json<Reply>().status_code).toBe('file_type_unsupported');
    expect(stored().length).toBe(before);
  });

  it('answers a corrupt image with 400 and stores nothing', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const before = stored().length;
    const png = await fixtureLogoPng();
    const corrupt = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload(app, headers, corrupt);
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>()).toMatchObject({ err: true, status_code: 'image_invalid' });
    expect(stored().length).toBe(before);
    expect((await userData(app, headers)).logoUrl).toBeNull();
  });

  it('refuses an image of more pixels than the limit before decoding it', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const res = await upload(app, headers, await pngClaiming(20_000, 20_000));
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>().status_code).toBe('image_invalid');
  });

  it('accepts a file of several megabytes, above the JSON body limit', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const noisy = await sharp({
      create: {
        width: 1000,
        height: 1000,
        channels: 3,
        background: '#000000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(app, headers, noisy);
    expect(res.statusCode).toBe(200);
  });

  it('refuses a file over 5 MB with file_too_large', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const png = await fixtureLogoPng();
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(app, headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json<Reply>()).toMatchObject({ err: true, status_code: 'file_too_large' });
  });

  it('refuses an upload without a logo field, a non-multipart body, and no session', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const png = await fixtureLogoPng();
    const wrongField = await upload(app, headers, png, { field: 'image' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json<Reply>().status_code).toBe('file_missing');
    const json = await app.inject({ method: 'POST', url: '/api/uploadLogo', headers, payload: {} });
    expect(json.statusCode).toBe(415);
    const anonymous = await upload(app, {}, png);
    expect(anonymous.statusCode).toBe(403);
  });

  it('refuses an upload and a delete before the user reaches brand_setup, storing nothing', async () => {
    const { headers } = await signedIn(app);
    const before = stored().length;
    const res = await upload(app, headers, await fixtureLogoPng());
    expect(res.statusCode).toBe(409);
    expect(res.json<Reply>()).toMatchObject({
      err: true,
      status_code: 'step_not_reached',
      msg: 'Please finish the earlier steps first.',
      msg_ref: { id: 'wizard.stepNotReached', params: { stepName: 'brand_setup' } },
    });
    const removed = await app.inject({ method: 'DELETE', url: '/api/deleteLogo', headers });
    expect(removed.json<Reply>().status_code).toBe('step_not_reached');
    expect(stored().length).toBe(before);
    expect((await userData(app, headers)).logoUrl).toBeNull();
  });

  const saveBrandSetup = (headers: Record<string, string>, logoUrl: string) =>
    post(app, '/api/user/updateUserData', headers, {
      step: 'brand_setup',
      logoUrl,
      paletteColor: ['#3346d3', '', ''],
    });

  it("refuses another user's logo and an outside address as logoUrl, and takes the user's own", async () => {
    const owner = await signedInAt(running, 'brand_setup');
    const other = await signedInAt(running, 'brand_setup');
    const theirs = (await upload(app, owner.headers, await fixtureLogoPng())).json<UploadReply>()
      .data;
    const mine = (await upload(app, other.headers, await fixtureLogoPng())).json<UploadReply>()
      .data;

    for (const logoUrl of [theirs, 'https://evil.example/logo.png', '/uploads/../secret.png']) {
      const res = await saveBrandSetup(other.headers, logoUrl);
      expect(res.statusCode).toBe(400);
      expect(res.json<Reply>()).toMatchObject({
        err: true,
        status_code: 'logo_not_owned',
        msg: 'Please upload your logo again.',
        msg_ref: { id: 'validation.logo.notOwned' },
        data: { errors: [{ path: '/logoUrl', message: { id: 'validation.logo.notOwned' } }] },
      });
    }
    expect((await userData(app, other.headers)).logoUrl).toBe(mine);
    expect((await saveBrandSetup(other.headers, mine)).statusCode).toBe(200);
  });

  it("cannot delete another user's logo, by naming it or by replacing or deleting its own", async () => {
    const owner = await signedInAt(running, 'brand_setup');
    const other = await signedInAt(running, 'brand_setup');
    const theirs = (await upload(app, owner.headers, await fixtureLogoPng())).json<UploadReply>()
      .data;

    await saveBrandSetup(other.headers, theirs);
    await upload(app, other.headers, await fixtureLogoPng());
    await app.inject({ method: 'DELETE', url: '/api/deleteLogo', headers: other.headers });
    await saveBrandSetup(other.headers, theirs);
    await app.inject({ method: 'DELETE', url: '/api/deleteLogo', headers: other.headers });

    expect((await app.inject({ method: 'GET', url: theirs })).statusCode).toBe(200);
    expect((await userData(app, owner.headers)).logoUrl).toBe(theirs);
  });

  it('answers a malformed multipart body with a 4xx envelope', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const res = await app.inject({
      method: 'POST',
      url: '/api/uploadLogo',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="logo"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json<Reply>().err).toBe(true);
  });

  it('deletes the old file when a new logo replaces it, and on DELETE /deleteLogo', async () => {
    const { headers } = await signedInAt(running, 'brand_setup');
    const first = (await upload(app, headers, await fixtureLogoPng())).json<UploadReply>().data;
    const second = (await upload(app, headers, await fixtureLogoPng())).json<UploadReply>().data;
    expect(second).not.toBe(first);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'DELETE', url: '/api/deleteLogo', headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Reply>()).toMatchObject({ err: false });
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
    expect((await userData(app, headers)).logoUrl).toBeNull();

    const withBody = await app.inject({
      method: 'DELETE',
      url: '/api/deleteLogo',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ sessionIdentifier: 'abc' }),
    });
    expect(withBody.statusCode).toBe(200);
  });

  it.each([
    '/uploads/..%2F..%2Fpackage.json',
    '/uploads/%2e%2e%2fpackage.json',
    '/uploads/package.json',
    '/uploads/0123456789abcdef0123456789abcdef.svg',
    '/uploads/0123456789abcdef0123456789abcdef.png',
  ])('serves nothing for %s', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
