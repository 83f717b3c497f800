import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Adjustment, ProblemError } from '../api.js';
import { EmployeeName, useEmployee } from '../EmployeePicker.js';
import { formatInstant } from '../format.js';
import { RequestQueue, type RequestStatus } from '../RequestQueue.js';
import { useSession } from '../session.js';
import { ZoneLabel } from '../ui.js';

/** The queue of adjustment requests: approve or reject each pending one, with an optional note. */
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
          {
            header: t('adjustments.when'),
            cell: (a) => (a.occurredAt ? <MarkTime at={a.occurredAt} employeeId={a.employeeId} /> : '—'),
          },
          { header: t('adjustments.reason'), cell: (a) => a.reason },
          { header: t('adjustments.requested'), cell: (a) => formatInstant(a.createdAt, zone) },
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
 * A mark's time in its employee's zone (the zone the API treats their workdays in), the employee read by id;
 * nothing is shown until the zone is known, so a time is never shown in the wrong one.
 */
function MarkTime({ at, employeeId }: { at: string; employeeId: string }) {
  const { session } = useSession();
  const employee = useEmployee(employeeId);
  if (employee.isPending) return null;
  const zone = employee.data?.timezone ?? session.tenant.timezone;
  return (
    <>
      {formatInstant(at, zone)} <ZoneLabel zone={zone} />
    </>
  );
}
