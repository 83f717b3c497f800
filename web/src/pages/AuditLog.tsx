import { useTranslation } from 'react-i18next';
import {
  API_REQUEST_ACTION,
  AUDIT_ACTIONS,
  AUDIT_OUTCOMES,
  type ApiKey,
  type AuditEntry,
  type User,
} from '../api.js';
import { formatInstant } from '../format.js';
import { Pager, useListParams } from '../Pager.js';
import { useApiPage, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { Loaded, Select, Table } from '../ui.js';

/** The statuses the result filter offers one by one, beside the classes: the refusals worth looking for. */
const STATUSES = ['400', '401', '403', '404', '409', '422', '429', '500', '503'];

/**
 * The URL's `actor` (`user:<id>`, `key:<id>`, or an actor type) as the API's filter: one user, one key, or
 * everyone of a kind.
 */
function actorFilter(actor: string): [string, string] | null {
  const [kind, id] = actor.split(':', 2);
  if (kind === 'user' && id) return ['userId', id];
  if (kind === 'key' && id) return ['keyId', id];
  if (kind === 'api_key' || kind === 'user' || kind === 'cli' || kind === 'anonymous')
    return ['actorType', kind];
  return null;
}

/**
 * The audit log of the environment: every API request, every change made in the dashboard and every
 * dashboard or CLI action, newest first, 100 a page. Filtered with controls (who, what, the result, the
 * period), asked of the API; the filters and the page are in the URL.
 */
export function AuditLogPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const { params: filters, setFilter, page, cursor, goTo } = useListParams();
  const actor = filters.get('actor') ?? '';
  const action = filters.get('action') ?? '';
  // A class (`client_error`) or one status (`404`): one control, one URL parameter.
  const result = filters.get('status') ?? '';
  const from = filters.get('from') ?? '';
  const to = filters.get('to') ?? '';
  const keys = useDashboard<ApiKey[]>(`/keys?environment=${environment}`);
  const users = useDashboard<User[]>('/users');
  const params = new URLSearchParams({ limit: '100' });
  const byActor = actorFilter(actor);
  if (byActor) params.set(...byActor);
  if (action) params.set('action', action);
  if (/^\d{3}$/.test(result)) params.set('status', result);
  else if (result) params.set('outcome', result);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  if (cursor) params.set('cursor', cursor);
  const entries = useApiPage<AuditEntry>(environment, `/audit-log?${params}`);

  const keyName = (id: string) => keys.data?.find((k) => k.id === id)?.name;
  const userEmail = (id: string) => users.data?.find((u) => u.id === id)?.email;
  const actorText = (entry: AuditEntry) => {
    if (entry.keyId) return `${t('audit.key')} ${keyName(entry.keyId) ?? entry.keyId}`;
    if (entry.userId) return userEmail(entry.userId) ?? entry.userId;
    return t(`audit.actors.${entry.actorType}`);
  };
  // An action's target (`/users/<id>`, `/api-keys/<id>`), named when the page knows it.
  const targetText = (path: string) => {
    const [, kind, id] = path.split('/');
    const named =
      kind === 'users' && id ? userEmail(id) : kind === 'api-keys' && id ? keyName(id) : undefined;
    return named ?? path;
  };
  const outcomeOf = (status: number) =>
    status >= 500 ? 'server_error' : status >= 400 ? 'client_error' : 'success';

  return (
    <section>
      <h1>{t('audit.title')}</h1>
      <div className="filters">
        <Select label={t('audit.actor')} value={actor} onChange={(e) => setFilter('actor', e.target.value)}>
          <option value="">{t('audit.anyone')}</option>
          <optgroup label={t('audit.users')}>
            <option value="user">{t('audit.anyUser')}</option>
            {users.data?.map((user) => (
              <option key={user.id} value={`user:${user.id}`}>
                {user.email}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('audit.keys')}>
            <option value="api_key">{t('audit.anyKey')}</option>
            {keys.data?.map((key) => (
              <option key={key.id} value={`key:${key.id}`}>
                {key.name} (…{key.hint})
              </option>
            ))}
          </optgroup>
          <option value="cli">{t('audit.actors.cli')}</option>
          <option value="anonymous">{t('audit.actors.anonymous')}</option>
        </Select>
        <Select
          label={t('audit.action')}
          value={action}
          onChange={(e) => setFilter('action', e.target.value)}
        >
          <option value="">{t('audit.anyAction')}</option>
          <option value={API_REQUEST_ACTION}>{t('audit.actions.api_request')}</option>
          {AUDIT_ACTIONS.map((name) => (
            <option key={name} value={name}>
              {t(`audit.actions.${name}`)}
            </option>
          ))}
        </Select>
        <Select
          label={t('audit.result')}
          value={result}
          onChange={(e) => setFilter('status', e.target.value)}
        >
          <option value="">{t('audit.anyResult')}</option>
          {AUDIT_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`audit.outcomeOptions.${outcome}`)}
            </option>
          ))}
          <optgroup label={t('audit.status')}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </optgroup>
        </Select>
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
                t('audit.result'),
                t('audit.duration'),
                'IP',
              ]}
            >
              {list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatInstant(entry.createdAt, session.tenant.timezone)}</td>
                  <td>{actorText(entry)}</td>
                  {entry.action ? (
                    <td>
                      <span>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</span>
                      <br />
                      <small>{targetText(entry.path)}</small>
                    </td>
                  ) : (
                    <td>
                      <code>{`${entry.method} ${entry.path}`}</code>
                    </td>
                  )}
                  <td className={entry.status >= 400 ? 'error' : ''}>
                    {entry.status} · {t(`audit.outcomes.${outcomeOf(entry.status)}`)}
                  </td>
                  <td>{entry.action ? '—' : `${entry.durationMs} ms`}</td>
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
