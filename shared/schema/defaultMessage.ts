import type { Message, MessageParams } from '../contract/message';

/** The copy keys of the engine's own validation messages: `validation.default.<keyword>`. */
export const DEFAULT_MESSAGE_PREFIX = 'validation.default.';

/** Formats with words of their own; any other format gets the general `format` message. */
const WORDED_FORMATS: Readonly<Record<string, string>> = {
  email: 'email',
  'idn-email': 'email',
  uri: 'url',
  url: 'url',
  iri: 'url',
  date: 'date',
  time: 'time',
  'date-time': 'date-time',
  color: 'color',
  hostname: 'hostname',
  'idn-hostname': 'hostname',
  ipv4: 'ip',
  ipv6: 'ip',
};

const WORDED_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'null'];

/** Keywords that say the same to a person as another one does. */
const SAME_WORDS: Readonly<Record<string, string>> = {
  dependentRequired: 'dependencies',
  anyOf: 'oneOf',
  additionalItems: 'maxItems',
  unevaluatedProperties: 'additionalProperties',
};

type Params = Record<string, unknown>;

const key = (name: string, params?: MessageParams): Message =>
  params === undefined
    ? { id: `${DEFAULT_MESSAGE_PREFIX}${name}` }
    : { id: `${DEFAULT_MESSAGE_PREFIX}${name}`, params };

const numberOf = (value: unknown) => (typeof value === 'number' ? value : Number(value));

/** A const's value as a person reads it: a text as it is, anything else as JSON. */
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The engine's words for a value an Ajv keyword refused, when the schema gives no errorMessage of
 * its own: a copy key under validation.default and its parameters (a count, for plural forms, or a
 * limit). The browser shows it at the field and the server sends it in its field problems, so the
 * person reads the same words whichever side found the error.
 */
export function defaultMessageOf(keyword: string | undefined, rawParams: unknown): Message {
  const params = (rawParams ?? {}) as Params;
  const name = SAME_WORDS[keyword ?? ''] ?? keyword;
  switch (name) {
    case 'required':
    case 'dependencies':
    case 'pattern':
    case 'enum':
    case 'oneOf':
    case 'not':
    case 'contains':
      return key(name);
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minProperties':
    case 'maxProperties':
      return key(name, { count: numberOf(params.limit) });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return key(name, { limit: numberOf(params.limit) });
    case 'multipleOf':
      return key(name, { limit: numberOf(params.multipleOf) });
    case 'format': {
      const format = String(params.format);
      const worded = WORDED_FORMATS[format];
      return worded ? key(`format.${worded}`) : key('format', { format });
    }
    case 'const':
      return params.allowedValue === true
        ? key('const.true')
        : key('const', { value: shown(params.allowedValue) });
    case 'type': {
      const types = [params.type].flat().map(String);
      const expected = types.find((type) => type !== 'null') ?? types[0] ?? '';
      return WORDED_TYPES.includes(expected) ? key(`type.${expected}`) : key('invalid');
    }
    case 'uniqueItems':
      // Ajv names the later duplicate i and the earlier j, counting from 0.
      return key(name, { first: numberOf(params.j) + 1, second: numberOf(params.i) + 1 });
    case 'additionalProperties':
      return key(name, {
        property: String(params.additionalProperty ?? params.unevaluatedProperty),
      });
    case 'propertyNames':
      return key(name, { name: String(params.propertyName) });
    default:
      return key('invalid');
  }
}
