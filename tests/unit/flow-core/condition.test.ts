import { describe, expect, it } from 'vitest';
import {
  ConditionError,
  SUPPORTED_CONDITION_KEYWORDS,
  assertValidCondition,
  matchesCondition,
} from '../../../shared/flow';

function thrownBy(run: () => unknown): ConditionError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ConditionError);
    return error as ConditionError;
  }
  throw new Error('expected a ConditionError, but nothing was thrown');
}

describe('boolean schemas', () => {
  it('true matches any data', () => {
    expect(matchesCondition(true, { anything: 1 })).toBe(true);
  });

  it('false matches no data', () => {
    expect(matchesCondition(false, {})).toBe(false);
  });

  it('a nested false schema rejects a property that is present', () => {
    expect(matchesCondition({ properties: { banned: false } }, { banned: 1 })).toBe(false);
  });

  it('a nested false schema accepts data without that property', () => {
    expect(matchesCondition({ properties: { banned: false } }, { other: 1 })).toBe(true);
  });

  it('an empty schema matches any data', () => {
    expect(matchesCondition({}, null)).toBe(true);
  });
});

describe('type', () => {
  it.each([
    ['string', 'text', 1],
    ['number', 1.5, '1.5'],
    ['integer', 3, 3.5],
    ['boolean', false, 0],
    ['object', { a: 1 }, [1]],
    ['array', [1], { 0: 1 }],
    ['null', null, undefined],
  ])('type %s matches %j and not %j', (type, matching, other) => {
    expect(matchesCondition({ type }, matching)).toBe(true);
    expect(matchesCondition({ type }, other)).toBe(false);
  });

  it('type object does not match null', () => {
    expect(matchesCondition({ type: 'object' }, null)).toBe(false);
  });

  it('type number does not match NaN', () => {
    expect(matchesCondition({ type: 'number' }, Number.NaN)).toBe(false);
  });

  it('type number matches an integer', () => {
    expect(matchesCondition({ type: 'number' }, 4)).toBe(true);
  });

  it('a type array matches data of any listed type', () => {
    const condition = { type: ['string', 'null'] };
    expect(matchesCondition(condition, 'x')).toBe(true);
    expect(matchesCondition(condition, null)).toBe(true);
  });

  it('a type array rejects data of an unlisted type', () => {
    expect(matchesCondition({ type: ['string', 'null'] }, 1)).toBe(false);
  });
});

describe('const', () => {
  it('matches an equal primitive', () => {
    expect(matchesCondition({ const: 'SaaS' }, 'SaaS')).toBe(true);
  });

  it('rejects a different primitive', () => {
    expect(matchesCondition({ const: 'SaaS' }, 'Other')).toBe(false);
  });

  it('does not coerce between a number and a string', () => {
    expect(matchesCondition({ const: 1 }, '1')).toBe(false);
  });

  it('compares objects deeply, whatever the key order', () => {
    expect(matchesCondition({ const: { a: 1, b: [1, 2] } }, { b: [1, 2], a: 1 })).toBe(true);
  });

  it('rejects an object that differs in a nested value', () => {
    expect(matchesCondition({ const: { a: { b: 1 } } }, { a: { b: 2 } })).toBe(false);
  });

  it('rejects an object with an extra key', () => {
    expect(matchesCondition({ const: { a: 1 } }, { a: 1, b: 2 })).toBe(false);
  });

  it('rejects an object missing a key of the const', () => {
    expect(matchesCondition({ const: { a: 1, b: 2 } }, { a: 1 })).toBe(false);
  });

  it('compares arrays in order', () => {
    expect(matchesCondition({ const: [1, 2] }, [2, 1])).toBe(false);
  });

  it('does not take an array for an object with index keys', () => {
    expect(matchesCondition({ const: { 0: 'a' } }, ['a'])).toBe(false);
  });

  it('const null does not match a missing value', () => {
    expect(matchesCondition({ const: null }, undefined)).toBe(false);
  });
});

describe('enum', () => {
  it('matches a listed value', () => {
    expect(matchesCondition({ enum: ['a', 'b'] }, 'b')).toBe(true);
  });

  it('rejects an unlisted value', () => {
    expect(matchesCondition({ enum: ['a', 'b'] }, 'c')).toBe(false);
  });

  it('compares listed objects deeply', () => {
    expect(matchesCondition({ enum: [{ plan: 'pro' }] }, { plan: 'pro' })).toBe(true);
  });

  it('an empty enum matches nothing', () => {
    expect(matchesCondition({ enum: [] }, 'a')).toBe(false);
  });
});

