import type { Stage } from '../../shared/contract';
import { defaultStagesFor } from '../../shared/flow/defaultStages';

/**
 * Reads the users.onboarding JSON record, which steps fill over time: the one parser the user
 * data reply and the tenant build share.
 */

function isStage(value: unknown): value is Stage {
  if (typeof value !== 'object' || value === null) return false;
  const stage = value as { name?: unknown; duration?: unknown };
  return typeof stage.name === 'string' && Number.isInteger(stage.duration);
}

/**
 * The user's stages, or the defaults of their business category while they have none, named by
 * `nameOf` (the stored English names unless given).
 */
export function stagesOf(
  onboarding: Readonly<Record<string, unknown>>,
  nameOf: (stage: Stage) => string = (stage) => stage.name,
): Stage[] {
  const stored = Array.isArray(onboarding.stages) ? onboarding.stages.filter(isStage) : [];
  if (stored.length > 0) return stored;
  const category = (onboarding.businessCategory as { name?: unknown } | null | undefined)?.name;
  return defaultStagesFor(typeof category === 'string' ? category : null).map((stage) => ({
    ...stage,
    name: nameOf(stage),
  }));
}
