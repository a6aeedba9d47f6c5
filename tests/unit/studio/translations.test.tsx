import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import type { StudioApi, TranslationSuggestion } from '../../../src/studio/studioApi';
import { TranslationsCard } from '../../../src/studio/TranslationsCard';
import {
  defaultBrandVersion,
  draftWithNewStep,
  locale,
  NEW_STEP,
} from '../support/translationDrafts';
import '../../../src/i18n';

const DE = 'brands/default/locales/de.json';

/** A Studio API that suggests these translations, whatever it is asked. */
function suggesting(suggestions: TranslationSuggestion[] = []) {
  const suggestTranslations = vi.fn(async () => ({ generator: 'memory', suggestions }));
  return { suggestTranslations } as unknown as StudioApi & {
    suggestTranslations: typeof suggestTranslations;
  };
}

function Harness({ initial, api = suggesting() }: { initial: ConfigFileTexts; api?: StudioApi }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <TranslationsCard api={api} draft={draft} onEdit={(files) => setDraft(files)} />
      <output data-testid="de">{draft[DE]}</output>
      <output data-testid="ar">{draft['brands/default/locales/ar.json']}</output>
    </>
  );
}

const card = () => screen.getByRole('region', { name: 'Translations' });
const header = (language: string) =>
  within(card()).getByRole('columnheader', { name: new RegExp(`^${language}`) });
const cell = (language: string, text: string) =>
  within(card()).getByRole('textbox', { name: `${language} translation of “${text}”` });
const sourceRows = () =>
  within(card())
    .getAllByRole('rowheader')
    .map((th) => th.querySelector('.studio-translations__source')!.textContent);

