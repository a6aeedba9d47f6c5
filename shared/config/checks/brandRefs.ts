import type { FlowManifest } from '../../flow/types.ts';
import type { JsonObject } from '../../schema/splitSchema.ts';
import type { BrandManifest } from '../brandManifest.ts';
import { pointerKey, type ConfigProblem } from '../problem.ts';
import { isObject } from './jsonTypes.ts';

/** The category names the flow's category step offers (its businessCategory.name enum), if it lists them. */
function categoryNames(
  flow: FlowManifest,
  schemaOfStep: ReadonlyMap<string, JsonObject>,
): string[] | undefined {
  const step = flow.steps.find((s) => s.role === 'category');
  const schema = step && schemaOfStep.get(step.name);
  const category = (schema?.properties as JsonObject | undefined)?.businessCategory;
  const name =
    isObject(category) && isObject(category.properties) ? category.properties.name : undefined;
  return isObject(name) && Array.isArray(name.enum) ? (name.enum as string[]) : undefined;
}

/** A brand's flow exists, and every step and category its hideSteps and variants name is one of that flow. */
export function checkBrandRefs(
  file: string,
  brand: BrandManifest,
  flows: ReadonlyMap<string, { flow: FlowManifest; schemaOfStep: ReadonlyMap<string, JsonObject> }>,
): ConfigProblem[] {
  const loaded = flows.get(brand.flow);
  if (!loaded)
    return [
      {
        file,
        path: '/flow',
        rule: 'flow-exists',
        message: `there is no flow "${brand.flow}" in schemas/flows`,
        fix: `use one of: ${[...flows.keys()].join(', ')}`,
      },
    ];
  const { flow, schemaOfStep } = loaded;
  const names = flow.steps.map((s) => s.name);
  const categories = categoryNames(flow, schemaOfStep);
  const problems: ConfigProblem[] = [];
  const step = (path: string, name: string) => {
    if (!names.includes(name))
      problems.push({
        file,
        path,
        rule: 'step-exists',
        message: `"${name}" is not a step of the flow "${flow.name}"`,
        fix: `name one of: ${names.join(', ')}`,
      });
  };
  const category = (path: string, name: string) => {
    if (categories && !categories.includes(name))
      problems.push({
        file,
        path,
        rule: 'category-exists',
        message: `"${name}" is not a business category the flow's category step offers`,
        fix: `use one of: ${categories.join(', ')}`,
      });
  };
  (brand.hideSteps ?? []).forEach((name, i) => step(`/hideSteps/${i}`, name));
  for (const [name, target] of Object.entries(brand.variants?.categoryRoutes ?? {})) {
    const path = `/variants/categoryRoutes/${pointerKey(name)}`;
    category(path, name);
    step(path, target);
  }
  for (const [name, skippedFor] of Object.entries(brand.variants?.skipStepsForCategories ?? {})) {
    const path = `/variants/skipStepsForCategories/${pointerKey(name)}`;
    step(path, name);
    skippedFor.forEach((c, i) => category(`${path}/${i}`, c));
  }
  return problems;
}
