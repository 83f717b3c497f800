import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { download, type PeriodReport } from '../api.js';
import { EmployeePicker } from '../EmployeePicker.js';
import { formatCpf, formatDate, formatMinutes, formatTime, today } from '../format.js';
import { useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FormProblem, Loaded, ZoneLabel } from '../ui.js';
import { useSigningCertificate } from './CompanyCertificate.js';
import { ExportJobs } from './ExportJobs.js';

/** The amounts shown per day and in the totals, as the PDF espelho's columns (docs/espelho.md). */
const TOTALS = [
  'workedMinutes',
  'nightMinutes',
  'overtime50Minutes',
  'overtime100Minutes',
  'lateMinutes',
  'absenceMinutes',
  'suppressedBreakMinutes',
  'restShortfallMinutes',
] as const;

/** First and last day of a `YYYY-MM` month. */
function monthRange(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The espelho of one employee and month on screen, and every report and legal file to download. */
export function ReportsPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const zone = session.tenant.timezone;
  const [employeeId, setEmployeeId] = useState('');
  const [month, setMonth] = useState(() => today(zone).slice(0, 7));
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const { from, to } = monthRange(month);
  const report = useApi<PeriodReport>(
    environment,
    employeeId ? `/reports/period?from=${from}&to=${to}&employeeId=${employeeId}` : null,
  );
  const get = (path: string) => void attempt(setProblem, () => download(environment, path));
  // The signed ZIPs (file + .p7s) are offered once the environment has a signing certificate.
  const signed = !!useSigningCertificate(environment).data;

  return (
    <section>
      <h1>{t('reports.title')}</h1>
      <div className="filters">
        <label>
          {t('reports.month')}
          <input type="month" value={month} onChange={(e) => e.target.value && setMonth(e.target.value)} />
        </label>
        <EmployeePicker value={employeeId} onChange={setEmployeeId} />
      </div>
      <div className="card">
        <h2>{t('reports.downloads')}</h2>
        <p>
          {t('reports.downloadsIntro', {
            from: formatDate(from, { weekday: false }),
            to: formatDate(to, { weekday: false }),
          })}
        </p>
        {employeeId && <p className="hint">{t('reports.formatsHint')}</p>}
        <div className="actions">
          {employeeId &&
            (['csv-br', 'csv', 'pdf'] as const).map((format) => (
              <button
                key={format}
                type="button"
                onClick={() =>
                  get(`/reports/period?from=${from}&to=${to}&employeeId=${employeeId}&format=${format}`)
                }
              >
                {t(`reports.${format === 'csv-br' ? 'spreadsheet' : format}`)}
              </button>
            ))}
          {(['afdt', 'aej', 'afd'] as const).map((file) => (
            <button
              key={file}
              type="button"
              className="secondary"
              onClick={() => get(`/reports/${file}?from=${from}&to=${to}`)}
            >
              {t(`reports.${file}`)}
            </button>
          ))}
          {signed &&
            (['aej', 'afd'] as const).map((file) => (
              <button
                key={`${file}-zip`}
                type="button"
                className="secondary"
                onClick={() => get(`/reports/${file}?from=${from}&to=${to}&format=zip`)}
              >
                {t('reports.signed', { file: file.toUpperCase() })}
              </button>
            ))}
        </div>
        {!signed && <p className="empty">{t('reports.unsigned')}</p>}
        <FormProblem problem={problem} />
      </div>
      <ExportJobs />
      {!employeeId ? (
        <p className="empty">{t('reports.pick')}</p>
      ) : (
        <Loaded query={report}>
          {(data) =>
            data.employees.map(({ employee, days, totals }) => (
              <div key={employee.id} className="table-wrap">
                <h2>
                  {employee.name} · CPF {formatCpf(employee.cpf)} <ZoneLabel zone={employee.timezone} />
                </h2>
                <table className="espelho">
                  <thead>
                    <tr>
                      <th>{t('common.date')}</th>
                      <th>{t('reports.day')}</th>
                      <th>{t('reports.marks')}</th>
                      {TOTALS.map((total) => (
                        <th key={total}>{t(`reports.totals.${total}`)}</th>
                      ))}
                      <th>{t('reports.flags')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((day) => (
                      <tr key={day.date} className={`day-${day.status}`}>
                        <td>{formatDate(day.date)}</td>
                        <td className="day-status">
                          {t(`reports.status.${day.status}`)}
                          {day.holiday && <small> · {day.holiday.name}</small>}
                          {day.absence && <small> · {t(`reports.absenceTypes.${day.absence.type}`)}</small>}
                        </td>
                        <td>
                          {day.marks
                            .map(
                              (m) =>
                                `${formatTime(m.at, employee.timezone)}${m.kind}${m.source === 'O' ? '' : m.source}`,
                            )
                            .join(' ')}
                        </td>
                        {TOTALS.map((total) => (
                          <td key={total}>{formatMinutes(day[total])}</td>
                        ))}
                        <td>{day.flags.map((flag) => t(`reports.flagNames.${flag}`)).join(', ')}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th colSpan={3}>{t('reports.total')}</th>
                      {TOTALS.map((total) => (
                        <th key={total}>{formatMinutes(totals[total] ?? 0)}</th>
                      ))}
                      <th />
                    </tr>
                  </tfoot>
                </table>
              </div>
            ))
          }
        </Loaded>
      )}
    </section>
  );
}
