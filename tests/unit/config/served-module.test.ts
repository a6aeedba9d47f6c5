// @vitest-environment node
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { servedModuleSource } from '../../../server/config/runtime/servedModule';
import type { JsonObject } from '../../../shared/schema/splitSchema';

const signupForm = JSON.parse(readFileSync('schemas/forms/signup.json', 'utf8')) as JsonObject;

function logger() {
  return { warn: vi.fn() } as unknown as FastifyBaseLogger & { warn: ReturnType<typeof vi.fn> };
}

const importModule = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<Record<string, unknown>>;

describe('a schema module as the browser gets it', () => {
  it('is minified and exports what the built module exports', async () => {
    const module = buildStepModule(signupForm);
    const log = logger();
    const served = await servedModuleSource(module, log);
    expect(served.minified).toBe(true);
    expect(gzipSync(served.source).length).toBeLessThan(gzipSync(module.source).length * 0.8);
    const [built, minified] = await Promise.all([
      importModule(module.source),
      importModule(served.source),
    ]);
    expect(Object.keys(minified).sort()).toEqual(Object.keys(built).sort());
    for (const name of ['schema', 'uiSchema', 'renderers', 'runtimeModules'])
      expect(minified[name], name).toEqual(built[name]);
    expect(await servedModuleSource(module, log)).toEqual(served);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('is served as built, with a warning and not for keeps, when the minifier fails', async () => {
    const broken = { ...buildStepModule(signupForm), source: 'export const schema = {' };
    const log = logger();
    expect(await servedModuleSource(broken, log)).toEqual({
      source: broken.source,
      minified: false,
    });
    // Tried again on the next request, with a fresh minifier that serves other modules as before.
    await servedModuleSource(broken, log);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect((await servedModuleSource(buildStepModule(signupForm), log)).minified).toBe(true);
  });
});

describe("a module's uiSchema", () => {
  it("holds the schema's texts where RJSF reads them, so the page only translates", async () => {
    const module = buildStepModule({
      type: 'object',
      title: 'Contact',
      properties: {
        reach: {
          title: 'How to reach you',
          oneOf: [
            { title: 'By phone', const: 'phone' },
            { title: 'By mail', const: 'mail' },
          ],
        },
        home: { $ref: '#/definitions/address' },
      },
      definitions: {
        address: { type: 'object', title: 'Address', properties: { city: { type: 'string' } } },
      },
    });
    const { uiSchema } = await importModule(module.source);
    expect(uiSchema).toEqual({
      'ui:title': 'Contact',
      reach: {
        'ui:title': 'How to reach you',
        oneOf: [{ 'ui:title': 'By phone' }, { 'ui:title': 'By mail' }],
      },
      'ui:definitions': { '#/definitions/address': { 'ui:title': 'Address' } },
    });
  });
});

describe('what a module tells the browser to load', () => {
  const moduleOf = (raw: JsonObject) => importModule(buildStepModule(raw).source);

  it('names only the custom widgets, and whether RJSF’s later built-ins are needed', async () => {
    const radios = await moduleOf({
      type: 'object',
      properties: {
        size: { type: 'string', enum: ['s', 'm'], 'ui:widget': 'radio' },
        phone: { type: 'string', 'ui:widget': 'phone' },
      },
    });
    expect(radios.renderers).toEqual({ widgets: ['phone'], fields: [] });
    expect(radios.laterBuiltIns).toBe(true);
    const texts = await moduleOf({ type: 'object', properties: { name: { type: 'string' } } });
    expect(texts.renderers).toEqual({ widgets: [], fields: [] });
    expect(texts.laterBuiltIns).toBe(false);
  });
});
