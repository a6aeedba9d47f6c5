import { answersOfStep, type OfferedAnswer } from '../draft/conditionAnswers';
import type { JsonObject } from '../draft/configFiles';
import { fieldHostOf } from './fieldConditions';
import { designOf } from './fieldDesign';
import { fieldRowsOf } from './stepFields';
import type { StepTexts } from './stepTexts';

/**
 * The answers a field's condition may test, the step's own, each named as the form names it: its
 * label, and the names of its options, so that a rule reads "Working style is With a team".
 */
export function labelledAnswers(
  step: JsonObject,
  stepName: string,
  texts: StepTexts,
): OfferedAnswer[] {
  const rows = fieldRowsOf(step, texts);
  return answersOfStep(stepName, step).map((answer) => {
    const row = rows.find((r) => r.name === answer.field);
    if (!row) return answer;
    const hosted = fieldHostOf(step, row.name);
    const options = hosted ? designOf(hosted.host, row.name, texts)?.options : undefined;
    const input =
      answer.input.kind === 'choice' && options
        ? {
            ...answer.input,
            labels: answer.input.values.map(
              (value) => options.find((option) => option.value === value)?.label ?? '',
            ),
          }
        : answer.input;
    return { ...answer, label: row.label || undefined, input };
  });
}
