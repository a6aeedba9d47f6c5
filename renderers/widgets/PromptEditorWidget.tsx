import { ariaDescribedByIds, errorId, type WidgetProps } from '@rjsf/utils';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OnboardingUserData } from '../../shared/contract';
import './PromptEditorWidget.css';
import { wizardContextOf } from '../context/wizardContext';
import { translatedError } from '../templates/errorText';

type Template = OnboardingUserData['campaignTemplates'][number];

/**
 * The campaign prompt: a plain-text box between 3em and 10em high that grows with its text. A paste
 * goes in as plain text only. The prompt starts from the default welcome-email prompt when none is
 * saved. 'Input field required' shows after Next, clears on the next key press and scrolls the page
 * to the top. Below, 'Sample Templates' when the user has more than one; 'Edit prompts' copies a
 * template's prompt into the box.
 */
export default function PromptEditorWidget({
  id,
  value,
  required,
  disabled,
  readonly,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
  options,
  registry,
}: WidgetProps) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  const text = typeof value === 'string' ? value : '';
  const errors = (rawErrors ?? []).filter((e) => typeof e === 'string' && e.length > 0);
  const [dismissed, setDismissed] = useState<string[] | undefined>(undefined);
  const showError = errors.length > 0 && rawErrors !== dismissed;
  const userData = wizardContextOf(registry).userData;
  // The server's templates are English; the brand's copy may word each one in the visitor's language.
  const templates: Template[] = (userData?.campaignTemplates ?? []).map((template) => ({
    ...template,
    name: t(`widgets.promptEditor.templates.${template.id}.name`, { defaultValue: template.name }),
    prompt: t(`widgets.promptEditor.templates.${template.id}.prompt`, {
      defaultValue: template.prompt,
    }),
  }));
  const defaultKey = typeof options.defaultPrompt === 'string' ? options.defaultPrompt : undefined;

  // No saved prompt: start from the default one, which is then saved with the step.
  useEffect(() => {
    if (value === undefined || value === null) {
      if (defaultKey) onChange(t(defaultKey));
    }
    // Once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A fresh error (Next pressed with an empty box) brings the top of the step into view.
  useEffect(() => {
    if (errors.length > 0 && rawErrors !== dismissed)
      window.scrollTo({ top: 0, behavior: 'smooth' });
    // rawErrors is a new array on each validation: that is the event this reacts to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rawErrors]);

  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text/plain').replace(/\r\n?/g, '\n');
    const box = event.currentTarget;
    const start = box.selectionStart ?? text.length;
    const end = box.selectionEnd ?? text.length;
    const next = text.slice(0, start) + pasted + text.slice(end);
    onChange(next);
    requestAnimationFrame(() =>
      box.setSelectionRange(start + pasted.length, start + pasted.length),
    );
  };

  const applyTemplate = (template: Template) => {
    onChange(template.prompt);
    boxRef.current?.focus();
    boxRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };

  return (
    <div className="prompt-editor">
      <textarea
        ref={boxRef}
        id={id}
        name={id}
        className="prompt-editor__box"
        value={text}
        disabled={disabled || readonly}
        aria-invalid={showError || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        aria-required={required || undefined}
        rows={3}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onKeyDown={() => setDismissed(rawErrors)}
        onPaste={onPaste}
        onBlur={(event) => onBlur(id, event.target.value)}
        onFocus={(event) => onFocus(id, event.target.value)}
      />
      {showError && (
        <div id={errorId(id)} className="field-error" role="alert">
          {[...new Set(errors)].map((message) => (
            <p key={message}>{translatedError(message, t)}</p>
          ))}
        </div>
      )}
      {templates.length > 1 && (
        <section className="templates" aria-labelledby={`${id}-templates`}>
          <h2 id={`${id}-templates`} className="templates__title">
            {t('widgets.promptEditor.title')}
          </h2>
          <ul className="templates__grid">
            {templates.map((template) => (
              <li key={template.id} className="template">
                <div className="template__picture">
                  <img className="template__image" src={template.imageURL} alt="" />
                  <p className="template__prompt">{template.prompt}</p>
                </div>
                <p className="template__name">{template.name}</p>
                <button
                  type="button"
                  className="button button--secondary template__edit"
                  aria-label={t('widgets.promptEditor.editLabel', {
                    name: template.name,
                  })}
                  disabled={disabled || readonly}
                  onClick={() => applyTemplate(template)}
                >
                  {t('widgets.promptEditor.edit')}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
