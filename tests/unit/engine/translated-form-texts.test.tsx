import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { localizeUiSchema } from '../../../src/engine/react/localizeUiSchema';
import fields from '../../../src/engine/rjsfBuiltIns/fields';
import { loadLaterBuiltIns } from '../../../src/engine/rjsfBuiltIns/lazyBuiltIn';
import templates from '../../../src/engine/rjsfBuiltIns/templates';
import widgets from '../../../src/engine/rjsfBuiltIns/widgets';
import { splitSchema, type JsonObject } from '../../../shared/schema/splitSchema';

/** A copy key as a page would show it untranslated: steps.x.optA, steps.x.t4-1. */
const RAW_KEY = /\b[a-z]+\.[a-z_]+\.[A-Za-z0-9_.-]+/;

const copy = {
  title: 'Your pets',
  contact: 'How to reach you',
  byEmail: 'By email',
  byPhone: 'By phone',
  email: 'Email address',
  phone: 'Phone number',
  hasPets: 'Do you have pets?',
  kind: 'Which kind?',
  cat: 'Cat',
  dog: 'Dog',
  address: 'Address',
  street: 'Street',
  names: 'Names',
  friends: 'Friends',
  friendName: 'Friend name',
};
const key = (name: keyof typeof copy) => `test.form.${name}`;

/** A step written as operators share them: ui keys inline, in branches, definitions and arrays. */
const raw: JsonObject = {
  type: 'object',
  title: key('title'),
  properties: {
    contact: {
      title: key('contact'),
      oneOf: [
        {
          title: key('byEmail'),
          type: 'object',
          properties: { email: { type: 'string', title: key('email') } },
        },
        {
          title: key('byPhone'),
          type: 'object',
          properties: { phone: { type: 'string', title: key('phone') } },
        },
      ],
    },
    pets: { type: 'boolean', title: key('hasPets') },
    home: { $ref: '#/$defs/address' },
    names: { type: 'array', title: key('names'), items: { type: 'string' } },
    friends: {
      type: 'array',
      title: key('friends'),
      items: { type: 'object', properties: { name: { type: 'string', title: key('friendName') } } },
    },
  },
  dependencies: {
    pets: {
      oneOf: [
        {
          properties: {
            pets: { const: true },
            kind: {
              type: 'string',
              title: key('kind'),
              enum: ['cat', 'dog'],
              'ui:widget': 'RadioWidget',
              'ui:enumNames': { cat: key('cat'), dog: key('dog') },
            },
          },
        },
      ],
    },
  },
  $defs: {
    address: {
      type: 'object',
      title: key('address'),
      properties: { street: { type: 'string', title: key('street') } },
    },
  },
};

function renderStep(formData: Record<string, unknown>) {
  const { schema, uiSchema } = splitSchema(raw);
  const localized = localizeUiSchema(schema as RJSFSchema, uiSchema as UiSchema, (k, params) =>
    i18n.t(k, params),
  );
  return render(
    <Form
      schema={schema as RJSFSchema}
      uiSchema={localized}
      formData={formData}
      validator={validator}
      fields={fields()}
      widgets={widgets()}
      templates={templates()}
    />,
  );
}

beforeAll(async () => {
  await loadLaterBuiltIns();
  const flat = Object.entries(copy).map(([name, text]) => [key(name as keyof typeof copy), text]);
  i18n.addResourceBundle('en', 'translation', Object.fromEntries(flat), true, true);
});

describe('a step whose texts RJSF shows outside plain fields', () => {
  it('shows every text translated, and no copy key', async () => {
    const { container } = await act(async () =>
      renderStep({ pets: true, names: ['a', 'b'], friends: [{ name: 'Ann' }] }),
    );
    expect(screen.getByRole('option', { name: 'By email' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'By phone' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Cat' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Dog' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Street' })).toBeInTheDocument();
    expect(container).toHaveTextContent('Address');
    expect(container).toHaveTextContent('Names-2');
    expect(container).toHaveTextContent('Friend name');
    expect(container.textContent).not.toMatch(RAW_KEY);
  });
});
