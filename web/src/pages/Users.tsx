import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { api, type User } from '../api.js';
import { formatCpf, formatInstant } from '../format.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';
import { fieldText } from '../form-data.js';
import { OwnCpfForm } from './ResponsibleCpf.js';

/**
 * Settings › Users: who signs in to the dashboard. Admins add users, change their role, disable, enable and
 * remove them, reset their passwords and end their sessions; everyone changes their own password.
 */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const users = useDashboard<User[]>('/users');
  const isAdmin = session.user.role === 'admin';
  const signInLink = `${window.location.origin}/?company=${session.tenant.id}`;
  // What the server refused of the table's actions (e.g. demoting the last admin), shown above it.
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const act: Act = async (change) => {
    await attempt(setProblem, async () => {
      await change();
      await refreshAll();
    });
  };

  return (
    <section>
      <h1>{t('users.title')}</h1>
      <p>{t('users.intro')}</p>
      <p>
        {t('users.signInLink')} <code>{signInLink}</code>
      </p>
      {isAdmin && <AddUserForm />}
      <FormProblem problem={problem} />
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
                    <UserActions user={user} act={act} />
                  </td>
                )}
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
      {isAdmin && (
        <Loaded query={users} empty="">
          {(list) => <ResetPasswordForm users={list} />}
        </Loaded>
      )}
      <OwnCpfForm />
      <OwnPasswordForm />
    </section>
  );
}

type Act = (change: () => Promise<unknown>) => Promise<void>;

/** The admin's buttons for one user: short labels, named with the user's e-mail for screen readers. */
function UserActions({ user, act }: { user: User; act: Act }) {
  const { t } = useTranslation();
  const patch = (body: object) => act(() => api('PATCH', `/users/${user.id}`, body));
  const button = (label: string, onClick: () => void) => (
    <button
      type="button"
      aria-label={t('users.actionOn', { action: label, email: user.email })}
      onClick={onClick}
    >
      {label}
    </button>
  );
  return (
    <span className="actions">
      {button(user.role === 'admin' ? t('users.makeViewer') : t('users.makeAdmin'), () => {
        void patch({ role: user.role === 'admin' ? 'viewer' : 'admin' });
      })}
      {button(user.status === 'active' ? t('users.disable') : t('users.enable'), () => {
        void patch({ status: user.status === 'active' ? 'disabled' : 'active' });
      })}
      {button(t('users.endSessions'), () => {
        void act(() => api('DELETE', `/users/${user.id}/sessions`));
      })}
      {button(t('users.remove'), () => {
        if (window.confirm(t('users.removeConfirm', { email: user.email })))
          void act(() => api('DELETE', `/users/${user.id}`));
      })}
    </span>
  );
}

function AddUserForm() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    await attempt(setProblem, async () => {
      await api('POST', '/users', {
        email: fieldText(form, 'email'),
        password: fieldText(form, 'password'),
        role: fieldText(form, 'role', 'viewer'),
      });
      formElement.reset();
      await refreshAll();
    });
  };

  return (
    <form className="card" onSubmit={(e) => void add(e)} noValidate>
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
      <button type="submit">{t('users.add')}</button>
    </form>
  );
}

/** An admin sets a new password to hand over; the user's sessions end at once. */
function ResetPasswordForm({ users }: { users: User[] }) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [done, setDone] = useState(false);

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setDone(false);
    const saved = await attempt(setProblem, () =>
      api('PUT', `/users/${fieldText(form, 'user')}/password`, {
        password: fieldText(form, 'password'),
      }),
    );
    if (saved) {
      formElement.reset();
      setDone(true);
    }
  };

  return (
    <form className="card" onSubmit={(e) => void reset(e)} noValidate>
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
      {done && <p role="status">{t('users.passwordReset')}</p>}
      <button type="submit">{t('users.resetPassword')}</button>
    </form>
  );
}

/** Anyone changes their own password; their other sessions end. */
function OwnPasswordForm() {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<ProblemError | null>(null);
  const [done, setDone] = useState(false);

  const change = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setDone(false);
    const saved = await attempt(setProblem, () =>
      api('PUT', '/session/password', {
        currentPassword: fieldText(form, 'currentPassword'),
        newPassword: fieldText(form, 'newPassword'),
      }),
    );
    if (saved) {
      formElement.reset();
      setDone(true);
    }
  };

  return (
    <form className="card" onSubmit={(e) => void change(e)} noValidate>
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
      {done && <p role="status">{t('users.passwordChanged')}</p>}
      <button type="submit">{t('users.changeOwnPassword')}</button>
    </form>
  );
}
