// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { buildStepModule } from '../../../shared/schema/stepModule';
import { repoRoot } from './support';

/**
 * The support matrix of docs/operator-guide.md, held to the engine: each row's tiny step schemas
 * go through the checker and the module build, and must come out as the row says (supported: no
 * problem and a module that loads; refused: the rule the row names). A row without a case, or a
 * case without a row, fails, so the guide cannot drift from the engine.
 */

const SECTION = '## What the engine takes of standard JSON Schema and RJSF';
const GUIDE = readFileSync(join(repoRoot, 'docs/operator-guide.md'), 'utf8');

/** A step of one field, `answer`, with the given schema. */
const field = (answer: JsonObject): JsonObject => ({
  title: 'Case',
  type: 'object',
  properties: { answer },
});
/** A step of the fields `a` (text) and `b` (number), with the given root keywords. */
const root = (keywords: JsonObject): JsonObject => ({
  title: 'Case',
  type: 'object',
  properties: { a: { type: 'string' }, b: { type: 'number' } },
  ...keywords,
});
const text = (keywords: JsonObject): JsonObject => field({ type: 'string', ...keywords });
const number = (keywords: JsonObject): JsonObject => field({ type: 'number', ...keywords });
const list = (keywords: JsonObject): JsonObject =>
  field({ type: 'array', items: { type: 'string' }, ...keywords });
const map = (keywords: JsonObject): JsonObject => field({ type: 'object', ...keywords });
const choice = (keywords: JsonObject): JsonObject =>
  text({ enum: ['small', 'large'], ...keywords });
const options = ['small', 'large', 'other'];
const checkboxes = (keywords: JsonObject): JsonObject =>
  field({
    type: 'array',
    uniqueItems: true,
    items: { type: 'string', enum: options },
    ...keywords,
  });

type Cases = Record<string, JsonObject | JsonObject[]>;

