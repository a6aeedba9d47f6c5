// @vitest-environment node
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { compileStepValidators } from '../../../server/config/runtime/stepValidators';
import { errorMessageOf, errorText } from '../../../renderers/templates/errorText';
import type { Message } from '../../../shared/contract/message';
import { defaultMessageOf } from '../../../shared/schema/defaultMessage';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { invalidFieldsOf, transformErrors } from '../../../src/engine/react/transformErrors';

const LANGUAGES = ['en', 'de', 'es', 'ar'] as const;
const copy = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    JSON.parse(readFileSync(`brands/default/locales/${lang}.json`, 'utf8')) as Record<
      string,
      string
    >,
  ]),
);

/** Each keyword family as Ajv reports it, and the engine's message for it. */
const families: [string, string, object, Message][] = [
  ['required', 'required', { missingProperty: 'name' }, { id: 'validation.default.required' }],
  [
    'a property dependency',
    'dependencies',
    { property: 'phone', missingProperty: 'callTime' },
    { id: 'validation.default.dependencies' },
  ],
  [
    'dependentRequired',
    'dependentRequired',
    { property: 'a', missingProperty: 'b' },
    { id: 'validation.default.dependencies' },
  ],
  [
    'minLength',
    'minLength',
    { limit: 2 },
    { id: 'validation.default.minLength', params: { count: 2 } },
  ],
  [
    'maxLength',
    'maxLength',
    { limit: 1 },
    { id: 'validation.default.maxLength', params: { count: 1 } },
  ],
  [
    'minimum',
    'minimum',
    { comparison: '>=', limit: 1 },
    { id: 'validation.default.minimum', params: { limit: 1 } },
  ],
  [
    'maximum',
    'maximum',
    { comparison: '<=', limit: 9 },
    { id: 'validation.default.maximum', params: { limit: 9 } },
  ],
  [
    'exclusiveMinimum',
    'exclusiveMinimum',
    { comparison: '>', limit: 0 },
    { id: 'validation.default.exclusiveMinimum', params: { limit: 0 } },
  ],
  [
    'exclusiveMaximum',
    'exclusiveMaximum',
    { comparison: '<', limit: 10 },
    { id: 'validation.default.exclusiveMaximum', params: { limit: 10 } },
  ],
  [
    'multipleOf',
    'multipleOf',
    { multipleOf: 0.5 },
    { id: 'validation.default.multipleOf', params: { limit: 0.5 } },
  ],
  ['pattern', 'pattern', { pattern: '^[a-z]+$' }, { id: 'validation.default.pattern' }],
  ['format email', 'format', { format: 'email' }, { id: 'validation.default.format.email' }],
  ['format uri', 'format', { format: 'uri' }, { id: 'validation.default.format.url' }],
  ['format url', 'format', { format: 'url' }, { id: 'validation.default.format.url' }],
  ['format date', 'format', { format: 'date' }, { id: 'validation.default.format.date' }],
  ['format time', 'format', { format: 'time' }, { id: 'validation.default.format.time' }],
  [
    'format date-time',
    'format',
    { format: 'date-time' },
    { id: 'validation.default.format.date-time' },
  ],
  ['format color', 'format', { format: 'color' }, { id: 'validation.default.format.color' }],
  [
    'format hostname',
    'format',
    { format: 'hostname' },
    { id: 'validation.default.format.hostname' },
  ],
  ['format ipv4', 'format', { format: 'ipv4' }, { id: 'validation.default.format.ip' }],
  [
    'another format',
    'format',
    { format: 'uuid' },
    { id: 'validation.default.format', params: { format: 'uuid' } },
  ],
  ['enum', 'enum', { allowedValues: ['a', 'b'] }, { id: 'validation.default.enum' }],
  [
    'const',
    'const',
    { allowedValue: 'yes' },
    { id: 'validation.default.const', params: { value: 'yes' } },
  ],
  [
    'const true (a box to tick)',
    'const',
    { allowedValue: true },
    { id: 'validation.default.const.true' },
  ],
  ['type string', 'type', { type: 'string' }, { id: 'validation.default.type.string' }],
  ['type number', 'type', { type: 'number' }, { id: 'validation.default.type.number' }],
  ['type integer', 'type', { type: 'integer' }, { id: 'validation.default.type.integer' }],
  ['type boolean', 'type', { type: 'boolean' }, { id: 'validation.default.type.boolean' }],
  ['type array', 'type', { type: 'array' }, { id: 'validation.default.type.array' }],
  ['type object', 'type', { type: 'object' }, { id: 'validation.default.type.object' }],
  ['type null', 'type', { type: 'null' }, { id: 'validation.default.type.null' }],
  [
    'type string or null',
    'type',
    { type: ['string', 'null'] },
    { id: 'validation.default.type.string' },
  ],
  [
    'minItems',
    'minItems',
    { limit: 3 },
    { id: 'validation.default.minItems', params: { count: 3 } },
  ],
  [
    'maxItems',
    'maxItems',
    { limit: 5 },
    { id: 'validation.default.maxItems', params: { count: 5 } },
  ],
  [
    'additionalItems',
    'additionalItems',
    { limit: 1 },
    { id: 'validation.default.maxItems', params: { count: 1 } },
  ],
  [
    'uniqueItems',
    'uniqueItems',
    { i: 2, j: 0 },
    { id: 'validation.default.uniqueItems', params: { first: 1, second: 3 } },
  ],
  [
    'minProperties',
    'minProperties',
    { limit: 1 },
    { id: 'validation.default.minProperties', params: { count: 1 } },
  ],
  [
    'maxProperties',
    'maxProperties',
    { limit: 4 },
    { id: 'validation.default.maxProperties', params: { count: 4 } },
  ],
  [
    'additionalProperties',
    'additionalProperties',
    { additionalProperty: 'extra' },
    { id: 'validation.default.additionalProperties', params: { property: 'extra' } },
  ],
  ['oneOf', 'oneOf', { passingSchemas: null }, { id: 'validation.default.oneOf' }],
  ['anyOf', 'anyOf', {}, { id: 'validation.default.oneOf' }],
  ['not', 'not', {}, { id: 'validation.default.not' }],
  ['contains', 'contains', { minContains: 1 }, { id: 'validation.default.contains' }],
  [
    'propertyNames',
    'propertyNames',
    { propertyName: 'a b' },
    { id: 'validation.default.propertyNames', params: { name: 'a b' } },
  ],
  ['a keyword without words of its own', 'false schema', {}, { id: 'validation.default.invalid' }],
];

