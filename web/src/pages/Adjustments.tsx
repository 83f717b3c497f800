import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Adjustment, ProblemError } from '../api.js';
import { useEmployees } from '../EmployeePicker.js';
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
  const employees = useEmployees();
  const nameOf = (id: string) => employees.data?.find((e) => e.id === id)?.name ?? id;
  const zone = session.tenant.timezone;
  // A mark's time is read in its employee's zone (the zone the API treats their workdays in).
  const zoneOf = (id: string) => employees.data?.find((e) => e.id === id)?.timezone ?? zone;
  const canDecide = session.user.role === 'admin';

  return (
    <section>
      <h1>{t('adjustments.title')}</h1>
      <RequestQueue<Adjustment>
        path="/adjustments"
        texts="adjustments"
        columns={[
          { header: t('common.employee'), cell: (a) => nameOf(a.employeeId) },
          { header: t('adjustments.type'), cell: (a) => t(`adjustments.types.${a.type}`) },
          {
            header: t('adjustments.when'),
            cell: (a) =>
              a.occurredAt ? (
                <>
                  {formatInstant(a.occurredAt, zoneOf(a.employeeId))}{' '}
                  <ZoneLabel zone={zoneOf(a.employeeId)} />
                </>
              ) : (
                '—'
              ),
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
