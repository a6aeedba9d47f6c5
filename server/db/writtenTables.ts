import {
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

export type WriteListener = (table: string) => void;

/** The tables a query writes: its own target and those of the data-changing WITH parts it holds. */
function writtenTables(node: OperationNode, into: Set<string>): Set<string> {
  const tableOf = (target: OperationNode | undefined) => {
    if (target && TableNode.is(target)) into.add(target.table.identifier.name);
  };
  if (UpdateQueryNode.is(node)) tableOf(node.table);
  else if (InsertQueryNode.is(node)) tableOf(node.into);
  else if (DeleteQueryNode.is(node)) node.from.froms.forEach(tableOf);
  const withNode = (node as { with?: { expressions: { expression: OperationNode }[] } }).with;
  for (const part of withNode?.expressions ?? []) writtenTables(part.expression, into);
  return into;
}

/**
 * Tells listeners which tables each of this server's queries wrote, once the query has run: the
 * poll caches forget what they kept of a table this server has just changed, for the request that
 * follows (the database's own announcement reaches every instance, a moment later). Queries written
 * as raw SQL are not seen; the announcement covers them.
 */
export function createWrittenTables(): {
  plugin: KyselyPlugin;
  onWrite(table: string, listener: () => void): () => void;
} {
  const pending = new WeakMap<QueryId, Set<string>>();
  const listeners = new Map<string, Set<() => void>>();
  return {
    plugin: {
      transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
        const tables = writtenTables(node, new Set());
        if (tables.size > 0) pending.set(queryId, tables);
        return node;
      },
      async transformResult({
        result,
        queryId,
      }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
        for (const table of pending.get(queryId) ?? []) listeners.get(table)?.forEach((l) => l());
        pending.delete(queryId);
        return result;
      },
    },
    onWrite(table, listener) {
      let set = listeners.get(table);
      if (!set) listeners.set(table, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
  };
}
