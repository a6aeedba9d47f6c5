import type { RJSFSchema } from '@rjsf/utils';
import { act, cleanup, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { loadLaterBuiltIns } from '../../../src/standIns/rjsf/lazyBuiltIn';
import { renderSchemaForm } from '../support/rjsfForms';

vi.mock('../../../renderers/templates', async (load) =>
  (await import('../support/standInTemplates')).withStandInTemplates(load),
);

const schema: RJSFSchema = {
  type: 'object',
  required: ['name', 'tags', 'address'],
  properties: {
    name: { type: 'string', title: 'Name' },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' } },
    address: {
      type: 'object',
      title: 'Address',
      properties: { street: { type: 'string', title: 'Street' } },
    },
    notes: { type: 'array', title: 'Notes', items: { type: 'string' } },
  },
};

const renderForm = (lang: string) => renderSchemaForm(schema, { tags: ['a'] }, lang);

/** The element's required mark as the eye sees it: its text and classes, and whether it is read. */
function markOf(element: HTMLElement) {
  const mark = element.querySelector<HTMLElement>(':scope > .required');
  return mark && { text: mark.textContent, className: mark.className };
}

beforeAll(async () => {
  await loadLaterBuiltIns();
  const german = JSON.parse(readFileSync('brands/default/locales/de.json', 'utf8')) as object;
  i18n.addResourceBundle('de', 'translation', german, true, false);
});
afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe("a required list's or group's title", () => {
  it('shows the mark a required field’s label shows', async () => {
    await renderForm('en');
    const label = document.querySelector<HTMLElement>('label[for="f_name"]')!;
    const tags = document.getElementById('f_tags__title')!;
    const address = document.getElementById('f_address__title')!;
    expect(markOf(label)).not.toBeNull();
    expect(markOf(tags)).toEqual(markOf(label));
    expect(markOf(address)).toEqual(markOf(label));
    expect(markOf(document.getElementById('f_notes__title')!)).toBeNull();
    expect(tags.className).toBe(label.className);
  });

  it('is read as required, in the page language, as a required input is', async () => {
    await renderForm('de');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    const required = i18n.t('form.required');
    expect(required).not.toBe('');
    expect(required).not.toBe('form.required');
    expect(screen.getByRole('group', { name: `Tags ${required}` })).toBeInTheDocument();
    const title = document.getElementById('f_tags__title')!;
    expect(within(title).getByText('*')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('group', { name: `Address ${required}` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Notes' })).toBeInTheDocument();
  });
});
