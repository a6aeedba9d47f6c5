import { beforeAll, describe, expect, it } from 'vitest';
import { databaseTargets } from '../support/databases';
import { paidOwner, serverPerSuite, tenantUrlOf, type Owner } from './support';

describe.each(databaseTargets())("the tenant app's logo URL on $name", (target) => {
  const suite = serverPerSuite(target);
  let owner: Owner;
  beforeAll(async () => {
    owner = await paidOwner(suite.server.app, suite.server.database.db);
    await tenantUrlOf(suite.server.app, owner.token);
  });

  async function contextLogoWith(logoUrl: string): Promise<unknown> {
    await suite.server.database.db
      .updateTable('tenants')
      .set({ logo_url: logoUrl })
      .where('owner_user_id', '=', owner.userId)
      .execute();
    const res = await suite.server.app.inject({
      method: 'GET',
      url: '/api/tenant/context',
      headers: { host: `${owner.tenant}.onramp.test` },
    });
    return res.json<{ data: { logoUrl: unknown } }>().data.logoUrl;
  }

  it('keeps a path on this site', async () => {
    expect(await contextLogoWith('/uploads/logo.png')).toBe('/uploads/logo.png');
  });

  it.each(['/\\evil.example/logo.png', '/\t/evil.example/logo.png', '//evil.example/logo.png'])(
    'drops %j, which a browser would load from another host',
    async (logoUrl) => {
      expect(await contextLogoWith(logoUrl)).toBeNull();
    },
  );
});
