import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../shared/contract';
import { addStepFromTemplate } from './draft/addStep';
import type { ConfigFileTexts } from './draft/configFiles';
import type { ProgressStep } from './draft/progressPaths';
import { STEP_NAME_PATTERN, TEMPLATE_IDS, type TemplateId } from './draft/stepTemplates';
import { StepPlacementFields, useStepPlacement } from './StepPlacementFields';
import { AlertRegion } from './AlertRegion';

/**
 * A new step from a template: the operator names it, titles it, words its required message and
 * picks where it goes and its progress; its schema (its texts as written) and flow entry are added
 * to the draft.
 */
export function AddStepForm({
  draft,
  steps,
  onAdded,
}: {
  draft: ConfigFileTexts;
  steps: readonly ProgressStep[];
  onAdded: (files: ConfigFileTexts, stepName: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [template, setTemplate] = useState<TemplateId>('requiredSelect');
  const placement = useStepPlacement(steps);
  const { name, afterIndex, progress } = placement;
  const [title, setTitle] = useState('');
  const [requiredMessage, setRequiredMessage] = useState('');
  const [error, setError] = useState<Message | null>(null);
  const asksRequiredMessage = template !== 'info';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!STEP_NAME_PATTERN.test(name)) return setError({ id: 'studio.addStep.badName' });
    if (progress === null) return setError({ id: 'studio.addStep.badProgress' });
    const result = addStepFromTemplate(
      draft,
      template,
      { name, title, requiredMessage: asksRequiredMessage ? requiredMessage : '' },
      { afterIndex, progress },
    );
    if ('refused' in result) return setError({ id: `studio.addStep.refused.${result.refused}` });
    setError(null);
    placement.clear();
    setTitle('');
    setRequiredMessage('');
    onAdded(result.files, name);
  };

  return (
    <form className="studio-add-step" onSubmit={submit} aria-labelledby={`${id}-title`} noValidate>
      <h3 id={`${id}-title`}>{t('studio.addStep.title')}</h3>
      <label htmlFor={`${id}-template`}>{t('studio.addStep.template')}</label>
      <select
        id={`${id}-template`}
        value={template}
        onChange={(e) => setTemplate(e.target.value as TemplateId)}
      >
        {TEMPLATE_IDS.map((templateId) => (
          <option key={templateId} value={templateId}>
            {t(`studio.addStep.templates.${templateId}`)}
          </option>
        ))}
      </select>
      <StepPlacementFields id={id} placement={placement} steps={steps}>
        <label htmlFor={`${id}-step-title`}>{t('studio.addStep.stepTitle')}</label>
        <input
          type="text"
          id={`${id}-step-title`}
          value={title}
          required
          onChange={(e) => setTitle(e.target.value)}
        />
        {asksRequiredMessage && (
          <>
            <label htmlFor={`${id}-required`}>{t('studio.addStep.requiredMessage')}</label>
            <input
              type="text"
              id={`${id}-required`}
              value={requiredMessage}
              required
              onChange={(e) => setRequiredMessage(e.target.value)}
            />
          </>
        )}
      </StepPlacementFields>
      <AlertRegion message={error} />
      <button
        type="submit"
        className="button button--secondary"
        disabled={!name || !title || (asksRequiredMessage && !requiredMessage)}
      >
        {t('studio.addStep.submit')}
      </button>
    </form>
  );
}
