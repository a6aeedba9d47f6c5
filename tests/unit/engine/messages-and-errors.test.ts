import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { decodeMessage, encodeMessage } from '../../../src/engine/react/messageRef';
import { fieldErrorsOf, toErrorSchema } from '../../../src/engine/react/serverErrors';
import { transformErrors } from '../../../src/engine/react/transformErrors';

describe('message references', () => {
  it('carry a key with parameters through a string and back', () => {
    const encoded = encodeMessage('steps.tenant_domain.taken', { name: 'acme' });
    expect(decodeMessage(encoded)).toEqual({
      key: 'steps.tenant_domain.taken',
      params: { name: 'acme' },
    });
  });

  it('treat a plain string as a key without parameters', () => {
    expect(decodeMessage('validation.fieldRequired')).toEqual({ key: 'validation.fieldRequired' });
  });
});

describe('required messages from ajv-errors', () => {
  it('move from the parent object onto the missing field', () => {
    const error = {
      name: 'errorMessage',
      property: '',
      message: 'validation.x',
      params: { errors: [{ keyword: 'required', params: { missingProperty: 'domain' } }] },
      stack: '',
    } as RJSFValidationError;
    expect(transformErrors([error])[0]!.property).toBe('.domain');
  });

  it('keep a nested parent path', () => {
    const error = {
      name: 'errorMessage',
      property: '.businessCategory',
      message: 'k',
      params: { errors: [{ keyword: 'required', params: { missingProperty: 'name' } }] },
      stack: '',
    } as RJSFValidationError;
    expect(transformErrors([error])[0]!.property).toBe('.businessCategory.name');
  });

  it('leave other errors where they are', () => {
    const error = {
      name: 'pattern',
      property: '.domain',
      message: 'k',
      params: {},
      stack: '',
    } as RJSFValidationError;
    expect(transformErrors([error])).toEqual([error]);
  });
});

describe('server validation answers', () => {
  it('become an error schema at the fields they name', () => {
    expect(
      toErrorSchema([
        { path: '/businessCategory/description', message: 'k.desc' },
        { path: '/teamSize', message: 'k.size' },
      ]),
    ).toEqual({
      businessCategory: { description: { __errors: ['k.desc'] } },
      teamSize: { __errors: ['k.size'] },
    });
  });

  it('without a field stay a message for the whole form', () => {
    expect(
      fieldErrorsOf(new ApiCallError('Something went wrong!', 'internal_error', 500)),
    ).toBeUndefined();
    expect(
      fieldErrorsOf(
        new ApiCallError('bad', 'validation_failed', 400, {
          errors: [{ path: '/', message: 'k' }],
        }),
      ),
    ).toBeUndefined();
  });
});
