import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Adjustment, ProblemError } from '../api.js';
import { useEmployees } from '../EmployeePicker.js';
import { formatInstant } from '../format.js';
import { useApi } from '../queries.js';
import { DecisionCell, type RequestStatus, StatusFilter } from '../RequestQueue.js';
import { useSession } from '../session.js';
import { FormProblem, Loaded, Table } from '../ui.js';

/** The queue of adjustment requests: approve or reject each pending one, with an optional note. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const [status, setStatus] = useState<RequestStatus>('pending');
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const adjustments = useApi<Adjustment[]>(environment, `/adjustments?status=${status}&limit=200`);
  const employees = useEmployees();
  const nameOf = (id: string) => employees.data?.find((e) => e.id === id)?.name ?? id;
  const zone = session.tenant.timezone;
  const canDecide = session.user.role === 'admin';

  return (
    <section>
      <h1>{t('adjustments.title')}</h1>
      <StatusFilter label={t('adjustments.status')} value={status} onChange={setStatus} />
      <FormProblem problem={problem} />
      <Loaded query={adjustments} empty={t('adjustments.empty')}>
        {(list) => (
          <Table
            headers={[
              t('common.employee'),
              t('adjustments.type'),
              t('adjustments.when'),
              t('adjustments.reason'),
              t('adjustments.requested'),
              status === 'pending' ? t('adjustments.decision') : t('adjustments.note'),
            ]}
          >
            {list.map((adjustment) => (
              <tr key={adjustment.id}>
                <td>{nameOf(adjustment.employeeId)}</td>
                <td>{t(`adjustments.types.${adjustment.type}`)}</td>
                <td>{formatInstant(adjustment.occurredAt, zone) ?? '—'}</td>
                <td>{adjustment.reason}</td>
                <td>{formatInstant(adjustment.createdAt, zone)}</td>
                <td>
                  <DecisionCell
                    request={adjustment}
                    path="/adjustments"
                    texts="adjustments"
                    canDecide={canDecide}
                    setProblem={setProblem}
                  />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
