import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkRenderers } from '../../../shared/config/checks/renderers';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { at, problemsAfter } from './support';

const FILE = 'schemas/steps/case.json';
/** The checker's widget-type problems for a step of one field, `answer`, with the given schema. */
const refusals = (answer: JsonObject, definitions: JsonObject = {}) =>
  checkRenderers(FILE, { type: 'object', definitions, properties: { answer } }).filter(
    (problem) => problem.rule === 'widget-type',
  );
const choices = { enum: ['a', 'b'] };

describe('a ui:widget RJSF has no widget for at the field type', () => {
  it.each<[string, JsonObject]>([
    ['radio on a list', { type: 'array', items: { type: 'string' }, 'ui:widget': 'radio' }],
    ['updown on a text', { type: 'string', 'ui:widget': 'updown' }],
    ['textarea on a number', { type: 'number', 'ui:widget': 'textarea' }],
    ['checkbox on a text or nothing', { type: ['string', 'null'], 'ui:widget': 'checkbox' }],
    [
      'updown on a text or a number (RJSF takes the first)',
      { type: ['string', 'number'], 'ui:widget': 'updown' },
    ],
    [
      'updown on an enum without a type (RJSF takes it as text)',
      { ...choices, 'ui:widget': 'updown' },
    ],
    [
      'radio on a list of enums',
      { type: 'array', items: { type: 'string', ...choices }, 'ui:widget': 'radio' },
    ],
    ['date on a boolean by $ref', { $ref: '#/definitions/flag', 'ui:widget': 'date' }],
  ])('refuses %s, at its path, naming the widgets the type has', (_, answer) => {
    const [problem, ...more] = refusals(answer, { flag: { type: 'boolean' } });
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ path: '/properties/answer/ui:widget', rule: 'widget-type' });
    expect(problem!.message).toMatch(/^RJSF has no "[a-z-]+" widget for a field of type \w+/);
    expect(problem!.fix).toMatch(/^for a field of type \w+ use one of RJSF's /);
  });

  it('names what to write instead', () => {
    const [problem] = refusals({ type: 'array', items: { type: 'string' }, 'ui:widget': 'radio' });
    expect(problem!.message).toBe(
      'RJSF has no "radio" widget for a field of type array, so the step would fail to show',
    );
    expect(problem!.fix).toBe(
      "for a field of type array use one of RJSF's select, checkboxes, files, hidden; or change the field's type",
    );
  });

  it.each<[string, JsonObject]>([
    ['radio on an enum', { type: 'string', ...choices, 'ui:widget': 'radio' }],
    ['radio on a boolean', { type: 'boolean', 'ui:widget': 'radio' }],
    ['updown on a number or nothing', { type: ['number', 'null'], 'ui:widget': 'updown' }],
    [
      'checkboxes on a list of enums',
      {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', ...choices },
        'ui:widget': 'checkboxes',
      },
    ],
    [
      'select on a list of unique enums',
      {
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', ...choices },
        'ui:widget': 'select',
      },
    ],
    ['date on a text of format date', { type: 'string', format: 'date', 'ui:widget': 'date' }],
    ['email on a text of format email', { type: 'string', format: 'email', 'ui:widget': 'email' }],
    [
      "RJSF's component name on any type",
      { type: 'array', items: { type: 'string' }, 'ui:widget': 'RadioWidget' },
    ],
    [
      'a widget of our own on any type',
      { type: 'array', items: { type: 'string' }, 'ui:widget': 'featureChoices' },
    ],
    [
      'a field whose type RJSF cannot tell',
      { oneOf: [{ const: 'a' }, { const: 'b' }], 'ui:widget': 'radio' },
    ],
  ])('takes %s', (_, answer) => {
    expect(refusals(answer)).toEqual([]);
  });

  it('reads a widget given in ui:options as RJSF does, refusing it at its own path', () => {
    const [problem, ...more] = refusals({
      type: 'array',
      items: { type: 'string' },
      'ui:options': { widget: 'radio', inline: true },
    });
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      path: '/properties/answer/ui:options/widget',
      message:
        'RJSF has no "radio" widget for a field of type array, so the step would fail to show',
    });
  });

  it('judges the widget RJSF renders: of ui:widget and ui:options, the later key', () => {
    const list = { type: 'array', items: { type: 'string' } };
    expect(refusals({ ...list, 'ui:widget': 'radio', 'ui:options': { widget: 'hidden' } })).toEqual(
      [],
    );
    expect(refusals({ ...list, 'ui:options': { widget: 'hidden' }, 'ui:widget': 'radio' })).toEqual(
      [expect.objectContaining({ path: '/properties/answer/ui:widget' })],
    );
  });

  it('refuses an unregistered widget or field given in ui:options', () => {
    const problems = checkRenderers(FILE, {
      type: 'object',
      properties: {
        a: { type: 'string', 'ui:options': { widget: 'sparkles' } },
        b: { type: 'string', 'ui:options': { field: 'Sparkles' } },
      },
    });
    expect(problems).toEqual([
      expect.objectContaining({
        path: '/properties/a/ui:options/widget',
        rule: 'widget-registered',
      }),
      expect.objectContaining({ path: '/properties/b/ui:options/field', rule: 'field-registered' }),
    ]);
  });

  it('is refused by the configuration checker in a shipped step', () => {
    const problems = problemsAfter('schemas/steps/team_size.json', (s) => {
      (s.properties as Record<string, JsonObject>).teamSize!['ui:widget'] = 'checkboxes';
    });
    expect(problems).toContainEqual(
      at('schemas/steps/team_size.json', '/properties/teamSize/ui:widget', 'widget-type'),
    );
  });

  it('is a step RJSF really fails to render', () => {
    const render = (widget: string) =>
      renderToString(
        createElement(Form, {
          schema: {
            type: 'object',
            properties: { answer: { type: 'array', items: { type: 'string' } } },
          },
          uiSchema: { answer: { 'ui:widget': widget } },
          validator,
        }),
      );
    expect(() => render('radio')).toThrow("No widget 'radio' for type 'array'");
    expect(() => render('checkboxes')).not.toThrow();
  });

  it('is a step RJSF really fails to render when the widget is in ui:options', () => {
    const render = () =>
      renderToString(
        createElement(Form, {
          schema: {
            type: 'object',
            properties: { answer: { type: 'array', items: { type: 'string' } } },
          },
          uiSchema: { answer: { 'ui:options': { widget: 'radio' } } },
          validator,
        }),
      );
    expect(render).toThrow("No widget 'radio' for type 'array'");
  });
});
