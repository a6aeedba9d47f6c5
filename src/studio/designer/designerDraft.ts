import { schemaMessageKeys } from '../../../shared/config/messageKeys';
import { copyNamespaces, isCopyKey } from '../../../shared/i18n/schemaTexts';
import type { JsonValue } from '../../../shared/schema/splitSchema';
import {
  brandFlowOf,
  brandIdOf,
  formatJson,
  parseObject,
  stepFileOf,
  type ConfigFileTexts,
  type JsonObject,
} from '../draft/configFiles';
import type { SubmitBinding } from '../../../shared/flow/types';
import { fieldOrderOf } from './stepFields';
import type { CopyEdits, StepTexts } from './stepTexts';

const LOCALE_FILE = /^brands\/([^/]+)\/locales\/([^/]+)\.json$/;
const SCHEMA_FILE = /^schemas\/(steps|forms)\/[^/]+\.json$/;

/** The file holding a key's copy in `lang`: the brand's own when it overrides it, else the default brand's. */
function copyFileOf(draft: ConfigFileTexts, key: string, lang: string): string {
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

/** The flow's step whose schema is `schemaFile`, with its index in the brand's flow. */
function flowStepOf(draft: ConfigFileTexts, schemaFile: string) {
  const found = brandFlowOf(draft);
  const index = found?.flow.steps.findIndex((step) => stepFileOf(step.schema) === schemaFile) ?? -1;
  return found && index >= 0 ? { ...found, index } : undefined;
}

/**
 * The draft with a step's schema rewritten by the designer: the schema file, the copy of texts
 * kept under keys, and the fields the step's Next sends, which follow the fields it asks.
 */
export function withDesignedStep(
  draft: ConfigFileTexts,
  schemaFile: string,
  step: JsonObject,
  edits: CopyEdits,
  lang: string,
): ConfigFileTexts {
  const files: Record<string, string> = { ...draft, [schemaFile]: formatJson(step) };
  for (const [key, text] of edits) {
    const file = copyFileOf(draft, key, lang);
    files[file] = formatJson({ ...(parseObject(files[file]) ?? {}), [key]: text });
  }
  const found = flowStepOf(draft, schemaFile);
  const sent = found?.flow.steps[found.index]?.submit;
  const before = parseObject(draft[schemaFile]);
  const submit = sent && sentFields(sent, before ? fieldOrderOf(before) : [], fieldOrderOf(step));
  if (found && submit) {
    const steps = found.flow.steps.map((s, i) => (i === found.index ? { ...s, submit } : s));
    files[found.flowFile] = formatJson({ ...found.flow, steps });
  }
  return files;
}

/**
 * What the step's Next sends once its fields went from `had` to `now`: the fields it lists follow
 * (fields it sends that the schema never had stay), and a step that asked nothing and sent nothing
 * starts saving the fields it now asks. Undefined when nothing changes.
 */
function sentFields(sent: SubmitBinding, had: string[], now: string[]): SubmitBinding | undefined {
  if ('fields' in sent && Array.isArray(sent.fields)) {
    const listed = sent.fields;
    const fields = [
      ...listed.filter((name) => now.includes(name) || !had.includes(name)),
      ...now.filter((name) => !listed.includes(name)),
    ];
    return { ...sent, fields };
  }
  if (sent.call === 'none' && had.length === 0 && now.length > 0)
    return { call: 'updateUserData', fields: now, skipWhenUnchanged: true, next: sent.next };
  return undefined;
}
