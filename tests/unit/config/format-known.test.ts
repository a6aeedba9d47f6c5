// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import { checkFormats } from '../../../shared/config/checks/formats';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { at, problemsAfter } from './support';

const FILE = 'schemas/steps/case.json';
const step = (answer: JsonObject): JsonObject => ({ type: 'object', properties: { answer } });

describe('a format the engine does not check', () => {
  it('is a rule any text passes, as Ajv passes over a format it does not know', () => {
    const server = compileStepValidators(
      new Map([['case', step({ type: 'string', format: 'phone' })]]),
    );
    expect(server.get('case')!.validate({ answer: 'not a phone at all' })).toEqual([]);
  });

  it.each(['phone', 'e-mail', 'Email', 'datetime'])('is refused at its path: %s', (format) => {
    const [problem, ...more] = checkFormats(FILE, step({ type: 'string', format }));
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ path: '/properties/answer/format', rule: 'format-known' });
    expect(problem!.message).toBe(
      `"${format}" is not a format the form or the server checks, so any text would pass it`,
    );
    expect(problem!.fix).toMatch(
      /^use one of: .*\bdate\b.*\bemail\b.*; or say what the text must look like with a "pattern"$/,
    );
  });

  it.each(['date', 'email', 'idn-email', 'iri', 'uri-reference', 'color', 'data-url', 'int32'])(
    'takes a format the engine checks: %s',
    (format) => {
      expect(checkFormats(FILE, step({ type: 'string', format }))).toEqual([]);
    },
  );

  it('is told from a field and a value of the same name', () => {
    expect(
      checkFormats(FILE, {
        type: 'object',
        properties: { format: { type: 'string', default: { format: 'phone' } } },
      }),
    ).toEqual([]);
  });

  it('is refused by the configuration checker in a shipped step', () => {
    const problems = problemsAfter('schemas/steps/website_url.json', (s) => {
      (s.properties as Record<string, JsonObject>).websiteUrl!.format = 'website';
    });
    expect(problems).toContainEqual(
      at('schemas/steps/website_url.json', '/properties/websiteUrl/format', 'format-known'),
    );
  });
});
