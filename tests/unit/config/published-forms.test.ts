import Form from '@rjsf/core';
import { getDefaultFormState, TranslatableString, type RJSFSchema } from '@rjsf/utils';
import validator, { customizeValidator } from '@rjsf/validator-ajv8';
import { act, render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import builtInFields from '../../../src/standIns/rjsf/fields';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import builtInWidgets from '../../../src/standIns/rjsf/widgets';
import { loadRenderers } from '../../../renderers/registry';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import { checkConfig, type CheckedConfig } from '../../../shared/config/checkConfig';
import type { ConfigProblem } from '../../../shared/config/problem';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { Message } from '../../../shared/contract/message';
import { missingPropertyOf } from '../../../shared/schema/missingProperty';
import { stepDataSchema } from '../../../shared/schema/stepDataSchema';
import { isObject, type JsonObject } from '../../../shared/schema/splitSchema';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { importForm } from '../../../src/studio/draft/importForm';
import { repoRoot } from './support';

/**
 * Forms nobody here wrote: RJSF's own playground samples (tests/fixtures/publishedForms, each
 * `{ schema, uiSchema, formData }` as RJSF publishes it), imported as the Studio's "Import a form"
 * does, one step at a time right after signup. Each must either be refused by the checker in plain
 * words with a fix for every problem, or work: its uiSchema placed, its module built and rendered
 * with its sample data showing the controls RJSF itself shows (no raw copy key, no English of
 * RJSF's or Ajv's, in English and in German), and its data judged the same by the server, the
 * step's own validator in the browser and RJSF's validator reading the sample as published.
 * A sample refused only for its missing step heading is tried again with the heading the checker
 * asks for, so the rest of it is tested too.
 */

vi.mock('../../../renderers/templates', async (load) =>
  (await import('../support/standInTemplates')).withStandInTemplates(load),
);

const FOLDER = join(repoRoot, 'tests/fixtures/publishedForms');
const SAMPLES = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

interface Published {
  schema: JsonObject;
  uiSchema: JsonObject;
  formData?: unknown;
}
const publishedText = (sample: string) => readFileSync(join(FOLDER, `${sample}.json`), 'utf8');
const published = (sample: string) => JSON.parse(publishedText(sample)) as Published;

/** What of each sample is known not to work yet, by check: the symptom, shown in the test's name. */

// The Studio's draft of the default brand, as in the Studio's own import tests.
const draft: ConfigFileTexts = Object.fromEntries(
  [...readConfigDocuments(repoRoot)].filter(
    ([path]) => !path.startsWith('brands/') || path.startsWith('brands/default/'),
  ),
);
const english = JSON.parse(draft['brands/default/locales/en.json']!) as Record<string, string>;

/** The step's name: the sample's in snake case (a step name's form). */
const stepName = (sample: string): string =>
  `published_${sample.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

interface Imported {
  name: string;
  file: string;
  raw: JsonObject;
  /** What of its uiSchema the import found no place for. */
  unplaced: string[];
  /** The check of the draft it was imported into. */
  checked: CheckedConfig;
  /** The checker's problems with this step. */
  problems: ConfigProblem[];
}

/**
 * The samples imported together, each a step of its own after signup (one check for all keeps
 * this test fast; each step's problems are in its own file), those in `titled` with the heading
 * the checker asks for.
 */
function importedTogether(samples: string[], titled: ReadonlySet<string>): Map<string, Imported> {
  let files = draft;
  const unplaced = new Map<string, string[]>();
  samples.forEach((sample, i) => {
    // The progress bar's figure plays no part in what the checker says of a step.
    const place = { afterIndex: i, progress: 10 };
    const result = importForm(files, publishedText(sample), stepName(sample), place);
    if ('refused' in result) throw new Error(`${sample}: import refused (${result.refused})`);
    const file = `schemas/steps/${stepName(sample)}.json`;
    files = !titled.has(sample)
      ? result.files
      : {
          ...result.files,
          [file]: JSON.stringify({ title: sample, ...JSON.parse(result.files[file]!) }),
        };
    unplaced.set(sample, result.unplaced);
  });
  const checked = checkConfig(new Map(Object.entries(files)));
  const stepFiles = new Set(samples.map((sample) => `schemas/steps/${stepName(sample)}.json`));
  const elsewhere = checked.problems.filter((problem) => !stepFiles.has(problem.file));
  if (elsewhere.length > 0)
    throw new Error(`problems beyond the samples' steps: ${JSON.stringify(elsewhere)}`);
  return new Map(
    samples.map((sample) => {
      const name = stepName(sample);
      const file = `schemas/steps/${name}.json`;
      return [
        sample,
        {
          name,
          file,
          raw: JSON.parse(files[file]!) as JsonObject,
          unplaced: unplaced.get(sample)!,
          checked,
          problems: checked.problems.filter((problem) => problem.file === file),
        },
      ];
    }),
  );
}

