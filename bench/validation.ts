import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildStepModule } from '../shared/schema/stepModule';
import { toLoadedSchema, type SchemaModule } from '../src/engine/react/schemaModule';
import type { JsonObject } from '../shared/schema/splitSchema';
import { summarize } from './stats';

const KEYSTROKES = 2_000;

/**
 * Validation time per keystroke on a 10-field step: the browser's precompiled validator (the
 * same module the server serves) validating the whole form after each character typed.
 */
export async function benchValidation(): Promise<string> {
  const raw = JSON.parse(
    readFileSync(join(import.meta.dirname, 'fixtures/ten_field_step.json'), 'utf8'),
  ) as JsonObject;
  const dir = join(process.cwd(), 'node_modules/.cache/onramp-bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'ten_field_step.mjs');
  writeFileSync(file, buildStepModule(raw).source);
  const module = (await import(pathToFileURL(file).href)) as SchemaModule;
  const { validator } = await toLoadedSchema(module);

  const base = {
    companyName: 'Analytical Engines',
    website: 'https://engines.example',
    email: 'ada@engines.example',
    employees: 12,
    country: 'GB',
    category: 'Other',
    goals: ['leads', 'support'],
    launchDate: '2027-01-15',
    budget: 5000,
  };
  const text = 'We build calculating machines for scientists and merchants across Europe. '.repeat(
    30,
  );
  for (let i = 0; i < 200; i++)
    validator.validateFormData({ ...base, companyDescription: text.slice(0, i) }, module.schema);

  const samples: number[] = [];
  for (let i = 0; i < KEYSTROKES; i++) {
    const data = { ...base, companyDescription: text.slice(0, i % text.length) };
    const start = process.hrtime.bigint();
    validator.validateFormData(data, module.schema);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const s = summarize(samples);
  const verdict = s.p99 < 2 ? 'meets' : 'misses';
  return [
    '## Validation per keystroke (10-field step)',
    '',
    `The precompiled validator the build emits for \`bench/fixtures/ten_field_step.json\` (ten fields: strings with patterns and lengths, email and date formats, enums, an array, numbers, an if/then rule), validating the whole form after each of ${KEYSTROKES} keystrokes typed into its description.`,
    '',
    '| mean | median | p99 | max | target |',
    '|---|---|---|---|---|',
    `| ${s.mean.toFixed(3)} ms | ${s.median.toFixed(3)} ms | ${s.p99.toFixed(3)} ms | ${s.max.toFixed(3)} ms | under 2 ms: ${verdict} |`,
    '',
  ].join('\n');
}
