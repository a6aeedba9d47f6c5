// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/studio/draft/configFiles';
import {
  designOf,
  withFieldDesign,
  type FieldDesign,
} from '../../../../src/studio/designer/fieldDesign';
import {
  DISPLAYS_OF_KIND,
  FIELD_KINDS,
  LIMITS_OF_KIND,
  type FieldKind,
} from '../../../../src/studio/designer/fieldKinds';
import { addField } from '../../../../src/studio/designer/stepFields';
import type { StepTexts } from '../../../../src/studio/designer/stepTexts';
import { repoRoot } from '../../config/support';

/** Texts as written, and keys of the `steps`/`validation` namespaces read from `copy`. */
function textsWith(copy: Record<string, string> = {}, shared: string[] = []): StepTexts {
  const isKey = (value: string) => /^(steps|validation)\.[\w.]+$/.test(value);
  return {
    read: (value) => (isKey(value) ? (copy[value] ?? value) : value),
    isEditableKey: (value) => isKey(value) && !shared.includes(value),
  };
}
const plain = textsWith();

const emptyStep: JsonObject = { title: 'About you', type: 'object', properties: {} };

/** A step holding one new field of `kind`, and the field's design as the panel reads it. */
function newField(kind: FieldKind) {
  const { step, name } = addField(emptyStep, kind, 'Company size', 0);
  return { step, name, design: designOf(step, name, plain)! };
}

/** Every panel value the kind offers, changed from what the toolbox gave. */
function edited(design: FieldDesign): FieldDesign {
  const limits: FieldDesign['limits'] = {};
  for (const keyword of LIMITS_OF_KIND[design.kind] ?? [])
    limits[keyword] =
      keyword === 'pattern'
        ? { value: '^[0-9]*$', message: 'Digits only, please.' }
        : { value: keyword.startsWith('min') ? 2 : 9, message: `Broke ${keyword}.` };
  const displays = DISPLAYS_OF_KIND[design.kind];
  const choices = design.kind === 'singleChoice' || design.kind === 'multipleChoice';
  return {
    ...design,
    label: 'How many people work with you?',
    help: 'Count yourself too.',
    placeholder: 'e.g. 12',
    required: true,
    requiredMessage: 'Tell us your company size.',
    limits,
    options: choices
      ? [
          { value: 'one', label: 'Just me' },
          { value: 'small', label: '2 to 10' },
          { value: 'medium', label: '11 to 50' },
          { value: 'large', label: 'More than 50' },
        ]
      : design.options,
    display: displays ? displays.at(-1) : design.display,
    wholeNumber: design.kind === 'number' ? false : design.wholeNumber,
    defaultValue: choices ? (design.kind === 'singleChoice' ? 'small' : ['small']) : undefined,
  };
}

