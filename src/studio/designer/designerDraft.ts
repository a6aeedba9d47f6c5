import { schemaMessageKeys } from '../../../shared/config/messageKeys';
import { ACCOUNT_FIELDS, ENGINE_FIELDS } from '../../../shared/contract/accountFields';
import { copyNamespaces, isCopyKey } from '../../../shared/i18n/schemaTexts';
import type { JsonValue } from '../../../shared/schema/splitSchema';
import {
  brandIdOf,
  formatJson,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
  type JsonObject,
} from '../draft/configFiles';
import type { FlowManifest, SubmitBinding } from '../../../shared/flow/types';
import { fieldOrderOf } from './stepFields';
import type { CopyEdits, StepTexts } from './stepTexts';

const LOCALE_FILE = /^brands\/([^/]+)\/locales\/([^/]+)\.json$/;
const SCHEMA_FILE = /^schemas\/(steps|forms)\/[^/]+\.json$/;

/** The file holding a key's copy in `lang`: the brand's own when it overrides it, else the default brand's. */
export function copyFileOf(draft: ConfigFileTexts, key: string, lang: string): string {
  const own = `brands/${brandIdOf(draft) ?? 'default'}/locales/${lang}.json`;
  const copy = parseObject(draft[own]);
  return copy && key in copy ? own : `brands/default/locales/${lang}.json`;
}

/**
 * How the draft's texts read in the brand's default language. A copy key is edited in its copy
 * only where one schema uses it: a key shared by several fields (validation.textTooLong) gets
 * text of its own, so one field's edit never changes another's.
 */
export function draftStepTexts(draft: ConfigFileTexts, lang: string): StepTexts {
  const defaults = Object.entries(draft)
    .filter(([file]) => LOCALE_FILE.exec(file)?.[1] === 'default')
    .map(([, text]) => (parseObject(text) ?? {}) as Record<string, string>);
  const namespaces = copyNamespaces(defaults);
  const uses = new Map<string, number>();
  for (const [file, text] of Object.entries(draft)) {
    const json = SCHEMA_FILE.test(file) ? parseObject(text) : undefined;
    if (json)
      for (const use of schemaMessageKeys(json as JsonValue))
        uses.set(use.key, (uses.get(use.key) ?? 0) + 1);
  }
  const read = (value: string) => {
    if (!isCopyKey(value, namespaces)) return value;
    const copy = parseObject(draft[copyFileOf(draft, value, lang)]);
    const text = copy?.[value];
    return typeof text === 'string' ? text : value;
  };
  return {
    read,
    isEditableKey: (value) => isCopyKey(value, namespaces) && (uses.get(value) ?? 0) <= 1,
  };
}

const FLOW_FILE = /^schemas\/flows\/[^/]+\.json$/;
const STEP_FILE = /^schemas\/steps\/[^/]+\.json$/;

/**
 * The names a field added to the step in `schemaFile` must not take: the account's (its value
 * would replace the answer), the engine's own onboarding fields, and the fields of the draft's
 * other steps (the answers are stored side by side, so one would overwrite the other).
 */
export function reservedFieldNames(draft: ConfigFileTexts, schemaFile: string): string[] {
  const others = Object.entries(draft)
    .filter(([file]) => file !== schemaFile && STEP_FILE.test(file))
    .flatMap(([, text]) => {
      const properties = parseObject(text)?.properties;
      return properties && typeof properties === 'object' && !Array.isArray(properties)
        ? Object.keys(properties)
        : [];
    });
  return [...new Set([...ACCOUNT_FIELDS, ...Object.keys(ENGINE_FIELDS), ...others])];
}

/**
 * The text for a JSON value: the file's own text while it still says the same, keys in the same
 * order (a field's place is the order of `properties`), so its layout is kept.
 */
function textFor(draft: ConfigFileTexts, file: string, value: unknown): string {
  const before = draft[file];
  return before !== undefined && JSON.stringify(parseObject(before)) === JSON.stringify(value)
    ? before
    : formatJson(value);
}

/**
 * The draft with a step's schema rewritten by the designer: the schema file, the copy of texts
 * kept under keys, and, in every flow that shows the step, the fields its Next sends, which follow
 * the fields it asks. A file whose JSON is unchanged keeps its text.
 */
export function withDesignedStep(
  draft: ConfigFileTexts,
  schemaFile: string,
  step: JsonObject,
  edits: CopyEdits,
  lang: string,
): ConfigFileTexts {
  const files: Record<string, string> = {
    ...draft,
    [schemaFile]: textFor(draft, schemaFile, step),
  };
  for (const [key, text] of edits) {
    const file = copyFileOf(draft, key, lang);
    files[file] = formatJson({ ...(parseObject(files[file]) ?? {}), [key]: text });
  }
  const before = parseObject(draft[schemaFile]);
  const had = before ? fieldOrderOf(before) : [];
  const now = fieldOrderOf(step);
  for (const file of Object.keys(draft).filter((path) => FLOW_FILE.test(path))) {
    const flow = parseObject(draft[file]) as FlowManifest | undefined;
    if (!flow || !Array.isArray(flow.steps)) continue;
    const steps = flow.steps.map((s) => {
      if (stepFileOf(s.schema) !== schemaFile || !s.submit) return s;
      const submit = sentFields(s.submit, had, now);
      return submit ? { ...s, submit } : s;
    });
    files[file] = textFor(draft, file, { ...flow, steps });
  }
  return files;
}

/** Calls that save what the step's fields hold; the others send fields of their own. */
const SAVING_CALLS = new Set<SubmitBinding['call']>(['updateUserData', 'updateStep']);

/**
 * The calls of the step's Next, in the draft's flows that show it, that do not save a field added
 * to it (a payment, the signup, the email check send fields of their own): its answer is lost.
 */
export function callsNotSavingAddedFields(
  draft: ConfigFileTexts,
  schemaFile: string,
): SubmitBinding['call'][] {
  const calls = Object.keys(draft)
    .filter((path) => FLOW_FILE.test(path))
    .flatMap((file) => {
      const steps = (parseObject(draft[file]) as FlowManifest | undefined)?.steps;
      return Array.isArray(steps) ? steps : [];
    })
    .filter((step) => stepFileOf(step.schema) === schemaFile)
    .map((step) => step.submit?.call ?? 'none')
    .filter((call) => call !== 'none' && !SAVING_CALLS.has(call));
  return [...new Set(calls)];
}

/**
 * What the step's Next sends once its fields went from `had` to `now`: the fields it lists follow
 * (fields it sends that the schema never had stay; a removed field's own error mapping goes), and
 * a step that asked nothing and sent nothing starts saving the fields it now asks. Undefined when
 * nothing changes, or when its call sends fields of its own (a payment, the signup).
 */
function sentFields(sent: SubmitBinding, had: string[], now: string[]): SubmitBinding | undefined {
  const removed = had.filter((name) => !now.includes(name));
  if (SAVING_CALLS.has(sent.call) && Array.isArray(sent.fields)) {
    const listed = sent.fields;
    const fields = [
      ...listed.filter((name) => !removed.includes(name)),
      ...now.filter((name) => !listed.includes(name)),
    ];
    const written: SubmitBinding = { ...sent, fields };
    if (sent.fieldErrors)
      written.fieldErrors = Object.fromEntries(
        Object.entries(sent.fieldErrors).filter(([, field]) => !removed.includes(field)),
      );
    return written;
  }
  if (sent.call === 'none' && had.length === 0 && now.length > 0)
    return { call: 'updateUserData', fields: now, skipWhenUnchanged: true, next: sent.next };
  return undefined;
}
