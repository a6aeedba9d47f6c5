import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import '../../../src/i18n';
import i18n from '../../../src/i18n';
import { phoneProblem } from '../../../renderers/validators/phone';
import PhoneWidget from '../../../renderers/widgets/PhoneWidget';
import metadata from 'libphonenumber-js/metadata.min.json';
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { COUNTRIES_BY_CALLING_CODE } from '../../../renderers/widgets/phoneCallingCodes';
import {
  callingCodeOf,
  countryOptions,
  detectCountry,
  initialCountryFrom,
  joinPhoneValue,
  readTypedPhone,
  splitPhoneValue,
} from '../../../renderers/widgets/phoneCountries';

const message = (value: unknown) => {
  const key = phoneProblem(value);
  return key ? i18n.t(key) : undefined;
};

describe('the phone rules', () => {
  it('accepts a valid number for the chosen country', () => {
    expect(message('+14155552671')).toBeUndefined();
    expect(message('+442079460958')).toBeUndefined();
  });

  it('says the number is too short', () => {
    expect(message('+1415')).toBe('Phone number is too short');
  });

  it('says the number is too long', () => {
    expect(message('+1415555267112345')).toBe('Phone number is too long');
  });

  it('asks for a country code when none is chosen', () => {
    expect(message('4155552671')).toBe('Choose a valid country code');
  });

  it('falls back to the default message for a number of the right length that is not valid', () => {
    expect(message('+10005552671')).toBe('Please enter a valid phone number');
  });

  it('gives the default message for an empty number', () => {
    expect(message('')).toBe('Please enter a valid phone number');
    expect(message(undefined)).toBe('Please enter a valid phone number');
  });
});

describe('the phone value', () => {
  it('is E.164 once a country is chosen, the bare digits without one, nothing when empty', () => {
    expect(joinPhoneValue({ country: 'US', digits: '4155552671' })).toBe('+14155552671');
    expect(joinPhoneValue({ country: 'GB', digits: '2079460958' })).toBe('+442079460958');
    expect(joinPhoneValue({ country: '', digits: '4155552671' })).toBe('4155552671');
    expect(joinPhoneValue({ country: 'US', digits: '' })).toBeUndefined();
  });

  it('splits a stored E.164 value back into its country and digits', () => {
    expect(splitPhoneValue('+442079460958', 'US')).toEqual({ country: 'GB', digits: '2079460958' });
    expect(splitPhoneValue(undefined, 'US')).toEqual({ country: 'US', digits: '' });
  });

  it('keeps digits only as typed, and lets a pasted international number pick its country', () => {
    expect(readTypedPhone('(415) 555-2671', { country: 'US', digits: '' })).toEqual({
      country: 'US',
      digits: '4155552671',
    });
    expect(readTypedPhone('+44 20 7946 0958', { country: 'US', digits: '' })).toEqual({
      country: 'GB',
      digits: '2079460958',
    });
  });

  it("defaults to US, and 'auto' detects the country from the browser's languages, offline", () => {
    expect(initialCountryFrom(undefined)).toBe('US');
    expect(initialCountryFrom('gb')).toBe('GB');
    expect(initialCountryFrom('auto', ['en-GB'])).toBe('GB');
    expect(initialCountryFrom('auto', ['de'])).toBe('DE');
    expect(detectCountry([])).toBe('US');
  });
});

function renderWidget(
  options: Record<string, unknown> = { initialCountry: 'US' },
  value: string | undefined = undefined,
) {
  const onChange = vi.fn();
  const props = {
    id: 'signup_phoneNumber',
    name: 'phoneNumber',
    value,
    options,
    onChange,
    onBlur: vi.fn(),
    onFocus: vi.fn(),
    label: 'Phone number',
    schema: { type: 'string' },
    uiSchema: {},
    registry: {},
    rawErrors: [],
  } as unknown as WidgetProps;
  render(
    <>
      <label htmlFor="signup_phoneNumber">Phone number</label>
      <PhoneWidget {...props} />
    </>,
  );
  return onChange;
}

