import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longer values show this many characters until expanded. */
const SHORT_LENGTH = 120;

/** A value as a diff shows it: on one line, and whole (JSON laid out, a file's text as it is). */
export interface ShownValue {
  line: string;
  whole: string;
}

/** A value before or after a change: a short one whole, a long one cut, with a button to show all. */
export function DiffValue({ value }: { value: ShownValue | undefined }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  if (value === undefined)
    return <span className="studio-muted">{t('studio.compare.noValue')}</span>;
  if (value.line.length <= SHORT_LENGTH && !value.line.includes('\n'))
    return <code>{value.line}</code>;
  return (
    <>
      <pre className="studio-diff__value">
        <code>{expanded ? value.whole : `${value.line.slice(0, SHORT_LENGTH)}…`}</code>
      </pre>
      <button
        type="button"
        className="button button--link"
        aria-expanded={expanded}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? t('studio.compare.showLess') : t('studio.compare.showAll')}
      </button>
    </>
  );
}
