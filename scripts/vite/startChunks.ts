import type { Rolldown } from 'vite';

type Group = NonNullable<
  Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>['groups']
>[number];
type Context = Parameters<Extract<Group['name'], (...args: never[]) => unknown>>[1];

/**
 * Ajv is reached through @rjsf/validator-ajv8's imports but never runs in the browser (validators
 * come precompiled); its runtime helpers, and what they import, load only when a step module names
 * them (src/engine/ajvRuntime.ts), so they keep their own chunks.
 */
const AJV_HELPERS = /[\\/]node_modules[\\/](ajv|fast-deep-equal)[\\/]/;

/** Every module an entry imports statically, directly or not: what its page runs before it paints. */
function staticallyReached(entry: string, context: Context): Set<string> {
  const reached = new Set<string>();
  const pending = [entry];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return reached;
}

/**
 * Chunks by when the code runs, instead of the dozens of small chunks automatic splitting cuts the
 * portal into (one per set of screens sharing a module): over HTTP/1.1 a browser fetches six files
 * at a time, so on a slow network every extra round of files cost a round trip before the signup
 * form showed (5.7 s on slow 4G with 27 files, 3 s with 5). The groups:
 * - `start-shared`: what both pages run before their first paint (React, i18next, the copy);
 * - `start` (merged into the portal's entry): what only the portal runs before it;
 * - `first-screens`: what the screens a first visit opens with (FIRST_SCREENS) import, the form
 *   engine they share, and the renderers and validator helpers their forms name (lazily loaded
 *   elsewhere), which the server preloads with the page. Each screen keeps a small chunk of its
 *   own, so the build manifest, which the server's preloads read, still names it.
 * Every other lazily loaded screen (the wizard's steps, the Studio) keeps its automatic chunks.
 */
export function startChunkGroups(entries: {
  portal: string;
  tenant: string;
  /** The lazily loaded screens a first visit opens with (the server's FIRST_SCREENS). */
  screens: string[];
  /** The renderers and validator helpers those screens' forms name. */
  formSources: string[];
}): Group[] {
  let reach:
    | { portal: Set<string>; tenant: Set<string>; firstScreens: Set<string>; forms: Set<string> }
    | undefined;
  const reachOf = (context: Context) =>
    (reach ??= {
      portal: staticallyReached(entries.portal, context),
      tenant: staticallyReached(entries.tenant, context),
      // The screens' own modules keep their chunks, so the build manifest still names them.
      firstScreens: new Set(
        entries.screens.flatMap((screen) =>
          [...staticallyReached(screen, context)].filter((id) => id !== screen),
        ),
      ),
      forms: new Set(
        entries.formSources.flatMap((source) => [...staticallyReached(source, context)]),
      ),
    });
  return [
    {
      // First, so the portal's group does not take these in as its modules' dependencies.
      priority: 2,
      name: (id, context) => {
        const { portal, tenant } = reachOf(context);
        return portal.has(id) && tenant.has(id) ? 'start-shared' : null;
      },
      tags: ['$initial'],
    },
    {
      priority: 1,
      name: (id, context) => (reachOf(context).portal.has(id) ? 'start' : null),
      tags: ['$initial'],
    },
    {
      // The first screens and the form engine they share, loaded together with the page.
      priority: 0,
      name: (id, context) => {
        const { portal, firstScreens, forms } = reachOf(context);
        if (portal.has(id)) return null;
        const lazy =
          AJV_HELPERS.test(id) || (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
        return (firstScreens.has(id) && !lazy) || forms.has(id) ? 'first-screens' : null;
      },
    },
  ];
}