const KEYWORDS: Cases = {
  '`type`': [text({}), field({ type: ['string', 'null'] }), field({ type: 'boolean' })],
  '`type` at the root, not `object`': { title: 'Case', type: 'string', minLength: 2 },
  '`enum`': choice({}),
  '`const`': text({ const: 'yes' }),
  '`multipleOf`': number({ multipleOf: 5 }),
  '`maximum`, `minimum`': number({ minimum: 1, maximum: 9 }),
  '`exclusiveMaximum`, `exclusiveMinimum`': number({ exclusiveMinimum: 0, exclusiveMaximum: 10 }),
  '`maxLength`, `minLength`': text({ minLength: 2, maxLength: 20 }),
  '`pattern`': text({ pattern: '^[A-Z]{2}$' }),
  '`items` (one schema)': list({}),
  '`items` (a list: a tuple)': field({
    type: 'array',
    items: [{ type: 'string' }, { type: 'number' }],
  }),
  '`additionalItems`': field({
    type: 'array',
    items: [{ type: 'string' }],
    additionalItems: { type: 'number' },
  }),
  '`maxItems`, `minItems`': list({ minItems: 1, maxItems: 3 }),
  '`uniqueItems`': checkboxes({}),
  '`contains`': list({ contains: { const: 'a' } }),
  '`minContains`, `maxContains`': list({
    contains: { const: 'a' },
    minContains: 2,
    maxContains: 3,
  }),
  '`maxProperties`, `minProperties`': map({
    additionalProperties: { type: 'string' },
    minProperties: 1,
    maxProperties: 3,
  }),
  '`required`': root({ required: ['a'] }),
  '`properties`': root({}),
  '`patternProperties`': map({ patternProperties: { '^x-': { type: 'string' } } }),
  '`additionalProperties`': map({ additionalProperties: { type: 'string' } }),
  '`dependencies` (a property dependency)': root({ dependencies: { a: ['b'] } }),
  '`dependencies` (a schema dependency)': root({
    dependencies: { a: { properties: { c: { type: 'string', title: 'C' } } } },
  }),
  '`dependentRequired`': root({ dependentRequired: { a: ['b'] } }),
  '`dependentSchemas`': root({ dependentSchemas: { a: { required: ['b'] } } }),
  '`propertyNames`': map({
    additionalProperties: { type: 'string' },
    propertyNames: { pattern: '^[a-z]+$' },
  }),
  '`if`, `then`, `else`': root({
    if: { properties: { a: { const: 'x' } }, required: ['a'] },
    then: { required: ['b'] },
    else: { properties: { b: { maximum: 5 } } },
  }),
  '`allOf`': root({ allOf: [{ required: ['a'] }, { properties: { b: { minimum: 1 } } }] }),
  '`anyOf`': field({
    anyOf: [
      { title: 'A word', type: 'string' },
      { title: 'A number', type: 'number' },
    ],
  }),
  '`oneOf`': [
    field({
      type: 'string',
      oneOf: [
        { const: 'small', title: 'Small' },
        { const: 'large', title: 'Large' },
      ],
    }),
    field({
      type: 'object',
      oneOf: [
        { title: 'By mail', properties: { email: { type: 'string', format: 'email' } } },
        { title: 'By phone', properties: { phone: { type: 'string' } } },
      ],
    }),
  ],
  '`not`': text({ not: { const: 'none' } }),
  '`$ref`, `definitions`': {
    ...field({ $ref: '#/definitions/name' }),
    definitions: { name: { type: 'string', title: 'Name' } },
  },
  '`$defs`': { ...field({ $ref: '#/$defs/name' }), $defs: { name: { type: 'string' } } },
  '`$ref` (recursive)': {
    ...field({ $ref: '#/definitions/person' }),
    definitions: {
      person: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          children: { type: 'array', items: { $ref: '#/definitions/person' } },
        },
      },
    },
  },
  '`$ref` (recursive, with a choice)': {
    ...field({ $ref: '#/definitions/task' }),
    definitions: {
      task: {
        type: 'object',
        properties: { subtasks: { type: 'array', items: { $ref: '#/definitions/task' } } },
        oneOf: [{ required: ['name'] }, { required: ['subtasks'] }],
      },
    },
  },
  '`$ref` to an anchor, another document or a missing part': [
    field({ $ref: '#name' }),
    field({ $ref: 'https://example.com/name.json' }),
    field({ $ref: '#/definitions/name' }),
  ],
  '`$id`': { ...root({}), $id: 'https://example.com/case.json' },
  '`$schema`': { ...root({}), $schema: 'http://json-schema.org/draft-07/schema#' },
  '`$comment`': text({ $comment: 'kept for the operator' }),
  '`title`, `description`': text({ title: 'Name', description: 'As on your passport' }),
  '`default`': text({ default: 'Acme' }),
  '`examples`': text({ examples: ['Acme'] }),
  '`readOnly`': text({ readOnly: true }),
  '`writeOnly`': text({ writeOnly: true }),
  '`contentMediaType`, `contentEncoding`': text({
    contentMediaType: 'image/png',
    contentEncoding: 'base64',
  }),
  '`prefixItems`': field({ type: 'array', prefixItems: [{ type: 'string' }] }),
  '`unevaluatedProperties`': root({ unevaluatedProperties: false }),
  '`unevaluatedItems`': list({ unevaluatedItems: false }),
  '`$anchor`': {
    ...field({ $ref: '#name' }),
    definitions: { name: { $anchor: 'name', type: 'string' } },
  },
  '`$dynamicRef`, `$dynamicAnchor`': [
    {
      ...field({ $dynamicRef: '#name' }),
      definitions: { name: { $dynamicAnchor: 'name', type: 'string' } },
    },
    { ...field({ type: 'string' }), $dynamicAnchor: 'case' },
  ],
  '`$recursiveRef`, `$recursiveAnchor`': [
    { ...field({ $recursiveRef: '#' }), $recursiveAnchor: true },
    { ...field({ type: 'string' }), $recursiveAnchor: true },
  ],
  '`errorMessage` (ajv-errors)': text({ minLength: 2, errorMessage: 'Write at least two letters' }),
};

/** The formats of ajv-formats, RJSF's own and the remaining draft-07 ones, as the guide groups them. */
const FORMATS = [
  ['date'],
  ['time'],
  ['date-time'],
  ['iso-time', 'iso-date-time'],
  ['duration'],
  ['uri'],
  ['uri-reference', 'uri-template'],
  ['url'],
  ['email'],
  ['hostname', 'ipv4', 'ipv6'],
  ['regex', 'uuid'],
  ['json-pointer', 'json-pointer-uri-fragment', 'relative-json-pointer'],
  ['byte', 'int32', 'int64', 'float', 'double', 'binary'],
  ['password'],
  ['color'],
  ['data-url'],
  ['idn-email', 'idn-hostname', 'iri', 'iri-reference'],
];
const FORMAT_CASES: Cases = {
  ...Object.fromEntries(
    FORMATS.map((group) => [
      group.map((format) => `\`${format}\``).join(', '),
      group.map((format) => text({ format })),
    ]),
  ),
  'any other format (`phone`, a misspelt one)': [
    text({ format: 'phone' }),
    text({ format: 'e-mail' }),
  ],
};

