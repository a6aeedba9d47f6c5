import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../../shared/config/checkConfig';
import { readConfigDocuments } from '../../../shared/config/readConfigDocuments';
import type { ConfigFileTexts } from '../../../src/studio/draft/configFiles';
import { stepRowsOf } from '../../../src/studio/draft/flowSteps';
import { importForm, readSharedForm } from '../../../src/studio/draft/importForm';

const repository = readConfigDocuments(join(__dirname, '../../..'));
const draft: ConfigFileTexts = Object.fromEntries(
  [...repository].filter(([p]) => !p.startsWith('brands/') || p.startsWith('brands/default/')),
);

/** A form as RJSF's playground shares one: three documents, texts as written. */
const SHARED = {
  schema: {
    title: 'A registration form',
    description: 'A simple form example.',
    type: 'object',
    required: ['nickname'],
    properties: {
      nickname: { type: 'string', title: 'Nickname' },
      bio: { type: 'string', title: 'Bio' },
      age: { type: 'integer', title: 'Age' },
    },
  },
  uiSchema: {
    bio: { 'ui:widget': 'textarea', 'ui:placeholder': 'A line about you' },
    age: { 'ui:help': 'Hint: count the candles' },
    nosuchfield: { 'ui:widget': 'textarea' },
  },
  formData: { nickname: 'Chuck', age: 75 },
};

describe('importing a shared form in the Studio', () => {
  it('reads RJSF’s three documents, or a schema alone, and says why when it cannot', () => {
    expect(readSharedForm(JSON.stringify(SHARED))).toMatchObject({ formData: SHARED.formData });
    expect(readSharedForm(JSON.stringify(SHARED.schema))).toEqual({
      schema: SHARED.schema,
      uiSchema: {},
      formData: undefined,
    });
    expect(readSharedForm('{"schema": ')).toEqual({ refused: 'notJson' });
    expect(readSharedForm('[1, 2]')).toEqual({ refused: 'noSchema' });
    expect(readSharedForm('{"name": "not a schema"}')).toEqual({ refused: 'noSchema' });
  });

  it('adds a step the checker accepts: ui inline, sample data as its first example, every field saved', () => {
    const result = importForm(draft, JSON.stringify(SHARED), 'registration', {
      afterIndex: 0,
      progress: 15,
    });
    if ('refused' in result) throw new Error(result.refused);
    expect(result.unplaced).toEqual(['/nosuchfield']);
    const step = JSON.parse(result.files['schemas/steps/registration.json']!) as {
      properties: Record<string, Record<string, unknown>>;
      examples: unknown[];
    };
    expect(step.properties.bio).toMatchObject({
      'ui:widget': 'textarea',
      'ui:placeholder': 'A line about you',
    });
    expect(step.examples).toEqual([SHARED.formData]);
    const rows = stepRowsOf(result.files);
    expect(rows[1]).toMatchObject({ name: 'registration', progress: 15 });
    expect(checkConfig(new Map(Object.entries(result.files))).problems).toEqual([]);
  });

  it('refuses a name the flow or a schema file already has', () => {
    expect(
      importForm(draft, JSON.stringify(SHARED), 'stages', { afterIndex: 0, progress: 15 }),
    ).toEqual({
      refused: 'nameTaken',
    });
  });
});
