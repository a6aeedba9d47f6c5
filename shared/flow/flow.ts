import { matchesCondition } from './condition';
import { findStep, isFlowStep, isTerminal, stepIndex, stepWithRole } from './lookup';
import {
  type BackTarget,
  type FlowContext,
  type FlowStep,
  type NextTarget,
  type StepName,
} from './types';

/**
 * Which steps a user sees, in which order, and where Next and Back lead. Pure functions of a
 * flow manifest, the brand's flow rules and the user data; the browser and the server share them.
 */

export interface StepProgress {
  percent: number;
  show: boolean;
}

/** Whether the flow has the step and this user, under this brand, sees it. */
export function isStepVisible(ctx: FlowContext, name: StepName): boolean {
  const step = findStep(ctx.flow, name);
  return step !== undefined && stepIsVisible(ctx, step);
}

export function visibleSteps(ctx: FlowContext): FlowStep[] {
  return ctx.flow.steps.filter((step) => stepIsVisible(ctx, step));
}

export function progressFor(ctx: FlowContext, name: StepName): StepProgress {
  const step = findStep(ctx.flow, name);
  if (!step) return { percent: 0, show: false };
  return { percent: step.progress, show: step.showProgress !== false };
}

export function firstStepName(ctx: FlowContext): StepName | undefined {
  return visibleSteps(ctx)[0]?.name;
}

/**
 * Where Next leads from `current`. A named step that this user does not see resolves like a
 * landing (the next visible step after it); undefined after the last visible step.
 */
export function nextStepName(
  ctx: FlowContext,
  current: StepName,
  target: NextTarget = 'following',
  serverStepName?: StepName,
): StepName | undefined {
  if (target === 'server') return serverStepName;
  if (typeof target === 'object') {
    const stored = ctx.userData.stepName;
    if (stored && target.unlessStoredIn?.includes(stored)) return stored;
    return landingStepName(ctx, target.step);
  }
  const routed = categoryRoute(ctx, current);
  if (routed !== undefined) return landingStepName(ctx, routed);
  const index = stepIndex(ctx.flow, current);
  if (index < 0) return undefined;
  return visibleStepAfter(ctx, index)?.name;
}

/**
 * Where Back leads from `current`: the nearest earlier visible step that is not transient
 * (loaders are passed over). A named step that this user does not see resolves the same way from it.
 */
export function previousStepName(
  ctx: FlowContext,
  current: StepName,
  target: BackTarget = 'previous',
): StepName | undefined {
  if (target === false) return undefined;
  const from = typeof target === 'object' ? target.step : current;
  const index = stepIndex(ctx.flow, from);
  if (typeof target === 'object' && (index < 0 || isStepVisible(ctx, from))) return from;
  if (index < 0) return undefined;
  return returnableStepBefore(ctx, index)?.name;
}

/**
 * Where a user whose stored stepName is `storedStepName` lands: that step when visible, the next
 * visible step after a hidden one, the first visible step when nothing is stored. Names outside
 * the flow (the terminal stepName, loaders the server set) come back unchanged for other screens.
 */
export function landingStepName(
  ctx: FlowContext,
  storedStepName: StepName | null | undefined,
): StepName | undefined {
  if (!storedStepName) return firstStepName(ctx);
  if (isTerminal(ctx.flow, storedStepName)) return storedStepName;
  const index = stepIndex(ctx.flow, storedStepName);
  if (index < 0 || isStepVisible(ctx, storedStepName)) return storedStepName;
  // Nothing visible after a hidden last step: stay on the last step this user can see.
  const landing = visibleStepAfter(ctx, index) ?? visibleSteps(ctx).at(-1);
  return landing?.name ?? storedStepName;
}

/**
 * The furthest step this user may open or save: where the server's stepName lands, then on past
 * each step that is left without a save (no call, 'Skip for now', a verification already done).
 * undefined when the stored step is outside the flow (past payment): every visible step is open.
 */
export function furthestStepName(ctx: FlowContext): StepName | undefined {
  const visible = visibleSteps(ctx);
  const landing = landingStepName(ctx, ctx.userData.stepName);
  let index = visible.findIndex((step) => step.name === landing);
  if (index < 0) return undefined;
  while (index + 1 < visible.length && isLeftWithoutSave(ctx, visible[index]!)) index += 1;
  return visible[index]!.name;
}

