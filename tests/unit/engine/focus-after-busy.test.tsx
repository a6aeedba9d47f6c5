import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { loadRenderers } from '../../../renderers/registry';
import { AuthForm } from '../../../src/app/auth/AuthForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import type { FieldProblem } from '../../../shared/contract/envelope';

async function loginTenantForm(): Promise<ReadySchema> {
  const module = (await import(
    /* @vite-ignore */ 'virtual:onramp/schema/forms/login_tenant'
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

const TAKEN: FieldProblem[] = [{ path: '/tenant', message: { id: 'validation.subdomain.empty' } }];

/** The form as a screen disables it for a submit; `finish` ends the submit as the server answers. */
let finish: (problems?: FieldProblem[]) => void = () => undefined;
let start: () => void = () => undefined;

function Harness({ ready }: { ready: ReadySchema }) {
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<FieldProblem[] | undefined>();
  start = () => setBusy(true);
  finish = (answer) => {
    setProblems(answer);
    setBusy(false);
  };
  return (
    <AuthForm
      id="f"
      ready={ready}
      formData={{ tenant: 'acme' }}
      onChange={() => undefined}
      onSubmit={() => undefined}
      busy={busy}
      serverProblems={problems}
    >
      <button type="submit">Continue</button>
    </AuthForm>
  );
}

/** Submits from the button, then does what Chromium does when the button is disabled: drops focus. */
async function submitAndLoseFocus() {
  const button = screen.getByRole('button', { name: 'Continue' });
  button.focus();
  act(() => button.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true })));
  act(() => start());
  (document.activeElement as HTMLElement).blur();
  expect(document.activeElement).toBe(document.body);
}

describe('focus once a refused submit gives the form back', () => {
  afterEach(cleanup);

  it('goes to the first field the server named', async () => {
    render(<Harness ready={await loginTenantForm()} />);
    await submitAndLoseFocus();
    act(() => finish(TAKEN));
    expect(document.activeElement).toBe(screen.getByLabelText(/Workspace subdomain/));
  });

  it('returns to the button when the server named no field', async () => {
    render(<Harness ready={await loginTenantForm()} />);
    await submitAndLoseFocus();
    act(() => finish());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('leaves focus where the person moved it meanwhile', async () => {
    render(<Harness ready={await loginTenantForm()} />);
    await submitAndLoseFocus();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    act(() => finish(TAKEN));
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
