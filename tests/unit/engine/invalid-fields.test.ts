import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { invalidFieldsOf } from '../../../src/engine/react/transformErrors';

const error = (property: string, message: string, name = 'errorMessage'): RJSFValidationError => ({
  property,
  message,
  name,
  stack: `${property} ${message}`,
});

describe('the fields a refused submit names, as the funnels count them', () => {
  it('gives each top-level field once per message: the copy key, else the rule that failed', () => {
    expect(
      invalidFieldsOf([
        error('.businessCategory', 'validation.business_category.required'),
        error('.businessCategory', 'validation.business_category.required'),
        error('.stages.0.name', 'validation.stages.nameRequired'),
        error('.website', 'must match format "uri"', 'format'),
      ]),
    ).toEqual([
      { field: 'businessCategory', messageId: 'validation.business_category.required' },
      { field: 'stages', messageId: 'validation.stages.nameRequired' },
      { field: 'website', messageId: 'ajv.format' },
    ]);
  });

  it('leaves out what names no field the server would accept', () => {
    expect(
      invalidFieldsOf([
        error('', 'validation.form'),
        error('.', 'x'),
        error('.a b', 'validation.x'),
      ]),
    ).toEqual([]);
  });
});
