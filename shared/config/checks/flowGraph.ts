import type { BrandFlowRules, FlowManifest, NextTarget } from '../../flow/types.ts';
import type { ConfigProblem } from '../problem.ts';

/**
 * Unreachable steps and steps that lead nowhere, read off the flow as a graph: an edge for each
 * way a step can be left (Next, the unchanged Next, 'Skip for now', the category routes of the
 * brands that use the flow), to the target and, while the target may be hidden for some user,
 * on to the steps after it. The flow ends at its checkout step (or its last step when it has
 * none). Hiding a step for one user (the user data's hideSteps) is the server's choice at run
 * time and is not read here.
 */
export function checkFlowGraph(
  file: string,
  flow: FlowManifest,
  brands: readonly BrandFlowRules[],
): ConfigProblem[] {
  const names = flow.steps.map((step) => step.name);
  const indexOf = (name: string) => names.indexOf(name);
  const categoryIndex = flow.steps.findIndex((step) => step.role === 'category');
  const routeTargets = brands.flatMap((brand) => Object.values(brand.categoryRoutes));
  const mayBeHidden = (index: number): boolean => {
    const step = flow.steps[index]!;
    const jumped =
      categoryIndex >= 0 &&
      categoryIndex < index &&
      routeTargets.some((target) => index < indexOf(target));
    return (
      jumped ||
      step.when !== undefined ||
      brands.some(
        (brand) =>
          brand.hideSteps.includes(step.name) ||
          Object.hasOwn(brand.skipStepsForCategories, step.name),
      )
    );
  };
  // A landing on `index`: that step, and the ones after it while the landing may be hidden.
  const landing = (index: number): number[] => {
    const found: number[] = [];
    for (let i = index; i < names.length; i += 1) {
      found.push(i);
      if (!mayBeHidden(i)) break;
    }
    return found;
  };
  const landingOn = (name: string) => (indexOf(name) >= 0 ? landing(indexOf(name)) : []);
  const checkout = flow.steps.findIndex((step) => step.role === 'checkout');
  const end = checkout >= 0 ? checkout : names.length - 1;
  const edges = flow.steps.map((step, index) => {
    if (index === end) return [];
    const targets: NextTarget[] = [step.submit?.next ?? 'following'];
    if (step.submit?.nextWhenUnchanged) targets.push(step.submit.nextWhenUnchanged);
    if (step.skippable) targets.push('following');
    const out = targets.flatMap((target) =>
      typeof target === 'object'
        ? [target.step, ...(target.unlessStoredIn ?? [])].flatMap(landingOn)
        : landing(index + 1),
    );
    if (index === categoryIndex) out.push(...routeTargets.flatMap(landingOn));
    return out;
  });

  const closure = (from: number[]): Set<number> => {
    const seen = new Set<number>();
    const stack = [...from];
    while (stack.length > 0) {
      const index = stack.pop()!;
      if (seen.has(index)) continue;
      seen.add(index);
      stack.push(...edges[index]!);
    }
    return seen;
  };
  const reached = closure(landing(0));
  const ahead = flow.steps.map((_, index) => closure(edges[index]!));
  // Of the steps that never reach the end, name those that are the dead end themselves: every step
  // they lead to leads back to them (the steps that merely lead into a dead end are left unnamed).
  const deadEnd = (index: number) =>
    index !== end &&
    !ahead[index]!.has(end) &&
    [...ahead[index]!].every((to) => to === index || ahead[to]!.has(index));

  const deadEnds = flow.steps.flatMap((step, index) =>
    reached.has(index) && deadEnd(index)
      ? [
          {
            file,
            path: `/steps/${index}/submit/next`,
            rule: 'leads-somewhere',
            message: `from "${step.name}" no way leads on to "${names[end]}", where the flow ends`,
            fix: `give "${step.name}" a submit.next of "following" or a later step, or make it skippable`,
          },
        ]
      : [],
  );
  // The steps past a dead end are unreachable because of it: fixing it is the one fix.
  if (deadEnds.length > 0) return deadEnds;
  return flow.steps.flatMap((step, index) =>
    reached.has(index)
      ? []
      : [
          {
            file,
            path: `/steps/${index}`,
            rule: 'reachable',
            message: `no way through the flow leads to "${step.name}"`,
            fix: `remove the step, or point a step's submit.next (or a brand's categoryRoutes) at "${step.name}"`,
          },
        ],
  );
}
