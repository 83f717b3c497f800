import type { EventType } from './db/schema.js';

/**
 * The events a webhook can subscribe to. In a module of its own, free of server code, because the dashboard
 * imports it: its bundle must not reach the database module.
 */
export const EVENT_TYPES: readonly Exclude<EventType, 'webhook.test'>[] = [
  'time_entry.created',
  'employee.created',
  'employee.updated',
  'adjustment.requested',
  'adjustment.approved',
  'adjustment.rejected',
  'absence.requested',
  'absence.approved',
  'absence.rejected',
  'period.closed',
  'period.reopened',
  'time_bank.updated',
  'export.completed',
  'export.failed',
];
