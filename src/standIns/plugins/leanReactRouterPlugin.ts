import type { Plugin } from 'vite';

const DEVELOPMENT_BUILD = /[\\/]react-router[\\/]dist[\\/]development[\\/]/;
const PRODUCTION_BUILD = /[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/**
 * React Router's module creates every component and context at its top level with React calls a
 * bundler must assume have effects, and names each for the developer tools in a statement of its
 * own, so the signup page carried its framework-mode <Form>, scroll restoration and the rest
 * though no screen uses them. Marking those calls pure and dropping the names lets the unused ones
 * go; nothing else in the module changes.
 */
export function leanReactRouter(code: string): string {
  return code
    .replace(/^[ \t]*[\w$]+\.displayName = "[^"\n]*";[ \t]*$/gm, '')
    .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2');
}

/**
 * The build takes React Router's production files (its package offers only the development ones,
 * whose extra checks and warnings only a developer reads) and leans them (leanReactRouter).
 * Development and tests keep the package as published.
 */
export function leanReactRouterPlugin(): Plugin {
  return {
    name: 'onramp-lean-react-router',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !DEVELOPMENT_BUILD.test(resolved.id)) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace(DEVELOPMENT_BUILD, (m) => m.replace('development', 'production')),
      };
    },
    transform(code, id) {
      return PRODUCTION_BUILD.test(id) ? { code: leanReactRouter(code), map: null } : null;
    },
  };
}