const UI_OPTIONS: Cases = {
  '`ui:widget`': text({ 'ui:widget': 'textarea' }),
  '`ui:field` (a field of our own)': field({ type: 'string', 'ui:field': 'emailVerification' }),
  '`ui:field` (an RJSF field by name)': text({ 'ui:field': 'StringField' }),
  '`ui:options`': text({ 'ui:options': { rows: 4, widget: 'textarea' } }),
  '`ui:order`': root({ 'ui:order': ['b', '*'] }),
  '`ui:title`, `ui:description`, `ui:help`, `ui:placeholder`': text({
    'ui:title': 'Name',
    'ui:description': 'As on your passport',
    'ui:help': 'We never share it',
    'ui:placeholder': 'Ada Lovelace',
  }),
  '`ui:enumNames` (a list)': choice({ 'ui:enumNames': ['Small', 'Large'] }),
  '`ui:enumNames` (an object by value)': choice({
    'ui:enumNames': { small: 'Small', large: 'Large' },
  }),
  '`ui:enumDisabled`': choice({ 'ui:enumDisabled': ['large'] }),
  '`ui:disabled`, `ui:readonly`': text({ 'ui:disabled': true, 'ui:readonly': true }),
  '`ui:autofocus`': text({ 'ui:autofocus': true }),
  '`ui:autocomplete`': text({ 'ui:autocomplete': 'organization' }),
  '`ui:classNames`, `ui:style`': text({ 'ui:classNames': 'wide', 'ui:style': { width: '100%' } }),
  '`ui:hideError`': text({ 'ui:hideError': true }),
  '`ui:label`': text({ 'ui:label': false }),
  '`ui:inline`': choice({ 'ui:widget': 'radio', 'ui:inline': true }),
  '`ui:rows`': text({ 'ui:widget': 'textarea', 'ui:rows': 5 }),
  '`ui:emptyValue`': text({ 'ui:emptyValue': '' }),
  '`ui:submitButtonOptions`': root({ 'ui:submitButtonOptions': { norender: true } }),
  '`ui:definitions`': {
    ...field({ $ref: '#/definitions/size' }),
    definitions: { size: { type: 'string', enum: ['small', 'large'] } },
    'ui:definitions': { '#/definitions/size': { 'ui:widget': 'radio' } },
  },
  '`ui:rootFieldId`': root({ 'ui:rootFieldId': 'case' }),
  '`ui:addable`, `ui:orderable`, `ui:removable`, `ui:copyable`': list({
    'ui:options': { addable: true, orderable: false, removable: true, copyable: true },
  }),
  '`ui:duplicateKeySuffixSeparator`': map({
    additionalProperties: { type: 'string' },
    'ui:duplicateKeySuffixSeparator': '-',
  }),
  '`ui:filePreview`, `ui:accept`': text({
    format: 'data-url',
    'ui:options': { filePreview: true, accept: '.pdf' },
  }),
  '`ui:enableMarkdownInDescription`, `ui:enableMarkdownInHelp`': text({
    description: 'Plain',
    'ui:enableMarkdownInDescription': true,
  }),
};

/** RJSF's standard widgets, each on a field of its kind: by the short name RJSF looks up for the type, and by component name. */
const WIDGET_FIELDS: [string[], string, (keywords: JsonObject) => JsonObject][] = [
  [['text'], 'TextWidget', text],
  [['textarea'], 'TextareaWidget', text],
  [['password'], 'PasswordWidget', text],
  [['email'], 'EmailWidget', text],
  [['hostname', 'ipv4', 'ipv6'], 'TextWidget', text],
  [['uri'], 'URLWidget', text],
  [['data-url', 'file'], 'FileWidget', (k) => text({ format: 'data-url', ...k })],
  [
    ['files'],
    'FileWidget',
    (k) => field({ type: 'array', items: { type: 'string', format: 'data-url' }, ...k }),
  ],
  [['color'], 'ColorWidget', text],
  [['date'], 'DateWidget', (k) => text({ format: 'date', ...k })],
  [['datetime', 'date-time'], 'DateTimeWidget', (k) => text({ format: 'date-time', ...k })],
  [['alt-date'], 'AltDateWidget', (k) => text({ format: 'date', ...k })],
  [['alt-datetime'], 'AltDateTimeWidget', (k) => text({ format: 'date-time', ...k })],
  [['time'], 'TimeWidget', (k) => text({ format: 'time', ...k })],
  [['updown'], 'UpDownWidget', number],
  [['range'], 'RangeWidget', (k) => number({ minimum: 0, maximum: 10, ...k })],
  [[], 'RatingWidget', (k) => number({ minimum: 0, maximum: 5, ...k })],
  [['select'], 'SelectWidget', choice],
  [['radio'], 'RadioWidget', choice],
  [['checkbox'], 'CheckboxWidget', (k) => field({ type: 'boolean', ...k })],
  [['checkboxes'], 'CheckboxesWidget', checkboxes],
  [['hidden'], 'HiddenWidget', text],
];
const widgetCase = (widget: string, on: (keywords: JsonObject) => JsonObject) =>
  on({ 'ui:widget': widget });
