import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- frozen history, see 001
type AnyDb = Kysely<any>;

/** A lower-case, accent-free copy of each employee's name, so `q` matches "conceicao" to "Conceição" on both engines. */
// Inlined rather than imported so this migration stays as it was run, whatever platform/search.ts becomes.
const searchKey = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('employees').addColumn('search_name', 'text').execute();
  const rows = (await db.selectFrom('employees').select(['id', 'name']).execute()) as {
    id: string;
    name: string;
  }[];
  for (const row of rows) {
    await db
      .updateTable('employees')
      .set({ search_name: searchKey(row.name) })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('employees').dropColumn('search_name').execute();
}
