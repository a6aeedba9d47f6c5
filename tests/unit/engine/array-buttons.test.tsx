import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import fields from '../../../src/standIns/rjsf/fields';
import templates from '../../../src/standIns/rjsf/templates';
import widgets from '../../../src/standIns/rjsf/widgets';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';

const schema: RJSFSchema = {
  type: 'object',
  properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string' } } },
};

/** Renders the array as the engine does, and answers its values as they change. */
async function renderTags(tags: string[]) {
  const values = { current: tags };
  await act(async () =>
    render(
      <Form<Record<string, unknown>>
        schema={schema}
        formData={{ tags }}
        validator={validator}
        fields={fields()}
        widgets={widgets()}
        templates={templates()}
        onChange={(event) => (values.current = (event.formData?.tags as string[]) ?? [])}
      />,
    ),
  );
  return values;
}

const focused = () => document.activeElement;

beforeAll(async () => {
  await loadLaterBuiltIns();
  const german = JSON.parse(readFileSync('brands/default/locales/de.json', 'utf8')) as object;
  i18n.addResourceBundle('de', 'translation', german, true, false);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("an array's buttons", () => {
  it('show an icon and are named with the item they act on, in the page language', async () => {
    await renderTags(['a', 'b']);
    const remove = screen.getByRole('button', { name: 'Remove item 2' });
    expect(remove.querySelector('svg path')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Move item 1 down' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add item' })).toHaveTextContent('Add item');

    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByRole('button', { name: 'Eintrag 2 entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eintrag 2 nach oben verschieben' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Eintrag hinzufügen' })).toBeInTheDocument();
  });

  it('add an item and take the keyboard to its field', async () => {
    const values = await renderTags(['a']);
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await waitFor(() => expect(screen.getAllByRole('textbox')).toHaveLength(2));
    await waitFor(() => expect(focused()).toBe(screen.getAllByRole('textbox')[1]));
    await userEvent.keyboard('c');
    expect(values.current).toEqual(['a', 'c']);
  });

  it('move an item from the keyboard, keeping focus on the moved item', async () => {
    const values = await renderTags(['a', 'b', 'c']);
    screen.getByRole('button', { name: 'Move item 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(values.current).toEqual(['b', 'a', 'c']);
    // At the top it cannot go up again, so the keyboard is on its Move down.
    await waitFor(() =>
      expect(focused()).toBe(screen.getByRole('button', { name: 'Move item 1 down' })),
    );
    screen.getByRole('button', { name: 'Move item 2 down' }).focus();
    await userEvent.keyboard(' ');
    expect(values.current).toEqual(['b', 'c', 'a']);
    await waitFor(() =>
      expect(focused()).toBe(screen.getByRole('button', { name: 'Move item 3 up' })),
    );
  });

  it('remove an item from the keyboard, leaving focus on the next Remove, then on Add', async () => {
    const values = await renderTags(['a', 'b']);
    screen.getByRole('button', { name: 'Remove item 1' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(values.current).toEqual(['b']);
    await waitFor(() =>
      expect(focused()).toBe(screen.getByRole('button', { name: 'Remove item 1' })),
    );
    await userEvent.keyboard('{Enter}');
    expect(values.current).toEqual([]);
    await waitFor(() => expect(focused()).toBe(screen.getByRole('button', { name: 'Add item' })));
  });
});
