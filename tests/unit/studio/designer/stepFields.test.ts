// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addField,
  fieldNameFor,
  fieldOrderOf,
  fieldRowsOf,
  moveField,
  removeField,
} from '../../../../src/studio/designer/stepFields';
import type { StepTexts } from '../../../../src/studio/designer/stepTexts';
import type { JsonObject } from '../../../../src/studio/draft/configFiles';

const plain: StepTexts = { read: (value) => value, isEditableKey: () => false };
const step = (extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  required: ['a', 'b'],
  properties: { a: { type: 'string', title: 'A' }, b: { type: 'integer' }, c: { type: 'object' } },
  errorMessage: { required: { a: 'Say A.', b: 'Say B.' } },
  ...extra,
});

describe("the designer's list of a step's fields", () => {
  it('follows ui:order, with * standing for the fields it does not name', () => {
    expect(fieldOrderOf(step())).toEqual(['a', 'b', 'c']);
    expect(fieldOrderOf(step({ 'ui:order': ['c', '*', 'a'] }))).toEqual(['c', 'b', 'a']);
    expect(fieldOrderOf(step({ 'ui:order': ['b'] }))).toEqual(['b', 'a', 'c']);
    expect(fieldRowsOf(step(), plain)).toEqual([
      { name: 'a', kind: 'shortText', label: 'A', condition: { kind: 'always' } },
      { name: 'b', kind: 'number', label: '', condition: { kind: 'always' } },
      { name: 'c', kind: undefined, label: '', condition: { kind: 'always' } },
    ]);
  });

  it("moves a field in properties' order, or in ui:order when the step has one", () => {
    expect(Object.keys(moveField(step(), 0, 2).properties as JsonObject)).toEqual(['b', 'c', 'a']);
    const ordered = moveField(step({ 'ui:order': ['c', '*'] }), 2, 0);
    expect(ordered['ui:order']).toEqual(['b', 'c', 'a']);
    expect(Object.keys(ordered.properties as JsonObject)).toEqual(['a', 'b', 'c']);
    expect(moveField(step(), 0, 7)).toEqual(step());
  });

  it('adds a field named after its label where it was dropped', () => {
    const { step: added, name } = addField(step(), 'email', 'Work e-mail', 1);
    expect(name).toBe('workEMail');
    expect(fieldOrderOf(added)).toEqual(['a', 'workEMail', 'b', 'c']);
    expect((added.properties as JsonObject).workEMail).toMatchObject({
      type: 'string',
      format: 'email',
      title: 'Work e-mail',
    });
  });

  it('names a new field apart from the names it must not take', () => {
    const { name } = addField(step(), 'email', 'Email', 0, ['email', 'email2']);
    expect(name).toBe('email3');
  });

  it('names fields apart, and from labels in any script', () => {
    expect(fieldNameFor('A', ['a', 'a2'])).toBe('a3');
    expect(fieldNameFor('Größe des Teams', [])).toBe('grosseDesTeams');
    expect(fieldNameFor('حجم الشركة', [])).toBe('field');
    expect(fieldNameFor('2 things', [])).toBe('field2Things');
  });

  it('removes a field with its requirement, its message and its place in ui:order', () => {
    expect(removeField(step({ 'ui:order': ['b', 'a', '*'] }), 'a')).toEqual({
      type: 'object',
      required: ['b'],
      properties: { b: { type: 'integer' }, c: { type: 'object' } },
      errorMessage: { required: { b: 'Say B.' } },
      'ui:order': ['b', '*'],
    });
  });

  it('removes the dependencies and conditions that name the removed field', () => {
    const removed = removeField(
      step({
        dependencies: { a: ['b'], b: ['a', 'c'], c: { required: ['a'] } },
        if: { properties: { a: { const: 'x' } }, required: ['a'] },
        then: { required: ['b'] },
        allOf: [
          { if: { properties: { b: { const: 1 } } }, then: { required: ['a', 'c'] } },
          {
            if: { properties: { c: { type: 'object' } } },
            then: { required: ['a'], errorMessage: { required: { a: 'Say A.' } } },
          },
          { if: { required: ['a'] }, else: { required: ['c'] } },
        ],
      }),
      'a',
    );
    expect(removed).toEqual({
      type: 'object',
      required: ['b'],
      properties: { b: { type: 'integer' }, c: { type: 'object' } },
      errorMessage: { required: { b: 'Say B.' } },
      dependencies: { b: ['c'] },
      allOf: [{ if: { properties: { b: { const: 1 } } }, then: { required: ['c'] } }],
    });
  });
});
