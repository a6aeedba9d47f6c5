import { useTranslation } from 'react-i18next';

/** Formats a scheduled time (ISO 8601) in the operator's language and own zone, the zone named. */
export function useScheduleTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  // dateStyle and timeStyle do not combine with timeZoneName: the parts are named instead.
  const format = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
