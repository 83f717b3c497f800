import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../../api.js';
import { formatInstant } from '../../format.js';
import { refreshAll } from '../../queries.js';
import { attempt, FormProblem, Loaded } from '../../ui.js';
import { useWorker } from '../PortalApp.js';
import { type ClosedPeriod, currentLocation, fetchEspelho, portal } from '../portal-api.js';
import { usePortal } from '../queries.js';

/**
 * Espelho: the closed months. The worker opens a month's PDF (the bytes are hashed by the server as served)
 * and acknowledges it: the acknowledgement names the SHA-256 of the PDF they opened here.
 */
export function EspelhoPage() {
  const { t } = useTranslation();
  const { session } = useWorker();
  const periods = usePortal<ClosedPeriod[]>('/periods');
  const [opened, setOpened] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const open = async (period: ClosedPeriod) => {
    await attempt(setProblem, async () => {
      const { blob, sha256, name } = await fetchEspelho(period.id);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      if (sha256) setOpened((all) => ({ ...all, [period.id]: sha256 }));
    });
  };

  const acknowledge = async (period: ClosedPeriod) => {
    const location = await currentLocation();
    await attempt(setProblem, async () => {
      await portal('POST', `/periods/${period.id}/acknowledgement`, {
        ...(opened[period.id] ? { sha256: opened[period.id] } : {}),
        ...(location ? { location } : {}),
      });
      await refreshAll();
    });
  };

  return (
    <section>
      <h1>{t('portal.espelho.title')}</h1>
      <p className="hint">{t('portal.espelho.hint')}</p>
      <FormProblem problem={problem} />
      <Loaded query={periods} empty={t('portal.espelho.none')}>
        {(list) => (
          <ul className="periods">
            {list.map((period) => (
              <li key={period.id} data-period-id={period.id}>
                <strong>
                  {period.from} – {period.to}
                </strong>
                <div className="actions">
                  <button type="button" className="secondary" onClick={() => void open(period)}>
                    {t('portal.espelho.open')}
                  </button>
                  {period.acknowledgement ? (
                    <span className="success">
                      {t('portal.espelho.acknowledged', {
                        at: formatInstant(period.acknowledgement.acknowledgedAt, session.timezone),
                      })}
                    </span>
                  ) : (
                    <button
                      type="button"
                      disabled={!opened[period.id]}
                      title={opened[period.id] ? undefined : t('portal.espelho.openFirst')}
                      onClick={() => void acknowledge(period)}
                    >
                      {t('portal.espelho.acknowledge')}
                    </button>
                  )}
                </div>
                {period.acknowledgement && (
                  <code className="hash" title="SHA-256">
                    {period.acknowledgement.sha256}
                  </code>
                )}
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
