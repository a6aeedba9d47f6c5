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
 *   need (the form engine they share, and what their modules import and their forms name), and
 *   what one needs that other code imports too;
 * - each first screen's own chunk, named after it, with what only that screen needs (the renderers
 *   and validator helpers its forms name, lazily loaded elsewhere, among them), so /login does
 *   not load the signup form's phone widget. Nothing else may import from it (ownModules), and a
 *   renderer the wizard's steps name too (the login's subdomain widget) keeps its automatic chunk,
 *   so a step does not load a screen's chunk. The server preloads a screen's chunks with the page;
 *   Vite's manifest keys a screen's chunk by its file, so the server finds it by its name
 *   (screenChunkKey).
 * Every other lazily loaded screen (the wizard's steps, the Studio) keeps its automatic chunks.
 */
export function startChunkGroups(entries: {
  portal: string;
  tenant: string;
  /** The lazily loaded screens a first visit opens with (the server's FIRST_SCREENS). */
  screens: FirstScreenSources[];
  /** The renderers and validator helpers other forms and steps name. */
  namedElsewhere: string[];
}): Group[] {
  let reach:
    | {
        portal: Set<string>;
        tenant: Set<string>;
        screens: {
          name: string;
          needs: Set<string>;
          namedLaterToo: Set<string>;
          own: Set<string>;
        }[];
      }
    | undefined;
  const reachOf = (context: Context) => {
    if (reach) return reach;
    const portal = staticallyReached(entries.portal, context);
    const lazy = (id: string) =>
      AJV_HELPERS.test(id) || (context.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0;
    const elsewhere = new Set(
      entries.namedElsewhere.flatMap((source) => [...staticallyReached(source, context)]),
    );
    const screens = entries.screens.map((screen) => {
      const imports = new Set([
        screen.module,
        // What the screen imports, short of what loads lazily elsewhere too.
        ...[...staticallyReached(screen.module, context)].filter((id) => !lazy(id)),
      ]);
      const forms = screen.formSources.flatMap((source) => [...staticallyReached(source, context)]);
      // What its forms name that other forms and steps name too (the subdomain widget, which the
      // wizard's subdomain step shows): its own automatic chunk, unless both screens need it.
      const namedLaterToo = new Set(forms.filter((id) => elsewhere.has(id) && !imports.has(id)));
      const needs = new Set([...imports, ...forms]);
      const ownable = new Set([...needs].filter((id) => !namedLaterToo.has(id)));
      return {
        name: screen.chunkName,
        needs,
        namedLaterToo,
        own: ownModules(screen.module, ownable, context),
      };
    });
    return { portal, tenant: staticallyReached(entries.tenant, context), screens };
  };
  const onlyIn = (id: string, context: Context) => {
    const needing = reachOf(context).screens.filter((screen) => screen.needs.has(id));
    return needing.length === 1 ? needing[0] : undefined;
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
      // What two first screens need, or one and other code: before the screens' own groups,
      // which take in all that their modules import.
      priority: 1,
      name: (id, context) => {
        const { portal, screens } = reachOf(context);
        if (portal.has(id) || !screens.some((screen) => screen.needs.has(id))) return null;
        const screen = onlyIn(id, context);
        if (screen && (screen.own.has(id) || screen.namedLaterToo.has(id))) return null;
        return 'first-screens';
      },
    },
    {
      priority: 0,
      name: (id, context) => {
        if (reachOf(context).portal.has(id)) return null;
        const screen = onlyIn(id, context);
        return screen?.own.has(id) ? screen.name : null;
      },
    },
  ];
}

/**
 * Of what a screen needs, what its own chunk may hold: the modules nothing outside that set
 * imports (the screen's module, and the renderers its forms name, are loaded by `import()`), so no
 * other code loads the screen's chunk to reach one of them.
 */
function ownModules(screen: string, needs: Set<string>, context: Context): Set<string> {
  const own = new Set(needs);
  for (let changed = true; changed;) {
    changed = false;
    for (const id of own) {
      if (id === screen) continue;
      const importers = context.getModuleInfo(id)?.importers ?? [];
      if (importers.some((importer) => !own.has(importer))) changed = own.delete(id) || changed;
    }
  }
  return own;
}
