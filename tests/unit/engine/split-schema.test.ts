import { describe, expect, it } from 'vitest';
import { rendererNames, splitSchema } from '../../../shared/schema/splitSchema';

describe('splitting inline ui keys out of a step schema', () => {
  const raw = {
    $schema: '../meta/step.schema.json',
    title: 'steps.x.title',
    type: 'object',
    'ui:order': ['b', 'a'],
    properties: {
      a: { type: 'string', 'ui:widget': 'textarea', 'ui:placeholder': 'steps.x.a.placeholder' },
      b: {
        type: 'array',
        items: {
          type: 'object',
          properties: { c: { type: 'string', 'ui:widget': 'hidden' } },
          'ui:field': 'pairs',
        },
      },
    },
  };

  it('leaves a schema with no ui keys and no editor $schema', () => {
    const { schema } = splitSchema(raw);
    expect(JSON.stringify(schema)).not.toContain('ui:');
    expect(schema).not.toHaveProperty('$schema');
    expect(schema.properties).toEqual({
      a: { type: 'string' },
      b: { type: 'array', items: { type: 'object', properties: { c: { type: 'string' } } } },
    });
  });

  it('puts each ui key at the matching place of the uiSchema', () => {
    const { uiSchema } = splitSchema(raw);
    expect(uiSchema).toEqual({
      'ui:order': ['b', 'a'],
      a: { 'ui:widget': 'textarea', 'ui:placeholder': 'steps.x.a.placeholder' },
      b: { items: { 'ui:field': 'pairs', c: { 'ui:widget': 'hidden' } } },
    });
  });

  it('lists the widget and field names a uiSchema uses', () => {
    expect(rendererNames(splitSchema(raw).uiSchema)).toEqual({
      widgets: ['hidden', 'textarea'],
      fields: ['pairs'],
    });
  });

  it('lists the names given in ui:options too, which RJSF reads alike, so their code loads', () => {
    const { uiSchema } = splitSchema({
      type: 'object',
      properties: {
        a: { type: 'string', 'ui:options': { widget: 'phone', rows: 2 } },
        b: { type: 'object', 'ui:options': { field: 'qaPairs' } },
      },
    });
    expect(rendererNames(uiSchema)).toEqual({ widgets: ['phone'], fields: ['qaPairs'] });
  });
});

describe('fields declared in conditional branches', () => {
  it('give their ui keys to the parent level, where RJSF renders them', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'object',
      properties: { kind: { type: 'string' } },
      if: { properties: { kind: { const: 'other' } } },
      then: { properties: { detail: { type: 'string', 'ui:widget': 'textarea' } } },
      allOf: [{ properties: { extra: { type: 'string', 'ui:widget': 'hidden' } } }],
    });
    expect(uiSchema).toEqual({
      detail: { 'ui:widget': 'textarea' },
      extra: { 'ui:widget': 'hidden' },
    });
    expect(JSON.stringify(schema)).not.toContain('ui:');
  });
});

describe('fields declared in dependencies', () => {
  it('give their ui keys to the parent level, for property and schema dependencies alike', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'object',
      properties: { pets: { type: 'boolean' } },
      dependencies: {
        pets: {
          oneOf: [
            {
              properties: {
                pets: { const: true },
                kind: { enum: ['cat', 'dog'], 'ui:widget': 'radio' },
              },
            },
          ],
        },
        other: { properties: { note: { type: 'string', 'ui:widget': 'textarea' } } },
        both: ['pets'],
      },
    });
    expect(uiSchema).toEqual({ kind: { 'ui:widget': 'radio' }, note: { 'ui:widget': 'textarea' } });
    expect(JSON.stringify(schema)).not.toContain('ui:');
    expect((schema.dependencies as Record<string, unknown>).both).toEqual(['pets']);
  });
});

describe('ui keys written where RJSF reads them apart from a field', () => {
  it("puts an option's own ui keys at its place in the uiSchema's oneOf", () => {
    const { uiSchema } = splitSchema({
      type: 'object',
      oneOf: [
        {
          title: 'k.a',
          'ui:title': 'k.a.ui',
          properties: { a: { type: 'string', 'ui:widget': 'textarea' } },
        },
        { title: 'k.b', properties: { b: { type: 'string' } } },
      ],
    });
    expect(uiSchema).toEqual({
      oneOf: [{ 'ui:title': 'k.a.ui' }, {}],
      a: { 'ui:widget': 'textarea' },
    });
  });

  it('puts the ui keys of a definition under ui:definitions, named by its $ref', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'object',
      properties: { home: { $ref: '#/$defs/address' }, work: { $ref: '#/definitions/address' } },
      $defs: {
        address: {
          type: 'object',
          properties: { street: { type: 'string', 'ui:widget': 'textarea' } },
        },
      },
      definitions: { address: { type: 'string', 'ui:placeholder': 'k.ph' } },
      'ui:definitions': { '#/$defs/other': { 'ui:widget': 'hidden' } },
    });
    expect(uiSchema).toEqual({
      'ui:definitions': {
        '#/$defs/other': { 'ui:widget': 'hidden' },
        '#/$defs/address': { street: { 'ui:widget': 'textarea' } },
        '#/definitions/address': { 'ui:placeholder': 'k.ph' },
      },
    });
    expect(JSON.stringify(schema)).not.toContain('ui:');
  });

  it('splits tuple items, additional items and additional properties', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'object',
      properties: {
        pair: {
          type: 'array',
          items: [{ type: 'string', 'ui:widget': 'textarea' }, { type: 'number' }],
          additionalItems: { type: 'string', 'ui:widget': 'hidden' },
        },
      },
      additionalProperties: { type: 'string', 'ui:placeholder': 'k.ph' },
    });
    expect(uiSchema).toEqual({
      pair: {
        items: [{ 'ui:widget': 'textarea' }, {}],
        additionalItems: { 'ui:widget': 'hidden' },
      },
      additionalProperties: { 'ui:placeholder': 'k.ph' },
    });
    expect(JSON.stringify(schema)).not.toContain('ui:');
  });
});
