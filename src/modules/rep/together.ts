import { type Compilable, CompiledQuery } from 'kysely';
import { dialectOf, type Executor } from '../../platform/db/database.js';

/** The most parameters one PostgreSQL statement may bind. */
const MAX_PARAMETERS = 65_535;

/**
 * Runs `main` together with `writes`, statements whose answers nobody reads (inserts, updates without
 * RETURNING), and returns `main`'s rows. On PostgreSQL they are one statement, the writes as data-modifying
 * CTEs, so the REP's writes cost one round trip while its head row is locked and every other writer of the
 * tenant-environment waits; on SQLite, whose statements cost no round trip and whose CTEs cannot write, they
 * run one after another, `main` last. A failure of any fails them all.
 *
 * Only the REP's writes use it (docs/decisions/017-one-clock-in-path.md), because it has a trap: on
 * PostgreSQL the parts all see the same snapshot, none sees the others' effects, and two of them changing the
 * same row lose one change silently. So its parts are the REP's own statements (the head, the marks, the
 * records) and the caller's inserts into tables none of them touches (events, employees).
 */
export async function runTogether<Row>(
  tx: Executor,
  writes: Compilable[],
  main: Compilable<Row>,
): Promise<Row[]> {
  if (!tx.isTransaction) throw new Error('runTogether runs inside a transaction');
  if (writes.length === 0 || dialectOf(tx) === 'sqlite') {
    for (const write of writes) await tx.executeQuery(write.compile());
    return (await tx.executeQuery(main.compile())).rows;
  }
  return (await tx.executeQuery(withStatements(writes, main))).rows;
}

/**
 * PostgreSQL: one statement of `writes` (as CTEs) and `main`. Each part numbers its placeholders from $1; in
 * the one statement they follow each other, in order.
 */
function withStatements<Row>(writes: Compilable[], main: Compilable<Row>): CompiledQuery<Row> {
  const parameters: unknown[] = [];
  const texts = [...writes, main].map((part) => {
    const { sql: text, parameters: own } = part.compile();
    const offset = parameters.length;
    let placeholders = 0;
    const renumbered = text.replace(/\$(\d+)/g, (_, n: string) => {
      placeholders++;
      return `$${Number(n) + offset}`;
    });
    if (placeholders !== own.length) {
      throw new Error('a statement run together has text that reads as a placeholder');
    }
    parameters.push(...own);
    return renumbered;
  });
  const mainText = texts.pop()!;
  if (/^with\b/i.test(mainText)) throw new Error('the main statement run together has a WITH of its own');
  if (parameters.length > MAX_PARAMETERS) {
    throw new Error(`${parameters.length} parameters in one statement, over PostgreSQL's ${MAX_PARAMETERS}`);
  }
  const ctes = texts.map((text, i) => `"write_${i}" as (${text})`).join(', ');
  return CompiledQuery.raw(`with ${ctes} ${mainText}`, parameters);
}
