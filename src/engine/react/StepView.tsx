import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandVariants, OnboardingUserData } from '../../../shared/contract';
import { LoadingIndicator } from '../../../renderers/ui/LoadingIndicator';
import type { FlowStep } from '../../../shared/flow/types';
import { stepFieldNames } from '../../../shared/schema/schemaLevels';
import type { JsonObject } from '../../../shared/schema/splitSchema';
import { SchemaForm } from './SchemaForm';
import { firstExample, pickFields, submittedFields, valuesToSend } from './stepValues';
import { writtenLanguage } from './writtenLanguage';
import { useSchemaModule } from './useSchemaModule';
import type { WizardEnvironment } from './wizardEnvironment';
import type { WizardContext } from '../../../renderers/context/wizardContext';
import { useStepSubmit, type StepDone } from './useStepSubmit';
import type { InvalidField } from './transformErrors';

export interface StepViewProps {
  step: FlowStep;
  userData: OnboardingUserData;
  /** Where Back goes, if anywhere. */
  canGoBack: boolean;
  /** Save even when nothing changed: the server's stepName moves on only with a save. */
  mustSave?: boolean;
  onBack(): void;
  /** Moves on once the step is saved (or skipped): the target and the server's stepName. */
  onDone: StepDone;
  onSkip?(): void;
  /** The brand's variant switches, for widgets that differ by brand (formContext.variants). */
  variants?: BrandVariants;
  /** What the wizard works with: the app's state, API and router, or a preview's. */
  environment: WizardEnvironment;
  /** A submit the step's own validation refused, field by field. */
  onInvalid?(errors: InvalidField[]): void;
  /** Values typed earlier and kept (a new signup's subdomain after a reload), and where to keep them. */
  kept?: {
    values: Record<string, unknown> | undefined;
    keep(values: Record<string, unknown>): void;
  };
}

/** One wizard step: its schema rendered, validated, saved through its submit binding. */
export function StepView({
  step,
  userData,
  canGoBack,
  mustSave = false,
  onBack,
  onDone,
  onSkip,
  variants,
  environment,
  onInvalid,
  kept,
}: StepViewProps) {
  const { t, i18n } = useTranslation();
  const state = useSchemaModule(environment.config, 'steps', step.schema);
  // A preview's sample owner: a step it has not answered starts from its schema's first example.
  const sampleAnswers = environment.preview === true;
  const [formData, setFormData] = useState<Record<string, unknown> | null>(null);
  const { submit, busy, fieldProblems, formError, clearFieldProblems, refused } = useStepSubmit(
    step,
    userData,
    mustSave,
    onDone,
    environment.submitActions,
    environment.failureOf,
  );
  const headingRef = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready';

  // A new step moves focus to its heading, so a screen reader announces where the person now is.
  useEffect(() => {
    if (ready) headingRef.current?.focus();
  }, [ready, step.name]);

  if (state.status === 'loading') return <LoadingIndicator />;
  if (state.status === 'error') {
    return (
      <p role="alert" className="form-error">
        {state.message}
      </p>
    );
  }
  const module = state.value;
  const fields = submittedFields(step, module.schema);
  const answered = pickFields(userData, stepFieldNames(module.schema as JsonObject));
  const current = formData ?? {
    ...(sampleAnswers && Object.keys(answered).length === 0 ? firstExample(module.schema) : {}),
    ...answered,
    ...kept?.values,
  };
  const titleKey = typeof module.schema.title === 'string' ? module.schema.title : undefined;
  const descriptionKey =
    typeof module.schema.description === 'string' ? module.schema.description : undefined;
  return (
    <section className="step" aria-labelledby={`${step.name}-title`}>
      {titleKey && (
        <h1
          id={`${step.name}-title`}
          className="step__title"
          tabIndex={-1}
          ref={headingRef}
          lang={writtenLanguage(i18n, titleKey)}
        >
          {t(titleKey)}
        </h1>
      )}
      {descriptionKey && (
        <p className="step__description" lang={writtenLanguage(i18n, descriptionKey)}>
          {t(descriptionKey)}
        </p>
      )}
      <SchemaForm
        id={step.name}
        ready={module}
        formData={current}
        onChange={(data) => {
          setFormData(data);
          kept?.keep(data);
          clearFieldProblems();
        }}
        onSubmit={(data, shown) =>
          void submit(valuesToSend(data, fields, module.schema, shown), fields)
        }
        busy={busy}
        onInvalid={(errors) => {
          refused();
          onInvalid?.(errors);
        }}
        serverProblems={fieldProblems}
        formContext={
          {
            ...environment.form,
            userData,
            step,
            variants,
            formData: current,
          } satisfies Omit<WizardContext, 'fieldProblems'>
        }
      >
        {formError && (
          <p className="form-error" role="alert">
            {t(formError.id, formError.params)}
          </p>
        )}
        {step.actions !== false && (
          <div className="step__actions">
            {canGoBack && (
              <button
                type="button"
                className="button button--secondary"
                onClick={onBack}
                disabled={busy}
              >
                {t('wizard.back')}
              </button>
            )}
            {step.skippable && onSkip && (
              <button
                type="button"
                className="button button--link"
                onClick={onSkip}
                disabled={busy}
              >
                {t('wizard.skip')}
              </button>
            )}
            <button
              type="submit"
              className="button button--primary"
              disabled={busy}
              aria-busy={busy}
            >
              {busy && <span className="spinner spinner--inverse" aria-hidden="true" />}
              {t(step.nextLabelKey ?? 'wizard.next')}
            </button>
          </div>
        )}
      </SchemaForm>
    </section>
  );
}
