import { describe, expect, it } from 'vitest';
import { localizeUiSchema } from '../../../src/engine/react/localizeUiSchema';

const t = (key: string) => `<${key}>`;

describe("translating a schema's copy keys into the uiSchema", () => {
  it('copies each title and description key into ui:title and ui:description, translated', () => {
    const schema = {
      type: 'object' as const,
      title: 'k.root',
      properties: { a: { type: 'string' as const, title: 'k.a', description: 'k.a.help' } },
    };
    expect(localizeUiSchema(schema, {}, t)).toEqual({
      'ui:title': '<k.root>',
      a: { 'ui:title': '<k.a>', 'ui:description': '<k.a.help>' },
    });
  });

  it('translates placeholders, help and enum names, and keeps other ui keys', () => {
    const schema = {
      type: 'object' as const,
      properties: { a: { type: 'string' as const, enum: ['x', 'y'] } },
    };
    const ui = {
      a: {
        'ui:widget': 'radio',
        'ui:placeholder': 'k.ph',
        'ui:help': 'k.help',
        'ui:enumNames': ['k.x', 'k.y'],
      },
    };
    expect(localizeUiSchema(schema, ui, t)).toEqual({
      a: {
        'ui:widget': 'radio',
        'ui:placeholder': '<k.ph>',
        'ui:help': '<k.help>',
        'ui:enumNames': ['<k.x>', '<k.y>'],
      },
    });
  });

  it('reaches fields inside array items', () => {
    const schema = {
      type: 'array' as const,
      items: {
        type: 'object' as const,
        properties: { n: { type: 'string' as const, title: 'k.n' } },
      },
    };
    expect(localizeUiSchema(schema, {}, t)).toEqual({ items: { n: { 'ui:title': '<k.n>' } } });
  });

  it('leaves the schema itself untouched, as the precompiled validator requires', () => {
    const schema = { type: 'object' as const, title: 'k.root' };
    localizeUiSchema(schema, {}, t);
    expect(schema).toEqual({ type: 'object', title: 'k.root' });
  });
});

describe('fields declared in conditional branches', () => {
  it('get their titles translated too', () => {
    const schema = {
      type: 'object' as const,
      properties: { kind: { type: 'string' as const } },
      then: { properties: { detail: { type: 'string' as const, title: 'k.detail' } } },
    };
    expect(localizeUiSchema(schema, { detail: { 'ui:widget': 'textarea' } }, t)).toMatchObject({
      detail: { 'ui:widget': 'textarea', 'ui:title': '<k.detail>' },
    });
  });
});
