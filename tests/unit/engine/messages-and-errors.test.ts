import type { ErrorSchema, RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../../src/api/errors';
import {
  fieldProblem,
  fieldProblemsOf,
  mergeErrorSchemas,
  toErrorSchema,
} from '../../../src/engine/react/serverErrors';
import { transformErrors } from '../../../src/engine/react/transformErrors';

describe('merged error schemas', () => {
  it("keep both schemas' messages at a shared field and each one's own fields", () => {
    expect(
      mergeErrorSchemas({ email: { __errors: ['a'] } } as unknown as ErrorSchema, undefined, {
        email: { __errors: ['b'] },
        name: { __errors: ['c'] },
      } as unknown as ErrorSchema),
    ).toEqual({ email: { __errors: ['a', 'b'] }, name: { __errors: ['c'] } });
    expect(mergeErrorSchemas(undefined, undefined)).toBeUndefined();
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

  it("leave other errors where they are, in the engine's words", () => {
    const error = {
      name: 'pattern',
      property: '.domain',
      message: 'must match pattern "^[a-z]+$"',
      params: { pattern: '^[a-z]+$' },
      stack: '',
    } as RJSFValidationError;
    expect(transformErrors([error])).toEqual([{ ...error, message: 'validation.default.pattern' }]);
  });
});

describe('server validation answers', () => {
  it('become an error schema at the fields they name, each message written as the form shows it', () => {
    const text = (m: { id: string; params?: Record<string, unknown> }) =>
      `${m.id}(${JSON.stringify(m.params ?? {})})`;
    expect(
      toErrorSchema(
        [
          { path: '/businessCategory/description', message: { id: 'k.desc' } },
          { path: '/teamSize', message: { id: 'k.size', params: { max: 5 } } },
          ...fieldProblem('teamSize', { id: 'k.other' }),
        ],
        text,
      ),
    ).toEqual({
      businessCategory: { description: { __errors: ['k.desc({})'] } },
      teamSize: { __errors: ['k.size({"max":5})', 'k.other({})'] },
    });
  });

  it('without a field stay a message for the whole form', () => {
    expect(
      fieldProblemsOf(new ApiCallError('Something went wrong!', 'internal_error', 500)),
    ).toBeUndefined();
    expect(
      fieldProblemsOf(
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
