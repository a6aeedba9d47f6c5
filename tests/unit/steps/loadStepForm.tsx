import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import { loadRenderers } from '../../../renderers/registry';

async function ready(step: string): Promise<ReadySchema> {
  const module = (await import(
    /* @vite-ignore */ `virtual:onramp/schema/steps/${step}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

/** A step's form alone, with a spy on every change that reaches the form's data. */
export async function renderStepForm(
  step: string,
  formData: Record<string, unknown>,
  formContext: Record<string, unknown> = {},
) {
  const value = await ready(step);
  const onChange = vi.fn<(data: Record<string, unknown>) => void>();
  const onSubmit = vi.fn<(data: Record<string, unknown>) => void>();
  const utils = render(
    <MemoryRouter>
      <SchemaForm
        id={step}
        ready={value}
        formData={formData}
        onChange={onChange}
        onSubmit={onSubmit}
        formContext={formContext}
      >
        <button type="submit">Next</button>
      </SchemaForm>
    </MemoryRouter>,
  );
  return { ...utils, onChange, onSubmit };
}
