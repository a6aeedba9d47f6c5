import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { assertValidCondition } from '../../../shared/flow';
import { mainFlow } from './fixtures';

const repoRoot = join(__dirname, '../../..');
const flowMetaSchema = JSON.parse(
  readFileSync(join(repoRoot, 'schemas/meta/flow.schema.json'), 'utf8'),
) as object;
// The same ajv settings as the configuration checker's ManifestValidator.
const validateFlow = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
  flowMetaSchema,
);

type JsonObject = Record<string, unknown>;

function mainFlowWith(mutate: (flow: { steps: JsonObject[] } & JsonObject) => void): unknown {
  const flow = structuredClone(mainFlow) as unknown as { steps: JsonObject[] } & JsonObject;
  mutate(flow);
  return flow;
}

function problemsOf(flow: unknown): string[] {
  validateFlow(flow);
  return (validateFlow.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`);
}

describe('schemas/meta/flow.schema.json', () => {
  it('schemas/flows/main.json is a valid flow manifest', () => {
    expect(problemsOf(mainFlow)).toEqual([]);
  });

  it('every when condition of the main flow is in the supported subset', () => {
    for (const step of mainFlow.steps) {
      if (step.when) expect(() => assertValidCondition(step.when!)).not.toThrow();
    }
  });

  it('rejects an unknown property on a step', () => {
    const flow = mainFlowWith((f) => (f.steps[0]!.progres = 10));
    expect(problemsOf(flow)).toContain('/steps/0 additionalProperties');
  });

  it('rejects an unknown property at the top level', () => {
    expect(problemsOf(mainFlowWith((f) => (f.title = 'x')))).toContain(' additionalProperties');
  });

  it('rejects a progress above 100', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[1]!.progress = 101)))).toContain(
      '/steps/1/progress maximum',
    );
  });

  it('rejects a fractional progress', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[1]!.progress = 10.5)))).toContain(
      '/steps/1/progress type',
    );
  });

  it('rejects a step without progress', () => {
    expect(problemsOf(mainFlowWith((f) => delete f.steps[2]!.progress))).toContain(
      '/steps/2 required',
    );
  });

  it('rejects a step name with capitals', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[0]!.name = 'TenantDomain')))).toContain(
      '/steps/0/name pattern',
    );
  });

  it('rejects a schema file that is not a .json file name', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[0]!.schema = '../x.js')))).toContain(
      '/steps/0/schema pattern',
    );
  });

  it('rejects an unknown submit call', () => {
    const flow = mainFlowWith((f) => (f.steps[1]!.submit = { call: 'saveEverything' }));
    expect(problemsOf(flow)).toContain('/steps/1/submit/call enum');
  });

  it('rejects an unknown next target', () => {
    const flow = mainFlowWith((f) => (f.steps[1]!.submit = { call: 'none', next: 'previous' }));
    expect(problemsOf(flow)).toContain('/steps/1/submit/next oneOf');
  });

  it('accepts a named next target', () => {
    const flow = mainFlowWith(
      (f) => (f.steps[1]!.submit = { call: 'none', next: { step: 'stages' } }),
    );
    expect(problemsOf(flow)).toEqual([]);
  });

  it('rejects a back target of true', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[1]!.back = true)))).toContain(
      '/steps/1/back oneOf',
    );
  });

  it('accepts a named back target', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[1]!.back = { step: 'tenant_domain' })))).toEqual(
      [],
    );
  });

  it('rejects a when condition that is not an object', () => {
    expect(problemsOf(mainFlowWith((f) => (f.steps[1]!.when = 'SaaS')))).toContain(
      '/steps/1/when type',
    );
  });

  it('rejects a poster without an image', () => {
    const flow = mainFlowWith((f) => (f.steps[0]!.poster = { titleKey: 'poster.x.title' }));
    expect(problemsOf(flow)).toContain('/steps/0/poster required');
  });

  it('rejects a flow without steps', () => {
    expect(problemsOf({ name: 'empty', steps: [] })).toContain('/steps minItems');
  });

  it('describes every property of a step for operators', () => {
    const definitions = (flowMetaSchema as { definitions: Record<string, JsonObject> }).definitions;
    const stepProperties = definitions.step!.properties as Record<string, JsonObject>;
    const undescribed = Object.entries(stepProperties)
      .filter(([, schema]) => typeof schema.description !== 'string' && schema.$ref === undefined)
      .map(([name]) => name);
    expect(undescribed).toEqual([]);
  });
});
