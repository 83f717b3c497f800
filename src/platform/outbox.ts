import type { Tx } from './db/database.js';
import type { Environment, EventType } from './db/schema.js';
import { newId } from './ids.js';

/** PostgreSQL NOTIFY channel that wakes dispatchers in other processes when events commit. */
export const OUTBOX_CHANNEL = 'pontual_outbox';

/** The events a webhook can subscribe to. */
export const EVENT_TYPES: readonly Exclude<EventType, 'webhook.test'>[] = [
  'time_entry.created',
  'employee.created',
  'adjustment.approved',
  'adjustment.rejected',
];

/**
 * Writes an event into the outbox inside the caller's transaction: the event exists if and only if the
 * change it announces committed. The webhook dispatcher delivers from here.
 */
export async function recordEvent(
  tx: Tx,
  event: { tenantId: string; environment: Environment; type: EventType; data: unknown; at?: number },
): Promise<string> {
  const id = newId();
  await tx
    .insertInto('events')
    .values({
      id,
      tenantId: event.tenantId,
      environment: event.environment,
      type: event.type,
      payload: JSON.stringify(event.data),
      createdAt: event.at ?? Date.now(),
    })
    .execute();
  return id;
}

/** Writes several events in one statement (a batch of clock-ins), in the caller's transaction. */
export async function recordEvents(
  tx: Tx,
  events: { tenantId: string; environment: Environment; type: EventType; data: unknown; at: number }[],
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insertInto('events')
    .values(
      events.map((event) => ({
        id: newId(),
        tenantId: event.tenantId,
        environment: event.environment,
        type: event.type,
        payload: JSON.stringify(event.data),
        createdAt: event.at,
      })),
    )
    .execute();
}
