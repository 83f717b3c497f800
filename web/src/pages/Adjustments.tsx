import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Adjustment, ApiKey, ProblemError, TimeEntry, User, Workday } from '../api.js';
import { EmployeeName, useEmployee } from '../EmployeePicker.js';
import { formatDate, formatInstant, formatTime } from '../format.js';
import { useApi, useDashboard } from '../queries.js';
import { RequestQueue, type RequestStatus } from '../RequestQueue.js';
import { useSession } from '../session.js';
import { Loaded, ZoneLabel } from '../ui.js';
import { addDays, localDate } from '../zones.js';

/**
 * The queue of adjustment requests: approve or reject each pending one, with an optional note. Each shows the
 * mark it is about (the time to include, or the original mark's time to disregard), the day it falls on, who
 * asked and when.
 */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const zone = session.tenant.timezone;
  const canDecide = session.user.role === 'admin';

  return (
    <section>
      <h1>{t('adjustments.title')}</h1>
      <RequestQueue<Adjustment>
        path="/adjustments"
        texts="adjustments"
        columns={[
          { header: t('common.employee'), cell: (a) => <EmployeeName id={a.employeeId} /> },
          { header: t('adjustments.type'), cell: (a) => t(`adjustments.types.${a.type}`) },
          { header: t('adjustments.when'), cell: (a) => <RequestedMark adjustment={a} /> },
          { header: t('adjustments.reason'), cell: (a) => a.reason },
          {
            header: t('adjustments.requested'),
            cell: (a) => (
              <>
                <RequesterName requester={a.requestedBy} />
                <br />
                <small>{formatInstant(a.createdAt, zone)}</small>
              </>
            ),
          },
        ]}
        canDecide={canDecide}
        status={status}
        setStatus={setStatus}
        problem={problem}
        setProblem={setProblem}
      />
    </section>
  );
}

/**
 * The mark a request is about, in its employee's zone (the zone the API treats their workdays in): the time
 * to include, or the original mark's time to disregard (read by id). Nothing is shown until the zone is known,
 * so a time is never shown in the wrong one. Below it, the day the mark falls on, opened on demand.
 */
function RequestedMark({ adjustment }: { adjustment: Adjustment }) {
  const { session, environment } = useSession();
  const employee = useEmployee(adjustment.employeeId);
  const mark = useApi<TimeEntry>(
    environment,
    adjustment.timeEntryId ? `/time-entries/${adjustment.timeEntryId}` : null,
  );
  const at = adjustment.occurredAt ?? mark.data?.occurredAt;
  if (employee.isPending || !at) return null;
  const zone = employee.data?.timezone ?? session.tenant.timezone;
  return (
    <>
      {formatInstant(at, zone)} <ZoneLabel zone={zone} />
      <DayContext adjustment={adjustment} at={at} zone={zone} />
    </>
  );
}

/**
 * The treated workday a request changes, as the Marks page shows it: its marks E/S (a disregarded one struck
 * through), whether it is incomplete, and a link to the day. Read only when opened: a queue of 100 requests
 * does not ask for 100 days.
 */
function DayContext({ adjustment, at, zone }: { adjustment: Adjustment; at: string; zone: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="day-context" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('adjustments.day')}</summary>
      {open && <DayMarks adjustment={adjustment} at={at} zone={zone} />}
    </details>
  );
}

function DayMarks({ adjustment, at, zone }: { adjustment: Adjustment; at: string; zone: string }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const date = localDate(at, zone);
  // A mark after midnight may belong to the night shift that began the day before.
  const workdays = useApi<Workday[]>(
    environment,
    `/employees/${adjustment.employeeId}/workdays?from=${addDays(date, -1)}&to=${date}`,
  );
  return (
    <Loaded query={workdays}>
      {(days) => {
        const day =
          days.find((d) => d.marks.some((m) => m.timeEntryId && m.timeEntryId === adjustment.timeEntryId)) ??
          days.find((d) => d.date === date);
        if (!day) return null;
        return (
          <div>
            <p>
              {formatDate(day.date)} · {t(`reports.status.${day.status}`)}
              {!day.complete && ` · ${t('adjustments.incomplete')}`}
            </p>
            {day.marks.length === 0 ? (
              <p className="empty">{t('timeEntries.empty')}</p>
            ) : (
              <ul className="day-marks">
                {day.marks.map((mark) => (
                  <li key={`${mark.at}-${mark.timeEntryId ?? mark.adjustmentId}`}>
                    {mark.kind === 'D' ? <s>{formatTime(mark.at, zone)}</s> : formatTime(mark.at, zone)}{' '}
                    {t(`timeEntries.kinds.${mark.kind}`)}
                    {mark.source === 'I' && ` (${t('timeEntries.origins.I')})`}
                  </li>
                ))}
              </ul>
            )}
            <Link to={`/time-entries?employee=${adjustment.employeeId}&date=${day.date}`}>
              {t('adjustments.openDay')}
            </Link>
          </div>
        );
      }}
    </Loaded>
  );
}

/** Who filed a request: the API key by name, the dashboard user by e-mail, or the employee in the portal. */
function RequesterName({ requester }: { requester: Adjustment['requestedBy'] }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const keys = useDashboard<ApiKey[]>(`/keys?environment=${environment}`);
  const users = useDashboard<User[]>('/users');
  if (requester.type === 'employee')
    return (
      <>
        <EmployeeName id={requester.id} /> ({t('adjustments.requesters.employee')})
      </>
    );
  const name =
    requester.type === 'api_key'
      ? keys.data?.find((key) => key.id === requester.id)?.name
      : users.data?.find((user) => user.id === requester.id)?.email;
  const kind = t(`adjustments.requesters.${requester.type}`);
  return <>{name ? `${name} (${kind})` : kind}</>;
}
