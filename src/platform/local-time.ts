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
 * One UTC hour of a zone: its offset, and where the offset changes within the hour if it does (at `changeAt`,
 * to `after`; `changeAt` is Infinity when the offset holds all hour).
 */
interface HourOffsets {
  before: number;
  changeAt: number;
  after: number;
}

/**
 * Wall-clock fields of instants in one IANA zone, fast. Luxon answers the zone's UTC offset (about 10 µs a
 * call); the reports turn 124,000 marks into local dates and times with this, so each UTC hour's offsets are
 * asked once and the rest is arithmetic. Offsets do not change on whole UTC hours only (America/St_Johns
 * changes at :30, Australia/Lord_Howe by 30 minutes at :30 or :00, old local mean times at odd seconds), so an
 * hour is asked at its first and last millisecond: the same offset at both ends holds all hour; different
 * ones are searched for the exact millisecond of the change. This relies on one fact of the tz database: a
 * zone's offset changes at most once within any hour (a scan of this runtime's 418 zones from 1900 to 2040
 * found changes a week apart at the least).
 */
export class LocalClock {
  private static readonly clocks = new Map<string, LocalClock>();
  private readonly zone: IANAZone;
  private readonly hours = new Map<number, HourOffsets>();

  private constructor(zoneName: string) {
    this.zone = IANAZone.create(zoneName);
  }

  /** The clock of a zone, shared by the whole process so each hour's offsets are computed once. */
  static for(zoneName: string): LocalClock {
    let clock = LocalClock.clocks.get(zoneName);
    if (!clock) LocalClock.clocks.set(zoneName, (clock = new LocalClock(zoneName)));
    return clock;
  }

  offsetMinutes(at: number): number {
    const offsets = this.offsetsOfHour(Math.floor(at / HOUR_MS));
    return at < offsets.changeAt ? offsets.before : offsets.after;
  }

  private offsetsOfHour(hour: number): HourOffsets {
    let offsets = this.hours.get(hour);
    if (offsets === undefined) this.hours.set(hour, (offsets = this.hourOffsets(hour * HOUR_MS)));
    return offsets;
  }

  /** The offsets of the hour starting at `start`: the first instant with the later offset, by bisection. */
  private hourOffsets(start: number): HourOffsets {
    const before = this.zone.offset(start);
    let last = start + HOUR_MS - 1;
    const after = this.zone.offset(last);
    if (after === before) return { before, changeAt: Infinity, after };
    let first = start; // the offset is `before` here, `after` at `last`
    while (last - first > 1) {
      const middle = Math.floor((first + last) / 2);
      if (this.zone.offset(middle) === before) first = middle;
      else last = middle;
    }
    return { before, changeAt: last, after };
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

  /**
   * The first instant of `YYYY-MM-DD`: its local midnight (two passes settle a DST change near it), or, where
   * the clocks jumped over midnight (São Paulo's DST began at 00:00 until 2018), the instant of the jump.
   */
  midnight(date: string): number {
    const utc = Date.parse(`${date}T00:00:00Z`);
    const guess = utc - this.offsetMinutes(utc) * 60_000;
    const midnight = utc - this.offsetMinutes(guess) * 60_000;
    if (this.parts(midnight).date === date) return midnight;
    // That instant is still the day before: midnight was skipped, and the day begins at the next change,
    // inside an hour or (most often) on the hour itself.
    const first = Math.floor(midnight / HOUR_MS) + 1;
    for (let hour = first; hour < first + 48; hour++) {
      const { before, changeAt } = this.offsetsOfHour(hour);
      if (before !== this.offsetsOfHour(hour - 1).after) return hour * HOUR_MS;
      if (changeAt !== Infinity) return changeAt;
    }
    return midnight;
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
