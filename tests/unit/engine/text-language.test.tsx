import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { loadRenderers } from '../../../renderers/registry';
import { buildStepModule } from '../../../shared/schema/stepModule';

/** A step written in plain English; German has a translation of one of its texts only. */
const step = {
  type: 'object',
  properties: {
    company: { type: 'string', title: 'Company name' },
    city: { type: 'string', title: 'Your city', description: 'Where your team works' },
  },
} as const;

async function renderStep() {
  const { source } = buildStepModule(step);
  const module = (await import(
    /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  render(
    <SchemaForm
      id="texts"
      ready={{ ...loaded, ...(await loadRenderers(loaded.renderers)) }}
      formData={{}}
      onChange={() => {}}
      onSubmit={() => {}}
    >
      <button type="submit">Next</button>
    </SchemaForm>,
  );
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("a step's plain text with no translation in the page's language", () => {
  it('is marked as written in the default language, for screen readers; translated text is not', async () => {
    i18n.addResourceBundle('de', 'translation', { 'Your city': 'Ihre Stadt' }, true, false);
    await act(() => i18n.changeLanguage('de'));
    await renderStep();
    await waitFor(() => expect(screen.getByText('Company name')).toHaveAttribute('lang', 'en'));
    expect(screen.getByText('Where your team works')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Ihre Stadt')).not.toHaveAttribute('lang');
  });

  it('is not marked on a page in the language it is written in', async () => {
    await renderStep();
    expect(screen.getByText('Company name')).toBeInTheDocument();
    // Give a marking the time it would take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Company name')).not.toHaveAttribute('lang');
  });
});
