import { describe, expect, it } from 'vitest';
import { splitSchema } from '../../../shared/schema/splitSchema';
import { localizeUiSchema } from '../support/localizeUiSchema';

const t = (key: string) => `<${key}>`;

describe('ui keys inside tuples and open objects', () => {
  it('go to the tuple position and the additional items, as RJSF reads them', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'array',
      items: [{ type: 'string', 'ui:widget': 'textarea' }, { type: 'integer' }],
      additionalItems: { type: 'string', 'ui:placeholder': 'steps.x.more' },
    });
    expect(schema).toEqual({
      type: 'array',
      items: [{ type: 'string' }, { type: 'integer' }],
      additionalItems: { type: 'string' },
    });
    expect(uiSchema).toEqual({
      items: [{ 'ui:widget': 'textarea' }, {}],
      additionalItems: { 'ui:placeholder': 'steps.x.more' },
    });
  });

  it('go to uiSchema.additionalProperties from additionalProperties and every pattern', () => {
    const { schema, uiSchema } = splitSchema({
      type: 'object',
      patternProperties: { '^x-': { type: 'string', 'ui:widget': 'textarea' } },
      additionalProperties: { type: 'string', 'ui:placeholder': 'steps.x.value' },
    });
    expect(schema).toEqual({
      type: 'object',
      patternProperties: { '^x-': { type: 'string' } },
      additionalProperties: { type: 'string' },
    });
    expect(uiSchema).toEqual({
      additionalProperties: { 'ui:widget': 'textarea', 'ui:placeholder': 'steps.x.value' },
    });
  });
});

describe('the copy of tuple positions and open objects', () => {
  it('is translated where RJSF reads it', () => {
    const schema = {
      type: 'object' as const,
      properties: {
        visit: {
          type: 'array' as const,
          items: [
            { type: 'string' as const, title: 'k.first' },
            { type: 'integer' as const, title: 'k.second' },
          ],
          additionalItems: { type: 'boolean' as const, title: 'k.more' },
        },
        tags: {
          type: 'object' as const,
          additionalProperties: { type: 'string' as const, title: 'k.tag' },
        },
      },
    };
    const ui = { visit: { items: [{ 'ui:widget': 'textarea' }, {}] } };
    expect(localizeUiSchema(schema, ui, t)).toEqual({
      visit: {
        items: [{ 'ui:widget': 'textarea', 'ui:title': '<k.first>' }, { 'ui:title': '<k.second>' }],
        additionalItems: { 'ui:title': '<k.more>' },
      },
      tags: { additionalProperties: { 'ui:title': '<k.tag>' } },
    });
  });
});
