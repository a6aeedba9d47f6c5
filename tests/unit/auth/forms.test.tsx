import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import { loadRenderers } from '../../../renderers/registry';
import { AuthForm } from '../../../src/app/auth/AuthForm';
import { toLoadedSchema, type SchemaModule } from '../../../src/engine/react/schemaModule';
import type { ReadySchema } from '../../../src/engine/react/useSchemaModule';

async function form(name: string): Promise<ReadySchema> {
  const module = (await import(
    /* @vite-ignore */ `virtual:onramp/schema/forms/${name}`
  )) as SchemaModule;
  const loaded = await toLoadedSchema(module);
  return { ...loaded, ...(await loadRenderers(loaded.renderers)) };
}

function Harness({
  ready,
  initial,
  onSubmit,
}: {
  ready: ReadySchema;
  initial: Record<string, unknown>;
  onSubmit: (d: Record<string, unknown>) => void;
}) {
  const [data, setData] = useState(initial);
  return (
    <AuthForm id="f" ready={ready} formData={data} onChange={setData} onSubmit={onSubmit}>
      <button type="submit">Send</button>
    </AuthForm>
  );
}

async function renderForm(name: string, initial: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  render(<Harness ready={await form(name)} initial={initial} onSubmit={onSubmit} />);
  return onSubmit;
}

/** The signup form filled in as it would pass, but for the phone each test sets. */
const SIGNUP_FILLED = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Engines',
  email: 'ada@engines.example',
  password: 'Sturdy-Pass1',
  confirmPassword: 'Sturdy-Pass1',
  expectations: '',
  problems: '',
  campaignTemplateId: '',
};

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send' }));
const shown = (text: string) => screen.getByText(text).closest('.auth-form--quiet') === null;

