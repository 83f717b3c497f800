import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { type TSchema, Type } from 'typebox';
import { ApiError } from './errors.js';
import { Int32 } from './schemas.js';

/** The largest page a list gives. */
export const MAX_PAGE_SIZE = 200;

/** Query parameters every list accepts. */
export const PageQuery = {
  limit: Int32({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 50, description: 'Page size (1–200).' }),
  cursor: Type.Optional(
    Type.String({
      maxLength: 512,
      description: 'Opaque cursor from the `Link: rel="next"` header of the previous page.',
    }),
  ),
};

/** A list's 200: one page of `item`, at most `limit` of them; `example`, a page the OpenAPI document shows. */
export const Page = <T extends TSchema>(item: T, example: unknown[]) =>
  Type.Array(item, { maxItems: MAX_PAGE_SIZE, examples: [example] });

type CursorValue = string | number;

/** What a sort column holds: epoch milliseconds, or a UUID (ids). */
export type CursorKind = 'instant' | 'uuid';

export interface PageOrder<Row> {
  /** Sort columns, most significant first; the last must be unique (the id). */
  columns: { name: string; kind: CursorKind }[];
  direction: 'asc' | 'desc';
  /** The values of `columns` for a row, in the same order. */
  cursorOf: (row: Row) => CursorValue[];
  /**
   * Bounds on the first column (`from` inclusive, `to` exclusive), when the list is filtered by it: given here
   * rather than as conditions on the query, so that the page's walk starts at the cursor, not at the bound.
   */
  range?: { from?: number | undefined; to?: number | undefined };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function holdsKind(value: unknown, kind: CursorKind): value is CursorValue {
  return kind === 'uuid'
    ? typeof value === 'string' && UUID.test(value)
    : typeof value === 'number' && Number.isSafeInteger(value);
}

function encodeCursor(values: CursorValue[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/**
 * The values of a cursor this list issued, or a 400. A cursor is the row's sort values as JSON in base64url;
 * it is accepted only as the server writes it (the same text re-encoded, each value of its column's kind), so
 * no other text reaches the query: a forged value in a BIGINT column was a 500 on PostgreSQL.
 */
function decodeCursor(cursor: string, kinds: CursorKind[]): CursorValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  if (
    Array.isArray(values) &&
    values.length === kinds.length &&
    values.every((value, i) => holdsKind(value, kinds[i]!)) &&
    encodeCursor(values) === cursor
  ) {
    return values;
  }
  throw ApiError.invalidField('cursor', 'is not a cursor this list issued');
}

/**
 * `(a, b) > (x, y)` as a row-value comparison, which both engines take as one range condition on an index that
 * leads with the sort columns: the walk starts at the cursor. Written out as `a > x or (a = x and b > y)`, it was
 * a filter applied to every row before the cursor (a deep page cost as much as every page before it), or, on
 * PostgreSQL with statistics, a bitmap of each arm and a sort of the whole range.
 */
function beyondCursor(refs: RawBuilder<unknown>[], after: CursorValue[], direction: 'asc' | 'desc') {
  const op = direction === 'asc' ? '>' : '<';
  return sql<SqlBool>`(${sql.join(refs)}) ${sql.raw(op)} (${sql.join(after)})` as Expression<SqlBool>;
}

/**
 * Keyset paging: orders by `columns`, starts after the cursor's row, fetches one extra row to learn whether
 * another page exists. Stable under concurrent inserts, and as fast on page 1,000 as on page 1.
 */
export async function paginate<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: { limit: number; cursor?: string | undefined },
  order: PageOrder<Row>,
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const refs = order.columns.map((column) => sql.ref(column.name));
  const after = page.cursor
    ? decodeCursor(
        page.cursor,
        order.columns.map((column) => column.kind),
      )
    : undefined;
  let paged = query;
  if (after) paged = paged.where(beyondCursor(refs, after, order.direction) as never);
  const { from, to } = order.range ?? {};
  // A bound the cursor is already past is left out: given both, SQLite without statistics started its walk
  // from the bound and filtered every row up to the cursor.
  const cursorAt = after?.[0] as number | undefined;
  const pastFrom =
    order.direction === 'asc' && cursorAt !== undefined && from !== undefined && cursorAt >= from;
  const pastTo = order.direction === 'desc' && cursorAt !== undefined && to !== undefined && cursorAt < to;
  if (from !== undefined && !pastFrom) paged = paged.where(sql<SqlBool>`${refs[0]} >= ${from}` as never);
  if (to !== undefined && !pastTo) paged = paged.where(sql<SqlBool>`${refs[0]} < ${to}` as never);
  for (const ref of refs) paged = paged.orderBy(ref as never, order.direction);
  const rows = await paged.limit(page.limit + 1).execute();
  const hasMore = rows.length > page.limit;
  const items = hasMore ? rows.slice(0, page.limit) : rows;
  const last = items[items.length - 1];
  return { items, nextCursor: hasMore && last ? encodeCursor(order.cursorOf(last)) : null };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `PONTUAL_PUBLIC_URL` without its trailing slash, or null: where clients reach the API (app.ts). */
    publicUrl: string | null;
  }
}

/**
 * Adds `Link: <…>; rel="next"` with the next page's URL, keeping every other query parameter. The URL is built
 * from `PONTUAL_PUBLIC_URL` when it is set, and is relative (the path and query, which a client resolves
 * against the URL it asked for) when it is not: never from `Host` or `X-Forwarded-Host`, which the client
 * writes, so that a page cannot send its reader elsewhere.
 */
export function setNextPageLink(
  request: FastifyRequest,
  reply: FastifyReply,
  nextCursor: string | null,
): void {
  if (!nextCursor) return;
  // Any origin would do: only the path and query of the request are read back.
  const url = new URL(request.url, 'http://localhost');
  url.searchParams.set('cursor', nextCursor);
  reply.header('Link', `<${request.server.publicUrl ?? ''}${url.pathname}${url.search}>; rel="next"`);
}
