import Form from '@rjsf/core';
import type { RJSFSchema, WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import fields from '../../../src/standIns/rjsf/fields';
import templates from '../../../src/standIns/rjsf/templates';
import widgets from '../../../src/standIns/rjsf/widgets';
import shallowAllOfMerge from '../../../src/standIns/rjsf/allOfMerge';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import { needsLaterBuiltIns } from '../../../shared/schema/needsLaterBuiltIns';

const noRenderers = { widgets: [], fields: [] };
const schemaFile = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

describe("RJSF's built-ins beyond the first screens', loaded on need", () => {
  // First, while the chunk has not been loaded by any other test in this file.
  it("merge an allOf with RJSF's own merge once loaded, and say so plainly before", async () => {
    const schema: RJSFSchema = {
      allOf: [
        { type: 'object', properties: { a: { type: 'string' } } },
        { properties: { b: { type: 'number' } }, required: ['b'] },
      ],
    };
    expect(() => shallowAllOfMerge(schema)).toThrow(/allOf.*not loaded/);
    await loadLaterBuiltIns();
    expect(shallowAllOfMerge(schema)).toEqual({
      type: 'object',
      properties: { a: { type: 'string' }, b: { type: 'number' } },
      required: ['b'],
    });
  });

  it('renders an array, a oneOf and a file input through the stand-ins once their chunk arrives', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
        contact: {
          title: 'Contact',
          oneOf: [
            { title: 'By mail', type: 'object', properties: { email: { type: 'string' } } },
            { title: 'By phone', type: 'object', properties: { phone: { type: 'string' } } },
          ],
        },
        logo: { type: 'string', format: 'data-url', title: 'Logo' },
        name: { type: 'string', title: 'Name' },
      },
    };
    // Awaited, so React's test mode lets the suspended parts render once their chunk arrives.
    const { container } = await act(async () =>
      render(
        <Form<Record<string, unknown>>
          schema={schema}
          validator={validator}
          fields={fields()}
          widgets={widgets()}
          templates={templates()}
          formData={{ tags: ['a', 'b'] } as Record<string, unknown>}
        />,
      ),
    );
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(await screen.findAllByRole('button', { name: /^Remove item / })).toHaveLength(2);
    expect(await screen.findByRole('combobox')).toHaveTextContent('By mail');
    expect(container.querySelector('input[type="file"]')).not.toBeNull();
  });

  it('keeps a field the chunk arrived under: typing in it after the arrival does not remount it', async () => {
    // A page whose chunk has not arrived: the stand-ins' modules afresh.
    vi.resetModules();
    const fresh = {
      fields: (await import('../../../src/standIns/rjsf/fields')).default,
      widgets: (await import('../../../src/standIns/rjsf/widgets')).default,
      templates: (await import('../../../src/standIns/rjsf/templates')).default,
    };
    const schema: RJSFSchema = {
      type: 'object',
      properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string' } } },
    };
    await act(async () =>
      render(
        <Form<Record<string, unknown>>
          schema={schema}
          validator={validator}
          fields={fresh.fields()}
          widgets={fresh.widgets()}
          templates={fresh.templates()}
          formData={{ tags: ['a'] } as Record<string, unknown>}
        />,
      ),
    );
    const item = await screen.findByDisplayValue('a');
    await userEvent.click(item);
    await userEvent.keyboard('bc');
    expect(screen.getByDisplayValue('abc')).toBe(item);
    expect(item).toHaveFocus();
  });

  it("wraps a property the schema names in RJSF's own markup, without loading the later chunk", async () => {
    const { default: rjsfWrap } =
      await import('@rjsf/core/lib/components/templates/WrapIfAdditionalTemplate.js');
    const Ours = templates().WrapIfAdditionalTemplate;
    for (const rawErrors of [undefined, [], ['Required']]) {
      for (const hideError of [false, true]) {
        const props = {
          id: 'root_name',
          classNames: 'field field-string',
          style: { color: 'red' },
          label: 'Name',
          schema: { type: 'string' },
          uiSchema: {},
          registry: { templates: templates(), translateString: (s: string) => s },
          rawErrors,
          hideError,
          children: <input id="root_name" />,
        } as unknown as WrapIfAdditionalTemplateProps;
        const theirs = render(rjsfWrap(props)).container.innerHTML;
        const ours = render(<Ours {...props} />).container.innerHTML;
        expect(ours).toBe(theirs);
      }
    }
  });

  it("names every part of @rjsf/core's registry the stand-ins replace", async () => {
    const original = await import('@rjsf/core/lib/getDefaultRegistry.js');
    const registry = original.default();
    expect(Object.keys(fields()).sort()).toEqual(Object.keys(registry.fields).sort());
    expect(Object.keys(widgets()).sort()).toEqual(Object.keys(registry.widgets).sort());
    expect(Object.keys(templates()).sort()).toEqual(Object.keys(registry.templates).sort());
    // RJSF reads its registry on every render: a new component each time would remount fields.
    expect(fields().ArrayField).toBe(fields().ArrayField);
    expect(widgets().FileWidget).toBe(widgets().FileWidget);
  });

  it('are needed by arrays, numbers, booleans, choices, oneOf/anyOf, files, dates and the later widgets and layout fields, at any depth', () => {
    const nested = (inner: object) => ({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: inner } } },
    });
    expect(needsLaterBuiltIns(nested({ type: 'array', items: {} }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ type: ['array', 'null'] }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ anyOf: [{}, {}] }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ oneOf: [{}, {}] }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ allOf: [{}, {}] }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ patternProperties: { '^x': {} } }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ additionalProperties: true }), noRenderers)).toBe(true);
    expect(needsLaterBuiltIns(nested({ const: ['a'] }), noRenderers)).toBe(true);
    expect(
      needsLaterBuiltIns(nested({ type: 'string' }), noRenderers, {
        a: { b: { 'ui:options': { widget: 'checkboxes' } } },
      }),
    ).toBe(true);
    expect(needsLaterBuiltIns(nested({ type: 'string', format: 'data-url' }), noRenderers)).toBe(
      true,
    );
    for (const type of ['number', 'integer', 'boolean', 'null']) {
      expect(needsLaterBuiltIns(nested({ type }), noRenderers), type).toBe(true);
      expect(needsLaterBuiltIns(nested({ type: ['string', type] }), noRenderers), type).toBe(true);
    }
    expect(needsLaterBuiltIns(nested({ type: 'string', enum: ['a', 'b'] }), noRenderers)).toBe(
      true,
    );
    for (const format of ['date', 'date-time', 'time', 'color', 'uri']) {
      expect(needsLaterBuiltIns(nested({ type: 'string', format }), noRenderers), format).toBe(
        true,
      );
    }
    expect(
      needsLaterBuiltIns(nested({ type: 'string' }), noRenderers, {
        a: { b: { 'ui:options': { widget: 'textarea' } } },
      }),
    ).toBe(true);
    // A group below the root shows its title with the engine's TitleField, a later part.
    expect(needsLaterBuiltIns(nested({ type: 'string', format: 'email' }), noRenderers)).toBe(true);
    const flat = (inner: object) => ({ type: 'object', properties: { b: inner } });
    const plain = flat({ type: 'string', format: 'email' });
    expect(needsLaterBuiltIns(plain, noRenderers)).toBe(false);
    expect(needsLaterBuiltIns(plain, { widgets: ['checkboxes'], fields: [] })).toBe(true);
    expect(needsLaterBuiltIns(plain, { widgets: [], fields: ['LayoutGridField'] })).toBe(true);
    expect(needsLaterBuiltIns(plain, { widgets: ['phone', 'password'], fields: [] })).toBe(false);
    expect(needsLaterBuiltIns(plain, { widgets: ['select'], fields: [] })).toBe(true);
    expect(
      needsLaterBuiltIns(plain, noRenderers, {
        'ui:globalOptions': { allowClearTextInputs: true },
      }),
    ).toBe(true);
    expect(
      needsLaterBuiltIns(
        { ...plain, 'ui:globalOptions': { enableOptionalDataFieldForType: ['object'] } },
        noRenderers,
      ),
    ).toBe(true);
    expect(needsLaterBuiltIns(flat({ type: 'string', format: 'hostname' }), noRenderers)).toBe(
      false,
    );
  });

  it('are not needed by the first screens’ forms', () => {
    for (const form of ['signup', 'login', 'login_tenant']) {
      const file = `schemas/forms/${form}.json`;
      const widgets = [...readFileSync(file, 'utf8').matchAll(/"ui:widget":\s*"([^"]+)"/g)].map(
        (m) => m[1]!,
      );
      expect(widgets.length, form).toBeGreaterThan(0);
      expect(needsLaterBuiltIns(schemaFile(file), { widgets, fields: [] }), form).toBe(false);
    }
  });

  it('stop at a depth no schema reaches', () => {
    let deep: object = { type: 'array' };
    for (let i = 0; i < 10_000; i++) deep = { properties: { x: deep } };
    expect(() => needsLaterBuiltIns(deep, noRenderers)).not.toThrow();
  });
});
