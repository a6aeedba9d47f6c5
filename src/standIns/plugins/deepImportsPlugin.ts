import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseAst, type Plugin } from 'vite';

/** Where one name a barrel exports is declared: the file and the name it has there. */
export interface DeclaredAt {
  file: string;
  name: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Specifier = Node & { local: { name: string }; imported?: Node; exported?: Node };

const nameOf = (node: Node | undefined): string =>
  (node?.type === 'Literal' ? node.value : node?.name) as string;

/**
 * Every name the module `file` exports, with the file that declares it: re-exports, imports
 * exported again and `export *` are followed to the module that holds the declaration. Each file
 * is read once per walk (`known`); a file met again while its own walk is under way (a cycle)
 * gives what it has found so far.
 */
export function declaredExports(
  file: string,
  known = new Map<string, Map<string, DeclaredAt>>(),
): Map<string, DeclaredAt> {
  const found = known.get(file);
  if (found) return found;
  const names = new Map<string, DeclaredAt>();
  known.set(file, names);
  const body = (parseAst(readFileSync(file, 'utf8')) as unknown as { body: Node[] }).body;
  const near = (source: Node) => resolve(dirname(file), nameOf(source));
  const imported = new Map<string, { source: Node; name: string }>();
  for (const node of body) {
    if (node.type !== 'ImportDeclaration') continue;
    for (const s of node.specifiers as Specifier[]) {
      if (s.type === 'ImportNamespaceSpecifier') continue;
      const name = s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
      imported.set(s.local.name, { source: node.source as Node, name });
    }
  }
  /** An imported name exported again: where its own module says it is declared. */
  const declarationOf = (local: string): DeclaredAt => {
    const { source, name } = imported.get(local)!;
    if (!nameOf(source).startsWith('.')) return { file: nameOf(source), name };
    const from = near(source);
    return declaredExports(from, known).get(name) ?? { file: from, name };
  };
  for (const node of body) {
    if (node.type === 'ExportAllDeclaration' && !node.exported) {
      for (const [name, at] of declaredExports(near(node.source as Node), known))
        names.set(name, at);
    } else if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration as
        (Node & { id?: Node; declarations?: { id: Node }[] }) | null;
      for (const id of declaration?.declarations?.map((d) => d.id) ?? [declaration?.id]) {
        if (id) names.set(nameOf(id), { file, name: nameOf(id) });
      }
      for (const s of node.specifiers as Specifier[]) {
        const local = nameOf(s.local as unknown as Node);
        const exported = nameOf(s.exported);
        const from = node.source
          ? { file: near(node.source as Node), name: local }
          : imported.has(local)
            ? declarationOf(local)
            : { file, name: local };
        names.set(exported, from);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      names.set('default', { file, name: 'default' });
    }
  }
  return names;
}

/**
 * Rewrites `import { a, b as c } from '<barrel>'` into imports of the files that declare `a` and
 * `b`. `exports` is the barrel's declaredExports. An import this cannot rewrite whole (a namespace,
 * a name the barrel lacks) is left as it is.
 */
export function importDeclarationsDirectly(
  code: string,
  importsBarrel: (source: string) => boolean,
  exports: Map<string, DeclaredAt>,
): string | null {
  const body = (parseAst(code) as unknown as { body: Node[] }).body;
  let out = code;
  let changed = false;
  for (const node of [...body].reverse()) {
    if (node.type !== 'ImportDeclaration' || !importsBarrel(nameOf(node.source as Node))) continue;
    const specifiers = node.specifiers as Specifier[];
    if (specifiers.length === 0) continue;
    const targets = specifiers.map((s) =>
      s.type === 'ImportSpecifier' ? exports.get(nameOf(s.imported)) : undefined,
    );
    if (targets.some((t) => !t)) continue;
    const statements = specifiers.map((s, i) => {
      const { file, name } = targets[i]!;
      const path = JSON.stringify(file);
      return name === 'default'
        ? `import ${s.local.name} from ${path};`
        : `import { ${name} as ${s.local.name} } from ${path};`;
    });
    out = out.slice(0, node.start) + statements.join('\n') + out.slice(node.end);
    changed = true;
  }
  return changed ? out : null;
}

/**
 * A package whose index only gathers its files ("barrel") puts all of them in the module graph
 * of whoever imports one name from it. Tree-shaking still drops what is unused, but the build's
 * chunk groups (startChunks.ts) follow the graph: @rjsf/utils' date and file helpers, used only
 * by widgets loaded later, went into the first screens' chunk. Importing each name from the file
 * that declares it keeps the graph to what is used.
 */
export function deepImportsPlugin(packageName: string): Plugin {
  let barrel: { id: string; exports: Map<string, DeclaredAt> } | null | undefined;
  return {
    name: `onramp-deep-imports:${packageName}`,
    apply: 'build',
    async transform(code, id) {
      if (!/\.[cm]?[jt]sx?$/.test(id) || id.includes('?') || !code.includes('import')) return null;
      if (barrel === undefined) {
        const resolved = await this.resolve(packageName, id);
        barrel = resolved ? { id: resolved.id, exports: declaredExports(resolved.id) } : null;
      }
      if (!barrel || id === barrel.id) return null;
      const barrelId = barrel.id;
      const importsBarrel = (source: string) =>
        source === packageName ||
        (source.startsWith('.') && resolve(dirname(id), source) === barrelId);
      if (![...code.matchAll(/\bfrom\s*(["'])([^"']+)\1/g)].some((m) => importsBarrel(m[2]!)))
        return null;
      const rewritten = importDeclarationsDirectly(code, importsBarrel, barrel.exports);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
