import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkRenderers } from '../../../shared/config/checks/renderers';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { at, problemsAfter } from './support';

const FILE = 'schemas/steps/case.json';
/** The checker's widget-choices problems for a step of one field, `answer`, with the given schema. */
const refusals = (answer: JsonObject, definitions: JsonObject = {}) =>
  checkRenderers(FILE, { type: 'object', definitions, properties: { answer } }).filter(
    (problem) => problem.rule === 'widget-choices',
  );

const texts: JsonObject = { type: 'array', items: { type: 'string' } };
const choices: JsonObject = { type: 'string', enum: ['a', 'b'] };
const constants: JsonObject = {
  type: 'string',
  oneOf: [{ const: 'a' }, { const: 'b', title: 'B' }],
};

/** The choices RJSF draws for the field: select options (less the empty one), checkboxes and radio buttons. */
function drawnChoices(answer: JsonObject, widget: string): number {
  const html = renderToString(
    createElement(Form, {
      schema: { type: 'object', properties: { answer } } as never,
      uiSchema: { answer: { 'ui:widget': widget } },
      validator,
    }),
  );
  const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
  return count(/<option value="\d+"/g) + count(/type="checkbox"/g) + count(/type="radio"/g);
}

describe('a widget that shows choices, on a field that has none', () => {
  it.each<[string, JsonObject, string]>([
    ['select on a list of texts', texts, 'select'],
    ['checkboxes on a list of texts', texts, 'checkboxes'],
    [
      'checkboxes on a list of enums without uniqueItems',
      { type: 'array', items: choices },
      'checkboxes',
    ],
    ['select on a list of enums without uniqueItems', { type: 'array', items: choices }, 'select'],
    ['CheckboxesWidget on a list of texts', { ...texts, uniqueItems: true }, 'CheckboxesWidget'],
    ['select on a text without an enum', { type: 'string' }, 'select'],
    ['radio on a number without an enum', { type: 'number' }, 'radio'],
  ])('is drawn empty by RJSF and refused: %s', (_, answer, widget) => {
    expect(drawnChoices(answer, widget)).toBe(0);
    const [problem, ...more] = refusals({ ...answer, 'ui:widget': widget });
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ path: '/properties/answer/ui:widget', rule: 'widget-choices' });
    expect(problem!.message).toMatch(/so the person would see an empty control$/);
  });

  it('says, in words, how to make the list a choice', () => {
    const [problem] = refusals({ ...texts, 'ui:widget': 'checkboxes' });
    expect(problem!.message).toBe(
      `RJSF's "checkboxes" widget on a list shows the choices its items are picked from, and this list has none, so the person would see an empty control`,
    );
    expect(problem!.fix).toBe(
      'to let the person pick several of a set, give the list "uniqueItems": true and "items" with an "enum" of the choices (or a "oneOf" of { "const", "title" } options); for answers the person writes, remove the widget',
    );
  });

  it('is read in ui:options too', () => {
    expect(refusals({ ...texts, 'ui:options': { widget: 'select' } })).toEqual([
      expect.objectContaining({ path: '/properties/answer/ui:options/widget' }),
    ]);
  });

  it.each<[string, JsonObject, string]>([
    [
      'checkboxes on unique enum items',
      { type: 'array', uniqueItems: true, items: choices },
      'checkboxes',
    ],
    [
      'select on unique const items',
      { type: 'array', uniqueItems: true, items: constants },
      'select',
    ],
    [
      'checkboxes on unique items by $ref',
      { type: 'array', uniqueItems: true, items: { $ref: '#/definitions/size' } },
      'checkboxes',
    ],
    ['radio on an enum', choices, 'radio'],
    ['select on const options', constants, 'select'],
    ['radio on a boolean', { type: 'boolean' }, 'radio'],
  ])('takes %s, which RJSF draws with its choices', (_, answer, widget) => {
    expect(refusals({ ...answer, 'ui:widget': widget }, { size: choices })).toEqual([]);
    const resolvedAnswer = JSON.parse(
      JSON.stringify(answer).replace('{"$ref":"#/definitions/size"}', JSON.stringify(choices)),
    ) as JsonObject;
    expect(drawnChoices(resolvedAnswer, widget)).toBeGreaterThan(0);
  });

  it('leaves a field whose choices it cannot tell to RJSF', () => {
    expect(refusals({ type: 'string', allOf: [{ enum: ['a'] }], 'ui:widget': 'select' })).toEqual(
      [],
    );
    expect(
      refusals({
        type: 'array',
        uniqueItems: true,
        items: { $ref: '#/nowhere' },
        'ui:widget': 'select',
      }),
    ).toEqual([]);
  });

  it("judges a field written again in its level's branches as RJSF renders it, merged", () => {
    const radio = { 'ui:widget': 'radio' };
    const problems = checkRenderers(FILE, {
      type: 'object',
      properties: { delivery: { type: 'string', enum: ['No', 'Yes'], ...radio } },
      dependencies: {
        delivery: {
          oneOf: [
            { properties: { delivery: { const: 'No', ...radio } } },
            {
              properties: {
                delivery: { const: 'Yes', ...radio },
                bell: { type: 'string', ...radio },
              },
            },
          ],
        },
      },
    }).filter((problem) => problem.rule === 'widget-choices');
    expect(problems).toEqual([
      expect.objectContaining({
        path: '/dependencies/delivery/oneOf/1/properties/bell/ui:widget',
      }),
    ]);
  });

  it('is refused by the configuration checker in a shipped step', () => {
    const problems = problemsAfter('schemas/steps/website_url.json', (s) => {
      delete (s.properties as Record<string, JsonObject>).primaryFeatures!.uniqueItems;
      (s.properties as Record<string, JsonObject>).primaryFeatures!['ui:widget'] = 'checkboxes';
    });
    expect(problems).toContainEqual(
      at(
        'schemas/steps/website_url.json',
        '/properties/primaryFeatures/ui:widget',
        'widget-choices',
      ),
    );
  });
});
