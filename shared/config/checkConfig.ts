import type { FlowManifest } from '../flow/types.ts';
import type { JsonObject } from '../schema/splitSchema.ts';
import { buildStepModule, UnservableSchemaError, type StepModule } from '../schema/stepModule.ts';
import { isOneFieldStep, stepDataSchema } from '../schema/stepDataSchema.ts';
import type { BrandManifest } from './brandManifest.ts';
import { flowMessageKeys, schemaMessageKeys, type KeyUse } from './messageKeys.ts';
import { checkAccountFields } from './checks/accountFields.ts';
import { checkBrandRefs } from './checks/brandRefs.ts';
import { checkConditions } from './checks/conditions.ts';
import {
  checkCopy,
  splitTextUses,
  translationsOf,
  type Copy,
  type LanguageTranslations,
} from './checks/copy.ts';
import { checkFlowGraph } from './checks/flowGraph.ts';
import { checkFlowSteps } from './checks/flowSteps.ts';
import { checkIgnoredKeywords } from './checks/ignoredKeywords.ts';
import { isObject } from './checks/jsonTypes.ts';
import { ManifestValidator, META_SCHEMA_FILES, type ManifestKind } from './checks/metaSchema.ts';
import { checkFormats } from './checks/formats.ts';
import { checkRefs } from './checks/refs.ts';
import { checkRenderers } from './checks/renderers.ts';
import { checkSchemaTypes } from './checks/schemaTypes.ts';
import { checkSecrets } from './checks/secrets.ts';
import { checkBrandUrls, checkFlowUrls, checkSchemaUrls } from './checks/urls.ts';
import { parseJson } from './parseJson.ts';
import { formatProblem, type ConfigProblem } from './problem.ts';
import type { ConfigDocuments } from './readConfigDocuments.ts';

export interface LoadedFlow {
  flow: FlowManifest;
  /** Step name -> its schema file's parsed JSON. */
  stepSchemas: Map<string, JsonObject>;
}

export interface CheckedConfig {
  problems: ConfigProblem[];
  /** Brand folder name -> its brand.json, for those that passed their meta-schema. */
  brands: Map<string, BrandManifest>;
  /** Flow name -> the flow and its steps' schemas, for flows whose own checks passed. */
  flows: Map<string, LoadedFlow>;
  /** brands/<brand>/locales/<lang>.json -> its copy. */
  locales: Map<string, Copy>;
  /** Brand folder name -> how far each of its other languages translates the schemas' texts. */
  translations: Map<string, LanguageTranslations[]>;
  /** schemas/{steps,forms}/<name>.json -> the module served for it, for each that could be built. */
  modules: Map<string, StepModule>;
}

const BRAND_FILE = /^brands\/([^/]+)\/brand\.json$/;
const LOCALE_FILE = /^brands\/([^/]+)\/locales\/[^/]+\.json$/;
const inFolder = (folder: string) => new RegExp(`^schemas/${folder}/([^/]+)\\.json$`);

/**
 * The one configuration checker: the CLI (npm run check:config), the server at start and the
 * build all run it, so none can pass what another refuses. It reads documents, not the file
 * system, so a stored version can be checked like the repository's files.
 */
