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
