import { useTranslation } from 'react-i18next';
import type { ApiKey, AuditEntry, User } from '../api.js';
import { formatInstant } from '../format.js';
import { Pager, useListParams } from '../Pager.js';
import { useApiPage, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { Loaded, Select, Table } from '../ui.js';

/**
 * The audit log of the environment: every API request and dashboard action, newest first, 100 a page, with
 * filters; the filters and the page are in the URL.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const { params: filters, setFilter, page, cursor, goTo } = useListParams();
  const keyId = filters.get('keyId') ?? '';
  const status = filters.get('status') ?? '';
  const from = filters.get('from') ?? '';
  const to = filters.get('to') ?? '';
  const keys = useDashboard<ApiKey[]>(`/keys?environment=${environment}`);
  const users = useDashboard<User[]>('/users');
  const params = new URLSearchParams({ limit: '100' });
  if (keyId) params.set('keyId', keyId);
  if (/^\d{3}$/.test(status)) params.set('status', status);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (cursor) params.set('cursor', cursor);
  const entries = useApiPage<AuditEntry>(environment, `/audit-log?${params}`);

  const actor = (entry: AuditEntry) => {
    if (entry.keyId)
      return `${t('audit.key')} ${keys.data?.find((k) => k.id === entry.keyId)?.name ?? entry.keyId}`;
    if (entry.userId) return users.data?.find((u) => u.id === entry.userId)?.email ?? entry.userId;
    return t(`audit.actors.${entry.actorType}`);
  };

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <div className="filters">
        <Select label={t('audit.key')} value={keyId} onChange={(e) => setFilter('keyId', e.target.value)}>
          <option value="">{t('audit.anyKey')}</option>
          {keys.data?.map((key) => (
            <option key={key.id} value={key.id}>
              {key.name} (…{key.hint})
            </option>
          ))}
        </Select>
        <label>
          {t('audit.status')}
          <input
            inputMode="numeric"
            pattern="\d{3}"
            maxLength={3}
            value={status}
            onChange={(e) => setFilter('status', e.target.value)}
          />
        </label>
        <label>
          {t('audit.from')}
          <input type="date" value={from} onChange={(e) => setFilter('from', e.target.value)} />
        </label>
        <label>
          {t('audit.to')}
          <input type="date" value={to} onChange={(e) => setFilter('to', e.target.value)} />
        </label>
      </div>
      <Loaded query={entries} empty={(data) => (data.items.length === 0 ? t('audit.empty') : null)}>
        {({ items: list, nextCursor }) => (
          <>
            <Table
              headers={[
                t('audit.when'),
                t('audit.actor'),
                t('audit.request'),
                t('audit.status'),
                t('audit.duration'),
                'IP',
              ]}
            >
              {list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatInstant(entry.createdAt, session.tenant.timezone)}</td>
                  <td>{actor(entry)}</td>
                  <td>
                    <code>{entry.action ?? `${entry.method} ${entry.path}`}</code>
                  </td>
                  <td className={entry.status >= 400 ? 'error' : ''}>{entry.status}</td>
                  <td>{entry.durationMs} ms</td>
                  <td>{entry.ip || '—'}</td>
                </tr>
              ))}
            </Table>
            <Pager page={page} nextCursor={nextCursor} goTo={goTo} />
          </>
        )}
      </Loaded>
    </section>
  );
}