describe('the phone widget', () => {
  it('starts on the United States and strips what is not a digit as it is typed', async () => {
    const onChange = renderWidget();
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
    await userEvent.type(screen.getByLabelText('Phone number'), '(415) 555-2671');
    expect(screen.getByLabelText('Phone number')).toHaveValue('4155552671');
    expect(onChange).toHaveBeenLastCalledWith('+14155552671');
  });

  it('holds the chosen country alone until the picker is reached for, then every country named', async () => {
    renderWidget();
    const picker = screen.getByRole('combobox', { name: 'Country code' });
    const listed = () => within(picker).getAllByRole('option');
    const flag = () => document.querySelector('.phone-input__flag')?.textContent;
    expect(listed().map((option) => option.getAttribute('value'))).toEqual(['', 'US']);
    // Once the form has shown, the chosen country's flag; the list waits for the person.
    await waitFor(() => expect(flag()).toBe('🇺🇸'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(listed()).toHaveLength(2);
    act(() => picker.focus());
    expect(listed().length).toBeGreaterThan(200);
    const uk = within(picker).getByRole('option', { name: /United Kingdom/ });
    expect(uk).toHaveValue('GB');
    // The name first, so typing it chooses the country; the flag after.
    expect(uk).toHaveTextContent(/^United Kingdom \(\+44\) 🇬🇧$/u);

    cleanup();
    renderWidget();
    const pointedAt = screen.getByRole('combobox', { name: 'Country code' });
    fireEvent.pointerEnter(pointedAt);
    expect(within(pointedAt).getAllByRole('option').length).toBeGreaterThan(200);
  });

  it('sends the chosen country with the number', async () => {
    const onChange = renderWidget();
    await userEvent.click(screen.getByRole('combobox', { name: 'Country code' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await userEvent.type(screen.getByLabelText('Phone number'), '2079460958');
    expect(onChange).toHaveBeenLastCalledWith('+442079460958');
  });

  it('offers no country at all, which leaves the bare digits for the country-code message', async () => {
    const onChange = renderWidget();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '');
    await userEvent.type(screen.getByLabelText('Phone number'), '4155552671');
    expect(onChange).toHaveBeenLastCalledWith('4155552671');
  });

  it('reads a stored number of a shared calling code as its own country once the parser is there', async () => {
    // +1 416 is Toronto: the calling code alone would say the United States.
    renderWidget({ initialCountry: 'US' }, '+14165550123');
    const country = screen.getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(country).toHaveValue('CA'));
    expect(screen.getByLabelText('Phone number')).toHaveValue('4165550123');
  });

  it('gives a pasted number of a shared calling code its own country', async () => {
    const onChange = renderWidget();
    await userEvent.click(screen.getByLabelText('Phone number'));
    await userEvent.paste('+1 416 555 0123');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('CA'),
    );
    expect(onChange).toHaveBeenLastCalledWith('+14165550123');
  });
});

describe('the calling-code table the widget lists countries from', () => {
  it("is libphonenumber-js's own (else run scripts/phone-calling-codes.ts)", () => {
    expect(COUNTRIES_BY_CALLING_CODE).toEqual(metadata.country_calling_codes);
    expect(
      countryOptions('en')
        .map((c) => c.code)
        .sort(),
    ).toEqual([...getCountries()].sort());
    for (const country of getCountries())
      expect(callingCodeOf(country)).toBe(getCountryCallingCode(country));
  });

  it('reads a number by its calling code before the parser has loaded', () => {
    expect(splitPhoneValue('+14165550123', 'US')).toEqual({ country: 'US', digits: '4165550123' });
    expect(splitPhoneValue('+14165550123', 'CA')).toEqual({ country: 'CA', digits: '4165550123' });
    expect(splitPhoneValue('+79161234567', 'DE')).toEqual({ country: 'RU', digits: '9161234567' });
    expect(splitPhoneValue('+3725123456', 'US')).toEqual({ country: 'EE', digits: '5123456' });
    expect(splitPhoneValue('+999123', 'US')).toEqual({ country: '', digits: '999123' });
  });
});
