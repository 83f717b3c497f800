import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProblemError, v1 } from './api.js';
import { refreshAll } from './queries.js';
import { useSession } from './session.js';
import { attempt, Select } from './ui.js';

/**
 * The queue of a kind of request (adjustments, absences): filed pending, then approved or rejected once
 * (docs/dashboard.md). Each page keeps its own columns; these are the status filter and the decision cell.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The statuses to list, pending first. */
export function StatusFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: RequestStatus;
  onChange: (status: RequestStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="filters">
      <Select label={label} value={value} onChange={(e) => onChange(e.target.value as RequestStatus)}>
        {REQUEST_STATUSES.map((s) => (
          <option key={s} value={s}>
            {t(`adjustments.statuses.${s}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * A request's decision cell: for a pending one the user may decide, an optional note and the approve and
 * reject buttons (`POST <path>/:id/approve|reject`, then every query refreshed); otherwise its note.
 * `texts` is the page's translation namespace (its `note`, `approve`, `reject`).
 */
export function DecisionCell({
  request,
  path,
  texts,
  canDecide,
  setProblem,
}: {
  request: { id: string; status: RequestStatus; reason: string; decisionNote: string | null };
  path: '/adjustments' | '/absences';
  texts: 'adjustments' | 'absences';
  canDecide: boolean;
  setProblem: (problem: ProblemError | null) => void;
}) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const [note, setNote] = useState('');
  if (request.status !== 'pending' || !canDecide) return <>{request.decisionNote ?? '—'}</>;

  const decide = async (outcome: 'approve' | 'reject') => {
    const decisionNote = note.trim();
    await attempt(setProblem, () =>
      v1(
        environment,
        'POST',
        `${path}/${request.id}/${outcome}`,
        decisionNote ? { decisionNote } : undefined,
      ),
    );
    await refreshAll();
  };
  return (
    <div className="actions">
      <label className="inline">
        <span className="visually-hidden">{t(`${texts}.note`)}</span>
        <input
          placeholder={t(`${texts}.note`)}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </label>
      <button
        type="button"
        onClick={() => void decide('approve')}
        aria-label={`${t(`${texts}.approve`)}: ${request.reason}`}
      >
        {t(`${texts}.approve`)}
      </button>
      <button
        type="button"
        className="danger"
        onClick={() => void decide('reject')}
        aria-label={`${t(`${texts}.reject`)}: ${request.reason}`}
      >
        {t(`${texts}.reject`)}
      </button>
    </div>
  );
}
