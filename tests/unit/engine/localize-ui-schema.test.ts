import { describe, expect, it } from 'vitest';
import { localizeUiSchema } from '../support/localizeUiSchema';
import { translateUiSchema } from '../../../src/engine/react/translateUiSchema';

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

describe('every text RJSF shows, wherever the schema declares it', () => {
  it("translates oneOf and anyOf options' titles into the uiSchema's option list, keeping the fields' ui", () => {
    const schema = {
      type: 'object' as const,
      properties: {
        plan: { type: 'string' as const, oneOf: [{ const: 'a', title: 'k.a' }, { const: 'b' }] },
      },
      anyOf: [
        { title: 'k.opt1', properties: { x: { type: 'string' as const, title: 'k.x' } } },
        { title: 'k.opt2' },
      ],
    };
    const out = localizeUiSchema(schema, { x: { 'ui:widget': 'textarea' } }, t);
    expect(out.plan).toEqual({ oneOf: [{ 'ui:title': '<k.a>' }, {}] });
    expect(out.anyOf).toEqual([
      { 'ui:title': '<k.opt1>', x: { 'ui:widget': 'textarea', 'ui:title': '<k.x>' } },
      { 'ui:title': '<k.opt2>', x: { 'ui:widget': 'textarea' } },
    ]);
  });

  it('translates the titles of definitions under ui:definitions, for every place that uses them', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        home: { $ref: '#/$defs/address' },
        list: { type: 'array' as const, items: { $ref: '#/definitions/node' } },
      },
      $defs: {
        address: {
          type: 'object' as const,
          title: 'k.address',
          properties: { street: { type: 'string' as const, title: 'k.street' } },
        },
      },
      definitions: {
        node: {
          type: 'object' as const,
          title: 'k.node',
          properties: {
            children: { type: 'array' as const, items: { $ref: '#/definitions/node' } },
          },
        },
      },
    };
    const ui = { 'ui:definitions': { '#/$defs/address': { street: { 'ui:widget': 'textarea' } } } };
    expect(localizeUiSchema(schema, ui, t)['ui:definitions']).toEqual({
      '#/$defs/address': {
        'ui:title': '<k.address>',
        street: { 'ui:widget': 'textarea', 'ui:title': '<k.street>' },
      },
      '#/definitions/node': { 'ui:title': '<k.node>' },
    });
  });

  it('translates fields declared in property and schema dependencies', () => {
    const schema = {
      type: 'object' as const,
      properties: { pets: { type: 'boolean' as const } },
      dependencies: {
        pets: {
          oneOf: [
            {
              properties: {
                pets: { const: true },
                kind: { type: 'string' as const, title: 'k.kind', enum: ['c', 'd'] },
              },
            },
          ],
        },
        other: { properties: { note: { type: 'string' as const, description: 'k.note' } } },
        name: ['pets'],
      },
    };
    expect(localizeUiSchema(schema, { kind: { 'ui:widget': 'radio' } }, t)).toMatchObject({
      kind: { 'ui:widget': 'radio', 'ui:title': '<k.kind>' },
      note: { 'ui:description': '<k.note>' },
    });
  });

  it('translates enum names given as an object by value, and texts inside ui:options', () => {
    const schema = { type: 'string' as const, enum: ['x', 'y'] };
    const ui = {
      'ui:enumNames': { x: 'k.x', y: 'k.y' },
      'ui:options': { title: 'k.t', help: 'k.h', placeholder: 'k.p', enumNames: { x: 'k.x' } },
    };
    expect(localizeUiSchema(schema, ui, t)).toEqual({
      'ui:enumNames': { x: '<k.x>', y: '<k.y>' },
      'ui:options': {
        title: '<k.t>',
        help: '<k.h>',
        placeholder: '<k.p>',
        enumNames: { x: '<k.x>' },
      },
    });
  });

  it('reaches tuple items, additional items and additional properties', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        pair: {
          type: 'array' as const,
          items: [{ type: 'string' as const, title: 'k.first' }],
          additionalItems: { type: 'string' as const, title: 'k.more' },
        },
      },
      additionalProperties: { type: 'string' as const, title: 'k.value' },
    };
    expect(localizeUiSchema(schema, {}, t)).toEqual({
      pair: { items: [{ 'ui:title': '<k.first>' }], additionalItems: { 'ui:title': '<k.more>' } },
      additionalProperties: { 'ui:title': '<k.value>' },
    });
  });
});

describe('translating a served uiSchema', () => {
  it('translates only texts: widget names, field order and widget options that are not texts stay', () => {
    const ui = {
      'ui:order': ['b', 'a'],
      a: {
        'ui:widget': 'k.widgetLike',
        'ui:options': { title: 'k.t', rows: 3, inner: { title: 'k.notAText' } },
      },
      b: { items: [{ 'ui:help': 'k.h' }], 'ui:classNames': 'k.class' },
    };
    expect(translateUiSchema(ui, t)).toEqual({
      'ui:order': ['b', 'a'],
      a: {
        'ui:widget': 'k.widgetLike',
        'ui:options': { title: '<k.t>', rows: 3, inner: { title: 'k.notAText' } },
      },
      b: { items: [{ 'ui:help': '<k.h>' }], 'ui:classNames': 'k.class' },
    });
  });
});