describe('the signup form', () => {
  it('shows nothing before submit, then every message of an empty form', async () => {
    const onSubmit = await renderForm('signup', { expectations: '', problems: '' });
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
    await send();
    for (const text of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter your company name.',
      'Please enter a valid phone number',
      'Please enter a valid business email address.',
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.',
      'Passwords do not match.',
    ]) {
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(shown(text)).toBe(true);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('treats blank names as missing', async () => {
    await renderForm('signup');
    await userEvent.type(screen.getByLabelText(/First name/), '   ');
    await send();
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
  });

  it('wants the passwords to match, and the phone to be valid for its country', async () => {
    const onSubmit = await renderForm('signup');
    await userEvent.type(screen.getByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await userEvent.type(screen.getByLabelText(/Company name/), 'Engines');
    await userEvent.type(screen.getByLabelText(/Phone number/), '415');
    await userEvent.type(screen.getByLabelText(/Company E-mail/), 'ada@engines.example');
    await userEvent.type(screen.getByLabelText(/Create Password/), 'Sturdy-Pass1');
    await userEvent.type(screen.getByLabelText(/Re-enter Password/), 'Sturdy-Pass2');
    await send();
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Phone number is too short')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hides the whole validation display while any field is edited, not only that field', async () => {
    await renderForm('signup');
    await userEvent.type(screen.getByLabelText(/Phone number/), '415');
    await send();
    // The checks begin loading at the first focus; a submit before they are there waits for them.
    await waitFor(() => expect(shown('Please enter your first name.')).toBe(true));
    expect(screen.getByLabelText(/Phone number/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/First name/), 'A');
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText('Please enter your last name.')).toBeNull();
    expect(screen.queryByText('Phone number is too short')).toBeNull();
    expect(screen.getByLabelText(/Phone number/)).not.toHaveAttribute('aria-invalid');
    await send();
    expect(await screen.findByText('Please enter your last name.')).toBeInTheDocument();
  });

  it('holds a submit made before its checks have loaded, then judges it with them', async () => {
    const filled = SIGNUP_FILLED;
    const refused = await renderForm('signup', { ...filled, phoneNumber: '+1415' });
    // Nothing was focused: the phone's check is not loaded when the form is submitted.
    fireEvent.submit(document.getElementById('f')!);
    expect(await screen.findByText('Phone number is too short')).toBeInTheDocument();
    expect(refused).not.toHaveBeenCalled();
    cleanup();

    const accepted = await renderForm('signup', { ...filled, phoneNumber: '+14155552671' });
    fireEvent.submit(document.getElementById('f')!);
    await waitFor(() => expect(accepted).toHaveBeenCalledTimes(1));
  });

  it('sends the form without its checks when they cannot be downloaded: the server has them too', async () => {
    const ready = await form('signup');
    const offline = { ...ready, loadValidators: () => Promise.reject(new Error('offline')) };
    const onSubmit = vi.fn();
    render(
      <Harness
        ready={offline}
        initial={{ ...SIGNUP_FILLED, phoneNumber: '+1415' }}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.submit(document.getElementById('f')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('shows no phone check before submit', async () => {
    await renderForm('signup');
    await userEvent.type(screen.getByLabelText(/Phone number/), '415');
    expect(screen.queryByText('Phone number is too short')).toBeNull();
    expect(screen.getByLabelText(/Phone number/)).not.toHaveAttribute('aria-invalid');
  });

  it('says a name is too long rather than missing', async () => {
    await renderForm('signup');
    const long = 'A'.repeat(300);
    for (const label of [/First name/, /Last name/, /Company name/]) {
      await userEvent.click(screen.getByLabelText(label));
      await userEvent.paste(long);
    }
    await send();
    expect(
      await screen.findByText('First name can be at most 100 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Last name can be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByText('Company name can be at most 200 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
  });

  it.each([
    ['Über-geheim1', true],
    ['über-GEHEIM1', true],
    ['ÜBER-GEHEIM1', false],
    ['über-geheim1', false],
  ])('counts non-ASCII letters for the case rules: %s passes %s', async (password, passes) => {
    await renderForm('signup');
    await userEvent.type(screen.getByLabelText(/Create Password/), password);
    await send();
    await screen.findByText('Please enter your first name.');
    const rule =
      'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.';
    expect(screen.queryByText(rule) === null).toBe(passes);
  });

  it('submits a valid form with its hidden fields in the data', async () => {
    const onSubmit = await renderForm('signup', {
      expectations: '',
      problems: '',
      campaignTemplateId: '',
    });
    await userEvent.type(screen.getByLabelText(/First name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/Last name/), 'Lovelace');
    await userEvent.type(screen.getByLabelText(/Company name/), 'Engines');
    await userEvent.type(screen.getByLabelText(/Phone number/), '4155552671');
    await userEvent.type(screen.getByLabelText(/Company E-mail/), 'ada@engines.example');
    await userEvent.type(screen.getByLabelText(/Create Password/), 'Sturdy-Pass1');
    await userEvent.type(screen.getByLabelText(/Re-enter Password/), 'Sturdy-Pass1');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      firstName: 'Ada',
      phoneNumber: '+14155552671',
      expectations: '',
      problems: '',
      campaignTemplateId: '',
    });
  });
});

describe('the login forms', () => {
  it('asks for a tenant name, then one that follows the subdomain rule', async () => {
    await renderForm('login_tenant');
    await send();
    expect(await screen.findByText('Please enter a domain name')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Workspace subdomain/), '-bad-');
    await send();
    expect(
      await screen.findByText(
        'The subdomain can only contain letters, numbers, and hyphens. The length should be between 1 and 63 characters.',
      ),
    ).toBeInTheDocument();
  });

  it('drops the spaces around a pasted tenant name, so it passes the subdomain rule', async () => {
    const onSubmit = await renderForm('login_tenant');
    const field = screen.getByLabelText(/Workspace subdomain/);
    await userEvent.click(field);
    await userEvent.paste('  shop-acme \n');
    expect(field).toHaveValue('shop-acme');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ tenant: 'shop-acme' });
  });

  it('wants a valid e-mail and a password', async () => {
    await renderForm('login');
    await send();
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Password must not be empty.')).toBeInTheDocument();
  });
});

describe('the recovery forms', () => {
  it.each(['forgot_password', 'forgot_subdomain'])(
    '%s wants a valid email address',
    async (name) => {
      await renderForm(name);
      await userEvent.type(screen.getByRole('textbox'), 'nope');
      await send();
      expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    },
  );

  it("labels the subdomain reminder's field as the spec words it", async () => {
    await renderForm('forgot_subdomain');
    expect(screen.getByLabelText(/Provide your email associated with domain/)).toBeInTheDocument();
  });

  it('accepts a new password whose capital is not ASCII', async () => {
    const onSubmit = await renderForm('reset_password');
    await userEvent.type(screen.getByLabelText(/New password/), 'Ärger-frei9');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'Ärger-frei9');
    await send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('checks the new password and its confirmation', async () => {
    const onSubmit = await renderForm('reset_password');
    await userEvent.type(screen.getByLabelText(/New password/), 'weak');
    await userEvent.type(screen.getByLabelText(/Confirm password/), 'weaker');
    await send();
    expect(
      await screen.findByText(
        'Password must contain at least 8 characters, including one uppercase letter, one lowercase letter, and one digit.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
