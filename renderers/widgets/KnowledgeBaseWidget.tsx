import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../src/api/contract';
import { timings } from '../../src/app/timings';
import './KnowledgeBaseWidget.css';

export const WORKING_MESSAGE_KEYS = [
  'steps.import_knowledge_base.working.1',
  'steps.import_knowledge_base.working.2',
  'steps.import_knowledge_base.working.3',
] as const;

/** One rotating message while `active`, the next every kbRotateMs; back to the first when inactive. */
function useRotatingIndex(active: boolean, count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), timings.kbRotateMs);
    return () => {
      clearInterval(timer);
      setIndex(0);
    };
  }, [active, count]);
  return active ? index : 0;
}

/**
 * The knowledge base URL. Once the URL in the box is the one saved, the import is under way and
 * the step says so with rotating messages; editing the URL ends that state.
 */
export default function KnowledgeBaseWidget({
  id,
  value,
  onChange,
  onBlur,
  onFocus,
  rawErrors,
  disabled,
  readonly,
  placeholder,
  registry,
  htmlName,
}: WidgetProps) {
  const { t } = useTranslation();
  const saved = (registry.formContext as { userData?: Partial<OnboardingUserData> } | undefined)
    ?.userData?.knowledgebaseURL;
  const text = typeof value === 'string' ? value : '';
  const working = Boolean(saved && text.trim() === saved.trim());
  const index = useRotatingIndex(working, WORKING_MESSAGE_KEYS.length);
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <div className="kb-import">
      <input
        id={id}
        name={htmlName ?? id}
        type="url"
        inputMode="url"
        autoComplete="url"
        className="form-control"
        value={text}
        placeholder={placeholder}
        disabled={disabled || readonly}
        aria-invalid={invalid || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      <div className="kb-import__status" role="status" aria-live="polite">
        {working && (
          <p className="kb-import__working">
            <span className="spinner" aria-hidden="true" />
            <span>{t(WORKING_MESSAGE_KEYS[index] ?? WORKING_MESSAGE_KEYS[0])}</span>
          </p>
        )}
      </div>
    </div>
  );
}
