import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { type Adjustment, v1 } from '../api.js';
import { useEmployees } from '../EmployeePicker.js';
import { formatInstant } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FormProblem, Loaded, Select, Table } from '../ui.js';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

/** The queue of adjustment requests: approve or reject each pending one, with an optional note. */
export function AdjustmentsPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const [status, setStatus] = useState<(typeof STATUSES)[number]>('pending');
  const [notes, setNotes] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const adjustments = useApi<Adjustment[]>(environment, `/adjustments?status=${status}&limit=200`);
  const employees = useEmployees();
  const nameOf = (id: string) => employees.data?.find((e) => e.id === id)?.name ?? id;
  const zone = session.tenant.timezone;
  const canDecide = session.user.role === 'admin';

  const decide = async (adjustment: Adjustment, outcome: 'approve' | 'reject') => {
    const note = notes[adjustment.id]?.trim();
    await attempt(setProblem, () =>
      v1(
        environment,
        'POST',
        `/adjustments/${adjustment.id}/${outcome}`,
        note ? { decisionNote: note } : undefined,
      ),
    );
    await refreshAll();
  };

  return (
    <section>
      <h1>{t('adjustments.title')}</h1>
      <div className="filters">
        <Select
          label={t('adjustments.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as typeof status)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`adjustments.statuses.${s}`)}
            </option>
          ))}
        </Select>
      </div>
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
                  {adjustment.status === 'pending' && canDecide ? (
                    <div className="actions">
                      <label className="inline">
                        <span className="visually-hidden">{t('adjustments.note')}</span>
                        <input
                          placeholder={t('adjustments.note')}
                          maxLength={500}
                          value={notes[adjustment.id] ?? ''}
                          onChange={(e) => setNotes({ ...notes, [adjustment.id]: e.target.value })}
                        />
                      </label>
                      <button
                        type="button"
                        onClick={() => void decide(adjustment, 'approve')}
                        aria-label={`${t('adjustments.approve')}: ${adjustment.reason}`}
                      >
                        {t('adjustments.approve')}
                      </button>
                      <button
                        type="button"
                        className="danger"
                        onClick={() => void decide(adjustment, 'reject')}
                        aria-label={`${t('adjustments.reject')}: ${adjustment.reason}`}
                      >
                        {t('adjustments.reject')}
                      </button>
                    </div>
                  ) : (
                    (adjustment.decisionNote ?? '—')
                  )}
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
