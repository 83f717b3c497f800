import type { TimeEntryRow } from '../../platform/db/schema.js';
import { toIso } from '../../platform/time.js';
import type { TimeEntryView } from './time-entries.schemas.js';

export function timeEntryView(row: TimeEntryRow): TimeEntryView {
  return {
    id: row.id,
    employeeId: row.employeeId,
    occurredAt: toIso(row.occurredAt),
    timezone: row.timezone,
    source: row.source,
    rep: row.rep,
    deviceId: row.deviceId,
    location:
      row.latitude === null || row.longitude === null
        ? null
        : {
            latitude: row.latitude,
            longitude: row.longitude,
            ...(row.accuracyMeters === null ? {} : { accuracyMeters: row.accuracyMeters }),
          },
    externalId: row.externalId,
    nsr: row.nsr,
    hash: row.hash,
    createdAt: toIso(row.createdAt),
  };
}