/** The checker's refusal of a missing step heading: the one fix this test follows itself. */
const asksForTitle = (p: ConfigProblem) => p.path === '/title' && p.rule === 'required';

/** Ajv's and RJSF's own English, which an operator or a user must never be shown. */
const AJV_WORDS =
  /must (match|be equal|NOT|have|be (object|string|number|integer|boolean|array|null)\b|be [<>]=?|pass)|should (be|have|match|NOT)|is a required property|schema is invalid|strict mode/;

const asPublished = importedTogether(SAMPLES, new Set());
/**
 * The samples the checker takes, as published or with the heading it asks for, checked together
 * without the others (a refused step keeps its flow from loading): by sample, its import.
 */
const accepted = (() => {
  const titled = new Set(
    SAMPLES.filter((sample) => {
      const { problems } = asPublished.get(sample)!;
      return problems.length > 0 && problems.every(asksForTitle);
    }),
  );
  let candidates = SAMPLES.filter(
    (sample) => titled.has(sample) || asPublished.get(sample)!.problems.length === 0,
  );
  for (;;) {
    const found = importedTogether(candidates, titled);
    const clean = candidates.filter((sample) => found.get(sample)!.problems.length === 0);
    if (clean.length === candidates.length) return found;
    candidates = clean;
  }
})();

/** RJSF's own words, as patterns (its %1, %2 stand for any text). */
const RJSF_WORDS = Object.values(TranslatableString).map(
  (words) =>
    new RegExp(
      `^${words
        .split(/%\d/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}$`,
    ),
);
/** German's own words for RJSF's texts, some alike in English ("Option 1"): those are German. */
const GERMAN_RJSF_WORDS = Object.entries(
  JSON.parse(draft['brands/default/locales/de.json']!) as Record<string, string>,
)
  .filter(([key]) => key.startsWith('form.rjsf.'))
  .map(
    ([, words]) =>
      new RegExp(
        `^${words
          .split(/\{\{\d+\}\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*')}$`,
      ),
  );
/** RJSF's words that say a schema could not be shown: never right, in any language. */
const RJSF_FAILURES = [
  TranslatableString.UnsupportedField,
  TranslatableString.UnknownFieldType,
  TranslatableString.MissingItems,
  TranslatableString.InvalidObjectField,
  TranslatableString.CycleDetected,
].map((words) => words.split(/%\d/)[0]!.trim());

/** The copy keys' namespaces: a text starting with one and a dot is a key shown raw. */
const RAW_KEY = new RegExp(
  `(^|[^\\w.])(${[...new Set(Object.keys(english).map((key) => key.split('.')[0]))].join('|')})\\.[A-Za-z0-9_]`,
);

/** Every text a person meets in the rendered form: text nodes and the names and hints of controls. */
function shownTexts(container: HTMLElement): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim()) texts.push(node.textContent.trim());
  for (const element of container.querySelectorAll('*'))
    for (const attribute of ['aria-label', 'title', 'placeholder', 'alt'])
      if (element.getAttribute(attribute)?.trim()) texts.push(element.getAttribute(attribute)!);
  return texts;
}

/** Every string a sample itself holds (its texts, names and values), shown as written. */
function ownTexts(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (typeof value === 'number') into.add(String(value));
  else if (Array.isArray(value)) value.forEach((v) => ownTexts(v, into));
  else if (isObject(value))
    for (const [key, v] of Object.entries(value)) ownTexts(v, into.add(key));
  return into;
}

