import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemError } from '../api.js';
import { api, type User } from '../api.js';
import { formatInstant } from '../format.js';
import { refreshAll, useDashboard } from '../queries.js';
import { useSession } from '../session.js';
import { attempt, FieldProblem, FormProblem, Loaded, Select, Table } from '../ui.js';

/** Settings › Users: who signs in to the dashboard, and (for admins) a form to add someone. */
export function UsersPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const users = useDashboard<User[]>('/users');
  const [problem, setProblem] = useState<ProblemError | null>(null);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    await attempt(setProblem, async () => {
      await api('POST', '/users', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        role: String(form.get('role') ?? 'viewer'),
      });
      formElement.reset();
      await refreshAll();
    });
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
      )}
      <Loaded query={users} empty={t('users.empty')}>
        {(list) => (
          <Table headers={[t('users.email'), t('users.role'), t('users.createdAt')]}>
            {list.map((user) => (
              <tr key={user.id}>
                <td>{user.email}</td>
                <td>{t(`roles.${user.role}`)}</td>
                <td>{formatInstant(user.createdAt, session.tenant.timezone)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Loaded>
    </section>
  );
}
