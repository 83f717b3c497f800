import type { Compilable, CompiledQuery } from 'kysely';

/**
 * Statements run prepared on PostgreSQL (docs/decisions/040-prepared-statements.md). An unnamed statement is
 * parsed and planned on every run, which for the hot statements cost more than running them: a clock-in
 * batch's write spent 180 of its 860 µs planning, the employees' lookup 260 of 290. A statement marked here
 * is prepared once per connection under a name its text is given (postgres.ts), and after five runs keeps a
 * generic plan if that costs no more. Mark only statements whose text is the same on every run (lists bound
 * as one parameter, list-parameters.ts): each text is kept on every connection of the pool.
 * SQLite's driver keeps every statement prepared already, so the mark changes nothing there.
 */
const PREPARED = Symbol('prepared');
type Marked<R> = CompiledQuery<R> & { [PREPARED]?: true };

/**
 * `query`, compiled (with `parameters` instead of its own, if given), to run as a prepared statement on
 * PostgreSQL: pass it to `executeQuery`.
 */
export function prepared<R>(
  query: Compilable<R> | CompiledQuery<R>,
  parameters?: readonly unknown[],
): CompiledQuery<R> {
  const compiled = 'compile' in query ? query.compile() : query;
  // A property of its own, on a copy (Kysely freezes what it compiles): cheaper than a WeakSet entry, which
  // the garbage collector must trace for each of the many short-lived queries.
  const marked: Marked<R> = { ...compiled, parameters: parameters ?? compiled.parameters, [PREPARED]: true };
  return marked;
}

/** Whether `compiled` was marked by `prepared`. */
export const isPrepared = (compiled: CompiledQuery): boolean =>
  (compiled as Marked<unknown>)[PREPARED] === true;
