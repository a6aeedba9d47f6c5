import { join } from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { draftTranslations } from '../../../src/studio/draft/translations';
import { TranslationsCard } from '../../../src/studio/TranslationsCard';
import '../../../src/i18n';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const STEP = 'schemas/steps/team_size.json';
const DE = 'brands/default/locales/de.json';

/** The default brand's version, its team_size step written in plain English. */
function draftWithTexts(): ConfigFileTexts {
  const files = Object.fromEntries(
    [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
  );
  const step = JSON.parse(files[STEP]!) as Record<string, unknown>;
  step.title = 'How big is your team?';
  step.description = 'steps.team_size.description';
  const teamRole = (step.properties as Record<string, Record<string, unknown>>).teamRole!;
  teamRole.title = 'Your role';
  return { ...files, [STEP]: JSON.stringify(step) };
}

/** The German summary line; the language's name is isolated for right-to-left names. */
const german = (translated: number) => `\u2068Deutsch\u2069: ${translated} of 2 texts translated`;

function Harness({ initial }: { initial: ConfigFileTexts }) {
  const [draft, setDraft] = useState(initial);
  return (
    <>
      <TranslationsCard draft={draft} defaultLanguage="en" onEdit={(files) => setDraft(files)} />
      <output data-testid="de">{draft[DE]}</output>
    </>
  );
}

describe('translations of step texts in the Studio', () => {
  it('counts what each language has translated, as the checker does', () => {
    const draft = draftWithTexts();
    const german = draftTranslations(draft).find((l) => l.lang === 'de')!;
    const checked = checkConfig(new Map(Object.entries(draft))).translations.get('default')!;
    expect(german.missing).toEqual(checked.find((l) => l.lang === 'de')!.missing);
    expect(german.entries.map((e) => e.text)).toEqual(['How big is your team?', 'Your role']);
    expect(german.missing.map((m) => m.text)).toEqual(['How big is your team?', 'Your role']);
  });

  it('writes a translation under its text into the language file, and the count follows', async () => {
    render(<Harness initial={draftWithTexts()} />);
    const card = screen.getByText(german(0)).closest('details')!;
    await userEvent.click(within(card).getByText(german(0)));
    const input = within(card).getByRole('textbox', { name: 'Your role' });
    expect(input).toHaveAccessibleDescription('Not translated yet: shows as written');
    await userEvent.type(input, 'Ihre Rolle');
    expect(JSON.parse(screen.getByTestId('de').textContent!)).toMatchObject({
      'Your role': 'Ihre Rolle',
    });
    expect(within(card).getByText(german(1))).toBeInTheDocument();
    expect(
      within(card).getByRole('textbox', { name: 'Your role' }),
    ).not.toHaveAccessibleDescription();
  });

  it('offers to remove translations of texts no step shows any more', async () => {
    const draft = draftWithTexts();
    const de = JSON.parse(draft[DE]!) as Record<string, string>;
    render(<Harness initial={{ ...draft, [DE]: JSON.stringify({ ...de, 'Old text': 'Alt' }) }} />);
    await userEvent.click(screen.getByText(german(0)));
    expect(screen.getByText(/1 translation is of a text no step shows any more/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Remove them' }));
    expect(JSON.parse(screen.getByTestId('de').textContent!)).not.toHaveProperty('Old text');
  });

  it('says so when every text is a copy key', () => {
    const files = Object.fromEntries(
      [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
    );
    render(<TranslationsCard draft={files} defaultLanguage="en" onEdit={() => undefined} />);
    expect(screen.getByText(/No step shows text of its own/)).toBeInTheDocument();
  });
});
