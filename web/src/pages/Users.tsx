import { type FormEvent, useState } from 'react';
import { PendingForm, SubmitButton, useAction, useFeedback } from '../feedback.js';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { api, type User } from '../api.js';
import { formatCpf, formatInstant } from '../format.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, Dialog, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';
import { fieldText } from '../form-data.js';
import { OwnCpfForm } from './ResponsibleCpf.js';

/**
 * Settings › Users: who signs in to the dashboard. Admins add users, change their role and e-mail, disable,
 * enable and remove them, reset their passwords and end their sessions; everyone changes their own password.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const users = useDashboard<User[]>('/users');
  const isAdmin = session.user.role === 'admin';
  const signInLink = `${window.location.origin}/?company=${session.tenant.id}`;

  return (
    <section>
      <h1>{t('users.title')}</h1>
      <p>{t('users.intro')}</p>
      <p>
        {t('users.signInLink')} <code>{signInLink}</code>
      </p>
      {isAdmin && <AddUserForm />}
      <Loaded query={users} empty={t('users.empty')}>
        {(list) => (
          <Table
            headers={[
              t('users.email'),
              t('users.role'),
              t('responsibleCpf.cpf'),
              t('users.status'),
              t('users.createdAt'),
              isAdmin && t('users.actions'),
            ]}
          >
            {list.map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>{t(`roles.${user.role}`)}</td>
                <td>{formatCpf(user.cpf)}</td>
                <td>{t(`users.statuses.${user.status}`)}</td>
                <td>{formatInstant(user.createdAt, session.tenant.timezone)}</td>
                {isAdmin && (
                  <td>
                    <UserActions user={user} />
                  </td>
                )}
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
      {isAdmin && (
        <Loaded query={users} empty="">
          {(list) => <ResetPasswordForm users={list.filter((user) => user.id !== session.user.id)} />}
        </Loaded>
      )}
      <OwnCpfForm />
      <OwnEmailForm />
      <OwnPasswordForm />
    </section>
  );
}

/**
 * The admin's buttons for one user: short labels, named with the user's e-mail for screen readers. Demoting,
 * disabling, signing out and removing are confirmed first; a refusal (the last active admin) says why.
 */
function UserActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const { session } = useSession();
  const { confirm } = useFeedback();
  const [changingEmail, setChangingEmail] = useState(false);
  const { pending, run } = useAction();
  const act = async (
    question: { title: string; body: string } | null,
    change: () => Promise<unknown>,
    done: string,
  ) => {
    if (question && !(await confirm({ ...question, confirm: question.title }))) return;
    if (await run(change, done)) await refreshAll();
  };
  const patch = (body: object) => () => api('PATCH', `/users/${user.id}`, body);
  const demote = user.role === 'admin';
  const disable = user.status === 'active';
  const button = (label: string, onClick: () => void, className?: string) => (
    <button
      type="button"
      className={className}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={t('users.actionOn', { action: label, email: user.email })}
      onClick={onClick}
    >
      {label}
    </button>
  );
  const email = user.email;
  return (
    <span className="actions">
      {/* One's own e-mail takes the current password: the form below the list. */}
      {user.id !== session.user.id &&
        button(t('users.changeEmail'), () => setChangingEmail(true), 'secondary')}
      <ChangeEmailDialog user={user} open={changingEmail} onClose={() => setChangingEmail(false)} />
      {button(demote ? t('users.makeViewer') : t('users.makeAdmin'), () => {
        void act(
          demote ? { title: t('users.makeViewer'), body: t('users.makeViewerConfirm', { email }) } : null,
          patch({ role: demote ? 'viewer' : 'admin' }),
          t(demote ? 'users.madeViewer' : 'users.madeAdmin', { email }),
        );
      })}
      {button(disable ? t('users.disable') : t('users.enable'), () => {
        void act(
          disable ? { title: t('users.disable'), body: t('users.disableConfirm', { email }) } : null,
          patch({ status: disable ? 'disabled' : 'active' }),
          t(disable ? 'users.disabled' : 'users.enabled', { email }),
        );
      })}
      {button(t('users.endSessions'), () => {
        void act(
          { title: t('users.endSessions'), body: t('users.endSessionsConfirm', { email }) },
          () => api('DELETE', `/users/${user.id}/sessions`),
          t('users.sessionsEnded', { email }),
        );
      })}
      {button(
        t('users.remove'),
        () => {
          void act(
            { title: t('users.remove'), body: t('users.removeConfirm', { email }) },
            () => api('DELETE', `/users/${user.id}`),
            t('users.removed', { email }),
          );
        },
        'danger',
      )}
    </span>
  );
}

/**
 * An admin changes another user's e-mail, the login they sign in with; the server ends their sessions, so
 * the dialog says so before it is sent. A taken e-mail or an invalid one is shown next to the field.
 */
function ChangeEmailDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const change = async (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    let changed = user;
    const saved = await attempt(setProblem, async () => {
      changed = await api<User>('PUT', `/users/${user.id}/email`, { email: fieldText(form, 'email') });
    });
    if (saved) {
      notify('success', t('users.emailChangedFor', { from: user.email, to: changed.email }));
      close();
      await refreshAll();
    }
  };
  return (
    <Dialog open={open} title={t('users.changeEmailOf', { email: user.email })} onClose={close}>
      <PendingForm onSubmit={change} noValidate>
        <p>{t('users.changeEmailIntro')}</p>
        <label>
          {t('users.newEmail')}
          <input name="email" type="email" autoComplete="off" required defaultValue={user.email} />
        </label>
        <FieldProblem problem={problem} field="email" />
        <FormProblem problem={problem} />
        <div className="actions">
          <SubmitButton>{t('users.changeEmail')}</SubmitButton>
          <button type="button" className="secondary" onClick={close}>
            {t('common.cancel')}
          </button>
        </div>
      </PendingForm>
    </Dialog>
  );
}

function AddUserForm() {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const email = fieldText(form, 'email');
    await attempt(setProblem, async () => {
      await api('POST', '/users', {
        email,
        password: fieldText(form, 'password'),
        role: fieldText(form, 'role', 'viewer'),
      });
      formElement.reset();
      notify('success', t('users.added', { email }));
      await refreshAll();
    });
  };

  return (
    <PendingForm className="card" onSubmit={add} noValidate>
      <h2>{t('users.add')}</h2>
      <label>
        {t('users.email')}
        <input name="email" type="email" required />
      </label>
      <FieldProblem problem={problem} field="email" />
      <label>
        {t('users.password')}
        <input name="password" type="password" autoComplete="new-password" required minLength={12} />
      </label>
      <FieldProblem problem={problem} field="password" />
      <Select label={t('users.role')} name="role" defaultValue="viewer">
        <option value="viewer">{t('roles.viewer')}</option>
        <option value="admin">{t('roles.admin')}</option>
      </Select>
      <FormProblem problem={problem} />
      <SubmitButton>{t('users.add')}</SubmitButton>
    </PendingForm>
  );
}

/** An admin sets a new password to hand over; the user's sessions end at once. */
function ResetPasswordForm({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const saved = await attempt(setProblem, () =>
      api('PUT', `/users/${fieldText(form, 'user')}/password`, {
        password: fieldText(form, 'password'),
      }),
    );
    if (saved) {
      formElement.reset();
      notify('success', t('users.passwordReset'));
    }
  };
  if (users.length === 0) return null;

  return (
    <PendingForm className="card" onSubmit={reset} noValidate>
      <h2>{t('users.resetPassword')}</h2>
      <Select label={t('users.user')} name="user">
        {users.map((user) => (
          <option key={user.id} value={user.id}>
            {user.email}
          </option>
        ))}
      </Select>
      <label>
        {t('users.newPassword')}
        <input name="password" type="password" autoComplete="new-password" required minLength={12} />
      </label>
      <FieldProblem problem={problem} field="password" />
      <FormProblem problem={problem} />
      <SubmitButton>{t('users.resetPassword')}</SubmitButton>
    </PendingForm>
  );
}

/** Anyone changes their own password; their other sessions end. */
function OwnPasswordForm() {
  const { t } = useTranslation();
  const { notify } = useFeedback();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const change = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const saved = await attempt(setProblem, () =>
      api('PUT', '/session/password', {
        currentPassword: fieldText(form, 'currentPassword'),
        newPassword: fieldText(form, 'newPassword'),
      }),
    );
    if (saved) {
      formElement.reset();
      notify('success', t('users.passwordChanged'));
    }
  };

  return (
    <PendingForm className="card" onSubmit={change} noValidate>
      <h2>{t('users.ownPassword')}</h2>
      <label>
        {t('users.currentPassword')}
        <input name="currentPassword" type="password" autoComplete="current-password" required />
      </label>
      <FieldProblem problem={problem} field="currentPassword" />
      <label>
        {t('users.newPassword')}
        <input name="newPassword" type="password" autoComplete="new-password" required minLength={12} />
      </label>
      <FieldProblem problem={problem} field="newPassword" />
      <FormProblem problem={problem} />
      <SubmitButton>{t('users.changeOwnPassword')}</SubmitButton>
    </PendingForm>
  );
}

/**
 * Anyone changes the e-mail they sign in with (the one `tenants create` made up for the first admin too),
 * proving it is them with their password.
 */
function OwnEmailForm() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { notify } = useFeedback();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const change = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const saved = await attempt(setProblem, async () => {
      const { email } = await api<{ email: string }>('PUT', '/session/email', {
        email: fieldText(form, 'email'),
        currentPassword: fieldText(form, 'currentPassword'),
      });
      formElement.reset();
      notify('success', t('users.emailChanged', { email }));
    });
    if (saved) await refreshAll();
  };

  return (
    <PendingForm className="card" onSubmit={change} noValidate aria-labelledby="own-email">
      <h2 id="own-email">{t('users.ownEmail')}</h2>
      <p>{t('users.ownEmailNow', { email: session.user.email })}</p>
      <label>
        {t('users.newEmail')}
        <input name="email" type="email" autoComplete="email" required />
      </label>
      <FieldProblem problem={problem} field="email" />
      <label>
        {t('users.currentPassword')}
        <input name="currentPassword" type="password" autoComplete="current-password" required />
      </label>
      <FieldProblem problem={problem} field="currentPassword" />
      <FormProblem problem={problem} />
      <SubmitButton>{t('users.changeOwnEmail')}</SubmitButton>
    </PendingForm>
  );
}
