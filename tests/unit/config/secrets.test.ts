import { describe, expect, it } from 'vitest';
import { at, problemsAfter } from './support';

const TEAM_SIZE = 'schemas/steps/team_size.json';
type Props = Record<string, Record<string, unknown>>;

/** The checker's no-secrets problems once team_size has the field `apiKey`. */
const secretProblems = (file: string, field: Record<string, unknown>) =>
  problemsAfter(file, (s) => {
    (s.properties as Props).apiKey = { type: 'string', ...field };
  }).filter((p) => p.rule === 'no-secrets');

describe('a secret asked for in a step', { timeout: 30_000 }, () => {
  it('is refused by its format, saying why and what to do instead', () => {
    const problems = secretProblems(TEAM_SIZE, { format: 'password' });
    expect(problems).toEqual([at(TEAM_SIZE, '/properties/apiKey/format', 'no-secrets')]);
    expect(problems[0]!.message).toContain('shown in plain text');
    expect(problems[0]!.fix).toContain('belongs in that service');
  });

  it('is refused by its widget, by either of its names and inside a list', () => {
    expect(secretProblems(TEAM_SIZE, { 'ui:widget': 'password' })).toEqual([
      at(TEAM_SIZE, '/properties/apiKey/ui:widget', 'no-secrets'),
    ]);
    expect(secretProblems(TEAM_SIZE, { 'ui:options': { widget: 'PasswordWidget' } })).toEqual([
      at(TEAM_SIZE, '/properties/apiKey/ui:options/widget', 'no-secrets'),
    ]);
    expect(
      secretProblems(TEAM_SIZE, {
        type: 'array',
        items: { type: 'string', 'ui:widget': 'password' },
      }),
    ).toEqual([at(TEAM_SIZE, '/properties/apiKey/items/ui:widget', 'no-secrets')]);
  });

  it('is kept in the signup and login forms, whose password goes to the account', () => {
    expect(secretProblems('schemas/forms/login.json', { format: 'password' })).toEqual([]);
  });

  it('is not seen in a default value or a field named "format"', () => {
    expect(
      secretProblems(TEAM_SIZE, { default: 'password', title: 'steps.team_size.title' }),
    ).toEqual([]);
    expect(
      secretProblems(TEAM_SIZE, {
        type: 'object',
        properties: { format: { type: 'string', enum: ['password', 'pin'] } },
      }),
    ).toEqual([]);
  });
});
