import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timings } from '../../shared/ui/timings';
import { wizardContextOf } from '../context/wizardContext';
import { useKnowledgeBaseImport } from './knowledgeBaseImport';
import './KnowledgeBaseWidget.css';

export const WORKING_MESSAGE_KEYS = [
  'widgets.knowledgeBaseImport.working.1',
  'widgets.knowledgeBaseImport.working.2',
  'widgets.knowledgeBaseImport.working.3',
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
 * The knowledge base URL. Once the URL in the box is the one saved, the step says how its import
 * goes: rotating messages while it is under way, then that it is imported, or that it failed with
 * a way to try again (the step's 'Skip for now' goes on without it). Editing the URL ends that state.
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
  const { userData, services } = wizardContextOf(registry);
  const saved = userData?.knowledgebaseURL ?? undefined;
  const text = typeof value === 'string' ? value : '';
  const current = Boolean(saved && text.trim() === saved.trim());
  const kb = useKnowledgeBaseImport(
    services,
    saved,
    userData?.knowledgebaseImportStatus ?? null,
    current,
  );
  const working = current && kb.status !== 'imported' && kb.status !== 'failed';
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
        {current && kb.status === 'imported' && (
          <p className="kb-import__done">{t('widgets.knowledgeBaseImport.imported')}</p>
        )}
      </div>
      {current && kb.status === 'failed' && (
        <div className="kb-import__failed" role="alert">
          <p>{t(kb.retryError ?? 'widgets.knowledgeBaseImport.failed')}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled || readonly || kb.retrying}
            aria-busy={kb.retrying}
            onClick={kb.retry}
          >
            {kb.retrying && <span className="spinner" aria-hidden="true" />}
            {t('widgets.knowledgeBaseImport.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
