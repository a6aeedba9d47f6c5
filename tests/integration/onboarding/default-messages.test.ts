import { beforeEach, describe, expect, it } from 'vitest';
import { PLAIN_SHOP_STEP } from '../../fixtures/plainShop';
import { databaseTargets } from '../support/databases';
import { publishedSteps } from '../support/publishedSteps';

describe.each(databaseTargets())('a plain step refused on $name', (target) => {
  const published = publishedSteps(target, [{ name: 'shop', schema: PLAIN_SHOP_STEP }]);
  let headers: Record<string, string>;

  beforeEach(async () => {
    headers = await published.ownerAt('shop');
  });

  const refusal = async (values: object) => {
    const res = await published.save(headers, { step: 'shop', ...values });
    expect(res.statusCode, res.body).toBe(400);
    return res.json<{ data: { errors: { path: string; message: unknown }[] } }>().data.errors;
  };

  it("names each refused field with the engine's message key and its parameters, never Ajv's words", async () => {
    const errors = await refusal({
      shopName: 'A',
      contactEmail: 'not-an-email',
      address: {},
      tags: ['ok', 'far too long a tag'],
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          path: '/shopName',
          message: { id: 'validation.default.minLength', params: { count: 2 } },
        },
        { path: '/contactEmail', message: { id: 'validation.default.format.email' } },
        { path: '/address/city', message: { id: 'validation.default.required' } },
        { path: '/tags/1', message: { id: 'validation.default.maxLength', params: { count: 10 } } },
      ]),
    );
    expect(errors).toHaveLength(4);
  });

  it('names a missing required field at that field', async () => {
    expect(await refusal({ shopName: 'Sonne' })).toEqual([
      { path: '/contactEmail', message: { id: 'validation.default.required' } },
    ]);
  });
});