describe('properties', () => {
  const condition = { properties: { plan: { const: 'pro' } } };

  it('matches when a present property matches its schema', () => {
    expect(matchesCondition(condition, { plan: 'pro' })).toBe(true);
  });

  it('rejects when a present property does not match its schema', () => {
    expect(matchesCondition(condition, { plan: 'free' })).toBe(false);
  });

  it('ignores a property that is absent', () => {
    expect(matchesCondition(condition, {})).toBe(true);
  });

  it('treats a property set to undefined as absent', () => {
    expect(matchesCondition(condition, { plan: undefined })).toBe(true);
  });

  it('does not apply to data that is not an object', () => {
    expect(matchesCondition(condition, 'pro')).toBe(true);
  });

  it('applies nested properties at depth', () => {
    const nested = { properties: { a: { properties: { b: { type: 'integer' } } } } };
    expect(matchesCondition(nested, { a: { b: 'x' } })).toBe(false);
  });
});

describe('required', () => {
  it('matches when every required property is present', () => {
    expect(matchesCondition({ required: ['a', 'b'] }, { a: 1, b: null })).toBe(true);
  });

  it('rejects when one required property is missing', () => {
    expect(matchesCondition({ required: ['a', 'b'] }, { a: 1 })).toBe(false);
  });

  it('counts a property set to undefined as missing', () => {
    expect(matchesCondition({ required: ['a'] }, { a: undefined })).toBe(false);
  });

  it('does not count an inherited property as present', () => {
    expect(matchesCondition({ required: ['toString'] }, {})).toBe(false);
  });

  it('does not apply to data that is not an object', () => {
    expect(matchesCondition({ required: ['a'] }, 42)).toBe(true);
  });
});

describe('not', () => {
  it('matches when the inner schema does not', () => {
    expect(matchesCondition({ not: { const: 'a' } }, 'b')).toBe(true);
  });

  it('rejects when the inner schema matches', () => {
    expect(matchesCondition({ not: { const: 'a' } }, 'a')).toBe(false);
  });
});

describe('allOf, anyOf and oneOf', () => {
  const isString = { type: 'string' };
  const isShort = { maxLength: 3 };

  it('allOf matches when every schema matches', () => {
    expect(matchesCondition({ allOf: [isString, isShort] }, 'abc')).toBe(true);
  });

  it('allOf rejects when one schema does not match', () => {
    expect(matchesCondition({ allOf: [isString, isShort] }, 'abcd')).toBe(false);
  });

  it('anyOf matches when one schema matches', () => {
    expect(matchesCondition({ anyOf: [{ const: 1 }, { const: 2 }] }, 2)).toBe(true);
  });

  it('anyOf rejects when no schema matches', () => {
    expect(matchesCondition({ anyOf: [{ const: 1 }, { const: 2 }] }, 3)).toBe(false);
  });

  it('oneOf matches when exactly one schema matches', () => {
    expect(matchesCondition({ oneOf: [isString, { type: 'number' }] }, 'abcd')).toBe(true);
  });

  it('oneOf rejects when two schemas match', () => {
    expect(matchesCondition({ oneOf: [isString, isShort] }, 'abc')).toBe(false);
  });

  it('oneOf rejects when no schema matches', () => {
    expect(matchesCondition({ oneOf: [{ const: 1 }, { const: 2 }] }, 3)).toBe(false);
  });
});

describe('contains and items', () => {
  it('contains matches when some item matches', () => {
    expect(matchesCondition({ contains: { const: 'x' } }, ['a', 'x'])).toBe(true);
  });

  it('contains rejects when no item matches', () => {
    expect(matchesCondition({ contains: { const: 'x' } }, ['a', 'b'])).toBe(false);
  });

  it('contains rejects an empty array', () => {
    expect(matchesCondition({ contains: true }, [])).toBe(false);
  });

  it('contains does not apply to data that is not an array', () => {
    expect(matchesCondition({ contains: { const: 'x' } }, 'x')).toBe(true);
  });

  it('items matches when every item matches', () => {
    expect(matchesCondition({ items: { type: 'string' } }, ['a', 'b'])).toBe(true);
  });

  it('items rejects when one item does not match', () => {
    expect(matchesCondition({ items: { type: 'string' } }, ['a', 2])).toBe(false);
  });

  it('items matches an empty array', () => {
    expect(matchesCondition({ items: false }, [])).toBe(true);
  });

  it('items does not apply to data that is not an array', () => {
    expect(matchesCondition({ items: { type: 'string' } }, 5)).toBe(true);
  });
});