// Typing into a grid of every text re-renders it per key: slow on a busy machine.
describe('the Studio’s grid of translations', { timeout: 30_000 }, () => {
  it('marks a step added from a template missing in German and Arabic, counted per language', () => {
    const before = render(<Harness initial={defaultBrandVersion()} />);
    const germanBefore = Number(/(\d+) missing/.exec(header('German').textContent!)?.[1] ?? 0);
    before.unmount();
    render(<Harness initial={draftWithNewStep()} />);
    expect(header('German')).toHaveTextContent(`${germanBefore + 5} missing`);
    expect(header('Arabic')).toHaveTextContent(/\d+ missing/);
    expect(within(card()).getByRole('columnheader', { name: 'English (source)' })).toBeVisible();
    const german = cell('German', NEW_STEP.title);
    expect(german).toHaveValue('');
    expect(german).toHaveAccessibleDescription('Not translated yet: shows in English');
    expect(german).toHaveAttribute('lang', 'de');
    expect(cell('Arabic', NEW_STEP.title)).toHaveAttribute('dir', 'rtl');
    expect(cell('German', 'Option 2')).toBeInTheDocument();
  });

  it('writes what is typed under the text in the language’s file, and the count follows', async () => {
    const user = userEvent.setup();
    render(<Harness initial={draftWithNewStep()} />);
    const missing = Number(/(\d+) missing/.exec(header('German').textContent!)![1]);
    await user.type(cell('German', NEW_STEP.title), 'Worauf konzentriert sich Ihr Team?');
    expect(JSON.parse(screen.getByTestId('de').textContent!)).toMatchObject({
      [NEW_STEP.title]: 'Worauf konzentriert sich Ihr Team?',
    });
    expect(header('German')).toHaveTextContent(`${missing - 1} missing`);
    expect(cell('German', NEW_STEP.title)).not.toHaveAccessibleDescription();
    await user.type(cell('Arabic', NEW_STEP.title), 'على ماذا يركز فريقك؟');
    expect(JSON.parse(screen.getByTestId('ar').textContent!)).toMatchObject({
      [NEW_STEP.title]: 'على ماذا يركز فريقك؟',
    });
  });

  it('edits a copy key’s translation under the key', async () => {
    const user = userEvent.setup();
    const draft = defaultBrandVersion();
    const english = locale(draft, 'en')['steps.tenant_domain.title']!;
    render(<Harness initial={draft} />);
    const german = cell('German', english);
    await user.clear(german);
    await user.type(german, 'Ihre Adresse');
    expect(JSON.parse(screen.getByTestId('de').textContent!)['steps.tenant_domain.title']).toBe(
      'Ihre Adresse',
    );
  });

  it('filters to what German lacks and by words, keeping a row being filled in', async () => {
    const user = userEvent.setup();
    render(<Harness initial={draftWithNewStep()} />);
    const all = sourceRows().length;
    await user.selectOptions(within(card()).getByLabelText('Show'), 'Missing in German');
    const missing = sourceRows();
    expect(missing.length).toBeLessThan(all);
    expect(missing).toContain(NEW_STEP.title);
    await user.type(cell('German', 'Option 1'), 'Möglichkeit 1');
    // Translated now, yet still shown until the filter is set again.
    expect(sourceRows()).toContain('Option 1');
    await user.type(within(card()).getByLabelText('Search texts'), 'option');
    expect(sourceRows()).toEqual(['Option 2', 'Option 3']);
    expect(within(card()).getByText(`2 of ${all} texts shown`)).toBeInTheDocument();
  });

  it('imports a CSV file, applies what it can and lists what it refused', async () => {
    const user = userEvent.setup();
    render(<Harness initial={draftWithNewStep()} />);
    const csv = [
      'key,en,de,ar',
      `"${NEW_STEP.title}","${NEW_STEP.title}","Worauf konzentriert sich Ihr Team?","على ماذا يركز فريقك؟"`,
      'Nobody shows this,Nobody shows this,Niemand,',
    ].join('\r\n');
    await user.upload(
      within(card()).getByLabelText('Import translations (CSV or XLIFF)'),
      new File([`\uFEFF${csv}`], 'back.csv', { type: 'text/csv' }),
    );
    expect(
      await within(card()).findByText(/2 translations applied from \u2068back\.csv\u2069\./),
    ).toHaveTextContent('1 not applied:');
    expect(
      within(card()).getByText('Row 3: “\u2068Nobody shows this\u2069” is not a text of the flow.'),
    ).toBeInTheDocument();
    expect(cell('German', NEW_STEP.title)).toHaveValue('Worauf konzentriert sich Ihr Team?');
    expect(JSON.parse(screen.getByTestId('ar').textContent!)).toMatchObject({
      [NEW_STEP.title]: 'على ماذا يركز فريقك؟',
    });
  });

  it('refuses a file that is not UTF-8 whole', async () => {
    const user = userEvent.setup();
    const draft = draftWithNewStep();
    render(<Harness initial={draft} />);
    await user.upload(
      within(card()).getByLabelText('Import translations (CSV or XLIFF)'),
      new File([new Uint8Array([0x6b, 0x65, 0x79, 0x2c, 0xfc, 0x0a])], 'latin1.csv'),
    );
    expect(await within(card()).findByText(/is not UTF-8 text/)).toBeInTheDocument();
    expect(screen.getByTestId('de').textContent).toBe(draft[DE]);
  });

  it('shows the suggestions asked for a language, and writes one only once it is used', async () => {
    const user = userEvent.setup();
    const api = suggesting([
      { id: NEW_STEP.title, text: 'Worauf konzentriert sich Ihr Team?', from: 'model' },
      { id: 'Option 1', text: 'Möglichkeit 1', from: 'memory' },
    ]);
    const draft = draftWithNewStep();
    render(<Harness initial={draft} api={api} />);
    await user.click(within(card()).getByRole('button', { name: 'Suggest German translations' }));
    expect(await within(card()).findByText(/2 suggestions for German/)).toBeInTheDocument();
    const [language, texts] = api.suggestTranslations.mock.calls[0] as unknown as [
      string,
      { id: string; source: string }[],
    ];
    expect(language).toBe('de');
    expect(texts).toContainEqual({ id: NEW_STEP.title, source: NEW_STEP.title });
    // Exactly what German lacks.
    expect(texts).toHaveLength(Number(/(\d+) missing/.exec(header('German').textContent!)![1]));
    expect(within(card()).getByText('Worauf konzentriert sich Ihr Team?')).toHaveAttribute(
      'lang',
      'de',
    );
    expect(screen.getByTestId('de').textContent).toBe(draft[DE]);

    await user.click(
      within(card()).getByRole('button', {
        name: `Use the German suggestion for “${NEW_STEP.title}”`,
      }),
    );
    expect(cell('German', NEW_STEP.title)).toHaveValue('Worauf konzentriert sich Ihr Team?');
    await user.click(
      within(card()).getByRole('button', { name: 'Dismiss the German suggestion for “Option 1”' }),
    );
    expect(within(card()).queryByText('Möglichkeit 1')).not.toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('de').textContent!)).not.toHaveProperty(['Option 1']);
  });

  it('uses every suggestion left at once, when asked to', async () => {
    const user = userEvent.setup();
    const api = suggesting([
      { id: 'Option 1', text: 'الخيار 1', from: 'model' },
      { id: 'Option 2', text: 'الخيار 2', from: 'model' },
    ]);
    render(<Harness initial={draftWithNewStep()} api={api} />);
    await user.click(within(card()).getByRole('button', { name: 'Suggest Arabic translations' }));
    await user.click(
      await within(card()).findByRole('button', { name: 'Use all 2 Arabic suggestions' }),
    );
    expect(JSON.parse(screen.getByTestId('ar').textContent!)).toMatchObject({
      'Option 1': 'الخيار 1',
      'Option 2': 'الخيار 2',
    });
    expect(cell('Arabic', 'Option 2')).toHaveValue('الخيار 2');
  });

  it('offers to remove translations of texts no step shows any more', async () => {
    const user = userEvent.setup();
    const draft = defaultBrandVersion();
    render(
      <Harness
        initial={{ ...draft, [DE]: JSON.stringify({ ...locale(draft, 'de'), 'Old text': 'Alt' }) }}
      />,
    );
    expect(screen.getByText(/1 translation is of a text no step shows any more/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remove them' }));
    expect(JSON.parse(screen.getByTestId('de').textContent!)).not.toHaveProperty(['Old text']);
  });

  it('says so when the brand has no language but its default one', () => {
    const files = Object.fromEntries(
      Object.entries(defaultBrandVersion()).filter(
        ([path]) => !/locales\/(de|es|ar)\.json$/.test(path),
      ),
    );
    render(<TranslationsCard api={suggesting()} draft={files} onEdit={() => undefined} />);
    expect(screen.getByText(/there is nothing to translate/)).toBeInTheDocument();
  });
});
