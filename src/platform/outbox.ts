import type { Executor, Tx } from './db/database.js';
import type { Environment, EventRow, EventType } from './db/schema.js';
import { newId } from './ids.js';

/** PostgreSQL NOTIFY channel that wakes dispatchers in other processes when events commit. */
export const OUTBOX_CHANNEL = 'pontual_outbox';

export interface NewEvent {
  tenantId: string;
  environment: Environment;
  type: EventType;
  data: unknown;
  at: number;
}

/**
 * The INSERT of events into the outbox, not yet run: the caller's transaction runs it (at least one event), so an event
 * exists if and only if the change it announces committed. The webhook dispatcher delivers from here.
 */
export function eventsInsert(tx: Executor, events: NewEvent[]) {
  return tx.insertInto('events').values(events.map(eventRow));
}

/** The outbox row of `event`, with a new id: what `eventsInsert` inserts. */
export function eventRow(event: NewEvent): EventRow {
  return {
    id: newId(),
    tenantId: event.tenantId,
    environment: event.environment,
    type: event.type,
    payload: JSON.stringify(event.data),
    createdAt: event.at,
    dispatchedAt: null,
  };
}

/** Writes one event into the outbox inside the caller's transaction (see `eventsInsert`). */
export async function recordEvent(tx: Tx, event: NewEvent): Promise<void> {
  await eventsInsert(tx, [event]).execute();
}
