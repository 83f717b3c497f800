import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ChainVerification,
  download,
  type Environment,
  type ExportJob,
  type ProblemError,
  v1,
} from '../api.js';
import { formatDate, today } from '../format.js';
import { refreshAll } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem } from '../ui.js';

const KINDS = ['aej', 'afdt', 'espelho_pdf', 'chain_verification'] as const;
/** How often the list is read again while a job is queued or running. */
const POLL_MS = 1000;

/**
 * Long exports (a year of every employee's AEJ, AFDT or espelho PDF; the hash chain's verification) as
 * background jobs: started here, their progress followed, their file offered once done (docs/api.md, "Export
 * jobs").
 */
export function ExportJobs() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const year = today(session.tenant.timezone).slice(0, 4);
  const [kind, setKind] = useState<(typeof KINDS)[number]>('aej');
  const [from, setFrom] = useState(`${year}-01-01`);
  const [to, setTo] = useState(`${year}-12-31`);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const jobs = useQuery({
    queryKey: ['v1', environment, '/exports?limit=10'],
    queryFn: () => v1<ExportJob[]>(environment, 'GET', '/exports?limit=10'),
    refetchInterval: (query) =>
      query.state.data?.some((job) => job.status === 'queued' || job.status === 'running') ? POLL_MS : false,
  });
  const start = () =>
    void attempt(setProblem, async () => {
      // The chain's verification walks every record: it has no period.
      await v1(
        environment,
        'POST',
        '/exports',
        kind === 'chain_verification' ? { kind } : { kind, from, to },
      );
      await refreshAll();
    });

  return (
    <div className="card">
      <h2>{t('exports.title')}</h2>
      <p>{t('exports.intro')}</p>
      <div className="filters">
        <label>
          {t('exports.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as (typeof KINDS)[number])}>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`exports.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        {kind !== 'chain_verification' && (
          <>
            <label>
              {t('exports.from')}
              <input
                type="date"
                value={from}
                onChange={(e) => setFrom(e.target.value)}
                aria-invalid={!!problem?.forField('from')}
              />
            </label>
            <label>
              {t('exports.to')}
              <input
                type="date"
                value={to}
                onChange={(e) => setTo(e.target.value)}
                aria-invalid={!!problem?.forField('to')}
              />
            </label>
          </>
        )}
        <button type="button" onClick={start}>
          {t('exports.start')}
        </button>
      </div>
      <FieldProblem problem={problem} field="from" />
      <FieldProblem problem={problem} field="to" />
      <FormProblem problem={problem} />
      {jobs.data && jobs.data.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('exports.kind')}</th>
              <th>{t('exports.period')}</th>
              <th>{t('exports.status')}</th>
              <th>{t('exports.progress')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {jobs.data.map((job) => (
              <tr key={job.id}>
                <td>{t(`exports.kinds.${job.kind}`)}</td>
                <td>
                  {job.from && job.to
                    ? `${formatDate(job.from, { weekday: false })} – ${formatDate(job.to, { weekday: false })}`
                    : t('exports.wholeChain')}
                </td>
                <td>
                  {t(`exports.statuses.${job.status}`)}
                  {job.error && <small> · {job.error.detail}</small>}
                  {job.kind === 'chain_verification' && job.status === 'done' && (
                    <ChainVerdict environment={environment} jobId={job.id} />
                  )}
                </td>
                <td>
                  <progress
                    value={job.progress.done}
                    max={Math.max(job.progress.total, 1)}
                    aria-label={t('exports.progressOf', { kind: t(`exports.kinds.${job.kind}`) })}
                  />{' '}
                  {job.progress.done}/{job.progress.total}
                </td>
                <td>
                  {job.file && (
                    <button
                      type="button"
                      className="secondary"
                      onClick={() =>
                        void attempt(setProblem, () => download(environment, `/exports/${job.id}/file`))
                      }
                    >
                      {t('exports.download', { name: job.file.name })}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** What a done chain verification found, read from its file: the chain whole, or where it first breaks. */
function ChainVerdict({ environment, jobId }: { environment: Environment; jobId: string }) {
  const { t } = useTranslation();
  const verdict = useQuery({
    queryKey: ['v1', environment, `/exports/${jobId}/file`],
    queryFn: () => v1<ChainVerification>(environment, 'GET', `/exports/${jobId}/file`),
    staleTime: Infinity, // a finished job's file never changes
  });
  if (!verdict.data) return null;
  const { valid, checked, brokenAt } = verdict.data;
  return (
    <small role="status">
      {' · '}
      {valid || !brokenAt
        ? t('exports.chainWhole', { count: checked })
        : t('exports.chainBroken', { nsr: brokenAt.nsr, reason: brokenAt.reason })}
    </small>
  );
}