const SECRET_WIDGETS = ['PasswordWidget'];
const WIDGETS: Cases = {
  ...Object.fromEntries(
    WIDGET_FIELDS.filter(([short]) => short.length > 0).map(([short, , on]) => [
      short.map((name) => `\`${name}\``).join(', '),
      short.map((name) => widgetCase(name, on)),
    ]),
  ),
  '`PasswordWidget`': widgetCase('PasswordWidget', text),
  '`TextWidget`, `TextareaWidget`, … (by component name)': WIDGET_FIELDS.filter(
    ([, component]) => !SECRET_WIDGETS.includes(component),
  ).map(([, component, on]) => widgetCase(component, on)),
  'a short name on a field of another type': [
    widgetCase('radio', list),
    widgetCase('updown', text),
    list({ 'ui:options': { widget: 'radio' } }),
  ],
  'a choice widget on a field without choices': [
    widgetCase('select', list),
    widgetCase('checkboxes', list),
    widgetCase('checkboxes', (k) => field({ type: 'array', items: { enum: options }, ...k })),
    widgetCase('radio', text),
    widgetCase('SelectWidget', number),
  ],
};

const TABLES: Record<string, Cases> = {
  '### JSON Schema keywords': KEYWORDS,
  '### String formats': FORMAT_CASES,
  '### uiSchema options': UI_OPTIONS,
  '### Standard widgets': WIDGETS,
};

interface Row {
  table: string;
  name: string;
  /** undefined when the row says the engine takes it, else the rule of its refusal. */
  refusedBy: string | undefined;
}

/**
 * The rows of the matrix's tables: the first cell names the case, the second says "yes",
 * "ignored" (accepted, with no effect) or "refused (`rule`)".
 */
function matrixRows(): Row[] {
  const start = GUIDE.indexOf(SECTION);
  expect(start, `docs/operator-guide.md has a section "${SECTION}"`).toBeGreaterThanOrEqual(0);
  const section = GUIDE.slice(start + SECTION.length).split(/\n## /)[0]!;
  const rows: Row[] = [];
  let table = '';
  for (const line of section.split('\n')) {
    if (line.startsWith('### ')) table = line.trim();
    const cells = line
      .split(/(?<!\\)\|/)
      .slice(1, -1)
      .map((cell) => cell.trim());
    if (!(table in TABLES) || cells.length < 2 || /^-+$/.test(cells[0]!)) continue;
    if (cells[1] === 'supported') continue;
    const refused = /^refused \(`([^`]+)`\)/.exec(cells[1]!);
    expect(
      refused || /^(yes|ignored)$/.test(cells[1]!),
      `${table}: ${cells[0]}: ${cells[1]}`,
    ).toBeTruthy();
    rows.push({ table, name: cells[0]!, refusedBy: refused?.[1] });
  }
  return rows;
}

const shipped = readConfigDocuments(repoRoot);
const caseFile = (index: number) => `schemas/steps/support_matrix_${index}.json`;

/** Every case checked at once, as files beside the shipped steps: problem rules by case file. */
function checkedCases(schemas: JsonObject[]): Map<string, string[]> {
  const documents = new Map(shipped);
  schemas.forEach((schema, index) => documents.set(caseFile(index), JSON.stringify(schema)));
  const rules = new Map<string, string[]>();
  for (const problem of checkConfig(documents).problems)
    rules.set(problem.file, [...(rules.get(problem.file) ?? []), problem.rule]);
  return rules;
}

const importModule = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<Record<string, unknown>>;

describe('the support matrix of docs/operator-guide.md', () => {
  const rows = matrixRows();
  const cases = rows.flatMap((row) => {
    const schemas = TABLES[row.table]![row.name];
    return schemas === undefined ? [] : [schemas].flat().map((schema) => ({ row, schema }));
  });
  const rules = checkedCases(cases.map((c) => c.schema));

  it('has a row for every case and a case for every row', () => {
    const named = (table: string, names: string[]) => names.map((name) => `${table}: ${name}`);
    const documented = rows.map((row) => `${row.table}: ${row.name}`);
    const tested = Object.entries(TABLES).flatMap(([table, c]) => named(table, Object.keys(c)));
    expect(
      documented.filter((row) => !tested.includes(row)),
      'rows without a case',
    ).toEqual([]);
    expect(
      tested.filter((name) => !documented.includes(name)),
      'cases without a row',
    ).toEqual([]);
  });

  it.each(
    cases.map(
      (c, index) => [`${c.row.table.slice(4)}: ${c.row.name} (${index})`, c, index] as const,
    ),
  )('%s', async (_name, { row, schema }, index) => {
    const found = rules.get(caseFile(index)) ?? [];
    if (row.refusedBy !== undefined) return expect(found).toContain(row.refusedBy);
    expect(found).toEqual([]);
    const module = await importModule(buildStepModule(schema).source);
    expect(module.createValidateFns).toBeTypeOf('function');
  });
});
