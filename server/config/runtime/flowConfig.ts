import { join } from 'node:path';
import type { InitialConfig } from '../../../shared/contract';
import { checkConfig } from '../../../shared/config/checkConfig';
import { ConfigError } from '../../../shared/config/problem';
import type { FlowManifest, ServerHookName } from '../../../shared/flow/types';
import { brandOf, type Brand } from '../brand/brand';
import { brandSettingsOf } from '../brand/deployedConfig';
import type { ConfigFiles } from '../store/repositoryFiles';
import { createFlowService } from './createFlowService';
import type { FlowService } from './flowService';
import { compileStepValidators, type StepValidator } from './stepValidators';
import type { StepModule } from '../../../shared/schema/stepModule';

export type SchemaKind = 'steps' | 'forms';

export interface HookedStep {
  name: string;
  serverHook: ServerHookName;
  validator: StepValidator;
}

/** One configuration version, compiled: what the server decides by and what the browser loads. */
export interface FlowConfig {
  versionId: string;
  /** The brand as this version describes it (its manifest, variants and languages). */
  brand: Brand;
  flowManifest: FlowManifest;
  flow: FlowService;
  /** Each step of the brand's flow, by step name. */
  stepValidators: Map<string, StepValidator>;
  /**
   * The step whose save runs a server hook: the brand's flow's, else the first flow's of this
   * version that has one (updateStep saves knowledge base and training steps a flow may leave out).
   */
  hookedStep(hook: ServerHookName): HookedStep | undefined;
  /** The step of the brand's flow whose schema declares this field. */
  stepDeclaring(field: string): string | undefined;
  /** The module of a step or form (schema file name without .json), built when the version was checked. */
  schemaModule(kind: SchemaKind, name: string): StepModule | undefined;
  /** Every step and form schema's name (file name without .json). */
  schemaNames(kind: SchemaKind): string[];
  /** The version's copy file at this path, if it has one. */
  copyFile(path: string): Record<string, string> | undefined;
  /** All files, as published. */
  files: ConfigFiles;
}

const schemaFile = (kind: SchemaKind) => new RegExp(`^schemas/${kind}/([^/]+)\\.json$`);

/**
 * Checks a version's files with the one configuration checker and compiles what a request needs
 * of them. Throws ConfigError when the checker finds a problem (a version the code no longer
 * accepts), so such a version is never served.
 */
export function compileFlowConfig(input: {
  versionId: string;
  files: ConfigFiles;
  /** The meta-schemas the checker reads: code, not configuration. */
  metaSchemas: ConfigFiles;
  brandId: string;
  rootDir: string;
}): FlowConfig {
  const { versionId, files, brandId } = input;
  const checked = checkConfig(new Map([...input.metaSchemas, ...files]));
  if (checked.problems.length > 0) throw new ConfigError(checked.problems);
  const manifest = checked.brands.get(brandId);
  if (!manifest)
    throw new ConfigError([
      {
        file: `brands/${brandId}/brand.json`,
        path: '',
        rule: 'exists',
        message: `version ${versionId} has no brand.json for ${brandId}`,
        fix: 'publish a version that holds the brand manifest',
      },
    ]);
  const brand = brandOf(join(input.rootDir, 'brands', brandId), brandId, manifest, files.keys());
  const { flow: flowManifest, stepSchemas } = checked.flows.get(manifest.flow)!;
  const stepValidators = compileStepValidators(stepSchemas);
  const flow = createFlowService(flowManifest, brand);

  const otherFlowSteps = [...checked.flows.values()].flatMap((loaded) =>
    loaded.flow.steps.map((step) => ({ step, schema: loaded.stepSchemas.get(step.name)! })),
  );
  const hooked = new Map<ServerHookName, HookedStep | undefined>();
  const schemaNames = (kind: SchemaKind) =>
    [...files.keys()].flatMap((path) => schemaFile(kind).exec(path)?.[1] ?? []).sort();

  return {
    versionId,
    brand,
    flowManifest,
    flow,
    stepValidators,
    files,
    schemaNames,
    stepDeclaring: (field) =>
      [...stepValidators].find(([, validator]) => validator.fields.includes(field))?.[0],
    hookedStep(hook) {
      const inFlow = flow.stepWithHook(hook);
      const validator = inFlow && stepValidators.get(inFlow.name);
      if (inFlow && validator) return { name: inFlow.name, serverHook: hook, validator };
      if (!hooked.has(hook)) {
        const other = otherFlowSteps.find(({ step }) => step.serverHook === hook);
        hooked.set(
          hook,
          other && {
            name: other.step.name,
            serverHook: hook,
            validator: compileStepValidators(new Map([[other.step.name, other.schema]])).get(
              other.step.name,
            )!,
          },
        );
      }
      return hooked.get(hook);
    },
    schemaModule: (kind, name) => checked.modules.get(`schemas/${kind}/${name}.json`),
    copyFile(path) {
      const copy = checked.locales.get(path);
      return copy as Record<string, string> | undefined;
    },
  };
}

/** The part of the browser's start-up config a version decides: flow, rules and module URLs. */
export function versionedInitialConfig(
  base: Omit<InitialConfig, 'configuration'>,
  flowConfig: FlowConfig,
  urls: {
    module: (kind: SchemaKind, name: string) => string;
    /** The version's copy: a URL with "{lang}" in it. */
    copy: string;
  },
): InitialConfig {
  const modules = (kind: SchemaKind) =>
    Object.fromEntries(
      flowConfig.schemaNames(kind).map((name) => [`${name}.json`, urls.module(kind, name)]),
    );
  // reCAPTCHA is the environment's choice; without it the version's brand chooses, as the server checks.
  const botCheck = base.botCheck === 'recaptcha' ? 'recaptcha' : flowConfig.brand.manifest.botCheck;
  return {
    ...base,
    botCheck,
    reCaptchaEnabled: botCheck !== 'off',
    // Name, logo and favicon are the version's, so a publish changes them without a build.
    appConfig: flowConfig.brand.appConfig,
    brand: brandSettingsOf(flowConfig.brand),
    configuration: {
      version: flowConfig.versionId,
      flow: flowConfig.flowManifest,
      modules: { steps: modules('steps'), forms: modules('forms') },
      copy: urls.copy,
    },
  };
}