/** The controls a person works with, in order: what kind each is. */
const controlsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('input, select, textarea, button:not([type=submit])')].map(
    (element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `:${element.getAttribute('type')}` : ''}`,
  );

const within = (children: ReactNode) => createElement(MemoryRouter, null, children);

/** The step's served module, loaded as the browser loads it. */
async function loadedStep(found: Imported) {
  const built = found.checked.modules.get(found.file);
  expect(built, `${found.file} has a module`).toBeDefined();
  const module = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(built!.source)}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  if (loaded.laterBuiltIns) await loadLaterBuiltIns();
  const own = await loadRenderers(loaded.renderers);
  return {
    ...loaded,
    ...own,
    widgets: { ...builtInWidgets(), ...own.widgets },
    fields: { ...builtInFields(), ...own.fields },
  };
}

type LoadedStep = Awaited<ReturnType<typeof loadedStep>>;

/** Whether the step holds its answer as one field named after it (a root that is not named fields). */
const isOneField = (found: Imported) => stepDataSchema(found.raw, found.name) !== found.raw;

/** The step's data for the sample's answers (none: what a person who fills in nothing sends). */
function stepData(found: Imported, answers: unknown): Record<string, unknown> {
  if (isOneField(found)) return answers === undefined ? {} : { [found.name]: answers };
  return (answers ?? {}) as Record<string, unknown>;
}

/** The step's data for the answers with the defaults RJSF fills in: what the form starts from. */
function startingData(found: Imported, ready: LoadedStep, answers: unknown) {
  const data = stepData(found, answers);
  return getDefaultFormState(ready.validator, ready.schema, data, ready.schema) as typeof data;
}

/** The step rendered as the wizard renders it, with the data RJSF starts from (its defaults filled in). */
async function renderedStep(found: Imported, answers: unknown) {
  const ready = await loadedStep(found);
  const data = startingData(found, ready, answers);
  const view = render(
    within(
      createElement(SchemaForm, {
        id: 'published',
        ready,
        formData: data,
        onChange: () => {},
        onSubmit: () => {},
        children: createElement('button', { type: 'submit' }, 'Next'),
      }),
    ),
  );
  return { ...view, ready, data };
}

interface AjvError {
  keyword: string;
  instancePath: string;
  params?: unknown;
}
/**
 * The fields a validator's errors are at, as the server names them: a missing field at itself, an
 * `if` left out (its `then` branch's own error says how).
 */
const fieldsOf = (errors: readonly AjvError[] | null | undefined) =>
  [
    ...new Set(
      (errors ?? [])
        .filter((error) => error.keyword !== 'if')
        .map((error) => {
          const missing = missingPropertyOf(error);
          return missing !== undefined
            ? `${error.instancePath}/${missing}`
            : error.instancePath || '/';
        }),
    ),
  ].sort();

/** The sample's schema as RJSF reads it, as the one field of a step when the step makes it one. */
const referenceSchema = (sample: string, found: Imported) =>
  (isOneField(found)
    ? stepDataSchema(published(sample).schema, found.name)
    : published(sample).schema) as RJSFSchema;

/** A message as an English page shows it: its copy, or the text the schema wrote (a custom errorMessage). */
const messageText = (message: Message) =>
  english[message.id] ?? (/^[a-z]+\.[\w.]+$/.test(message.id) ? undefined : message.id);

beforeAll(() => {
  const german = JSON.parse(draft['brands/default/locales/de.json']!) as object;
  i18n.addResourceBundle('de', 'translation', german, true, false);
  // RJSF warns on the console of what it merges; the checks below say what matters.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('RJSF playground samples imported as steps', () => {
  it('are at least twelve, each stored with its schema', () => {
    expect(SAMPLES.length).toBeGreaterThanOrEqual(12);
    for (const sample of SAMPLES) expect(isObject(published(sample).schema), sample).toBe(true);
  });

  it.each(SAMPLES)(
    '%s: the checker takes it, or refuses it in plain words with a fix for each problem',
    (sample) => {
      for (const problem of asPublished.get(sample)!.problems) {
        const said = `${problem.file} ${problem.path}: ${problem.message} / ${problem.fix}`;
        expect(problem.message, said).not.toMatch(AJV_WORDS);
        expect(problem.fix, said).not.toMatch(AJV_WORDS);
        expect(problem.fix.trim(), said).not.toBe('');
      }
    },
  );

  it('takes at least half of them, as published or with the step heading it asks for', () => {
    expect(accepted.size * 2).toBeGreaterThanOrEqual(SAMPLES.length);
  });

  describe.each([...accepted.keys()])('%s, taken by the checker', (sample) => {
    const found = accepted.get(sample)!;
    const { formData, uiSchema } = published(sample);

    it('every uiSchema entry naming a field finds its place', () => {
      // An entry naming no property anywhere in the schema is ignored by RJSF too.
      const properties = new Set<string>();
      const collect = (node: unknown): void => {
        if (Array.isArray(node)) node.forEach(collect);
        else if (isObject(node)) {
          if (isObject(node.properties))
            Object.keys(node.properties).forEach((k) => properties.add(k));
          Object.values(node).forEach(collect);
        }
      };
      collect(published(sample).schema);
      const lost = found.unplaced.filter((pointer) => {
        const last = pointer.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~');
        return properties.has(last) || /^\d+$/.test(last) || last === 'items';
      });
      expect(lost).toEqual([]);
    });

    it('renders its sample data with the controls RJSF renders, and no key or error text', async () => {
      const { container } = await renderedStep(found, formData);
      const texts = shownTexts(container);
      expect(
        texts.filter((text) => RAW_KEY.test(text)),
        'raw copy keys',
      ).toEqual([]);
      expect(
        texts.filter((text) => AJV_WORDS.test(text)),
        'Ajv words',
      ).toEqual([]);
      expect(
        texts.filter((text) => RJSF_FAILURES.some((words) => text.includes(words))),
        "RJSF's words for a schema it cannot show",
      ).toEqual([]);
      const reference = render(
        createElement(Form, {
          schema: published(sample).schema as RJSFSchema,
          uiSchema,
          formData,
          validator,
        }),
      );
      expect(controlsOf(container)).toEqual(controlsOf(reference.container));
    });

    it('shows none of RJSF’s English on a German page', async () => {
      const { container } = await renderedStep(found, formData);
      await act(() => i18n.changeLanguage('de'));
      const own = ownTexts(published(sample));
      const englishWords = shownTexts(container).filter(
        (text) =>
          !own.has(text) &&
          RJSF_WORDS.some((words) => words.test(text)) &&
          !GERMAN_RJSF_WORDS.some((words) => words.test(text)),
      );
      expect(englishWords).toEqual([]);
    });

    it('the server, the browser and RJSF judge its data alike, the server in plain words', async () => {
      const ready = await loadedStep(found);
      const flow = [...found.checked.flows.values()].find((f) => f.stepSchemas.has(found.name))!;
      const server = compileStepValidators(
        new Map([[found.name, flow.stepSchemas.get(found.name)!]]),
      ).get(found.name)!;
      const rjsf = customizeValidator();
      // The sample's answers, and what a person who fills in nothing sends: both with the defaults RJSF fills in.
      for (const answers of [formData, undefined]) {
        const data = startingData(found, ready, answers);
        const issues = server.validate(structuredClone(data));
        const said = JSON.stringify({ data, issues });
        const atServer = [...new Set(issues.map((issue) => issue.path))].sort();
        const inBrowser = ready.validator.rawValidation<AjvError>(ready.schema, data).errors;
        const byRjsf = rjsf.rawValidation<AjvError>(referenceSchema(sample, found), data).errors;
        expect(atServer, `RJSF: ${said}`).toEqual(fieldsOf(byRjsf));
        expect(atServer, `browser: ${said}`).toEqual(fieldsOf(inBrowser));
        for (const issue of issues) {
          const text = messageText(issue.message);
          expect(text, `${issue.path}: ${JSON.stringify(issue.message)}`).toBeDefined();
          expect(text).not.toMatch(AJV_WORDS);
        }
      }
    });
  });
});
