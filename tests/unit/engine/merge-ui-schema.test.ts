import { describe, expect, it } from 'vitest';
import { mergeUiSchema } from '../../../shared/schema/mergeUiSchema';
import { splitSchema, type JsonObject } from '../../../shared/schema/splitSchema';

/** A shared form's schema and uiSchema, using every place a uiSchema can reach. */
const schema: JsonObject = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    pets: { type: 'boolean' },
    tags: { type: 'array', items: { type: 'string' } },
    pair: { type: 'array', items: [{ type: 'string' }, { type: 'number' }] },
    home: { $ref: '#/$defs/address' },
    extra: { type: 'object', additionalProperties: { type: 'string' } },
  },
  if: { properties: { pets: { const: true } } },
  then: { properties: { vet: { type: 'string' } } },
  dependencies: {
    pets: { oneOf: [{ properties: { kind: { enum: ['cat', 'dog'] } } }] },
    name: ['pets'],
  },
  oneOf: [{ title: 'A', properties: { a: { type: 'string' } } }, { title: 'B' }],
  $defs: { address: { type: 'object', properties: { street: { type: 'string' } } } },
};
const uiSchema: JsonObject = {
  'ui:order': ['name', '*'],
  name: { 'ui:placeholder': 'Your name', 'ui:autofocus': true },
  tags: { items: { 'ui:widget': 'textarea' } },
  pair: { items: [{ 'ui:widget': 'textarea' }, { 'ui:widget': 'updown' }] },
  extra: { additionalProperties: { 'ui:widget': 'textarea' } },
  vet: { 'ui:help': 'Optional' },
  kind: { 'ui:widget': 'RadioWidget' },
  a: { 'ui:widget': 'textarea' },
  oneOf: [{ 'ui:title': 'First' }, {}],
  'ui:definitions': { '#/$defs/address': { street: { 'ui:widget': 'textarea' } } },
};

describe('a uiSchema given as its own document, merged into the schema', () => {
  it('puts every ui key inline where splitSchema takes it back from', () => {
    const { schema: merged, unplaced } = mergeUiSchema(schema, uiSchema);
    expect(unplaced).toEqual([]);
    expect(splitSchema(merged)).toEqual({ schema, uiSchema });
  });

  it('writes ui keys beside the JSON Schema keywords of their field', () => {
    const { schema: merged } = mergeUiSchema(schema, uiSchema);
    expect(merged).toMatchObject({
      'ui:order': ['name', '*'],
      properties: { name: { type: 'string', 'ui:placeholder': 'Your name' } },
      then: { properties: { vet: { 'ui:help': 'Optional' } } },
      dependencies: { pets: { oneOf: [{ properties: { kind: { 'ui:widget': 'RadioWidget' } } }] } },
      $defs: { address: { properties: { street: { 'ui:widget': 'textarea' } } } },
    });
  });

  it('leaves the schema it was given untouched', () => {
    const before = structuredClone(schema);
    mergeUiSchema(schema, uiSchema);
    expect(schema).toEqual(before);
  });

  it('names what refers to no field of the schema, leaving it out', () => {
    const { schema: merged, unplaced } = mergeUiSchema(schema, {
      nothing: { 'ui:widget': 'textarea' },
      pair: { items: [{}, {}, { 'ui:widget': 'textarea' }] },
      'ui:definitions': { '#/$defs/missing': { 'ui:widget': 'hidden' } },
    });
    expect(unplaced).toEqual(['/ui:definitions/#~1$defs~1missing', '/nothing', '/pair/items/2']);
    expect(JSON.stringify(merged)).not.toContain('hidden');
  });
});

describe('a uiSchema for fields a form reaches through a $ref or a tuple', () => {
  const person: JsonObject = {
    type: 'object',
    properties: { pets: { enum: ['No', 'Yes'] } },
    dependencies: {
      pets: { oneOf: [{ properties: { pets: { const: 'Yes' }, keep: { type: 'boolean' } } }] },
    },
  };
  const household: JsonObject = {
    type: 'object',
    definitions: { person },
    properties: {
      owner: { $ref: '#/definitions/person' },
      owners: { type: 'array', items: { $ref: '#/definitions/person' } },
      members: {
        type: 'array',
        items: [{ $ref: '#/definitions/person' }],
        additionalItems: { $ref: '#/definitions/person' },
      },
    },
  };
  const radio = { keep: { 'ui:widget': 'radio' } };

  it('goes to the definition when every reference asks the same of it, as RJSF applies it at each', () => {
    const { schema: merged, unplaced } = mergeUiSchema(household, {
      owner: radio,
      owners: { items: radio },
      members: { items: radio, additionalItems: radio },
    });
    expect(unplaced).toEqual([]);
    expect(merged).toMatchObject({
      definitions: {
        person: { dependencies: { pets: { oneOf: [{ properties: { keep: radio.keep } }] } } },
      },
    });
    expect(splitSchema(merged).uiSchema).toEqual({
      'ui:definitions': { '#/definitions/person': radio },
    });
  });

  it('gives one uiSchema for a tuple’s items to each of them', () => {
    const pair: JsonObject = {
      type: 'object',
      properties: { pair: { type: 'array', items: [{ type: 'string' }, { type: 'string' }] } },
    };
    const { schema: merged, unplaced } = mergeUiSchema(pair, {
      pair: { items: { 'ui:widget': 'textarea' } },
    });
    expect(unplaced).toEqual([]);
    expect(merged).toMatchObject({
      properties: {
        pair: { items: [{ 'ui:widget': 'textarea' }, { 'ui:widget': 'textarea' }] },
      },
    });
  });

  it('is named as unplaced when references differ, or some ask nothing, leaving the definition as it was', () => {
    const partly = mergeUiSchema(household, { owner: radio });
    expect(partly.unplaced).toEqual(['/owner/keep']);
    const differently = mergeUiSchema(household, {
      owner: radio,
      owners: { items: { keep: { 'ui:widget': 'select' } } },
      members: { items: radio, additionalItems: radio },
    });
    expect(differently.unplaced).toEqual([
      '/owner/keep',
      '/owners/items/keep',
      '/members/items/keep',
      '/members/additionalItems/keep',
    ]);
    for (const { schema: merged } of [partly, differently])
      expect(merged.definitions).toEqual(household.definitions);
  });
});
