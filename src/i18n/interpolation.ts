import { directionOf } from '../../shared/i18n/languages';
import i18n from './instance';

/** The plan prices' currency, from the initial config. */
let priceCurrency = 'USD';

// Numbers in copy are written as the visitor's locale writes them: {{price, price}} ("8 $" in
// German, Arabic digits in Arabic) and {{percent, percent}} (a 0–100 value: "30 %" in German).
i18n.services.formatter?.add('price', (value: number, lng: string | undefined) => {
  const parts = new Intl.NumberFormat(lng, {
    style: 'currency',
    currency: priceCurrency,
    trailingZeroDisplay: 'stripIfInteger',
  }).formatToParts(value);
  // In a right-to-left language a Latin currency code ("US$") is one left-to-right unit; without
  // an isolate the bidi algorithm moves its "$" to the other side ("$US 8").
  const isolate = lng && directionOf(lng) === 'rtl';
  return parts
    .map((part) => (isolate && part.type === 'currency' ? `\u2066${part.value}\u2069` : part.value))
    .join('');
});
i18n.services.formatter?.add('percent', (value: number, lng: string | undefined) =>
  new Intl.NumberFormat(lng, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100),
);

export function setPriceCurrency(currency: string): void {
  priceCurrency = currency;
}

/** {{brand}} and {{companyDomain}} are available to every piece of copy without being passed. */
export function setBrandVariables(variables: { brand: string; companyDomain: string }): void {
  i18n.options.interpolation = { ...i18n.options.interpolation, defaultVariables: variables };
}
