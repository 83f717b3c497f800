import { Children, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Absence, Adjustment, PeriodReport, ReportDay, Webhook } from '../api.js';
import { formatDate, formatTime, today } from '../format.js';
import { useApi, useApiPage } from '../queries.js';
import { useSession } from '../session.js';
import { Loaded } from '../ui.js';
import { addDays } from '../zones.js';

/** How many pending requests the overview counts before it says "100+" (one page of the API). */
const PENDING_PAGE = 100;
/** How many names a tile lists; its number counts them all. */
const NAMES_SHOWN = 20;

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
 * the webhooks paused by failures. Everything comes from the API's own reads (today's espelho, the month's
 * incomplete days through the espelho's `flag` filter, the queues, the webhooks), so the numbers are the API's
 * and a large tenant's home page carries one day per employee, not a month (docs/dashboard.md, "Overview").
 */
export function OverviewPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const date = today(session.tenant.timezone);
  const monthStart = `${date.slice(0, 8)}01`;
  const todays = useApi<PeriodReport>(environment, `/reports/period?from=${date}&to=${date}`);
  const incompleteDays = useApi<PeriodReport>(
    environment,
    date === monthStart ? null : `/reports/period?from=${monthStart}&to=${addDays(date, -1)}&flag=incomplete`,
  );
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
      <Loaded query={todays}>
        {({ employees }) => {
          const standings = employees.flatMap(({ employee, days }) =>
            days[0] ? [standingOf(employee, days[0])] : [],
          );
          const clockedIn = standings.filter((s) => s.marks.length % 2 === 1);
          const notMarked = standings.filter((s) => s.marks.length === 0 && shouldHaveStarted(s));
          const late = standings.filter((s) => s.lateBy > 0);
          const off = standings.filter((s) => ['holiday', 'rest', 'absence'].includes(s.day.status));
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
            </div>
          );
        }}
      </Loaded>
      <div className="tiles">
        {date === monthStart ? (
          <IncompleteTile days={[]} />
        ) : (
          <Loaded query={incompleteDays}>
            {({ employees }) => (
              <IncompleteTile
                days={employees.flatMap(({ employee, days }) =>
                  days.map((day) => ({ employee, date: day.date })),
                )}
              />
            )}
          </Loaded>
        )}
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

/** The month's incomplete days before today, each with its employee. */
function IncompleteTile({ days }: { days: { employee: Employee; date: string }[] }) {
  const { t } = useTranslation();
  return (
    <Tile
      id="incomplete"
      title={t('overview.incomplete')}
      count={days.length}
      alarm
      link={<Link to="/time-entries">{t('overview.toMarks')}</Link>}
    >
      {days.map(({ employee, date }) => (
        <li key={`${employee.id}-${date}`}>
          {employee.name} — {formatDate(date)}
        </li>
      ))}
    </Tile>
  );
}

/**
 * One number of the day, with the first names behind it (`data-testid` = the tile's id, for the browser
 * tests): a large tenant's hundreds clocked in make a number, not a page of names.
 */
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
  const { t } = useTranslation();
  const names = Children.toArray(children);
  return (
    <section className={`card tile${alarm && count > 0 ? ' alarm' : ''}`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p className="count" data-testid={id}>
        {count}
        {more ? '+' : ''}
      </p>
      {names.length > 0 && (
        <ul>
          {names.slice(0, NAMES_SHOWN)}
          {names.length > NAMES_SHOWN && (
            <li className="more">{t('overview.more', { count: names.length - NAMES_SHOWN })}</li>
          )}
        </ul>
      )}
      {link}
    </section>
  );
}
