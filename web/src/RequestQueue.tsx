import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProblemError, v1 } from './api.js';
import { useFeedback } from './feedback.js';
import { refreshAll, useApi } from './queries.js';
import { useSession } from './session.js';
import { attempt, FormProblem, Loaded, Select, Table } from './ui.js';

/**
 * The queue of a kind of request (adjustments, absences): filed pending, then approved or rejected once
 * (docs/dashboard.md, docs/decisions/006-one-request-workflow.md). Each page gives its own columns.
 */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The statuses to list, pending first. */
function StatusFilter({
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

/** What a queue shows of every request, and decides on. */
interface QueuedRequest {
  id: string;
  status: RequestStatus;
  reason: string;
  decisionNote: string | null;
}

/**
 * A request's decision cell: for a pending one the user may decide, an optional note and the approve and
 * reject buttons (`POST <path>/:id/approve|reject`, then every query refreshed); otherwise its note.
 * `texts` is the page's translation namespace (its `note`, `approve`, `reject`).
 */
function DecisionCell({
  request,
  path,
  texts,
  canDecide,
  setProblem,
}: {
  request: QueuedRequest;
  path: '/adjustments' | '/absences';
  texts: 'adjustments' | 'absences';
  canDecide: boolean;
  setProblem: (problem: ProblemError | null) => void;
}) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const { notify } = useFeedback();
  const [note, setNote] = useState('');
  // One decision at a time: a double click on Approve sends one request (docs/decisions/035).
  const [pending, setPending] = useState(false);
  const running = useRef(false);
  if (request.status !== 'pending' || !canDecide) return <>{request.decisionNote ?? '—'}</>;

  const decide = async (outcome: 'approve' | 'reject') => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    const decisionNote = note.trim();
    const decided = await attempt(setProblem, () =>
      v1(
        environment,
        'POST',
        `${path}/${request.id}/${outcome}`,
        decisionNote ? { decisionNote } : undefined,
      ),
    );
    if (decided)
      notify(
        'success',
        t(`${texts}.${outcome === 'approve' ? 'approved' : 'rejected'}`, { reason: request.reason }),
      );
    await refreshAll();
    running.current = false;
    setPending(false);
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
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void decide('approve')}
        aria-label={`${t(`${texts}.approve`)}: ${request.reason}`}
      >
        {t(`${texts}.approve`)}
      </button>
      <button
        type="button"
        className="danger"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void decide('reject')}
        aria-label={`${t(`${texts}.reject`)}: ${request.reason}`}
      >
        {t(`${texts}.reject`)}
      </button>
    </div>
  );
}

/**
 * A queue: the status filter, the requests of that status (up to 200) in the page's `columns`, and the
 * decision cell last (its header "Decisão" for pending ones, "Observação" for the decided). The page holds the
 * status (a new request shows the pending ones again) and the problem (shared with its own form).
 */
export function RequestQueue<R extends QueuedRequest>({
  path,
  texts,
  columns,
  canDecide,
  status,
  setStatus,
  problem,
  setProblem,
}: {
  path: '/adjustments' | '/absences';
  texts: 'adjustments' | 'absences';
  columns: { header: string; cell: (request: R) => ReactNode }[];
  canDecide: boolean;
  status: RequestStatus;
  setStatus: (status: RequestStatus) => void;
  problem: ProblemError | null;
  setProblem: (problem: ProblemError | null) => void;
}) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const requests = useApi<R[]>(environment, `${path}?status=${status}&limit=200`);
  const lastHeader = status === 'pending' ? t(`${texts}.decision`) : t(`${texts}.note`);
  return (
    <>
      <StatusFilter label={t(`${texts}.status`)} value={status} onChange={setStatus} />
      <FormProblem problem={problem} />
      <Loaded query={requests} empty={t(`${texts}.empty`)}>
        {(list) => (
          <Table stacked headers={[...columns.map((column) => column.header), lastHeader]}>
            {list.map((request) => (
              <tr key={request.id} role="row">
                {columns.map((column) => (
                  <td key={column.header} role="cell" data-label={column.header}>
                    {column.cell(request)}
                  </td>
                ))}
                <td role="cell" data-label={lastHeader}>
                  <DecisionCell
                    request={request}
                    path={path}
                    texts={texts}
                    canDecide={canDecide}
                    setProblem={setProblem}
                  />
                </td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </>
  );
}
