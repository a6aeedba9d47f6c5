import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { SchemaForm } from '../../../src/engine/react/SchemaForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import { loadRenderers } from '../../../renderers/registry';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';

async function ready(step: string): Promise<ReadySchema> {
  const module = (await import(
    /* @vite-ignore */ `virtual:onramp/schema/steps/${step}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

function renderStep(value: ReadySchema, formData: Record<string, unknown>, onSubmit = vi.fn()) {
  let data = formData;
  render(
    <SchemaForm
      id="s"
      ready={value}
      formData={data}
      onChange={(d) => (data = d)}
      onSubmit={onSubmit}
    >
      <button type="submit">Next</button>
    </SchemaForm>,
  );
  return onSubmit;
}

describe('a step rendered by the engine', () => {
  it('shows no error before Next is pressed, and its own messages after', async () => {
    const onSubmit = renderStep(await ready('team_size'), {});
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Please tell us how many people are on your team.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose your role.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('labels its fields with the translated copy, for screen readers too', async () => {
    renderStep(await ready('team_size'), {});
    expect(screen.getByLabelText(/Number of people/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Sales' })).toBeInTheDocument();
  });

  it('submits valid data', async () => {
    const onSubmit = renderStep(await ready('team_size'), {});
    await userEvent.type(screen.getByLabelText(/Number of people/), '12');
    await userEvent.click(screen.getByRole('radio', { name: 'Sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { teamSize: 12, teamRole: 'sales' },
        { teamSize: {}, teamRole: {} },
      ),
    );
  });

  it('marks an unchosen category with a border only, and asks for a description when Other is chosen', async () => {
    const onSubmit = renderStep(await ready('business_category'), {});
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    // A submit first waits for the form's widget checks to load (SchemaForm).
    await waitFor(() =>
      expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(screen.queryByText(/must be/)).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(await screen.findByLabelText(/Describe your business/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText(/Describe your business/), 'Bakery');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { businessCategory: { name: 'Other', description: 'Bakery' } },
        { businessCategory: { name: {}, description: {} } },
      ),
    );
  });

  it('offers only the offered categories', async () => {
    renderStep(await ready('business_category'), {});
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'E-commerce',
      'SaaS',
      'Financial Services',
      'Education',
      'Other',
    ]);
  });
});
