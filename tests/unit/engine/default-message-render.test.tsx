import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { loadRenderers } from '../../../renderers/registry';
import { buildStepModule } from '../../../shared/schema/stepModule';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe("the engine's message at a field", () => {
  it('shows its limit in the language shown, and is worded again on a language switch', async () => {
    const { source } = buildStepModule({
      type: 'object',
      properties: { shopName: { type: 'string', minLength: 3 } },
    });
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
    )) as SchemaModule;
    const ready = await toLoadedSchema(module);
    const german = JSON.parse(readFileSync('brands/default/locales/de.json', 'utf8')) as object;
    i18n.addResourceBundle('de', 'translation', german, true, false);
    render(
      <SchemaForm
        id="shop"
        ready={{ ...ready, ...(await loadRenderers(ready.renderers)) }}
        formData={{ shopName: 'A' }}
        onChange={() => {}}
        onSubmit={() => {}}
      >
        <button type="submit">Next</button>
      </SchemaForm>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const error = () => document.getElementById('shop_shopName__error');
    await waitFor(() => expect(error()).toHaveTextContent('Please enter at least 3 characters.'));
    await act(() => i18n.changeLanguage('de'));
    expect(error()).toHaveTextContent('Bitte geben Sie mindestens 3 Zeichen ein.');
  });
});
