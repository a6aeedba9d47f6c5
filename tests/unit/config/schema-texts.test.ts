import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { at, editedDocuments, problemsAfter } from './support';

const TEAM_SIZE = 'schemas/steps/team_size.json';
const DE = 'brands/default/locales/de.json';
type Json = Record<string, unknown>;

/** team_size written as a published form is: every text as the owner reads it, no copy key. */
function writtenAsText(step: Json): void {
  step.title = 'How big is your team?';
  step.description = 'We size your workspace to fit.';
  const properties = step.properties as Record<string, Json>;
  properties.teamSize!.title = 'People';
  properties.teamSize!['ui:help'] = 'Count yourself too';
  properties.teamSize!.errorMessage = { type: 'Enter a number.', minimum: 'At least 1 person.' };
  properties.teamRole!.title = 'Your role';
  properties.teamRole!['ui:enumNames'] = ['Founder', 'Marketing', 'Sales', 'Support', 'Other'];
  properties.teamRole!.errorMessage = { enum: 'Pick your role.' };
  step.errorMessage = { required: { teamSize: 'Enter a number.', teamRole: 'Pick your role.' } };
}

describe('texts written as the owner reads them', { timeout: 30_000 }, () => {
  it('are accepted wherever a copy key is, with no copy to add', () => {
    expect(problemsAfter(TEAM_SIZE, writtenAsText)).toEqual([]);
  });

  it('still refuse a misspelt copy key, told apart by its namespace ("example.com" is text)', () => {
    const problems = problemsAfter(TEAM_SIZE, (step) => {
      writtenAsText(step);
      step.title = 'steps.team_size.titel';
      (step.properties as Record<string, Json>).teamSize!['ui:placeholder'] = 'example.com';
    });
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toEqual(at(TEAM_SIZE, '/title', 'message-key'));
  });

  it('are counted per language until translated, and a translation under the text is accepted', () => {
    const documents = editedDocuments(TEAM_SIZE, writtenAsText);
    const before = checkConfig(documents).translations.get('default')!;
    const german = before.find((language) => language.lang === 'de')!;
    expect(german.texts).toBe(13);
    expect(german.missing).toContainEqual({
      text: 'Your role',
      file: TEAM_SIZE,
      path: '/properties/teamRole/title',
    });

    const de = JSON.parse(documents.get(DE)!) as Record<string, string>;
    de['Your role'] = 'Ihre Rolle';
    de['A text nobody shows'] = 'Ein Text';
    documents.set(DE, JSON.stringify(de));
    const after = checkConfig(documents);
    expect(after.problems).toEqual([]);
    const germanAfter = after.translations.get('default')!.find((l) => l.lang === 'de')!;
    expect(germanAfter.missing.map((m) => m.text)).not.toContain('Your role');
    expect(germanAfter.missing).toHaveLength(12);
    expect(germanAfter.unused).toEqual([{ text: 'A text nobody shows', file: DE }]);
  });

  it('keep a misspelt key in another language refused', () => {
    expect(problemsAfter(DE, (de) => (de['wizard.nxet'] = 'Weiter'))).toContainEqual(
      at(DE, '/wizard.nxet', 'known-key'),
    );
  });
});
