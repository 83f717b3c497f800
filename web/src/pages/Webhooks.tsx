import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { type Delivery, EVENT_TYPES, v1, type Webhook } from '../api.js';
import { formatInstant } from '../format.js';
import { refreshAll, useApi } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded } from '../ui.js';
import { fieldText, fieldTexts } from '../form-data.js';

/** Create or edit a webhook's URL, events and description. */
function WebhookForm({
  webhook,
  onSaved,
  onCancel,
}: {
  webhook: Webhook | null;
  onSaved: (saved: Webhook & { secret?: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const description = fieldText(form, 'description').trim();
    const body = {
      url: fieldText(form, 'url').trim(),
      events: fieldTexts(form, 'events'),
      ...(description ? { description } : webhook ? { description: null } : {}),
    };
    await attempt(setProblem, async () => {
      const saved = webhook
        ? await v1<Webhook>(environment, 'PATCH', `/webhooks/${webhook.id}`, body)
        : await v1<Webhook & { secret: string }>(environment, 'POST', '/webhooks', body);
      formElement.reset();
      await refreshAll();
      onSaved(saved);
    });
  };

  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{webhook ? t('webhooks.editTitle') : t('webhooks.create')}</h2>
      <label>
        {t('webhooks.url')}
        <input name="url" type="url" required defaultValue={webhook?.url} placeholder="https://" />
      </label>
      <FieldProblem problem={problem} field="url" />
      <fieldset>
        <legend>{t('webhooks.events')}</legend>
        {EVENT_TYPES.map((type) => (
          <label key={type} className="check">
            <input
              type="checkbox"
              name="events"
              value={type}
              defaultChecked={webhook?.events.includes(type)}
            />
            {t(`webhooks.eventLabels.${type}`)} <small>({type})</small>
          </label>
        ))}
      </fieldset>
      <FieldProblem problem={problem} field="events" />
      <label>
        {t('webhooks.description')}
        <input name="description" maxLength={500} defaultValue={webhook?.description ?? ''} />
      </label>
      <FormProblem problem={problem} />
      <button type="submit">{webhook ? t('common.save') : t('webhooks.create')}</button>
      {onCancel && (
        <button type="button" className="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </form>
  );
}

/** One delivery attempt, whole: what was sent and what came back. */
function DeliveryDetail({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  return (
    <div className="delivery">
      <h4>{t('webhooks.requestHeaders')}</h4>
      <pre>
        {Object.entries(delivery.requestHeaders)
          .map(([name, value]) => `${name}: ${value}`)
          .join('\n')}
      </pre>
      <h4>{t('webhooks.requestBody')}</h4>
      <pre>{delivery.requestBody}</pre>
      <h4>{t('webhooks.responseBody')}</h4>
      <pre>{delivery.error ?? (delivery.responseBody || '—')}</pre>
    </div>
  );
}

function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const deliveries = useApi<Delivery[]>(environment, `/webhooks/${webhook.id}/deliveries?limit=50`);
  const [open, setOpen] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const redeliver = async (delivery: Delivery) => {
    await attempt(setProblem, () =>
      v1(environment, 'POST', `/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`),
    );
    await refreshAll();
  };
  return (
    <div>
      <h3>
        {t('webhooks.deliveries')}{' '}
        <button type="button" className="secondary" onClick={() => void deliveries.refetch()}>
          {t('common.refresh')}
        </button>
      </h3>
      <FormProblem problem={problem} />
      <Loaded query={deliveries} empty={t('webhooks.noDeliveries')}>
        {(list) => (
          <table>
            <thead>
              <tr>
                <th>{t('webhooks.when')}</th>
                <th>{t('webhooks.event')}</th>
                <th>{t('webhooks.status')}</th>
                <th>{t('webhooks.duration')}</th>
                <th>{t('keys.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{formatInstant(delivery.createdAt, session.tenant.timezone)}</td>
                  <td>{delivery.event}</td>
                  <td className={delivery.success ? 'ok' : 'error'}>
                    {delivery.httpStatus || t('webhooks.noResponse')}
                  </td>
                  <td>{delivery.durationMs} ms</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-expanded={open === delivery.id}
                      onClick={() => setOpen(open === delivery.id ? null : delivery.id)}
                    >
                      {t('webhooks.details')}
                    </button>
                    {session.user.role === 'admin' && (
                      <button type="button" className="secondary" onClick={() => void redeliver(delivery)}>
                        {t('webhooks.redeliver')}
                      </button>
                    )}
                    {open === delivery.id && <DeliveryDetail delivery={delivery} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Loaded>
    </div>
  );
}

/** Webhooks: create, edit, pause and resume, rotate the secret, delete, send a test event, read deliveries. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const webhooks = useApi<Webhook[]>(environment, '/webhooks?limit=200');
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [showing, setShowing] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const isAdmin = session.user.role === 'admin';

  const act = async (change: () => Promise<unknown>, done?: string) => {
    setNotice(null);
    if (await attempt(setProblem, change)) {
      if (done) setNotice(done);
      await refreshAll();
    }
  };
  const remove = (webhook: Webhook) => {
    if (window.confirm(t('webhooks.deleteConfirm', { url: webhook.url })))
      void act(() => v1(environment, 'DELETE', `/webhooks/${webhook.id}`));
  };
  const rotate = (webhook: Webhook) =>
    void act(async () => {
      const rotated = await v1<{ secret: string }>(
        environment,
        'POST',
        `/webhooks/${webhook.id}/rotate-secret`,
      );
      setSecret(rotated.secret);
    });

  return (
    <section>
      <h1>{t('webhooks.title')}</h1>
      <p>{t('webhooks.intro')}</p>
      {secret && (
        <div className="once" role="status">
          <p className="warning">{t('webhooks.secretOnce')}</p>
          <code data-testid="webhook-secret">{secret}</code>
          <button type="button" onClick={() => setSecret(null)}>
            {t('keys.done')}
          </button>
        </div>
      )}
      {notice && (
        <p className="notice" role="status">
          {notice}
        </p>
      )}
      <FormProblem problem={problem} />
      {isAdmin && <WebhookForm webhook={null} onSaved={(saved) => setSecret(saved.secret ?? null)} />}
      <Loaded query={webhooks} empty={t('webhooks.empty')}>
        {(list) =>
          list.map((webhook) => (
            <article key={webhook.id} className="card webhook" aria-label={webhook.url}>
              <header>
                <strong>{webhook.url}</strong>{' '}
                <span className={webhook.active ? 'ok' : 'warning'}>
                  {webhook.active ? t('webhooks.active') : t('webhooks.paused')}
                </span>
                {webhook.pausedReason && <p className="warning">{webhook.pausedReason}</p>}
                <p>
                  {webhook.events.join(', ')}
                  {webhook.description && ` · ${webhook.description}`}
                </p>
              </header>
              <div className="actions">
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setShowing(showing === webhook.id ? null : webhook.id)}
                >
                  {t('webhooks.deliveries')}
                </button>
                {isAdmin && (
                  <>
                    <button
                      type="button"
                      onClick={() =>
                        void act(() =>
                          v1(environment, 'PATCH', `/webhooks/${webhook.id}`, { active: !webhook.active }),
                        )
                      }
                    >
                      {webhook.active ? t('webhooks.pause') : t('webhooks.resume')}
                    </button>
                    <button
                      type="button"
                      className="secondary"
                      onClick={() =>
                        void act(
                          () => v1(environment, 'POST', `/webhooks/${webhook.id}/test`),
                          t('webhooks.testSent'),
                        )
                      }
                    >
                      {t('webhooks.sendTest')}
                    </button>
                    <button type="button" className="secondary" onClick={() => setEditing(webhook.id)}>
                      {t('common.edit')}
                    </button>
                    <button type="button" className="secondary" onClick={() => rotate(webhook)}>
                      {t('webhooks.rotate')}
                    </button>
                    <button type="button" className="danger" onClick={() => remove(webhook)}>
                      {t('common.delete')}
                    </button>
                  </>
                )}
              </div>
              {editing === webhook.id && (
                <WebhookForm
                  webhook={webhook}
                  onSaved={() => setEditing(null)}
                  onCancel={() => setEditing(null)}
                />
              )}
              {showing === webhook.id && <Deliveries webhook={webhook} />}
            </article>
          ))
        }
      </Loaded>
    </section>
  );
}
