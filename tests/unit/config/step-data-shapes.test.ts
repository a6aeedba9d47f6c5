import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { stepDataSchema } from '../../../shared/schema/stepDataSchema';
import { firstExample } from '../../../src/engine/react/stepValues';
import { at, editedDocuments, stepsOf } from './support';

const FLOW = 'schemas/flows/main.json';
const STEP = 'schemas/steps/pet.json';
const TITLE = 'steps.team_size.title';

/** The shipped documents with schemas/steps/pet.json added and, after the category step, a step for it with this `when`. */
function checked(schema: object, when?: object) {
  const documents = editedDocuments(FLOW, (flow) => {
    stepsOf(flow).splice(2, 0, {
      name: 'pet',
      schema: 'pet.json',
      progress: 12,
      ...(when && { when }),
      submit: { call: 'updateUserData', next: 'following' },
    });
  });
  documents.set(STEP, JSON.stringify({ $schema: '../meta/step.schema.json', ...schema }));
  return checkConfig(documents);
}

describe('valid JSON Schema the checker takes as a step', { timeout: 30_000 }, () => {
  it('a tuple array, draft-07 style: items as an array, with additionalItems', () => {
    const { problems } = checked({
      title: TITLE,
      type: 'object',
      properties: {
        visit: {
          type: 'array',
          title: TITLE,
          items: [
            { type: 'string', title: TITLE, 'ui:widget': 'textarea' },
            { type: 'integer', title: TITLE },
          ],
          additionalItems: { type: 'boolean', title: TITLE },
        },
      },
    });
    expect(problems).toEqual([]);
  });

  it('a tuple whose position is not a schema is refused at that position', () => {
    const { problems } = checked({
      title: TITLE,
      type: 'object',
      properties: { visit: { type: 'array', items: [{ type: 'string' }, 'integer'] } },
    });
    expect(problems).toContainEqual(at(STEP, '/properties/visit/items/1', 'type'));
  });

  it('prefixItems is refused in plain words, naming the draft-07 way', () => {
    const { problems } = checked({
      title: TITLE,
      type: 'object',
      properties: {
        visit: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
      },
    });
    expect(problems).toContainEqual(
      expect.objectContaining({
        file: STEP,
        path: '/properties/visit/prefixItems',
        rule: 'draft-07',
        fix: expect.stringContaining('"items" as an array') as string,
      }),
    );
  });

  it('a property named like a keyword is not taken for one', () => {
    const { problems } = checked({
      title: TITLE,
      type: 'object',
      properties: { prefixItems: { type: 'string', title: TITLE } },
    });
    expect(problems).toEqual([]);
  });

  it('additionalProperties and patternProperties, at the root and in a field', () => {
    const { problems } = checked({
      title: TITLE,
      type: 'object',
      properties: {
        name: { type: 'string', title: TITLE },
        tags: { type: 'object', title: TITLE, additionalProperties: { type: 'string' } },
      },
      patternProperties: { '^x-': { type: 'string', title: TITLE, 'ui:widget': 'textarea' } },
      additionalProperties: false,
    });
    expect(problems).toEqual([]);
  });

  it.each(['string', 'number', 'integer', 'boolean', 'array'])('a %s root', (type) => {
    const { problems } = checked({
      title: TITLE,
      type,
      ...(type === 'array' && { items: { type: 'string' } }),
    });
    expect(problems).toEqual([]);
  });

  it('a root that is not an object is one field named after the file, which a when rule may test', () => {
    const { problems } = checked(
      { title: TITLE, type: 'string', enum: ['cat', 'dog'] },
      { properties: { pet: { const: 'cat' } } },
    );
    expect(problems).toEqual([]);
  });

  it('a when rule comparing a one-field step to a value it never has is still refused', () => {
    const { problems } = checked(
      { title: TITLE, type: 'string', enum: ['cat', 'dog'] },
      { properties: { pet: { const: 'fish' } } },
    );
    expect(problems).toContainEqual(expect.objectContaining({ file: FLOW, rule: 'when-value' }));
  });
});

describe("a step's saved data", () => {
  it('is the schema itself when the root is an object of named fields only', () => {
    const raw = { type: 'object', title: 't', properties: { a: { type: 'string' } } };
    expect(stepDataSchema(raw, 'pet')).toBe(raw);
    expect(stepDataSchema({ ...raw, additionalProperties: false }, 'pet')).toEqual({
      ...raw,
      additionalProperties: false,
    });
  });

  it('is one required field named after the file for any other root, definitions kept at the root', () => {
    const raw = {
      $schema: '../meta/step.schema.json',
      title: 't',
      description: 'd',
      type: 'object',
      definitions: { name: { type: 'string' } },
      additionalProperties: { $ref: '#/definitions/name' },
      'ui:order': ['*'],
    };
    expect(stepDataSchema(raw, 'pet')).toEqual({
      $schema: '../meta/step.schema.json',
      title: 't',
      description: 'd',
      type: 'object',
      definitions: { name: { type: 'string' } },
      required: ['pet'],
      properties: {
        pet: {
          title: 't',
          type: 'object',
          additionalProperties: { $ref: '#/definitions/name' },
          'ui:order': ['*'],
          // The heading above names it: no legend repeating it.
          'ui:options': { label: false },
        },
      },
    });
  });

  it('carries a non-object root’s sample answers as the one field’s, so a preview starts from them', () => {
    const raw = { title: 't', type: 'string', minLength: 3, examples: ['Corner Bakery', 'Deli'] };
    const wrapped = stepDataSchema(raw, 'shop_name');
    expect(wrapped.examples).toEqual([{ shop_name: 'Corner Bakery' }, { shop_name: 'Deli' }]);
    expect(firstExample(wrapped)).toEqual({ shop_name: 'Corner Bakery' });
  });
});
