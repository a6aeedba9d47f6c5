import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import type { ConfigFileTexts } from './draft/configFiles';
import { importForm } from './draft/importForm';
import type { ProgressStep } from './draft/progressPaths';
import { STEP_NAME_PATTERN } from './draft/stepTemplates';
import { StepPlacementFields, useStepPlacement } from './StepPlacementFields';
import { AlertRegion } from './AlertRegion';

/** Largest file read from disk: a shared form is a few KiB; the server takes 200,000 characters. */
const MAX_FILE_BYTES = 200_000;

/**
 * A form as people share it (RJSF's schema, uiSchema and formData, or a schema alone), pasted or
 * read from a file, added to the draft as a step; the checker then names what the engine cannot take.
 */
export function ImportFormForm({
  draft,
  steps,
  onImported,
}: {
  draft: ConfigFileTexts;
  steps: readonly ProgressStep[];
  onImported: (files: ConfigFileTexts, stepName: string, announcement: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const placement = useStepPlacement(steps);
  const { name, afterIndex, progress } = placement;
  const [error, setError] = useState<Message | null>(null);

  const readFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) return setError({ id: 'studio.importForm.fileTooLarge' });
    file.text().then(
      (content) => {
        setText(content);
        setError(null);
      },
      () => setError({ id: 'studio.importForm.fileUnreadable' }),
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!STEP_NAME_PATTERN.test(name)) return setError({ id: 'studio.addStep.badName' });
    if (progress === null) return setError({ id: 'studio.addStep.badProgress' });
    const result = importForm(draft, text, name, { afterIndex, progress });
    if ('refused' in result) {
      const { refused } = result;
      return setError(
        refused === 'notJson' || refused === 'noSchema'
          ? { id: `studio.importForm.refused.${refused}` }
          : { id: `studio.addStep.refused.${refused}` },
      );
    }
    setError(null);
    setText('');
    placement.clear();
    const leftOut = result.unplaced.length
      ? ` ${t('studio.importForm.unplaced', { count: result.unplaced.length, paths: result.unplaced.join(', ') })}`
      : '';
    onImported(result.files, name, `${t('studio.importForm.imported', { step: name })}${leftOut}`);
  };

  return (
    <form className="studio-add-step" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('studio.importForm.title')}</h3>
      <p id={`${id}-intro`} className="studio-muted">
        {t('studio.importForm.intro')}
      </p>
      <label htmlFor={`${id}-json`}>{t('studio.importForm.json')}</label>
      <textarea
        id={`${id}-json`}
        className="studio-import__json"
        value={text}
        rows={8}
        spellCheck={false}
        dir="ltr"
        aria-describedby={`${id}-intro`}
        onChange={(e) => setText(e.target.value)}
      />
      <label htmlFor={`${id}-file`}>{t('studio.importForm.file')}</label>
      <input type="file" id={`${id}-file`} accept="application/json,.json" onChange={readFile} />
      <StepPlacementFields id={id} placement={placement} steps={steps} />
      <AlertRegion message={error} />
      <button type="submit" className="button button--secondary" disabled={!text.trim() || !name}>
        {t('studio.importForm.submit')}
      </button>
    </form>
  );
}
