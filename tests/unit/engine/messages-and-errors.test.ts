import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import { decodeMessage, fieldErrorText } from '../../../src/engine/react/messageRef';
import {
  fieldErrorsOf,
  fieldProblemsOf,
  toErrorSchema,
} from '../../../src/engine/react/serverErrors';
import { transformErrors } from '../../../src/engine/react/transformErrors';

describe('message references', () => {
  it('carry a field message with parameters through the error strings of RJSF and back', () => {
    const text = fieldErrorText({ id: 'validation.subdomain.taken', params: { name: 'acme' } });
    expect(decodeMessage(text)).toEqual({
      key: 'validation.subdomain.taken',
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
        { path: '/businessCategory/description', message: { id: 'k.desc' } },
        { path: '/teamSize', message: { id: 'k.size' } },
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

describe('the one message shape of a failure', () => {
  it('shows the msg_ref of the reply, falling back to its text', () => {
    const ref = { id: 'validation.promoCode.invalid', params: { code: 'X' } };
    expect(new ApiCallError('Not valid.', 'promo_code_invalid', 400, null, ref).messageRef).toEqual(
      ref,
    );
    expect(new ApiCallError('Not valid.', 'promo_code_invalid', 400).messageRef).toEqual({
      id: 'Not valid.',
    });
  });

  it('keeps the field problems of the server as messages, and reads older text ones as messages too', () => {
    const failure = new ApiCallError('bad', 'validation_failed', 400, {
      errors: [
        { path: '/teamSize', message: { id: 'validation.teamSize', params: { max: 5 } } },
        { path: '/name', message: 'Please enter a name.' },
        { path: '/', message: { id: 'validation.whole' } },
      ],
    });
    expect(fieldProblemsOf(failure)).toEqual([
      { path: '/teamSize', message: { id: 'validation.teamSize', params: { max: 5 } } },
      { path: '/name', message: { id: 'Please enter a name.' } },
    ]);
  });

  it('puts the msg_ref of a failure mapped by its status code under that field', () => {
    const ref = { id: 'validation.promoCode.invalid' };
    const failure = new ApiCallError('Not valid.', 'promo_code_invalid', 400, null, ref);
    expect(fieldProblemsOf(failure, { promo_code_invalid: 'promoCode' })).toEqual([
      { path: '/promoCode', message: ref },
    ]);
  });
});
