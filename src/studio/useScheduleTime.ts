import { useTranslation } from 'react-i18next';

/** Formats a scheduled time (ISO 8601) in the operator's language and own zone, the zone named. */
export function useScheduleTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZoneName: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
