import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { type Delivery, EVENT_TYPES, v1, type Webhook } from '../api.js';
import { formatInstant } from '../format.js';
import { PendingForm, SubmitButton, useAction, useFeedback } from '../feedback.js';
import { Pager, useListParams } from '../Pager.js';
import { refreshAll, useApi, useApiPage } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, Dialog, FieldProblem, FormProblem, Loaded, Table } from '../ui.js';
import { fieldText, fieldTexts } from '../form-data.js';

/** Deliveries a page: enough to see a morning's failures at once, small enough to read. */
const DELIVERIES_PAGE = 25;

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
  const { notify } = useFeedback();
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
      notify('success', webhook ? t('feedback.saved') : t('webhooks.created'));
      onSaved(saved);
    });
  };

  return (
    <PendingForm className="card" onSubmit={submit} noValidate>
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
      <SubmitButton>{webhook ? t('common.save') : t('webhooks.create')}</SubmitButton>
      {onCancel && (
        <button type="button" className="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </button>
      )}
    </PendingForm>
  );
}

/** JSON indented for reading; anything else (a plain-text answer, a cut-off excerpt) as it came. */
function pretty(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/**
 * One delivery read whole, in a dialog: its event in words, when (in the company's zone), every attempt to
 * deliver that event to this webhook (oldest first, with status, duration and error), where the delivery
 * stands (the next attempt's time, or delivered, failed for good, cancelled), and what the attempt chosen
 * sent and got back, the JSON indented.
 */
function DeliveryDetail({
  webhook,
  delivery,
  onClose,
}: {
  webhook: Webhook;
  delivery: Delivery | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const zone = session.tenant.timezone;
  const attempts = useApi<Delivery[]>(
    environment,
    delivery ? `/webhooks/${webhook.id}/deliveries?eventId=${delivery.eventId}&limit=100` : null,
  );
  const event = delivery ? t(`webhooks.eventLabels.${delivery.event}`, { defaultValue: delivery.event }) : '';
  return (
    <Dialog wide open={delivery !== null} title={t('webhooks.deliveryTitle', { event })} onClose={onClose}>
      {delivery && (
        <div className="delivery">
          <dl>
            <dt>{t('webhooks.when')}</dt>
            <dd>{formatInstant(delivery.createdAt, zone)}</dd>
            <dt>{t('webhooks.target')}</dt>
            <dd>
              <code>{delivery.url}</code>
            </dd>
          </dl>
          <h3>{t('webhooks.attempts')}</h3>
          <Loaded query={attempts} empty="">
            {(list) => (
              <Table
                headers={[
                  t('webhooks.attempt'),
                  t('webhooks.when'),
                  t('webhooks.status'),
                  t('webhooks.duration'),
                  t('webhooks.error'),
                ]}
              >
                {[...list].reverse().map((each, index) => (
                  <tr key={each.id} aria-current={each.id === delivery.id || undefined}>
                    <td>
                      {t('webhooks.attemptOf', { n: index + 1 })}
                      {each.id === delivery.id && ` (${t('webhooks.shownAttempt')})`}
                    </td>
                    <td>{formatInstant(each.createdAt, zone)}</td>
                    <td className={each.success ? 'ok' : 'error'}>
                      {each.httpStatus || t('webhooks.noResponse')}
                    </td>
                    <td>{each.durationMs} ms</td>
                    <td>{each.error ?? '—'}</td>
                  </tr>
                ))}
              </Table>
            )}
          </Loaded>
          {delivery.job && (
            <p className="delivery-state" role="status">
              {t(`webhooks.jobStates.${delivery.job.state}`, {
                count: delivery.job.attempts,
                time: delivery.job.nextAttemptAt ? formatInstant(delivery.job.nextAttemptAt, zone) : '',
              })}
            </p>
          )}
          <h3>{t('webhooks.requestHeaders')}</h3>
          <pre>
            {Object.entries(delivery.requestHeaders)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
          </pre>
          <h3>{t('webhooks.requestBody')}</h3>
          <pre data-testid="delivery-request-body">{pretty(delivery.requestBody)}</pre>
          <h3>{t('webhooks.responseExcerpt')}</h3>
          {delivery.error && <p className="error">{delivery.error}</p>}
          <pre>{delivery.responseBody ? pretty(delivery.responseBody) : '—'}</pre>
          <div className="actions">
            <button type="button" className="secondary" onClick={onClose}>
              {t('webhooks.close')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** A webhook's delivery attempts, newest first, a page at a time (the page in the URL, `web/src/Pager.tsx`). */
function Deliveries({ webhook }: { webhook: Webhook }) {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const { page, cursor, goTo } = useListParams();
  const query = new URLSearchParams({ limit: String(DELIVERIES_PAGE) });
  if (cursor) query.set('cursor', cursor);
  const deliveries = useApiPage<Delivery>(environment, `/webhooks/${webhook.id}/deliveries?${query}`);
  const [open, setOpen] = useState<Delivery | null>(null);
  const { pending, run } = useAction();
  const redeliver = async (delivery: Delivery) => {
    const queued = await run(
      () => v1(environment, 'POST', `/webhooks/${webhook.id}/deliveries/${delivery.id}/redeliver`),
      t('webhooks.redelivered'),
    );
    if (queued) await refreshAll();
  };
  return (
    <div>
      <h3>
        {t('webhooks.deliveries')}{' '}
        <button type="button" className="secondary" onClick={() => void deliveries.refetch()}>
          {t('common.refresh')}
        </button>
      </h3>
      <Loaded
        query={deliveries}
        empty={(data) => (data.items.length === 0 && page === 1 ? t('webhooks.noDeliveries') : null)}
      >
        {({ items, nextCursor }) => (
          <>
            <Table
              headers={[
                t('webhooks.when'),
                t('webhooks.event'),
                t('webhooks.status'),
                t('webhooks.duration'),
                t('keys.columns.actions'),
              ]}
            >
              {items.map((delivery) => (
                <tr key={delivery.id}>
                  <td>{formatInstant(delivery.createdAt, session.tenant.timezone)}</td>
                  <td>{t(`webhooks.eventLabels.${delivery.event}`, { defaultValue: delivery.event })}</td>
                  <td className={delivery.success ? 'ok' : 'error'}>
                    {delivery.httpStatus || t('webhooks.noResponse')}
                  </td>
                  <td>{delivery.durationMs} ms</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="secondary"
                      aria-haspopup="dialog"
                      onClick={() => setOpen(delivery)}
                    >
                      {t('webhooks.details')}
                    </button>
                    {session.user.role === 'admin' && (
                      <button
                        type="button"
                        className="secondary"
                        disabled={pending}
                        aria-busy={pending || undefined}
                        onClick={() => void redeliver(delivery)}
                      >
                        {t('webhooks.redeliver')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </Table>
            <Pager page={page} nextCursor={nextCursor} goTo={goTo} />
          </>
        )}
      </Loaded>
      <DeliveryDetail webhook={webhook} delivery={open} onClose={() => setOpen(null)} />
    </div>
  );
}

/** Webhooks: create, edit, pause and resume, rotate the secret, delete, send a test event, read deliveries. */
export function WebhooksPage() {
  const { t } = useTranslation();
  const { session, environment } = useSession();
  const { confirm } = useFeedback();
  const { pending, run } = useAction();
  const webhooks = useApi<Webhook[]>(environment, '/webhooks?limit=200');
  const [secret, setSecret] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  // The webhook whose deliveries are open, in the URL with their page, so a reload keeps them open.
  const { params, setFilter } = useListParams();
  const showing = params.get('deliveries');
  const isAdmin = session.user.role === 'admin';

  const act = async (change: () => Promise<unknown>, done: string) => {
    if (await run(change, done)) await refreshAll();
  };
  const remove = async (webhook: Webhook) => {
    const body = t('webhooks.deleteConfirm', { url: webhook.url });
    if (!(await confirm({ title: t('common.delete'), body, confirm: t('common.delete') }))) return;
    await act(() => v1(environment, 'DELETE', `/webhooks/${webhook.id}`), t('webhooks.deleted'));
  };
  // A new secret breaks the receiver unless it takes it (the old one is honoured for a while: docs/api.md).
  const rotate = async (webhook: Webhook) => {
    const body = t('webhooks.rotateConfirm', { url: webhook.url });
    if (!(await confirm({ title: t('webhooks.rotate'), body, confirm: t('webhooks.rotate') }))) return;
    await act(async () => {
      const rotated = await v1<{ secret: string }>(
        environment,
        'POST',
        `/webhooks/${webhook.id}/rotate-secret`,
      );
      setSecret(rotated.secret);
    }, t('webhooks.rotated'));
  };
  const adminButton = (label: string, onClick: () => void, className = 'secondary') => (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      {label}
    </button>
  );

  return (
    <section>
      <h1>{t('webhooks.title')}</h1>
      <p>{t('webhooks.intro')}</p>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
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
                  aria-expanded={showing === webhook.id}
                  onClick={() => setFilter('deliveries', showing === webhook.id ? '' : webhook.id)}
                >
                  {t('webhooks.deliveries')}
                </button>
                {isAdmin && (
                  <>
                    {adminButton(
                      webhook.active ? t('webhooks.pause') : t('webhooks.resume'),
                      () =>
                        void act(
                          () =>
                            v1(environment, 'PATCH', `/webhooks/${webhook.id}`, { active: !webhook.active }),
                          webhook.active ? t('webhooks.pausedNotice') : t('webhooks.resumedNotice'),
                        ),
                      '',
                    )}
                    {adminButton(t('webhooks.sendTest'), () => {
                      void act(
                        () => v1(environment, 'POST', `/webhooks/${webhook.id}/test`),
                        t('webhooks.testSent'),
                      );
                    })}
                    {adminButton(t('common.edit'), () => setEditing(webhook.id))}
                    {adminButton(t('webhooks.rotate'), () => void rotate(webhook))}
                    {adminButton(t('common.delete'), () => void remove(webhook), 'danger')}
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

/** A new signing secret, shown once, with a copy button. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const copy = async () => {
    await navigator.clipboard.writeText(secret).catch(() => undefined);
    notify('success', t('webhooks.secretCopied'));
  };
  return (
    <div className="once" role="status">
      <p className="warning">{t('webhooks.secretOnce')}</p>
      <code data-testid="webhook-secret">{secret}</code>
      <div className="actions">
        <button type="button" onClick={() => void copy()}>
          {t('keys.copy')}
        </button>
        <button type="button" className="secondary" onClick={onDone}>
          {t('keys.done')}
        </button>
      </div>
    </div>
  );
}
