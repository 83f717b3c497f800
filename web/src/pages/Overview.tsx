import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Absence, Adjustment, PeriodReport, ReportDay, Webhook } from '../api.js';
import { formatDate, formatTime, today } from '../format.js';
import { useApi, useApiPage } from '../queries.js';
import { useSession } from '../session.js';
import { Loaded } from '../ui.js';

/** How many pending requests the overview counts before it says "100+" (one page of the API). */
const PENDING_PAGE = 100;

type Employee = PeriodReport['employees'][number]['employee'];

/** Where an employee stands today, from today's line of their espelho. */
interface Standing {
  employee: Employee;
  day: ReportDay;
  /** The effective marks (original and included, not the disregarded). */
  marks: ReportDay['marks'];
  /** Minutes between the first scheduled start and the first mark; 0 when on time or not scheduled. */
  lateBy: number;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function standingOf(employee: Employee, day: ReportDay): Standing {
  const marks = day.marks.filter((mark) => mark.kind !== 'D');
  const start = day.scheduled[0]?.start;
  const first = marks[0];
  const lateBy =
    start && first ? Math.max(0, minutesOf(formatTime(first.at, employee.timezone)) - minutesOf(start)) : 0;
  return { employee, day, marks, lateBy };
}

/** Whether an employee's first scheduled interval today has begun, on the clock of their own zone. */
function shouldHaveStarted(standing: Standing): boolean {
  const start = standing.day.scheduled[0]?.start;
  if (!start || standing.day.status !== 'workday') return false;
  return minutesOf(formatTime(new Date().toISOString(), standing.employee.timezone)) >= minutesOf(start);
}

/**
 * The home page: the day at a glance. Who is clocked in now, who has not marked although their schedule has
 * begun, who arrived after it, who is off; the pending adjustments and absences; the month's incomplete days;
 * the webhooks paused by failures. Everything comes from the API's own reads (the espelho of the month so far,
 * the queues, the webhooks), so the numbers are the API's (docs/dashboard.md, "Overview").
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const date = today(session.tenant.timezone);
  const report = useApi<PeriodReport>(environment, `/reports/period?from=${date.slice(0, 8)}01&to=${date}`);
  const adjustments = useApiPage<Adjustment>(
    environment,
    `/adjustments?status=pending&limit=${PENDING_PAGE}`,
  );
  const absences = useApiPage<Absence>(environment, `/absences?status=pending&limit=${PENDING_PAGE}`);
  const webhooks = useApi<Webhook[]>(environment, '/webhooks?limit=200');

  return (
    <section className="overview">
      <h1>{t('overview.title')}</h1>
      <p>{t('overview.intro', { date: formatDate(date) })}</p>
      <Loaded query={report}>
        {({ employees }) => {
          const standings = employees.flatMap(({ employee, days }) => {
            const day = days.find((d) => d.date === date);
            return day ? [standingOf(employee, day)] : [];
          });
          const clockedIn = standings.filter((s) => s.marks.length % 2 === 1);
          const notMarked = standings.filter((s) => s.marks.length === 0 && shouldHaveStarted(s));
          const late = standings.filter((s) => s.lateBy > 0);
          const off = standings.filter((s) => ['holiday', 'rest', 'absence'].includes(s.day.status));
          const incomplete = employees.flatMap(({ employee, days }) =>
            days
              .filter((d) => d.date < date && d.flags.includes('incomplete'))
              .map((d) => ({ employee, date: d.date })),
          );
          return (
            <div className="tiles">
              <Tile id="clocked-in" title={t('overview.clockedIn')} count={clockedIn.length}>
                {clockedIn.map((s) => (
                  <li key={s.employee.id}>
                    {s.employee.name} —{' '}
                    {t('overview.since', { time: formatTime(s.marks.at(-1)!.at, s.employee.timezone) })}
                  </li>
                ))}
              </Tile>
              <Tile id="not-marked" title={t('overview.notMarked')} count={notMarked.length} alarm>
                {notMarked.map((s) => (
                  <li key={s.employee.id}>
                    {s.employee.name} — {t('overview.scheduledAt', { time: s.day.scheduled[0]!.start })}
                  </li>
                ))}
              </Tile>
              <Tile id="late" title={t('overview.late')} count={late.length} alarm>
                {late.map((s) => (
                  <li key={s.employee.id}>
                    {s.employee.name} —{' '}
                    {t('overview.arrivedAt', {
                      time: formatTime(s.marks[0]!.at, s.employee.timezone),
                      scheduled: s.day.scheduled[0]!.start,
                      count: s.lateBy,
                    })}
                  </li>
                ))}
              </Tile>
              <Tile id="off" title={t('overview.off')} count={off.length}>
                {off.map((s) => (
                  <li key={s.employee.id}>
                    {s.employee.name} — {t(`reports.status.${s.day.status}`)}
                  </li>
                ))}
              </Tile>
              <Tile
                id="incomplete"
                title={t('overview.incomplete')}
                count={incomplete.length}
                alarm
                link={<Link to="/time-entries">{t('overview.toMarks')}</Link>}
              >
                {incomplete.map(({ employee, date: day }) => (
                  <li key={`${employee.id}-${day}`}>
                    {employee.name} — {formatDate(day)}
                  </li>
                ))}
              </Tile>
            </div>
          );
        }}
      </Loaded>
      <div className="tiles">
        <Loaded query={adjustments}>
          {({ items, nextCursor }) => (
            <Tile
              id="pending-adjustments"
              title={t('overview.pendingAdjustments')}
              count={items.length}
              more={nextCursor !== null}
              link={<Link to="/adjustments">{t('overview.toQueue')}</Link>}
            />
          )}
        </Loaded>
        <Loaded query={absences}>
          {({ items, nextCursor }) => (
            <Tile
              id="pending-absences"
              title={t('overview.pendingAbsences')}
              count={items.length}
              more={nextCursor !== null}
              link={<Link to="/absences">{t('overview.toQueue')}</Link>}
            />
          )}
        </Loaded>
        <Loaded query={webhooks}>
          {(list) => {
            const failing = list.filter((webhook) => !webhook.active && webhook.pausedReason);
            return (
              <Tile
                id="failing-webhooks"
                title={t('overview.failingWebhooks')}
                count={failing.length}
                alarm
                link={<Link to="/webhooks">{t('overview.toWebhooks')}</Link>}
              >
                {failing.map((webhook) => (
                  <li key={webhook.id}>{webhook.url}</li>
                ))}
              </Tile>
            );
          }}
        </Loaded>
      </div>
    </section>
  );
}

/** One number of the day, with the names behind it (`data-testid` = the tile's id, for the browser tests). */
function Tile({
  id,
  title,
  count,
  more = false,
  alarm = false,
  link,
  children,
}: {
  id: string;
  title: string;
  count: number;
  more?: boolean;
  alarm?: boolean;
  link?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={`card tile${alarm && count > 0 ? ' alarm' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="count" data-testid={id}>
        {count}
        {more ? '+' : ''}
      </p>
      {count > 0 && children && <ul>{children}</ul>}
      {link}
    </section>
  );
}
