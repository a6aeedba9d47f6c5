import type { Rolldown } from 'vite';
import type { FirstScreenSources } from './firstScreenSources.ts';

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
 * - `first-screens`: what two or more of the screens a first visit opens with (FIRST_SCREENS)
 *   need: the form engine they share, and what their modules import and their forms name;
 * - each first screen's own chunk, named after it, with what only that screen needs (the renderers
 *   and validator helpers its forms name, lazily loaded elsewhere, among them), so /login does
 *   not load the signup form's phone widget. The server preloads a screen's chunks with the page
 *   (the build manifest names each screen's chunk by its module).
 * Every other lazily loaded screen (the wizard's steps, the Studio) keeps its automatic chunks.
 */
export function startChunkGroups(entries: {
  portal: string;
  tenant: string;
  /** The lazily loaded screens a first visit opens with (the server's FIRST_SCREENS). */
  screens: FirstScreenSources[];
}): Group[] {
  let reach:
    | { portal: Set<string>; tenant: Set<string>; screens: { name: string; needs: Set<string> }[] }
    | undefined;
  const reachOf = (context: Context) => {
    if (reach) return reach;
    const portal = staticallyReached(entries.portal, context);
    const lazy = (id: string) =>
      AJV_HELPERS.test(id) || (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    const screens = entries.screens.map((screen) => ({
      name: screen.chunkName,
      needs: new Set([
        screen.module,
        // What the screen imports, short of what loads lazily elsewhere too.
        ...[...staticallyReached(screen.module, context)].filter((id) => !lazy(id)),
        ...screen.formSources.flatMap((source) => [...staticallyReached(source, context)]),
      ]),
    }));
    return (reach = { portal, tenant: staticallyReached(entries.tenant, context), screens });
  };
  return [
    {
      // First, so the portal's group does not take these in as its modules' dependencies.
      priority: 3,
      name: (id, context) => {
        const { portal, tenant } = reachOf(context);
        return portal.has(id) && tenant.has(id) ? 'start-shared' : null;
      },
      tags: ['$initial'],
    },
    {
      priority: 2,
      name: (id, context) => (reachOf(context).portal.has(id) ? 'start' : null),
      tags: ['$initial'],
    },
    {
      // Before the screens' own groups, which take in all their modules import: what two need.
      priority: 1,
      name: (id, context) => {
        const { portal, screens } = reachOf(context);
        if (portal.has(id)) return null;
        const needing = screens.filter((screen) => screen.needs.has(id));
        if (needing.length === 0) return null;
        if (needing.length > 1) return 'first-screens';
        // What code beyond the one screen imports too (the wizard's actions, say) is shared as
        // well, so that code does not load the screen's own chunk.
        const importers = context.getModuleInfo(id)?.importers ?? [];
        return importers.some((importer) => !needing[0]!.needs.has(importer))
          ? 'first-screens'
          : null;
      },
    },
    {
      priority: 0,
      name: (id, context) => {
        const { portal, screens } = reachOf(context);
        if (portal.has(id)) return null;
        return screens.find((screen) => screen.needs.has(id))?.name ?? null;
      },
    },
  ];
}
