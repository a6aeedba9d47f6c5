import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_IN_WIDGETS, fieldExtensions, widgetExtensions } from '../renderers/registry';
import type { FlowManifest } from '../shared/flow/types';
import { createSchemaAjv } from '../shared/schema/ajvSetup';
import { rendererNames, splitSchema, type JsonObject } from '../shared/schema/splitSchema';
import { BrandManifestError, loadBrand, type Brand } from '../server/brand/brand';
import { collectFlowProblems } from '../server/flow/loadManifests';
import { flowMessageKeys, schemaMessageKeys, type KeyUse } from '../server/manifests/messageKeys';
import {
  formatProblem,
  ManifestValidator,
  readJsonFile,
  type ManifestProblem,
} from '../server/manifests/validate';

/**
 * Validates every brand, flow, step and form manifest, checks that every widget they name is
 * registered and every message key they name has copy in every brand, and prints each problem
 * with its file, path and fix. Exits non-zero when there is any.
 */
const rootDir = process.cwd();
const validator = new ManifestValidator(rootDir);
const problems: ManifestProblem[] = [];
const jsonIn = (dir: string) =>
  existsSync(join(rootDir, dir))
    ? readdirSync(join(rootDir, dir))
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];

const brands: Brand[] = [];
for (const brandId of readdirSync(join(rootDir, 'brands')).sort()) {
  try {
    brands.push(loadBrand(rootDir, brandId, validator));
  } catch (error) {
    if (error instanceof BrandManifestError) problems.push(...error.problems);
    else throw error;
  }
}

const keyUses: { file: string; use: KeyUse }[] = [];
const flows = new Map<string, FlowManifest>();
for (const file of jsonIn('schemas/flows')) {
  const name = file.replace(/\.json$/, '');
  const { loaded, problems: found } = collectFlowProblems(rootDir, name, validator);
  problems.push(...found);
  if (!loaded) continue;
  flows.set(name, loaded.flow);
  keyUses.push(
    ...flowMessageKeys(loaded.flow).map((use) => ({ file: `schemas/flows/${file}`, use })),
  );
  loaded.flow.steps.forEach((step, index) => {
    const schema = loaded.stepSchemas.get(step.name);
    const properties = Object.keys((schema?.properties as JsonObject | undefined) ?? {});
    const required = ((schema?.required as string[] | undefined) ?? []).filter((f) =>
      properties.includes(f),
    );
    const bound = step.submit?.fields;
    for (const field of bound ?? []) {
      if (!properties.includes(field)) {
        problems.push({
          file: `schemas/flows/${file}`,
          path: `/steps/${index}/submit/fields`,
          rule: 'field-exists',
          fix: `"${field}" is not a property of schemas/steps/${step.schema}; correct or remove it`,
        });
      }
    }
    if (bound && step.submit?.call !== 'none') {
      for (const field of required.filter((f) => !bound.includes(f))) {
        problems.push({
          file: `schemas/flows/${file}`,
          path: `/steps/${index}/submit/fields`,
          rule: 'required-sent',
          fix: `add "${field}": the step requires it, so the save must send it`,
        });
      }
    }
    for (const [code, field] of Object.entries(step.submit?.fieldErrors ?? {})) {
      if (!properties.includes(field)) {
        problems.push({
          file: `schemas/flows/${file}`,
          path: `/steps/${index}/submit/fieldErrors/${code}`,
          rule: 'field-exists',
          fix: `"${field}" is not a property of schemas/steps/${step.schema}; name one of: ${properties.join(', ')}`,
        });
      }
    }
  });
}

const registeredWidgets = new Set<string>([
  ...BUILT_IN_WIDGETS,
  ...widgetExtensions.map((w) => w.name),
]);
const registeredFields = new Set(fieldExtensions.map((f) => f.name));
for (const folder of ['schemas/steps', 'schemas/forms']) {
  for (const file of jsonIn(folder)) {
    const relative = `${folder}/${file}`;
    const { data, problem } = readJsonFile(rootDir, join(rootDir, relative));
    if (problem) {
      problems.push(problem);
      continue;
    }
    const found = validator.validate('step', join(rootDir, relative), data);
    problems.push(...found);
    if (found.length > 0) continue;
    const { schema, uiSchema } = splitSchema(data as JsonObject);
    try {
      createSchemaAjv().compile(schema);
    } catch (error) {
      problems.push({ file: relative, path: '/', rule: 'compiles', fix: (error as Error).message });
    }
    const { widgets, fields } = rendererNames(uiSchema);
    for (const widget of widgets.filter((w) => !registeredWidgets.has(w))) {
      problems.push({
        file: relative,
        path: '/',
        rule: 'widget-registered',
        fix: `register a widget named "${widget}" in renderers/registry.ts or use one of: ${[...registeredWidgets].join(', ')}`,
      });
    }
    for (const field of fields.filter((f) => !registeredFields.has(f))) {
      problems.push({
        file: relative,
        path: '/',
        rule: 'field-registered',
        fix: `register a field named "${field}" in renderers/registry.ts`,
      });
    }
    keyUses.push(...schemaMessageKeys(data as JsonObject).map((use) => ({ file: relative, use })));
  }
}

