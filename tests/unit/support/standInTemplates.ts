import type { TemplatesType } from '@rjsf/utils';

/**
 * For `vi.mock('renderers/templates', …)`: the engine's templates over RJSF's registry as the build
 * gives it (src/standIns/rjsf stands in for @rjsf/core's own; the engine's TitleField comes with the
 * later built-ins), which the test runner, loading RJSF unbundled, does not apply. Imports nothing
 * of renderers/ itself, so the mock's factory can load it.
 */
export async function withStandInTemplates(
  load: <T>() => Promise<T>,
): Promise<{ templates: Partial<TemplatesType> }> {
  const { default: standIn } = await import('../../../src/standIns/rjsf/templates');
  const engine = (await load<{ templates: Partial<TemplatesType> }>()).templates;
  return { templates: { ...standIn(), ...engine } };
}
