import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import { addStepFromTemplate } from '../../../src/studio/draft/addStep';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { draftChanges } from '../../../src/studio/draft/draftChanges';
import { versionDiff } from '../../../src/studio/draft/versionDiff';
import {
  categoriesOf,
  hideStepForCategories,
  moveStep,
  stepRowsOf,
} from '../../../src/studio/draft/flowSteps';
import { TEMPLATE_IDS } from '../../../src/studio/draft/stepTemplates';

const repository = readConfigDocuments(join(__dirname, '../../..'));

/** The default brand's configuration as a version holds it (no other brand's files). */
function defaultBrandVersion(): ConfigFileTexts {
  return Object.fromEntries(
    [...repository].filter(
      ([path]) => !path.startsWith('brands/') || path.startsWith('brands/default/'),
    ),
  );
}

const names = (files: ConfigFileTexts) => stepRowsOf(files).map((row) => row.name);
const problemsOf = (files: ConfigFileTexts) => checkConfig(new Map(Object.entries(files))).problems;

describe('the Studio draft', () => {
  it('lists the flow the brand names, with its progress and panels', () => {
    const files = defaultBrandVersion();
    const rows = stepRowsOf(files);
    const flow = JSON.parse(files['schemas/flows/main.json']!) as {
      steps: { name: string; progress: number; poster?: object; when?: object }[];
    };
    expect(rows.map((r) => r.name)).toEqual(flow.steps.map((s) => s.name));
    expect(rows.map((r) => r.progress)).toEqual(flow.steps.map((s) => s.progress));
    expect(rows.map((r) => r.poster)).toEqual(flow.steps.map((s) => Boolean(s.poster)));
    expect(rows.map((r) => r.when)).toEqual(flow.steps.map((s) => s.when));
  });

  it('names the step the bar would go back from, on the step where it would', () => {
    const rows = stepRowsOf(defaultBrandVersion());
    const drops = rows.filter((row) => row.progressDrop);
    // The seed's own flow: email_verification (40 %), then generate_campaign (20 %).
    expect(drops).toMatchObject([
      {
        name: 'generate_campaign',
        progress: 20,
        progressDrop: { fromStep: 'email_verification', fromProgress: 40 },
      },
    ]);
  });

  it('moves one step and keeps the others in order', () => {
    const files = defaultBrandVersion();
    const before = names(files);
    const moved = moveStep(files, 1, 3);
    const expected = [...before];
    expected.splice(3, 0, ...expected.splice(1, 1));
    expect(names(moved)).toEqual(expected);
    expect(draftChanges(versionDiff(files, moved), moved)).toEqual({
      'schemas/flows/main.json': moved['schemas/flows/main.json'],
    });
    // Moved back, the flow reads as it did, though the Studio wrote it with another layout.
    const back = moveStep(moved, 3, 1);
    expect(back['schemas/flows/main.json']).not.toBe(files['schemas/flows/main.json']);
    expect(draftChanges(versionDiff(files, back), back)).toEqual({});
    expect(moveStep(files, 0, 99)).toBe(files);
  });

  it.each(TEMPLATE_IDS)('adds a %s step that the checker accepts', (template) => {
    const files = defaultBrandVersion();
    const result = addStepFromTemplate(
      files,
      template,
      { name: 'company_size', title: 'How big is your company?', requiredMessage: 'Pick a size' },
      { afterIndex: 1, progress: 15 },
    );
    if (!('files' in result)) throw new Error(`refused: ${result.refused}`);
    expect(stepRowsOf(result.files)[2]).toMatchObject({ name: 'company_size', progress: 15 });
    const schema = JSON.parse(result.files['schemas/steps/company_size.json']!) as {
      title: string;
      errorMessage?: { required: Record<string, string> };
    };
    expect(schema.title).toBe('How big is your company?');
    if (template !== 'info') expect(schema.errorMessage!.required.companySize).toBe('Pick a size');
    expect(problemsOf(result.files)).toEqual([]);
  });

  it.each(TEMPLATE_IDS)(
    "writes a %s step's texts as written, so each other language counts them missing",
    (template) => {
      const files = defaultBrandVersion();
      const result = addStepFromTemplate(
        files,
        template,
        { name: 'company_size', title: 'How big is your company?', requiredMessage: 'Pick a size' },
        { afterIndex: 1, progress: 15 },
      );
      if (!('files' in result)) throw new Error(`refused: ${result.refused}`);
      expect(result.files['brands/default/locales/en.json']).toBe(
        files['brands/default/locales/en.json'],
      );
      const languages = checkConfig(new Map(Object.entries(result.files))).translations.get(
        'default',
      )!;
      for (const lang of ['de', 'es', 'ar'])
        expect(languages.find((l) => l.lang === lang)!.missing.map((m) => m.text)).toContain(
          'How big is your company?',
        );
    },
  );

  it('refuses a step name the flow already has', () => {
    const files = defaultBrandVersion();
    const taken = names(files)[0]!;
    expect(
      addStepFromTemplate(
        files,
        'info',
        { name: taken, title: 'x', requiredMessage: '' },
        { afterIndex: 0, progress: 10 },
      ),
    ).toEqual({ refused: 'nameTaken' });
  });

  it('hides a step for categories in the brand manifest, and removes the rule when none are left', () => {
    const files = defaultBrandVersion();
    const step = names(files)[3]!;
    const category = categoriesOf(files)[0]!;
    const hidden = hideStepForCategories(files, step, [category, category, ' ']);
    expect(stepRowsOf(hidden)[3]!.hiddenForCategories).toEqual([category]);
    expect(problemsOf(hidden)).toEqual([]);
    const shown = hideStepForCategories(hidden, step, []);
    expect(stepRowsOf(shown)[3]!.hiddenForCategories).toEqual([]);
  });

  it('names a removed file as null among its changes', () => {
    const before = { a: '1', b: '2' };
    const after = { a: '1', c: '3' };
    expect(draftChanges(versionDiff(before, after), after)).toEqual({ b: null, c: '3' });
  });
});
