import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import { createWrittenTables } from '../../../server/db/writtenTables';

interface Tables {
  users: { id: string; first_name: string };
  sessions: { id: string; user_id: string };
}

/** A query builder whose queries run against nothing, with the plugin installed. */
function kyselyWith(writes: ReturnType<typeof createWrittenTables>) {
  return new Kysely<Tables>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    plugins: [writes.plugin],
  });
}

function database() {
  const writes = createWrittenTables();
  const db = kyselyWith(writes);
  const heard: string[] = [];
  for (const table of ['users', 'sessions']) writes.onWrite(table, () => heard.push(table));
  return { db, heard };
}

describe("the tables this server's queries write", () => {
  it('are told once each query has run: update, insert, delete', async () => {
    const { db, heard } = database();
    await db.updateTable('users').set({ first_name: 'A' }).where('id', '=', '1').execute();
    await db.insertInto('sessions').values({ id: 's', user_id: '1' }).execute();
    await db.deleteFrom('users').where('id', '=', '1').execute();
    expect(heard).toEqual(['users', 'sessions', 'users']);
  });

  it('include the data-changing parts of a WITH query', async () => {
    const { db, heard } = database();
    await db
      .with('created', (q) =>
        q.insertInto('users').values({ id: '2', first_name: 'B' }).returning('id'),
      )
      .insertInto('sessions')
      .values({ id: 't', user_id: '2' })
      .execute();
    expect(heard.sort()).toEqual(['sessions', 'users']);
  });

  it('are none for a read, and raw SQL is not looked into', async () => {
    const { db, heard } = database();
    await db.selectFrom('users').selectAll().execute();
    await sql`UPDATE users SET first_name = 'C'`.execute(db);
    expect(heard).toEqual([]);
  });

  it('stop being told to a listener once it is removed', async () => {
    const writes = createWrittenTables();
    let calls = 0;
    const remove = writes.onWrite('users', () => calls++);
    remove();
    await kyselyWith(writes).updateTable('users').set({ first_name: 'D' }).execute();
    expect(calls).toBe(0);
  });
});
