import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../../api.js';
import { formatInstant, formatTime, today } from '../../format.js';
import { refreshAll } from '../../queries.js';
import { attempt, FormProblem, Loaded } from '../../ui.js';
import { useWorker } from '../PortalApp.js';
import { currentLocation, type Mark, portal } from '../portal-api.js';
import { daysBefore, usePortal } from '../queries.js';

/**
 * Home: the "Registrar ponto" button (the browser's location goes with the mark when the worker allows it)
 * and the worker's marks of the last 48 hours.
 */
export function HomePage() {
  const { t } = useTranslation();
  const { session } = useWorker();
  const zone = session.timezone;
  const day = today(zone);
  const marks = usePortal<Mark[]>(`/time-entries?from=${daysBefore(day, 2)}&to=${day}`);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [busy, setBusy] = useState(false);
  const [recorded, setRecorded] = useState<Mark | null>(null);
  const [since] = useState(() => Date.now() - 48 * 60 * 60 * 1000);

  const mark = async () => {
    setBusy(true);
    setRecorded(null);
    const location = await currentLocation();
    await attempt(setProblem, async () => {
      setRecorded(await portal<Mark>('POST', '/time-entries', location ? { location } : {}));
      await refreshAll();
    });
    setBusy(false);
  };

  return (
    <section>
      <h1>{t('portal.home.title', { name: session.employee.name })}</h1>
      <button type="button" className="clock-in" disabled={busy} onClick={() => void mark()}>
        {busy ? t('portal.home.recording') : t('portal.home.clockIn')}
      </button>
      <p className="hint">{t('portal.home.locationHint')}</p>
      {recorded && (
        <p role="status" className="success">
          {t('portal.home.recorded', { time: formatTime(recorded.occurredAt, zone), nsr: recorded.nsr })}
          {recorded.location ? ` ${t('portal.home.withLocation')}` : ''}
        </p>
      )}
      <FormProblem problem={problem} />
      <h2>{t('portal.home.recent')}</h2>
      <Loaded query={marks} empty={t('portal.home.none')}>
        {(list) => <MarkList marks={list.filter((m) => Date.parse(m.occurredAt) >= since)} zone={zone} />}
      </Loaded>
    </section>
  );
}

/**
 * The worker's marks, newest first. Each item is where a mark's receipt (comprovante) link goes:
 * `/portal/api/time-entries/:id/receipt` once the receipts are merged (issue 28).
 */
export function MarkList({ marks, zone }: { marks: Mark[]; zone: string }) {
  const { t } = useTranslation();
  return (
    <ul className="marks">
      {marks.map((m) => (
        <li key={m.id} data-mark-id={m.id}>
          <time dateTime={m.occurredAt}>{formatInstant(m.occurredAt, zone)}</time>
          <span className="muted">
            {t(`portal.sources.${m.source}`)} · NSR {m.nsr}
            {m.location ? ` · ${t('portal.home.located')}` : ''}
          </span>
          {m.rep === 'rep_c' ? (
            <span className="muted">{t('portal.home.receiptByClock')}</span>
          ) : (
            <a href={`/portal/api/time-entries/${m.id}/receipt`} download>
              {t('portal.home.receipt')}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