export function checkConfig(documents: ConfigDocuments): CheckedConfig {
  const problems: ConfigProblem[] = [];
  const parsed = new Map<string, unknown>();
  for (const [file, text] of documents) {
    const result = parseJson(file, text);
    if (result.problem) problems.push(result.problem);
    else parsed.set(file, result.data);
  }
  const checked: CheckedConfig = {
    problems,
    brands: new Map(),
    flows: new Map(),
    locales: new Map(),
    translations: new Map(),
    modules: new Map(),
  };

  const metaSchemas = {} as Record<ManifestKind, object>;
  for (const [kind, file] of Object.entries(META_SCHEMA_FILES) as [ManifestKind, string][]) {
    const schema = parsed.get(file);
    if (isObject(schema)) metaSchemas[kind] = schema;
    else if (!documents.has(file))
      problems.push({
        file,
        path: '',
        rule: 'exists',
        message: 'the meta-schema is missing',
        fix: `restore ${file}`,
      });
  }
  if (Object.keys(metaSchemas).length < Object.keys(META_SCHEMA_FILES).length)
    return finish(checked);
  const validator = new ManifestValidator(metaSchemas);
  const valid = (kind: ManifestKind, file: string): boolean => {
    const found = validator.validate(kind, file, parsed.get(file));
    problems.push(...found);
    return found.length === 0;
  };
  const filesMatching = (pattern: RegExp) =>
    [...parsed.keys()].filter((file) => pattern.test(file)).sort();

  const keyUses: { file: string; use: KeyUse }[] = [];
  // A schema's text positions hold a copy key or text as written: told apart once the copy is read.
  const schemaTextUses: { file: string; use: KeyUse }[] = [];
  // Schema file name ("team_size.json") -> the schema of its saved data (stepDataSchema) when it
  // passed its checks, undefined when not.
  const stepFiles = new Map<string, JsonObject | undefined>();
  // Schema file names whose answer is one field named after the file.
  const oneFieldFiles = new Set<string>();
  for (const folder of ['steps', 'forms']) {
    for (const file of [...documents.keys()].filter((f) => inFolder(folder).test(f)).sort()) {
      const schema = parsed.get(file) as JsonObject;
      const name = inFolder(folder).exec(file)![1]!;
      const ok =
        parsed.has(file) &&
        valid('step', file) &&
        // Said in plain words before a build would fail on them in Ajv's or RJSF's.
        followable(file, schema, checked) &&
        builds(file, stepDataSchema(schema, name), checked);
      if (ok) {
        problems.push(
          ...checkRenderers(file, schema),
          ...checkSchemaTypes(file, schema),
          ...checkFormats(file, schema),
          ...checkSchemaUrls(file, schema),
          ...(folder === 'steps' ? checkSecrets(file, schema) : []),
        );
        schemaTextUses.push(...schemaMessageKeys(schema).map((use) => ({ file, use })));
      }
      if (folder === 'steps')
        stepFiles.set(`${name}.json`, ok ? stepDataSchema(schema, name) : undefined);
      if (folder === 'steps' && ok && isOneFieldStep(schema)) oneFieldFiles.add(`${name}.json`);
    }
  }

  const flowsForBrands = new Map<
    string,
    { file: string; flow: FlowManifest; schemaOfStep: Map<string, JsonObject> }
  >();
  for (const file of filesMatching(inFolder('flows'))) {
    if (!valid('flow', file)) continue;
    const flow = parsed.get(file) as FlowManifest;
    const name = file.slice('schemas/flows/'.length, -'.json'.length);
    const schemaOfStep = new Map<string, JsonObject>();
    for (const step of flow.steps) {
      const schema = stepFiles.get(step.schema);
      if (schema) schemaOfStep.set(step.name, schema);
    }
    const found = [
      ...checkFlowSteps(file, flow, stepFiles),
      ...checkConditions(file, flow, schemaOfStep),
      ...checkAccountFields(flow, schemaOfStep, oneFieldFiles),
      ...checkFlowUrls(file, flow),
    ];
    problems.push(...found);
    keyUses.push(...flowMessageKeys(flow).map((use) => ({ file, use })));
    flowsForBrands.set(name, { file, flow, schemaOfStep });
    if (found.length === 0 && schemaOfStep.size === flow.steps.length)
      checked.flows.set(name, { flow, stepSchemas: schemaOfStep });
  }

  for (const file of filesMatching(LOCALE_FILE)) {
    const copy = parsed.get(file);
    if (isObject(copy) && Object.values(copy).every((v) => typeof v === 'string'))
      checked.locales.set(file, copy as Copy);
    else
      problems.push({
        file,
        path: '',
        rule: 'locale-shape',
        message: 'copy must be one flat object of key -> text',
        fix: 'write each key at the top level with a string value',
      });
  }

  const schemaTexts = splitTextUses(schemaTextUses, checked.locales);
  keyUses.push(...schemaTexts.keyUses);
  const { texts } = schemaTexts;

  for (const file of filesMatching(BRAND_FILE)) {
    if (!valid('brand', file)) continue;
    const id = BRAND_FILE.exec(file)![1]!;
    const brand = parsed.get(file) as BrandManifest;
    checked.brands.set(id, brand);
    problems.push(...checkBrandRefs(file, brand, flowsForBrands), ...checkBrandUrls(file, brand));
    problems.push(...checkCopy({ id, locales: brand.locales }, keyUses, texts, checked.locales));
    checked.translations.set(
      id,
      translationsOf({ id, locales: brand.locales }, texts, checked.locales),
    );
  }
  for (const file of documents.keys()) {
    const id = LOCALE_FILE.exec(file)?.[1];
    if (id !== undefined && !documents.has(`brands/${id}/brand.json`))
      problems.push({
        file: `brands/${id}/brand.json`,
        path: '',
        rule: 'exists',
        message: `brands/${id} has copy but no brand.json`,
        fix: `create brands/${id}/brand.json or remove the folder`,
      });
  }

  for (const [name, { file, flow }] of flowsForBrands) {
    const users = [...checked.brands.values()].filter((b) => b.flow === name);
    const rules = users.map((b) => ({
      hideSteps: b.hideSteps ?? [],
      categoryRoutes: b.variants?.categoryRoutes ?? {},
      skipStepsForCategories: b.variants?.skipStepsForCategories ?? {},
    }));
    const found = checkFlowGraph(file, flow, rules);
    problems.push(...found);
    if (found.length > 0) checked.flows.delete(name);
  }
  return finish(checked);
}

/** Builds the schema's module exactly as it will be served; what cannot be built is a problem. */
/** The schema's keywords are all draft-07's and its every $ref names a part of it. */
function followable(file: string, schema: JsonObject, checked: CheckedConfig): boolean {
  const found = [...checkIgnoredKeywords(file, schema), ...checkRefs(file, schema)];
  checked.problems.push(...found);
  return found.length === 0;
}

function builds(file: string, schema: JsonObject, checked: CheckedConfig): boolean {
  try {
    checked.modules.set(file, buildStepModule(schema));
    return true;
  } catch (error) {
    checked.problems.push(
      error instanceof UnservableSchemaError
        ? { file, path: error.path, rule: 'servable', message: error.message, fix: error.fix }
        : {
            file,
            path: '',
            rule: 'compiles',
            message: (error as Error).message,
            fix: 'correct the schema so that it compiles as JSON Schema',
          },
    );
    return false;
  }
}

/** The same problem found twice (a key missing for two brands) is reported once. */
function finish(checked: CheckedConfig): CheckedConfig {
  checked.problems = [...new Map(checked.problems.map((p) => [formatProblem(p), p])).values()];
  return checked;
}