/** Whether this user has reached the step: it is visible and not beyond the furthest step. */
export function isStepReached(ctx: FlowContext, name: StepName): boolean {
  const visible = visibleSteps(ctx).map((step) => step.name);
  const at = visible.indexOf(name);
  if (at < 0) return false;
  const furthest = furthestStepName(ctx);
  return furthest === undefined || at <= visible.indexOf(furthest);
}

/** The stepName the server stores once `savedStep` has been saved, given what it stored before. */
export function storedStepAfterSave(
  ctx: FlowContext,
  savedStep: StepName,
  currentStored: StepName | null | undefined,
): StepName {
  // The stored step never moves backwards, and a name outside the flow (terminal, loader) is the server's own.
  if (
    currentStored &&
    (isTerminal(ctx.flow, currentStored) || !isFlowStep(ctx.flow, currentStored))
  ) {
    return currentStored;
  }
  const following = nextStepName(ctx, savedStep) ?? savedStep;
  if (!currentStored) return following;
  return stepIndex(ctx.flow, currentStored) > stepIndex(ctx.flow, following)
    ? currentStored
    : following;
}

/**
 * Whether leaving the step needs a save, changed or not: the server's stepName is a wizard step
 * that has not passed this one yet.
 */
export function mustSaveToLeave(ctx: FlowContext, name: StepName): boolean {
  const stored = ctx.userData.stepName;
  return (
    isFlowStep(ctx.flow, stored ?? '') && stepIndex(ctx.flow, stored!) <= stepIndex(ctx.flow, name)
  );
}

/**
 * The wizard step this user still has to finish before signup is complete, or undefined: the
 * stored step is visible and not the last, or it is the payment step, which moves the stored step
 * out of the flow once paid.
 */
export function stepStillAhead(ctx: FlowContext): StepName | undefined {
  const visible = visibleSteps(ctx);
  const at = visible.findIndex((step) => step.name === ctx.userData.stepName);
  if (at < 0) return undefined;
  const step = visible[at]!;
  return at < visible.length - 1 || step.role === 'checkout' ? step.name : undefined;
}

function stepIsVisible(ctx: FlowContext, step: FlowStep): boolean {
  if ((ctx.userData.hideSteps ?? []).includes(step.name)) return false;
  if (ctx.brand.hideSteps.includes(step.name)) return false;
  if (step.when !== undefined && !matchesCondition(step.when, ctx.userData)) return false;
  if (isJumpedByCategoryRoute(ctx, step.name)) return false;
  const category = businessCategoryName(ctx);
  const skippedFor = ownValue(ctx.brand.skipStepsForCategories, step.name);
  return category === undefined || !skippedFor?.includes(category);
}

/** A step between the category step and the later step its brand route leads to is never walked. */
function isJumpedByCategoryRoute(ctx: FlowContext, name: StepName): boolean {
  const categoryStep = stepWithRole(ctx.flow, 'category');
  if (categoryStep === undefined) return false;
  const routed = categoryRoute(ctx, categoryStep.name);
  if (routed === undefined) return false;
  const at = stepIndex(ctx.flow, name);
  return stepIndex(ctx.flow, categoryStep.name) < at && at < stepIndex(ctx.flow, routed);
}

function isLeftWithoutSave(ctx: FlowContext, step: FlowStep): boolean {
  // A step without actions (the personalizing loader) is moved on by the server, not the user.
  if (step.actions === false) return false;
  const call = step.submit?.call ?? 'none';
  if (call === 'none' || step.skippable === true) return true;
  return call === 'checkEmailVerified' && ctx.userData.isEmailVerified === true;
}

function categoryRoute(ctx: FlowContext, current: StepName): StepName | undefined {
  if (stepWithRole(ctx.flow, 'category')?.name !== current) return undefined;
  const category = businessCategoryName(ctx);
  return category === undefined ? undefined : ownValue(ctx.brand.categoryRoutes, category);
}

function businessCategoryName(ctx: FlowContext): string | undefined {
  return ctx.userData.businessCategory?.name ?? undefined;
}

function visibleStepAfter(ctx: FlowContext, index: number): FlowStep | undefined {
  return ctx.flow.steps.slice(index + 1).find((step) => stepIsVisible(ctx, step));
}

function returnableStepBefore(ctx: FlowContext, index: number): FlowStep | undefined {
  return ctx.flow.steps
    .slice(0, index)
    .reverse()
    .find((step) => step.transient !== true && stepIsVisible(ctx, step));
}

// Category names are free text: "constructor" must not find Object.prototype.constructor.
function ownValue<T>(record: Record<string, T>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
