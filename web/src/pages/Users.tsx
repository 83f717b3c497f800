import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ProblemError, type User } from '../api.js';
import { formatInstant } from '../format.js';
import { useSession } from '../session.js';
import { useList } from '../useList.js';

/** Settings › Users: who signs in to the dashboard, and (for admins) a form to add someone. */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const { items: users, error, reload } = useList<User>('/users');
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setProblem(null);
    try {
      await api('POST', '/users', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        role: String(form.get('role') ?? 'viewer'),
      });
      formElement.reset();
      reload();
    } catch (failure) {
      setProblem(
        failure instanceof ProblemError ? failure : new ProblemError(0, 'error', t('errors.generic')),
      );
    }
  };

  return (
    <section>
      <h1>{t('users.title')}</h1>
      <p>{t('users.intro')}</p>
      {session.user.role === 'admin' && (
        <form className="card" onSubmit={(e) => void add(e)} noValidate>
          <h2>{t('users.add')}</h2>
          <label>
            {t('users.email')}
            <input name="email" type="email" required />
          </label>
          {problem?.forField('email') && <p className="error">{problem.forField('email')}</p>}
          <label>
            {t('users.password')}
            <input name="password" type="password" autoComplete="new-password" required minLength={12} />
          </label>
          {problem?.forField('password') && <p className="error">{problem.forField('password')}</p>}
          <label>
            {t('users.role')}
            <select name="role" defaultValue="viewer">
              <option value="viewer">{t('roles.viewer')}</option>
              <option value="admin">{t('roles.admin')}</option>
            </select>
          </label>
          {problem && problem.errors.length === 0 && (
            <p className="error" role="alert">
              {problem.message}
            </p>
          )}
          <button type="submit">{t('users.add')}</button>
        </form>
      )}
      {error && <p role="alert">{t('errors.generic')}</p>}
      {!users && !error && <p>{t('app.loading')}</p>}
      {users?.length === 0 && <p>{t('users.empty')}</p>}
      {users && users.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th>{t('users.email')}</th>
                <th>{t('users.role')}</th>
                <th>{t('users.createdAt')}</th>
              </tr>
            </thead>
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <td>{user.email}</td>
                  <td>{t(`roles.${user.role}`)}</td>
                  <td>{formatInstant(user.createdAt, session.tenant.timezone)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