describe('minItems and maxItems', () => {
  it('minItems accepts an array of exactly that length', () => {
    expect(matchesCondition({ minItems: 2 }, [1, 2])).toBe(true);
  });

  it('minItems rejects a shorter array', () => {
    expect(matchesCondition({ minItems: 2 }, [1])).toBe(false);
  });

  it('maxItems accepts an array of exactly that length', () => {
    expect(matchesCondition({ maxItems: 2 }, [1, 2])).toBe(true);
  });

  it('maxItems rejects a longer array', () => {
    expect(matchesCondition({ maxItems: 2 }, [1, 2, 3])).toBe(false);
  });

  it('minItems does not apply to data that is not an array', () => {
    expect(matchesCondition({ minItems: 2 }, 'ab')).toBe(true);
  });
});

describe('minLength and maxLength', () => {
  it('minLength accepts a string of exactly that length', () => {
    expect(matchesCondition({ minLength: 3 }, 'abc')).toBe(true);
  });

  it('minLength rejects a shorter string', () => {
    expect(matchesCondition({ minLength: 3 }, 'ab')).toBe(false);
  });

  it('maxLength accepts a string of exactly that length', () => {
    expect(matchesCondition({ maxLength: 3 }, 'abc')).toBe(true);
  });

  it('maxLength rejects a longer string', () => {
    expect(matchesCondition({ maxLength: 3 }, 'abcd')).toBe(false);
  });

  it('lengths count characters, not UTF-16 code units', () => {
    expect(matchesCondition({ maxLength: 1 }, '😀')).toBe(true);
  });

  it('minLength does not apply to data that is not a string', () => {
    expect(matchesCondition({ minLength: 3 }, [1])).toBe(true);
  });
});

describe('pattern', () => {
  it('matches a string the expression finds', () => {
    expect(matchesCondition({ pattern: '^https://' }, 'https://a.example')).toBe(true);
  });

  it('rejects a string the expression does not find', () => {
    expect(matchesCondition({ pattern: '^https://' }, 'http://a.example')).toBe(false);
  });

  it('is not anchored unless the expression says so', () => {
    expect(matchesCondition({ pattern: 'b' }, 'abc')).toBe(true);
  });

  it('reads the expression with Unicode semantics', () => {
    expect(matchesCondition({ pattern: '^\\p{Lu}' }, 'Écoles')).toBe(true);
  });

  it('does not apply to data that is not a string', () => {
    expect(matchesCondition({ pattern: '^a$' }, 7)).toBe(true);
  });
});

describe('minimum and maximum', () => {
  it('minimum is inclusive', () => {
    expect(matchesCondition({ minimum: 5 }, 5)).toBe(true);
  });

  it('minimum rejects a smaller number', () => {
    expect(matchesCondition({ minimum: 5 }, 4.99)).toBe(false);
  });

  it('maximum is inclusive', () => {
    expect(matchesCondition({ maximum: 5 }, 5)).toBe(true);
  });

  it('maximum rejects a larger number', () => {
    expect(matchesCondition({ maximum: 5 }, 6)).toBe(false);
  });

  it('minimum does not apply to data that is not a number', () => {
    expect(matchesCondition({ minimum: 5 }, '1')).toBe(true);
  });
});

describe('annotations', () => {
  it('title, description and $comment do not change the result', () => {
    const annotated = { title: 't', description: 'd', $comment: 'c', const: 'a' };
    expect(matchesCondition(annotated, 'a')).toBe(true);
    expect(matchesCondition(annotated, 'b')).toBe(false);
  });
});

describe('the campaign_usecase condition of the main flow', () => {
  const condition = {
    properties: {
      businessCategory: {
        properties: { name: { enum: ['Technical Services', 'Marketing Services'] } },
        required: ['name'],
      },
    },
    required: ['businessCategory'],
  };

  it('matches a user in Technical Services', () => {
    expect(matchesCondition(condition, { businessCategory: { name: 'Technical Services' } })).toBe(
      true,
    );
  });

  it('rejects a user without a business category', () => {
    expect(matchesCondition(condition, { stepName: 'stages' })).toBe(false);
  });

  it('rejects a user whose category has no name', () => {
    expect(matchesCondition(condition, { businessCategory: { description: 'x' } })).toBe(false);
  });
});