describe("the step designer's mapping between the property panel and the step's JSON", () => {
  it.each(FIELD_KINDS)('a new %s field reads back as the kind the toolbox gave', (kind) => {
    const { name, design } = newField(kind);
    expect(name).toBe('companySize');
    expect(design).toMatchObject({ name, kind, label: 'Company size', required: false });
  });

  it.each(FIELD_KINDS)(
    'every panel value of a %s field goes into the JSON and comes back',
    (kind) => {
      const { step, design } = newField(kind);
      const wanted = edited(design);
      const written = withFieldDesign(step, wanted, plain);
      expect(written.edits.size).toBe(0);
      expect(designOf(written.step, wanted.name, plain)).toEqual({
        ...wanted,
        options: wanted.options.map((option) => ({ ...option, origin: option.value })),
      });
      const property = (written.step.properties as JsonObject).companySize as JsonObject;
      expect(property.title).toBe('How many people work with you?');
      expect(written.step.required).toEqual(['companySize']);
      expect(written.step.errorMessage).toEqual({
        required: { companySize: 'Tell us your company size.' },
      });
      for (const [keyword, limit] of Object.entries(wanted.limits)) {
        expect(property[keyword]).toBe(limit.value);
        expect((property.errorMessage as JsonObject)[keyword]).toBe(limit.message);
      }
    },
  );

  it('writes a choice as the standard enum with its names, and its display as the widget', () => {
    const { step, design } = newField('singleChoice');
    const { step: written } = withFieldDesign(step, edited(design), plain);
    expect((written.properties as JsonObject).companySize).toMatchObject({
      type: 'string',
      enum: ['one', 'small', 'medium', 'large'],
      'ui:enumNames': ['Just me', '2 to 10', '11 to 50', 'More than 50'],
      'ui:widget': 'choiceCards',
      default: 'small',
    });
  });

  it("writes a multiple choice's options in its items, where RJSF reads their names", () => {
    const { step, design } = newField('multipleChoice');
    const { step: written } = withFieldDesign(step, edited(design), plain);
    expect((written.properties as JsonObject).companySize).toMatchObject({
      type: 'array',
      uniqueItems: true,
      minItems: 2,
      items: {
        enum: ['one', 'small', 'medium', 'large'],
        'ui:enumNames': ['Just me', '2 to 10', '11 to 50', 'More than 50'],
      },
      'ui:widget': 'select',
    });
  });

  it("an option whose stored value is edited keeps its name's copy key, and the default follows it", () => {
    const step: JsonObject = {
      type: 'object',
      properties: {
        role: {
          type: 'string',
          enum: ['founder', 'other'],
          'ui:enumNames': ['steps.team.founder', 'steps.team.other'],
          default: 'founder',
        },
      },
    };
    const texts = textsWith({ 'steps.team.founder': 'Founder', 'steps.team.other': 'Other' });
    const design = designOf(step, 'role', texts)!;
    const renamed = design.options.map((o) =>
      o.value === 'founder' ? { ...o, value: 'owner' } : o,
    );
    const { step: written, edits } = withFieldDesign(step, { ...design, options: renamed }, texts);
    expect(edits.size).toBe(0);
    expect((written.properties as JsonObject).role).toEqual({
      type: 'string',
      enum: ['owner', 'other'],
      'ui:enumNames': ['steps.team.founder', 'steps.team.other'],
      default: 'owner',
    });
    const { step: without } = withFieldDesign(
      step,
      { ...design, options: design.options.filter((o) => o.value !== 'founder') },
      texts,
    );
    expect((without.properties as JsonObject).role).not.toHaveProperty('default');
  });

  it('a number field takes decimals once "whole numbers only" is off', () => {
    const { step, design } = newField('number');
    expect(design.wholeNumber).toBe(true);
    const { step: written } = withFieldDesign(step, { ...design, wholeNumber: false }, plain);
    expect((written.properties as JsonObject).companySize).toMatchObject({ type: 'number' });
  });

  it('reads fields of standard schemas written by hand, by their keywords', () => {
    const step: JsonObject = {
      type: 'object',
      required: ['plan'],
      properties: {
        plan: {
          type: 'string',
          title: 'Plan',
          oneOf: [
            { const: 'free', title: 'Free' },
            { const: 'pro', title: 'Pro' },
          ],
          'ui:options': { widget: 'RadioWidget', help: 'You can change it later.' },
        },
        bio: { type: 'string', 'ui:widget': 'textarea' },
        email: { type: 'string', format: 'email' },
        born: { type: 'string', format: 'date' },
        cv: { type: 'string', format: 'data-url' },
        agree: { type: 'boolean' },
        address: { type: 'object', properties: { street: { type: 'string' } } },
      },
    };
    expect(designOf(step, 'plan', plain)).toMatchObject({
      kind: 'singleChoice',
      required: true,
      display: 'radio',
      help: 'You can change it later.',
      options: [
        { value: 'free', label: 'Free' },
        { value: 'pro', label: 'Pro' },
      ],
    });
    expect(
      ['bio', 'email', 'born', 'cv', 'agree'].map((name) => designOf(step, name, plain)?.kind),
    ).toEqual(['longText', 'email', 'date', 'file', 'yesNo']);
    expect(designOf(step, 'address', plain)).toBeUndefined();
    // An option renamed keeps its oneOf form, and help stays in ui:options where it was.
    const plan = designOf(step, 'plan', plain)!;
    const { step: written } = withFieldDesign(
      step,
      {
        ...plan,
        help: 'Change it any time.',
        options: [plan.options[1]!, { value: 'free', label: 'Free forever' }],
      },
      plain,
    );
    expect((written.properties as JsonObject).plan).toEqual({
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'pro', title: 'Pro' },
        { const: 'free', title: 'Free forever' },
      ],
      'ui:options': { widget: 'RadioWidget', help: 'Change it any time.' },
    });
  });

  it("edits a copy key's text in the copy and keeps the key; a shared key gets text of its own", () => {
    const step: JsonObject = {
      type: 'object',
      properties: {
        size: {
          type: 'integer',
          title: 'steps.team.size',
          maximum: 9,
          errorMessage: { maximum: 'validation.tooBig' },
        },
      },
    };
    const texts = textsWith({ 'steps.team.size': 'Team size', 'validation.tooBig': 'Too big' }, [
      'validation.tooBig',
    ]);
    const design = designOf(step, 'size', texts)!;
    expect(design).toMatchObject({
      label: 'Team size',
      limits: { maximum: { value: 9, message: 'Too big' } },
    });
    const { step: written, edits } = withFieldDesign(
      step,
      { ...design, label: 'People', limits: { maximum: { value: 9, message: 'At most 9.' } } },
      texts,
    );
    expect(Object.fromEntries(edits)).toEqual({ 'steps.team.size': 'People' });
    expect((written.properties as JsonObject).size).toEqual({
      type: 'integer',
      title: 'steps.team.size',
      maximum: 9,
      errorMessage: { maximum: 'At most 9.' },
    });
  });

  it('leaves required messages alone that the panel does not own', () => {
    const oneText: JsonObject = {
      type: 'object',
      required: ['a'],
      properties: { a: { type: 'string' } },
      errorMessage: { required: 'Fill in everything.' },
    };
    const byCondition: JsonObject = {
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'string' } },
      if: { required: ['a'] },
      then: { required: ['b'] },
      errorMessage: { required: { b: 'Say b too.' } },
    };
    for (const [step, name] of [
      [oneText, 'a'],
      [byCondition, 'b'],
    ] as const) {
      const design = designOf(step, name, plain)!;
      expect(withFieldDesign(step, design, plain).step).toEqual(step);
    }
  });

  it('reads and writes option names and labels where RJSF reads them, changing no more than it must', () => {
    const stepOf = (field: JsonObject): JsonObject => ({
      type: 'object',
      properties: { size: { type: 'string', ...field } },
    });
    const fieldOf = (written: JsonObject) => (written.properties as JsonObject).size as JsonObject;

    // Names in ui:options are read, and written back there.
    const inOptions = stepOf({
      enum: ['s', 'm'],
      'ui:options': { enumNames: ['Small', 'Medium'] },
    });
    const named = designOf(inOptions, 'size', plain)!;
    expect(named.options.map((o) => o.label)).toEqual(['Small', 'Medium']);
    const renamed = withFieldDesign(
      inOptions,
      { ...named, options: [named.options[0]!, { ...named.options[1]!, label: 'Mid' }] },
      plain,
    ).step;
    expect(fieldOf(renamed)).toEqual({
      type: 'string',
      enum: ['s', 'm'],
      'ui:options': { enumNames: ['Small', 'Mid'] },
    });

    // A list of names shorter than the enum is not padded with the values it leaves out.
    const short = stepOf({ enum: ['s', 'm', 'l'], 'ui:enumNames': ['Small'] });
    const shortDesign = designOf(short, 'size', plain)!;
    expect(shortDesign.options.map((o) => o.label)).toEqual(['Small', 'm', 'l']);
    expect(withFieldDesign(short, { ...shortDesign, help: 'Pick one' }, plain).step).toEqual({
      ...short,
      properties: { size: { ...fieldOf(short), 'ui:help': 'Pick one' } },
    });

    // ui:title is what RJSF shows over title: the label is read and written there.
    const titled = stepOf({ title: 'size', 'ui:title': 'Company size' });
    const titledDesign = designOf(titled, 'size', plain)!;
    expect(titledDesign.label).toBe('Company size');
    expect(
      fieldOf(withFieldDesign(titled, { ...titledDesign, label: 'Team' }, plain).step),
    ).toEqual({ type: 'string', title: 'size', 'ui:title': 'Team' });
  });

  it('leaves keys the panel does not show as they were', () => {
    const { step, design } = newField('shortText');
    const withExtras = {
      ...step,
      properties: {
        companySize: {
          ...((step.properties as JsonObject).companySize as JsonObject),
          'ui:autocomplete': 'organization',
          'ui:classNames': 'wide',
        },
      },
    };
    const { step: written } = withFieldDesign(withExtras, { ...design, label: 'Company' }, plain);
    expect((written.properties as JsonObject).companySize).toMatchObject({
      'ui:autocomplete': 'organization',
      'ui:classNames': 'wide',
      title: 'Company',
    });
  });

  it('a limit or a requirement taken off leaves no trace of it', () => {
    const { step, design } = newField('shortText');
    const full = withFieldDesign(step, edited(design), plain).step;
    const cleared = withFieldDesign(
      full,
      {
        ...designOf(full, 'companySize', plain)!,
        required: false,
        limits: {},
        help: '',
        placeholder: '',
      },
      plain,
    ).step;
    expect(cleared).toEqual({
      title: 'About you',
      type: 'object',
      properties: { companySize: { type: 'string', title: 'How many people work with you?' } },
    });
  });

  // The shipped steps use copy keys, errorMessage as one text, ui:options and custom fields.
  const stepsDir = join(repoRoot, 'schemas/steps');
  const shippedFields = readdirSync(stepsDir).flatMap((file) => {
    const step = JSON.parse(readFileSync(join(stepsDir, file), 'utf8')) as JsonObject;
    return Object.keys((step.properties ?? {}) as JsonObject).map(
      (name) => [file, name, step] as const,
    );
  });

  it.each(shippedFields)(
    '%s: the panel reading %s and writing it unchanged changes nothing',
    (_file, name, step) => {
      const texts = textsWith({});
      const design = designOf(step, name, texts);
      if (!design) return;
      const written = withFieldDesign(step, design, texts);
      expect(JSON.stringify(written.step, null, 2)).toBe(JSON.stringify(step, null, 2));
      expect(written.edits.size).toBe(0);
    },
  );

  it('knows most of the shipped fields', () => {
    const known = shippedFields.filter(([, name, step]) => designOf(step, name, plain));
    expect(known.length).toBeGreaterThanOrEqual(shippedFields.length / 2);
  });
});
