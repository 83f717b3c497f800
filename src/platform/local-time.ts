import { IANAZone } from 'luxon';

const HOUR_MS = 60 * 60 * 1000;
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export interface LocalParts {
  /** `YYYY-MM-DD`. */
  date: string;
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: (typeof WEEKDAYS)[number];
  /** Minutes east of UTC at that instant. */
  offsetMinutes: number;
}

/**
 * Wall-clock fields of instants in one IANA zone, fast. Luxon answers the zone's UTC offset (about 10 µs a
 * call); offsets only change on whole UTC hours, so each hour's offset is asked once and the rest is
 * arithmetic. The reports turn 124,000 marks into local dates and times with it.
 */
export class LocalClock {
  private static readonly clocks = new Map<string, LocalClock>();
  private readonly zone: IANAZone;
  private readonly offsets = new Map<number, number>();

  private constructor(zoneName: string) {
    this.zone = IANAZone.create(zoneName);
  }

  /** The clock of a zone, shared by the whole process so each hour's offset is computed once. */
  static for(zoneName: string): LocalClock {
    let clock = LocalClock.clocks.get(zoneName);
    if (!clock) LocalClock.clocks.set(zoneName, (clock = new LocalClock(zoneName)));
    return clock;
  }

  offsetMinutes(at: number): number {
    const hour = Math.floor(at / HOUR_MS);
    let offset = this.offsets.get(hour);
    if (offset === undefined) this.offsets.set(hour, (offset = this.zone.offset(at)));
    return offset;
  }

  parts(at: number): LocalParts {
    const offsetMinutes = this.offsetMinutes(at);
    const local = new Date(at + offsetMinutes * 60_000);
    const year = local.getUTCFullYear();
    const month = local.getUTCMonth() + 1;
    const day = local.getUTCDate();
    return {
      date: `${pad(year, 4)}-${pad(month)}-${pad(day)}`,
      year,
      month,
      day,
      hour: local.getUTCHours(),
      minute: local.getUTCMinutes(),
      weekday: WEEKDAYS[local.getUTCDay()]!,
      offsetMinutes,
    };
  }

  /** The instant of local midnight starting `YYYY-MM-DD` (two passes settle a DST change near it). */
  midnight(date: string): number {
    const utc = Date.parse(`${date}T00:00:00Z`);
    const guess = utc - this.offsetMinutes(utc) * 60_000;
    return utc - this.offsetMinutes(guess) * 60_000;
  }

  /** `HH:MM` of an instant. */
  hhmm(at: number, separator = ':'): string {
    const { hour, minute } = this.parts(at);
    return `${pad(hour)}${separator}${pad(minute)}`;
  }

  /** `AAAA-MM-ddThh:mm:00ZZZZZ`, the date-time of the Portaria 671 files (seconds always 00). */
  legalDateTime(at: number): string {
    const local = this.parts(at);
    return `${local.date}T${pad(local.hour)}:${pad(local.minute)}:00${LocalClock.offsetText(local.offsetMinutes)}`;
  }

  /** `±hhmm`, as the Portaria 671 date-times write the offset. */
  static offsetText(offsetMinutes: number): string {
    const abs = Math.abs(offsetMinutes);
    return `${offsetMinutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
  }
}
