import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldText } from '../../form-data.js';
import { formatTime, today } from '../../format.js';
import { Loaded } from '../../ui.js';
import { useWorker } from '../PortalApp.js';
import type { Workday } from '../portal-api.js';
import { usePortal } from '../queries.js';

/** My days: the treated days (the same the admin sees), with their E/S pairs and status. */
export function DaysPage() {
  const { t } = useTranslation();
  const { session } = useWorker();
  const zone = session.timezone;
  const to = today(zone);
  const [range, setRange] = useState({ from: `${to.slice(0, 8)}01`, to });
  const days = usePortal<Workday[]>(`/workdays?from=${range.from}&to=${range.to}`);

  return (
    <section>
      <h1>{t('portal.days.title')}</h1>
      <form
        className="row"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          setRange({ from: fieldText(form, 'from'), to: fieldText(form, 'to') });
        }}
      >
        <label>
          {t('portal.days.from')}
          <input type="date" name="from" defaultValue={range.from} required />
        </label>
        <label>
          {t('portal.days.to')}
          <input type="date" name="to" defaultValue={range.to} required />
        </label>
        <button type="submit">{t('portal.days.show')}</button>
      </form>
      <Loaded query={days}>
        {(list) => (
          <ul className="days">
            {[...list].reverse().map((day) => (
              <li key={day.date} className={day.complete ? '' : 'incomplete'}>
                <div className="day-head">
                  <strong>{day.date}</strong>
                  <span>{t(`reports.status.${day.status}`, { defaultValue: day.status })}</span>
                  {!day.complete && <span className="badge">{t('portal.days.incomplete')}</span>}
                </div>
                <div className="pairs">
                  {day.marks.length === 0
                    ? '—'
                    : day.marks.map((m, i) => (
                        <span key={i} className={m.kind === 'D' ? 'disregarded' : ''}>
                          {m.kind} {formatTime(m.at, zone)}
                          {m.source === 'I' ? '*' : ''}
                        </span>
                      ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </section>
  );
}