const localeOf = (brandId: string, lang: string): Record<string, string> => {
  const file = join(rootDir, 'brands', brandId, 'locales', `${lang}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};
for (const brand of brands) {
  if (
    !flows.has(brand.manifest.flow) &&
    !problems.some((p) => p.file === `schemas/flows/${brand.manifest.flow}.json`)
  ) {
    problems.push({
      file: `brands/${brand.id}/brand.json`,
      path: '/flow',
      rule: 'flow-exists',
      fix: `use one of: ${[...flows.keys()].join(', ')}`,
    });
  }
  const flow = flows.get(brand.manifest.flow);
  (brand.manifest.hideSteps ?? []).forEach((name, i) => {
    if (flow && !flow.steps.some((s) => s.name === name)) {
      problems.push({
        file: `brands/${brand.id}/brand.json`,
        path: `/hideSteps/${i}`,
        rule: 'step-exists',
        fix: `"${name}" is not a step of the flow "${flow.name}"`,
      });
    }
  });
  for (const [category, target] of Object.entries(brand.variants.categoryRoutes)) {
    if (flow && !flow.steps.some((s) => s.name === target)) {
      problems.push({
        file: `brands/${brand.id}/brand.json`,
        path: `/variants/categoryRoutes/${category}`,
        rule: 'step-exists',
        fix: `"${target}" is not a step of the flow "${flow.name}"`,
      });
    }
  }
  for (const lang of brand.manifest.locales ?? ['en']) {
    const defaults = localeOf('default', lang);
    const own = localeOf(brand.id, lang);
    for (const { file, use } of keyUses) {
      if (!(use.key in own) && !(use.key in defaults)) {
        problems.push({
          file,
          path: use.path,
          rule: 'message-key',
          fix: `add "${use.key}" to brands/default/locales/${lang}.json (brand ${brand.id} has no copy for it)`,
        });
      }
    }
    if (brand.id !== 'default') {
      for (const key of Object.keys(own).filter((k) => !(k in defaults))) {
        problems.push({
          file: `brands/${brand.id}/locales/${lang}.json`,
          path: `/${key}`,
          rule: 'known-key',
          fix: `"${key}" overrides nothing: correct its spelling or add it to the default copy first`,
        });
      }
    }
  }
}

// Other languages may be partial (the rest falls back key by key): a key they hold must exist in
// the default copy, or be a plural form (key_few) of a key that does; how much of the default copy
// each covers is information.
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;
const isKnown = (key: string, base: Record<string, string>) =>
  key in base || (PLURAL_FORM.test(key) && key.replace(PLURAL_FORM, '') in base);
const coverage: string[] = [];
for (const brand of brands) {
  const base = localeOf('default', brand.defaultLanguage);
  const total = Object.keys(base).length;
  for (const lang of brand.languages.filter((l) => l !== brand.defaultLanguage)) {
    const owners = brand.id === 'default' ? ['default'] : ['default', brand.id];
    for (const owner of owners) {
      for (const key of Object.keys(localeOf(owner, lang)).filter((k) => !isKnown(k, base))) {
        problems.push({
          file: `brands/${owner}/locales/${lang}.json`,
          path: `/${key}`,
          rule: 'known-key',
          fix: `"${key}" is in no default copy: correct its spelling or add it to brands/default/locales/${brand.defaultLanguage}.json first`,
        });
      }
    }
    const own = { ...localeOf('default', lang), ...localeOf(brand.id, lang) };
    const covered = Object.keys(base).filter((key) => key in own).length;
    coverage.push(
      `${brand.id} ${lang}: ${covered}/${total} keys (${Math.floor((covered / total) * 100)}%)`,
    );
  }
}

const unique = [...new Map(problems.map((p) => [formatProblem(p), p])).values()];
if (unique.length > 0) {
  console.error(`check:config found ${unique.length} problem(s):`);
  for (const problem of unique) console.error(`  - ${formatProblem(problem)}`);
  process.exit(1);
}
console.log(
  `check:config: ${brands.length} brand(s), ${flows.size} flow(s) and their steps are valid.`,
);
if (coverage.length > 0) console.log(`Translations (the rest falls back): ${coverage.join('; ')}`);