describe("the engine's words for a keyword a schema gives no message for", () => {
  it.each(families)('%s', (_, keyword, params, expected) => {
    expect(defaultMessageOf(keyword, params)).toEqual(expected);
  });

  it.each(LANGUAGES)(
    'have %s copy for every message, with each plural form the language needs',
    (lang) => {
      const forms = {
        en: ['_one'],
        de: ['_one'],
        es: ['_one'],
        ar: ['_zero', '_one', '_two', '_few', '_many', '_other'],
      }[lang];
      for (const [, keyword, params] of families) {
        const { id, params: values } = defaultMessageOf(keyword, params);
        expect(copy[lang]![id], `${lang} ${id}`).toEqual(expect.any(String));
        if (values && 'count' in values)
          for (const form of forms)
            expect(copy[lang]![`${id}${form}`], `${lang} ${id}${form}`).toBeTruthy();
      }
    },
  );
});

describe("an error's message in RJSF's text", () => {
  it('keeps its copy key and parameters, and a text stays a text', () => {
    const message = { id: 'validation.default.minLength', params: { count: 2 } };
    expect(errorMessageOf(errorText(message))).toEqual(message);
    expect(errorMessageOf(errorText({ id: 'validation.x' }))).toEqual({ id: 'validation.x' });
    expect(errorMessageOf('Use at least {"two"} letters.')).toEqual({
      id: 'Use at least {"two"} letters.',
    });
    expect(errorMessageOf('validation.x{not json}')).toEqual({ id: 'validation.x{not json}' });
  });
});

const importModule = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<SchemaModule>;

/** A schema as people publish it: no errorMessage, nested fields and a list. */
const plain: JsonObject = {
  type: 'object',
  required: ['name', 'email'],
  properties: {
    name: { type: 'string', minLength: 2 },
    email: { type: 'string', format: 'email' },
    age: { type: 'integer', minimum: 18 },
    address: {
      type: 'object',
      required: ['city'],
      properties: { city: { type: 'string' }, zip: { type: 'string', pattern: '^[0-9]{5}$' } },
    },
    tags: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 1 } },
    plan: { type: 'string', enum: ['free', 'pro'] },
  },
};
const invalid = {
  name: 'A',
  email: 'not-an-email',
  age: 12,
  address: { zip: '12' },
  tags: ['ok', 'x', 'y', 'z'],
  plan: 'gold',
};

