import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyAddress } from '../../../server/net/addressPolicy';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../../../server/net/safeFetch';
import { startFixtureSite, type FixtureSite } from '../support/fixtureSite';

const STRICT: SafeFetchOptions = { policy: { allowLoopback: false }, maxBytes: 1024 * 1024 };
const LOOPBACK_OPEN: SafeFetchOptions = { policy: { allowLoopback: true }, maxBytes: 1024 * 1024 };

async function refusal(url: string, options: SafeFetchOptions = STRICT): Promise<SafeFetchError> {
  const error = await safeFetch(url, options).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof SafeFetchError)) throw new Error(`${url} was fetched`);
  return error;
}

describe('the address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['fd00::1', 'private'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:c0a8:101::1', 'private'],
    ['169.254.169.254', 'link-local'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    ['0.0.0.0', 'reserved'],
    ['::', 'reserved'],
    ['224.0.0.251', 'reserved'],
    ['ff02::1', 'reserved'],
    ['255.255.255.255', 'reserved'],
  ])('refuses %s as %s', (address, verdict) => {
    expect(classifyAddress(address, { allowLoopback: false })).toBe(verdict);
  });

  it.each(['93.184.215.14', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets %s through',
    (address) => {
      expect(classifyAddress(address, { allowLoopback: false })).toBeNull();
    },
  );

  it('opens loopback when allowed, but never link-local or private ranges', () => {
    const open = { allowLoopback: true };
    expect(classifyAddress('127.0.0.1', open)).toBeNull();
    expect(classifyAddress('169.254.169.254', open)).toBe('link-local');
    expect(classifyAddress('10.1.1.1', open)).toBe('private');
  });
});

describe('safeFetch', () => {
  let site: FixtureSite;
  beforeAll(async () => {
    site = await startFixtureSite();
  });
  afterAll(() => site.close());

  it.each([
    ['a loopback address', () => site.url],
    ['a loopback IPv6 literal', () => 'http://[::1]/'],
    ['an IPv4-mapped loopback literal', () => 'http://[::ffff:127.0.0.1]/'],
    ['a decimal loopback literal', () => 'http://2130706433/'],
    ['a private address', () => 'http://10.0.0.1/'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['an IPv6 link-local address', () => 'http://[fe80::1]/'],
    ['an unspecified address', () => 'http://0.0.0.0/'],
  ])('refuses %s without connecting', async (_case, url) => {
    const before = site.requests.length;
    expect(await refusal(url())).toMatchObject({ code: 'forbidden_address' });
    expect(site.requests.length).toBe(before);
  });

  it('refuses a host name that resolves to a private address', async () => {
    const error = await refusal('http://intranet.example/', {
      ...STRICT,
      resolve: async () => [{ address: '192.168.10.20', family: 4 }],
    });
    expect(error).toMatchObject({ code: 'forbidden_address' });
    expect(error.message).toContain('192.168.10.20');
  });

  it('refuses a host with any private address among its public ones', async () => {
    const error = await refusal('http://mixed.example/', {
      ...STRICT,
      resolve: async () => [
        { address: '93.184.215.14', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ],
    });
    expect(error).toMatchObject({ code: 'forbidden_address' });
  });

  it('re-checks a redirect and refuses one to a link-local address', async () => {
    const error = await refusal(`${site.url}redirect-to-metadata`, LOOPBACK_OPEN);
    expect(error).toMatchObject({ code: 'forbidden_address' });
    expect(error.message).toContain('169.254.169.254');
  });

  it('connects to the address it checked: no second lookup of the host name', async () => {
    const port = new URL(site.url).port;
    const response = await safeFetch(`http://fixture.invalid:${port}/`, {
      ...LOOPBACK_OPEN,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    });
    expect(response.status).toBe(200);
    expect(site.requests.at(-1)).toEqual({ path: '/', host: `fixture.invalid:${port}` });
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/',
    'gopher://example.com/',
    'http://user:pw@example.com/',
  ])('refuses %s', async (url) => {
    expect(await refusal(url)).toMatchObject({ code: 'bad_url' });
  });

  it('stops after five redirects', async () => {
    expect(await refusal(`${site.url}redirect-loop`, LOOPBACK_OPEN)).toMatchObject({
      code: 'too_many_redirects',
    });
  });

  it('stops reading past the size limit', async () => {
    expect(await refusal(`${site.url}big`, LOOPBACK_OPEN)).toMatchObject({ code: 'too_large' });
  });

  it('gives up on a server that does not answer in time', async () => {
    const error = await refusal(`${site.url}slow`, { ...LOOPBACK_OPEN, totalTimeoutMs: 300 });
    expect(error).toMatchObject({ code: 'timeout' });
  });

  it.each(['/stalls-mid-body', '/stalls-mid-chunked-body', '/stalls-mid-gzip-body'])(
    'fails, not truncates, when time runs out in the middle of the body (%s)',
    async (path) => {
      const error = await refusal(`${site.url}${path.slice(1)}`, {
        ...LOOPBACK_OPEN,
        totalTimeoutMs: 300,
      });
      expect(error).toMatchObject({ code: 'timeout' });
    },
    5_000,
  );

  it('decompresses a gzipped page in full', async () => {
    const response = await safeFetch(`${site.url}gzipped`, LOOPBACK_OPEN);
    expect(response.body.toString()).toContain('<p>Unpacked in full</p>');
  });

  it('fetches an allowed page with its final URL and content type', async () => {
    const response = await safeFetch(site.url, LOOPBACK_OPEN);
    expect(response).toMatchObject({ url: site.url, status: 200 });
    expect(response.contentType).toContain('text/html');
    expect(response.body.toString()).toContain('Fixture Co');
  });
});
