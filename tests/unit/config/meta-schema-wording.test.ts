import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ConfigProblem } from '../../../shared/config/problem';
import { problemsAfter, repoRoot, stepNamed } from './support';

const BRAND = 'brands/default/brand.json';
const MAIN = 'schemas/flows/main.json';
const TEAM_SIZE = 'schemas/steps/team_size.json';
type Json = Record<string, unknown>;
type Props = Record<string, unknown>;

/** Ajv's own words, which tell an operator nothing they can act on. */
const AJV_WORDS =
  /must be equal to constant|must be object|must be [a-z]+,[a-z]+|must match|must NOT|must have|must be equal to one of|must pass|\^|\$\/|\[0-9|\{1,|\\\\/;

/** The problem at `path` after the edit, which must be the only one there and worded for an operator. */
function refusal(file: string, edit: (json: Json) => void, path: string): ConfigProblem {
  const found = problemsAfter(file, edit).filter((p) => p.path === path);
  expect(found, JSON.stringify(problemsAfter(file, edit), null, 1)).toHaveLength(1);
  const [problem] = found;
  expect(problem!.file).toBe(file);
  expect(problem!.message).not.toMatch(AJV_WORDS);
  expect(problem!.fix).not.toMatch(AJV_WORDS);
  return problem!;
}

describe("the meta-schemas' refusals, in the operator's words", { timeout: 60_000 }, () => {
  it('required: names what is missing and what it is for', () => {
    const problem = refusal(BRAND, (b) => delete b.companyDomain, '/companyDomain');
    expect(problem.message).toBe('"companyDomain" is missing');
    expect(problem.fix).toBe(
      'add "companyDomain": bare host of the company site, e.g. onramp.example',
    );
  });

  it('additionalProperties: names the unknown property and the known ones', () => {
    const problem = refusal(BRAND, (b) => (b.logoWidht = 200), '/logoWidht');
    expect(problem.message).toBe('"logoWidht" is not a setting this file knows');
    expect(problem.fix).toContain(
      'remove "logoWidht" or correct its spelling; the settings here are:',
    );
    expect(problem.fix).toContain('"logoWidth"');
  });

  it('enum: lists the values to write instead', () => {
    const problem = refusal(BRAND, (b) => (b.botCheck = 'captcha'), '/botCheck');
    expect(problem.message).toBe('"botCheck" cannot be "captcha"');
    expect(problem.fix).toBe('write one of: "altcha", "off"');
  });

  it("enum: a step's root type it can never have, and the types it may", () => {
    const problem = refusal(TEAM_SIZE, (s) => (s.type = 'null'), '/type');
    expect(problem.message).toBe('"type" cannot be "null"');
    expect(problem.fix).toBe(
      'write one of: "object", "string", "number", "integer", "boolean", "array"',
    );
  });

  it('type: says what kind of value is wanted, in words', () => {
    const field = refusal(
      TEAM_SIZE,
      (s) => ((s.properties as Props).teamSize = 5),
      '/properties/teamSize',
    );
    expect(field.message).toBe(
      '"teamSize" is a number, but must be an object ({ ... }) or true or false',
    );
    const width = refusal(BRAND, (b) => (b.logoWidth = '200px'), '/logoWidth');
    expect(width.message).toBe('"logoWidth" is a text, but must be a whole number');
    expect(width.fix).toBe('write a whole number, such as 12, without quotes');
    expect(refusal(BRAND, (b) => (b.locales = ['en', 7]), '/locales/1').message).toBe(
      'entry 1 of "locales" is a number, but must be a text in quotes',
    );
  });

  it('pattern: says how to write the value, never the pattern', () => {
    const colour = refusal(
      BRAND,
      (b) => ((b.tokens as { colors: Json }).colors.primary = 'blue'),
      '/tokens/colors/primary',
    );
    expect(colour.message).toBe('"primary" is not written as it must be: "blue"');
    expect(colour.fix).toContain('#1A73E8');
    const step = refusal(MAIN, (f) => (stepNamed(f, 'stages').name = 'Stages!'), '/steps/5/name');
    expect(step.fix).toContain('lower case letters, digits and underscores');
  });

  it('propertyNames: names the key that is written wrongly', () => {
    const problem = refusal(
      MAIN,
      (f) => ((stepNamed(f, 'stages').submit as Json).fieldErrors = { 'promo code': 'stages' }),
      '/steps/5/submit/fieldErrors/promo code',
    );
    expect(problem.message).toBe('the name "promo code" is not written as it must be');
    expect(problem.fix).toContain('letters, digits and underscores');
  });

  it('minLength, minimum, maximum, minItems and uniqueItems: say the limit in words', () => {
    expect(refusal(BRAND, (b) => (b.logo = ''), '/logo').message).toBe('"logo" is empty');
    expect(
      refusal(BRAND, (b) => ((b.tokens as { font: string }).font = ''), '/tokens/font').fix,
    ).toBe(
      'write at least 1 character: CSS font-family list; only locally available or bundled fonts.',
    );
    expect(refusal(BRAND, (b) => (b.faviconWidth = 2), '/faviconWidth')).toMatchObject({
      message: '"faviconWidth" is 2, less than the smallest allowed, 8',
      fix: 'write a number of at least 8',
    });
    expect(refusal(BRAND, (b) => (b.faviconWidth = 900), '/faviconWidth')).toMatchObject({
      message: '"faviconWidth" is 900, more than the largest allowed, 512',
      fix: 'write a number of at most 512',
    });
    expect(refusal(MAIN, (f) => (f.steps = []), '/steps')).toMatchObject({
      message: '"steps" has 0 entries; it needs at least 1',
    });
    expect(refusal(BRAND, (b) => (b.hideSteps = ['stages', 'stages']), '/hideSteps')).toMatchObject(
      {
        message: '"hideSteps" lists "stages" twice (entries 0 and 1)',
        fix: 'remove one of the two',
      },
    );
  });

  it('oneOf: one refusal that says which forms are allowed, not one per form tried', () => {
    const problem = refusal(
      MAIN,
      (f) => ((stepNamed(f, 'stages').submit as Json).next = 'later'),
      '/steps/5/submit/next',
    );
    expect(problem.message).toBe('"next" is not one of the forms allowed here: "later"');
    expect(problem.fix).toContain('"following" (the next visible step), "server"');
  });
});

describe('the meta-schemas', () => {
  it('describe every setting written to a pattern, so that a refusal can say how to write it', () => {
    const undescribed: string[] = [];
    const walk = (node: unknown, at: string) => {
      if (typeof node !== 'object' || node === null) return;
      const schema = node as Record<string, unknown>;
      if (typeof schema.pattern === 'string' && typeof schema.description !== 'string')
        undescribed.push(at);
      for (const [key, value] of Object.entries(schema)) walk(value, `${at}/${key}`);
    };
    for (const kind of ['brand', 'flow', 'step'])
      walk(JSON.parse(readFileSync(`${repoRoot}/schemas/meta/${kind}.schema.json`, 'utf8')), kind);
    expect(undescribed).toEqual([]);
  });
});
