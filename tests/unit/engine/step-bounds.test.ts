import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import { MAX_STAGE_DURATION_DAYS } from '../../../shared/flow';
import type { JsonObject } from '../../../shared/schema/splitSchema';

const stepsDir = join(__dirname, '../../../schemas/steps');
const steps = new Map(
  readdirSync(stepsDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(join(stepsDir, file), 'utf8')) as JsonObject,
    ]),
);

/** Every value a step stores, by pointer: the schema's properties and items, all the way down. */
function storedValues(schema: JsonObject, at = ''): [string, JsonObject][] {
  const found: [string, JsonObject][] = [[at || '/', schema]];
  const properties = (schema.properties ?? {}) as Record<string, JsonObject>;
  for (const [name, child] of Object.entries(properties)) {
    found.push(...storedValues(child, `${at}/${name}`));
  }
  if (schema.items) found.push(...storedValues(schema.items as JsonObject, `${at}/items`));
  return found;
}

const typesOf = (schema: JsonObject) => ([] as unknown[]).concat(schema.type ?? []);

describe('every step field is bounded', () => {
  const fields = [...steps].flatMap(([step, schema]) =>
    storedValues(schema).map(([path, field]) => [`${step}${path}`, field] as const),
  );

  it.each(fields.filter(([, f]) => typesOf(f).includes('string') && !f.enum))(
    '%s has a maxLength',
    (_path, field) => expect(field.maxLength).toBeTypeOf('number'),
  );

  it.each(fields.filter(([, f]) => typesOf(f).includes('array')))(
    '%s has maxItems',
    (_path, field) => expect(field.maxItems).toBeTypeOf('number'),
  );

  it.each(fields.filter(([, f]) => typesOf(f).some((t) => t === 'integer' || t === 'number')))(
    '%s has a maximum',
    (_path, field) => expect(field.maximum).toBeTypeOf('number'),
  );
});

describe('step data past its bounds is refused with a message key', () => {
  const validators = compileStepValidators(steps);
  const issues = (step: string, data: Record<string, unknown>) =>
    validators.get(step)!.validate(data);

  it('caps a stage at the day provisioning can store', () => {
    expect(steps.get('stages')).toMatchObject({
      properties: {
        stages: { items: { properties: { duration: { maximum: MAX_STAGE_DURATION_DAYS } } } },
      },
    });
    for (const duration of [MAX_STAGE_DURATION_DAYS + 1, 2 ** 31, 2 ** 53, 1e308]) {
      const stages = [
        { name: 'Awareness', duration: 0 },
        { name: 'Renewal', duration },
      ];
      expect(issues('stages', { stages })).toContainEqual({
        path: '/stages/1/duration',
        message: { id: 'validation.stages.durationMaximum' },
      });
    }
  });

  it.each([
    ['stages', { stages: [{ name: 'x'.repeat(101), duration: 0 }] }, '/stages/0/name'],
    [
      'generate_campaign',
      { campaignPrompt: 'x'.repeat(5001), graphicThemePreference: 'lineArt' },
      '/campaignPrompt',
    ],
    [
      'website_url',
      {
        websiteUrl: 'https://acme.example',
        websiteDescription: 'x'.repeat(5001),
        primaryFeatures: ['lead_generation'],
      },
      '/websiteDescription',
    ],
    [
      'business_category',
      { businessCategory: { name: 'SaaS', description: 'x'.repeat(501) } },
      '/businessCategory',
    ],
  ])('%s refuses text past its maxLength', (step, data, path) => {
    expect(issues(step, data)).toContainEqual({ path, message: { id: 'validation.textTooLong' } });
  });
});
