// @vitest-environment node
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { rjsfOmitExtraDataPlugin } from '../../../src/standIns/plugins/standInPlugins';
import { bundleFixture } from './bundleFixture';

const entry = fileURLToPath(new URL('./fixtures/schemaUtilsUse.ts', import.meta.url));

type Built = {
  omitExtraData(schema: object, formData: unknown): unknown;
  getUsedFormData(formData: object, fields: string[]): unknown;
};

/** The fixture's production bundle, with or without the plugin, and the module it makes. */
async function bundle(plugins: Plugin[]): Promise<{ code: string; module: Built }> {
  const code = await bundleFixture(entry, plugins, [/^react/]);
  const module = (await import(`data:text/javascript,${encodeURIComponent(code)}`)) as Built;
  return { code, module };
}

describe('rjsfOmitExtraDataPlugin', () => {
  it("leaves RJSF's omitExtraData and what only it needs out, and keeps the module's helpers", async () => {
    const [published, lean] = await Promise.all([bundle([]), bundle([rjsfOmitExtraDataPlugin()])]);
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    expect(published.module.omitExtraData(schema, { a: 'x', b: 1 })).toEqual({ a: 'x' });
    expect(() => lean.module.omitExtraData(schema, { a: 'x', b: 1 })).toThrow(
      /does not set omitExtraData/,
    );
    const data = { a: 1, b: { c: 2, d: 3 } };
    expect(lean.module.getUsedFormData(data, ['a', 'b.c'])).toEqual(
      published.module.getUsedFormData(data, ['a', 'b.c']),
    );
    expect(lean.code.length).toBeLessThan(published.code.length - 2_000);
  }, 60_000);
});
