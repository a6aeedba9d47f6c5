import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import {
  filteredRows,
  translationGridOf,
  withoutUnused,
  withTranslations,
} from '../../../src/studio/draft/translations';
import {
  defaultBrandVersion,
  draftWithNewStep,
  locale,
  NEW_STEP,
} from '../support/translationDrafts';

const gridOf = (draft: Parameters<typeof translationGridOf>[0]) => translationGridOf(draft)!;

describe('the grid of every text of the flow by language', () => {
  it('has the brand’s default language as source and every other language as a column', () => {
    const grid = gridOf(defaultBrandVersion());
    expect(grid.defaultLanguage).toBe('en');
    expect(grid.languages).toEqual(['ar', 'de', 'es']);
  });

  it('lists the copy keys of the flow’s steps and panels, with their English as source', () => {
    const draft = defaultBrandVersion();
    const grid = gridOf(draft);
    const flow = JSON.parse(draft['schemas/flows/main.json']!) as {
      steps: { name: string; poster?: { titleKey: string } }[];
    };
    const poster = flow.steps.find((step) => step.poster)!;
    const english = locale(draft, 'en');
    expect(grid.rows.find((row) => row.id === 'steps.tenant_domain.title')).toMatchObject({
      kind: 'key',
      source: english['steps.tenant_domain.title'],
      where: 'tenant_domain',
      cells: { de: { value: locale(draft, 'de')['steps.tenant_domain.title'] } },
    });
    expect(grid.rows.find((row) => row.id === poster.poster!.titleKey)).toMatchObject({
      kind: 'key',
      where: poster.name,
    });
    // Neither a step outside the flow nor the sign-up form is the flow's.
    expect(grid.rows.some((row) => row.id === 'steps.team_size.title')).toBe(false);
    expect(grid.rows.some((row) => row.id === 'auth.signup.title')).toBe(false);
  });

  it('marks a step added from a template missing in every other language, as the checker does', () => {
    const before = gridOf(defaultBrandVersion());
    const draft = draftWithNewStep();
    const grid = gridOf(draft);
    const added = grid.rows.filter((row) => row.where === NEW_STEP.name);
    expect(added.map((row) => row.source)).toEqual([
      NEW_STEP.title,
      'Option 1',
      'Option 2',
      'Option 3',
      NEW_STEP.requiredMessage,
    ]);
    for (const row of added) {
      expect(row.kind).toBe('text');
      expect(row.cells.de).toEqual({ value: undefined, file: 'brands/default/locales/de.json' });
      expect(row.cells.ar!.value).toBeUndefined();
    }
    expect(grid.missing.de).toBe(before.missing.de! + 5);
    const checked = checkConfig(new Map(Object.entries(draft))).translations.get('default')!;
    const textsMissing = grid.rows.filter((r) => r.kind === 'text' && !r.cells.ar!.value).length;
    expect(textsMissing).toBe(checked.find((l) => l.lang === 'ar')!.missing.length);
  });

  it('counts a key a language lacks as missing: it would show the default language', () => {
    const draft = defaultBrandVersion();
    const german = locale(draft, 'de');
    delete german['steps.tenant_domain.title'];
    const grid = gridOf({
      ...draft,
      'brands/default/locales/de.json': JSON.stringify(german),
    });
    expect(grid.rows.find((row) => row.id === 'steps.tenant_domain.title')!.cells.de!.value).toBe(
      undefined,
    );
    expect(grid.missing.de).toBe(gridOf(draft).missing.de! + 1);
  });

  it('writes a key’s and a text’s translation under themselves, and an empty one away', () => {
    const draft = draftWithNewStep();
    const translated = withTranslations(draft, [
      { file: 'brands/default/locales/de.json', id: NEW_STEP.title, translation: 'Worauf?' },
      {
        file: 'brands/default/locales/ar.json',
        id: 'steps.tenant_domain.title',
        translation: 'حجم',
      },
    ]);
    expect(locale(translated, 'de')[NEW_STEP.title]).toBe('Worauf?');
    expect(locale(translated, 'ar')['steps.tenant_domain.title']).toBe('حجم');
    const cleared = withTranslations(translated, [
      { file: 'brands/default/locales/de.json', id: NEW_STEP.title, translation: ' ' },
    ]);
    expect(locale(cleared, 'de')).not.toHaveProperty([NEW_STEP.title]);
    expect(checkConfig(new Map(Object.entries(translated))).problems).toEqual([]);
  });

  it('edits a brand’s own translation of a key where the brand overrides it', () => {
    const draft = defaultBrandVersion();
    const beaconBrand = draft['brands/default/brand.json']!;
    const files = {
      ...Object.fromEntries(Object.entries(draft).filter(([p]) => !p.startsWith('brands/'))),
      'brands/beacon/brand.json': beaconBrand,
      'brands/beacon/locales/de.json': JSON.stringify({ 'steps.tenant_domain.title': 'Eigene' }),
      ...Object.fromEntries(
        Object.entries(draft).filter(([p]) => p.startsWith('brands/default/locales/')),
      ),
    };
    const grid = gridOf(files);
    expect(grid.rows.find((row) => row.id === 'steps.tenant_domain.title')!.cells.de).toEqual({
      value: 'Eigene',
      file: 'brands/beacon/locales/de.json',
    });
    expect(grid.rows.find((row) => row.id === 'steps.business_category.title')!.cells.de).toEqual(
      expect.objectContaining({ file: 'brands/default/locales/de.json' }),
    );
  });

  it('filters to what one language or any lacks, and by words in any column', () => {
    const draft = draftWithNewStep();
    const translated = withTranslations(draft, [
      { file: 'brands/default/locales/de.json', id: 'Option 1', translation: 'Möglichkeit 1' },
    ]);
    const grid = gridOf(translated);
    const ids = (filter: Parameters<typeof filteredRows>[1]) =>
      filteredRows(grid, filter).map((row) => row.id);
    expect(ids({ missingIn: 'de' })).not.toContain('Option 1');
    expect(ids({ missingIn: 'ar' })).toContain('Option 1');
    expect(ids({ missingIn: 'any' })).toContain('Option 1');
    expect(ids({ missingIn: 'any' }).length).toBeLessThan(grid.rows.length);
    expect(ids({ search: 'möglichkeit' })).toEqual(['Option 1']);
    expect(ids({ search: 'TEAM_FOCUS', missingIn: 'de' })).toEqual([
      NEW_STEP.title,
      'Option 2',
      'Option 3',
      NEW_STEP.requiredMessage,
    ]);
    expect(ids({})).toHaveLength(grid.rows.length);
    expect(ids({ missingIn: 'de', keep: new Set(['Option 1']) })).toContain('Option 1');
  });

  it('lists translations of texts no schema shows any more, and removes them', () => {
    const draft = defaultBrandVersion();
    const files = {
      ...draft,
      'brands/default/locales/de.json': JSON.stringify({ ...locale(draft, 'de'), Old: 'Alt' }),
    };
    const { unused } = gridOf(files);
    expect(unused).toEqual([{ text: 'Old', file: 'brands/default/locales/de.json' }]);
    expect(locale(withoutUnused(files, unused), 'de')).not.toHaveProperty('Old');
  });
});