describe('unsupported keywords and malformed values', () => {
  it('an unknown keyword throws an error naming it', () => {
    expect(() => matchesCondition({ minimun: 1 }, 1)).toThrow(/"minimun"/);
  });

  it('the error carries the keyword and its JSON Pointer', () => {
    const error = thrownBy(() => matchesCondition({ properties: { a: { enm: [1] } } }, {}));
    expect(error.keyword).toBe('enm');
    expect(error.path).toBe('/properties/a/enm');
  });

  it('an unknown keyword throws even in a branch the data never reaches', () => {
    const condition = { anyOf: [true, { properties: { a: { constt: 1 } } }] };
    expect(() => matchesCondition(condition, 'not an object')).toThrow(/"constt"/);
  });

  it.each(['additionalProperties', '$ref', 'if', 'format', 'exclusiveMinimum'])(
    'the JSON Schema keyword %s is outside the subset and throws',
    (keyword) => {
      expect(() => matchesCondition({ [keyword]: {} }, {})).toThrow(`"${keyword}"`);
    },
  );

  it('an unknown type name throws', () => {
    expect(thrownBy(() => matchesCondition({ type: 'text' }, 'a')).keyword).toBe('type');
  });

  it('an empty type array throws', () => {
    expect(thrownBy(() => matchesCondition({ type: [] }, 'a')).keyword).toBe('type');
  });

  it('required that is not an array of names throws', () => {
    expect(thrownBy(() => matchesCondition({ required: 'a' }, {})).keyword).toBe('required');
  });

  it('a negative minLength throws', () => {
    expect(thrownBy(() => matchesCondition({ minLength: -1 }, 'a')).keyword).toBe('minLength');
  });

  it('a fractional maxItems throws', () => {
    expect(thrownBy(() => matchesCondition({ maxItems: 1.5 }, [])).keyword).toBe('maxItems');
  });

  it('a minimum that is not a number throws', () => {
    expect(thrownBy(() => matchesCondition({ minimum: '1' }, 1)).keyword).toBe('minimum');
  });

  it('an invalid regular expression throws', () => {
    expect(thrownBy(() => matchesCondition({ pattern: '(' }, 'a')).keyword).toBe('pattern');
  });

  it('an empty anyOf throws', () => {
    expect(thrownBy(() => matchesCondition({ anyOf: [] }, 'a')).keyword).toBe('anyOf');
  });

  it('the tuple form of items throws', () => {
    expect(thrownBy(() => matchesCondition({ items: [true] }, [])).keyword).toBe('items');
  });

  it('enum that is not an array throws', () => {
    expect(thrownBy(() => matchesCondition({ enum: 'a' }, 'a')).keyword).toBe('enum');
  });

  it('a subschema that is neither an object nor a boolean throws', () => {
    expect(() => matchesCondition({ not: 'a' }, 'a')).toThrow(ConditionError);
  });

  it('assertValidCondition accepts a condition of the subset', () => {
    expect(() => assertValidCondition({ properties: { a: { type: 'string' } } })).not.toThrow();
  });

  it('assertValidCondition rejects a typo without any data', () => {
    expect(() => assertValidCondition({ propertes: {} })).toThrow(/"propertes"/);
  });
});

describe('the supported keyword list', () => {
  const sampleValues: Record<string, unknown> = {
    type: 'string',
    const: 1,
    enum: [1],
    properties: {},
    required: [],
    not: false,
    allOf: [true],
    anyOf: [true],
    oneOf: [true],
    contains: true,
    items: true,
    minItems: 0,
    maxItems: 1,
    minLength: 0,
    maxLength: 1,
    pattern: 'a',
    minimum: 0,
    maximum: 1,
    title: 't',
    description: 'd',
    $comment: 'c',
  };

  it('names exactly the keywords of the subset', () => {
    expect([...SUPPORTED_CONDITION_KEYWORDS].sort()).toEqual(Object.keys(sampleValues).sort());
  });

  it.each(Object.entries(sampleValues))(
    'the evaluator accepts the keyword %s',
    (keyword, value) => {
      expect(() => assertValidCondition({ [keyword]: value })).not.toThrow();
    },
  );
});
