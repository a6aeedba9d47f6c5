/** A time on a step as people say it: seconds, minutes, hours or days, in the page's language. */
export function durationText(seconds: number, lang: string): string {
  const [value, unit] =
    seconds < 90
      ? [seconds, 'second']
      : seconds < 90 * 60
        ? [seconds / 60, 'minute']
        : seconds < 48 * 3600
          ? [seconds / 3600, 'hour']
          : [seconds / 86400, 'day'];
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 && unit !== 'second' ? 1 : 0,
  }).format(value);
}