/** What the browser shows at each field (as a JSON pointer, like the server's), as messages. */
async function browserMessages(schema: JsonObject, data: object): Promise<[string, Message][]> {
  const module = await importModule(buildStepModule(schema).source);
  const { validator } = await toLoadedSchema(module);
  return transformErrors(validator.validateFormData(data, module.schema).errors)
    .map((e): [string, Message] => [
      `/${(e.property ?? '').split('.').filter(Boolean).join('/')}`,
      errorMessageOf(e.message ?? ''),
    ])
    .sort(([a], [b]) => a.localeCompare(b));
}

function serverMessages(schema: JsonObject, data: Record<string, unknown>): [string, Message][] {
  return compileStepValidators(new Map([['s', schema]]))
    .get('s')!
    .validate(data)
    .map((issue): [string, Message] => [issue.path, issue.message])
    .sort(([a], [b]) => a.localeCompare(b));
}

describe('a plain schema refused in the browser', () => {
  it('says the same words with the same parameters at the same field as the server', async () => {
    const browser = await browserMessages(plain, invalid);
    expect(browser).toEqual([
      ['/address/city', { id: 'validation.default.required' }],
      ['/address/zip', { id: 'validation.default.pattern' }],
      ['/age', { id: 'validation.default.minimum', params: { limit: 18 } }],
      ['/email', { id: 'validation.default.format.email' }],
      ['/name', { id: 'validation.default.minLength', params: { count: 2 } }],
      ['/plan', { id: 'validation.default.enum' }],
      ['/tags', { id: 'validation.default.maxItems', params: { count: 3 } }],
      ['/tags/0', { id: 'validation.default.maxLength', params: { count: 1 } }],
    ]);
    expect(serverMessages(plain, invalid)).toEqual(browser);
    expect((await browserMessages(plain, {})).map(([path]) => path)).toEqual(['/email', '/name']);
  });

  it('reads in German, in the plural form the limit needs, and never in Ajv’s English', async () => {
    const t = i18next.createInstance();
    await t.init({
      lng: 'de',
      resources: { de: { translation: copy.de! } },
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
    const words = (await browserMessages(plain, invalid)).map(([path, m]) => [
      path,
      t.t(m.id, m.params),
    ]);
    expect(Object.fromEntries(words)).toEqual({
      '/address/city': 'Dieses Feld ist erforderlich.',
      '/address/zip': 'Bitte prüfen Sie diese Angabe: Sie hat nicht die erwartete Form.',
      '/age': 'Bitte geben Sie 18 oder mehr ein.',
      '/email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
      '/name': 'Bitte geben Sie mindestens 2 Zeichen ein.',
      '/plan': 'Bitte wählen Sie einen der zulässigen Werte.',
      '/tags': 'Bitte fügen Sie höchstens 3 Einträge hinzu.',
      '/tags/0': 'Bitte geben Sie höchstens 1 Zeichen ein.',
    });
  });

  it("keeps the schema's own message, a copy key or a text, over the engine's", async () => {
    const own: JsonObject = {
      ...plain,
      properties: {
        ...(plain.properties as JsonObject),
        name: { type: 'string', minLength: 2, errorMessage: 'validation.shop.name' },
        email: { type: 'string', format: 'email', errorMessage: 'Your shop’s email, please.' },
      },
    };
    const browser = Object.fromEntries(await browserMessages(own, invalid));
    expect(browser['/name']).toEqual({ id: 'validation.shop.name' });
    expect(browser['/email']).toEqual({ id: 'Your shop’s email, please.' });
    const server = Object.fromEntries(serverMessages(own, invalid));
    expect(server['/name']).toEqual({ id: 'validation.shop.name' });
    expect(server['/email']).toEqual({ id: 'Your shop’s email, please.' });
  });

  it('is counted in the funnels under the message key it shows', async () => {
    const module = await importModule(buildStepModule(plain).source);
    const { validator } = await toLoadedSchema(module);
    const errors = transformErrors(validator.validateFormData({ name: 'A' }, module.schema).errors);
    expect(invalidFieldsOf(errors)).toEqual([
      { field: 'email', messageId: 'validation.default.required' },
      { field: 'name', messageId: 'validation.default.minLength' },
    ]);
  });
});
