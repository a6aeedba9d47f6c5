import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../src/i18n';
import { loadRenderers } from '../../../renderers/registry';
import { AuthForm } from '../../../src/app/auth/AuthForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';
import type { FieldProblem } from '../../../shared/contract/envelope';

async function loginTenantForm(): Promise<ReadySchema> {
  const form = 'login_tenant';
  const module = (await import(
    /* @vite-ignore */ `virtual:onramp/schema/forms/${form}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

const TAKEN: FieldProblem[] = [{ path: '/tenant', message: { id: 'validation.subdomain.empty' } }];

/** The login's tenant form as the screen shows it: disabled while busy, with what the server said. */
function TenantForm(props: { ready: ReadySchema; busy: boolean; problems?: FieldProblem[] }) {
  return (
    <AuthForm
      id="f"
      ready={props.ready}
      formData={{ tenant: 'acme' }}
      onChange={() => undefined}
      onSubmit={() => undefined}
      busy={props.busy}
      serverProblems={props.problems}
    >
      <button type="submit">Continue</button>
    </AuthForm>
  );
}

/**
 * Submits from the button and disables the form, then does what Chromium does to a disabled
 * control: drops focus. Returns how to end the submit as the server answers.
 */
async function submitAndLoseFocus() {
  const ready = await loginTenantForm();
  const { rerender } = render(<TenantForm ready={ready} busy={false} />);
  const button = screen.getByRole('button', { name: 'Continue' });
  button.focus();
  act(() => button.closest('form')!.dispatchEvent(new Event('submit', { bubbles: true })));
  rerender(<TenantForm ready={ready} busy />);
  (document.activeElement as HTMLElement).blur();
  expect(document.activeElement).toBe(document.body);
  return (problems?: FieldProblem[]) =>
    rerender(<TenantForm ready={ready} busy={false} problems={problems} />);
}

describe('focus once a refused submit gives the form back', () => {
  afterEach(cleanup);

  it('goes to the first field the server named', async () => {
    const finish = await submitAndLoseFocus();
    finish(TAKEN);
    expect(document.activeElement).toBe(screen.getByLabelText(/Workspace subdomain/));
  });

  it('returns to the button when the server named no field', async () => {
    const finish = await submitAndLoseFocus();
    finish();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('leaves focus where the person moved it meanwhile', async () => {
    const finish = await submitAndLoseFocus();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    finish(TAKEN);
    expect(document.activeElement).toBe(elsewhere);
    elsewhere.remove();
  });
});
