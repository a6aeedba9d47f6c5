import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import type { SchemaModule } from '../../../src/engine/react/schemaModule';
import { toLoadedSchema } from '../../../src/engine/react/schemaModule';
import { transformErrors } from '../../../src/engine/react/transformErrors';

const root = join(__dirname, '../../..');
const raw = (step: string) =>
  JSON.parse(readFileSync(join(root, 'schemas/steps', `${step}.json`), 'utf8')) as JsonObject;

/** The browser's precompiled module, built as the server builds it. */
async function browserModule(step: string): Promise<SchemaModule> {
  return (await import(/* @vite-ignore */ `virtual:onramp/schema/steps/${step}`)) as SchemaModule;
}

const cases: [string, Record<string, unknown>][] = [
  ['team_size', { teamSize: 12, teamRole: 'sales' }],
  ['team_size', { teamSize: 0, teamRole: 'sales' }],
  ['team_size', { teamRole: 'nobody' }],
  ['tenant_domain', { domain: 'acme-co' }],
  ['tenant_domain', { domain: '-acme' }],
  ['tenant_domain', { domain: 'a'.repeat(64) }],
  ['business_category', { businessCategory: { name: 'Other' } }],
  ['business_category', { businessCategory: { name: 'Other', description: 'Bakery' } }],
  [
    'website_url',
    { websiteUrl: 'https://acme.example', websiteDescription: 'x', primaryFeatures: ['other'] },
  ],
  ['website_url', { websiteUrl: 'acme', websiteDescription: ' ', primaryFeatures: [] }],
];

describe('the browser and the server judge step data with one set of rules', () => {
  const server = compileStepValidators(
    new Map([...new Set(cases.map(([s]) => s))].map((s) => [s, raw(s)])),
  );

  it.each(cases)('%s %j gets the same verdict and messages on both sides', async (step, data) => {
    const module = await browserModule(step);
    const browser = (await toLoadedSchema(module)).validator;
    const browserErrors = transformErrors(browser.validateFormData(data, module.schema).errors);
    const serverIssues = server.get(step)!.validate(data);
    expect(browserErrors.length === 0).toBe(serverIssues.length === 0);
    expect(new Set(browserErrors.map((e) => e.message))).toEqual(
      new Set(serverIssues.map((i) => i.message.id)),
    );
    // Every message is a copy key from the schema, never Ajv's own English.
    for (const issue of serverIssues)
      expect(issue.message).toEqual({ id: expect.stringMatching(/^validation\./) });
  });

  it("rejects what the schema rejects, with the schema's message key", () => {
    expect(server.get('tenant_domain')!.validate({ domain: '-acme' })).toEqual([
      { path: '/domain', message: { id: 'validation.subdomain.format' } },
    ]);
    expect(server.get('team_size')!.validate({ teamRole: 'sales' })).toEqual([
      { path: '/teamSize', message: { id: 'validation.team_size.teamSizeRequired' } },
    ]);
  });
});
