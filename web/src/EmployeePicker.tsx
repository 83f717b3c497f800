import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from './ui.js';
import type { Employee } from './api.js';
import { formatCpf } from './format.js';
import { useDebounced } from './Pager.js';
import { useApi } from './queries.js';
import { useSession } from './session.js';

/**
 * One employee, by id (cached, and shared with every other read of them): a queue names the employees of the
 * requests it lists, however many the company has, instead of searching the first page of all of them.
 */
export function useEmployee(id: string | null) {
  const { environment } = useSession();
  return useApi<Employee>(environment, id ? `/employees/${id}` : null);
}

/** An employee's name, read by id; the id until it has come (or when the employee cannot be read). */
export function EmployeeName({ id }: { id: string }) {
  return <>{useEmployee(id).data?.name ?? id}</>;
}

/**
 * Picks an employee by searching (name or CPF, accents and case ignored, asked of the API as typing pauses),
 * so any employee can be picked however many there are; the chosen one stays listed whatever the search.
 */
export function EmployeePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const { environment } = useSession();
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const results = useApi<Employee[]>(
    environment,
    `/employees?limit=50${q ? `&q=${encodeURIComponent(q)}` : ''}`,
  );
  const chosen = useEmployee(value || null);
  const found = results.data ?? [];
  const options =
    chosen.data && !found.some((e) => e.id === chosen.data.id) ? [chosen.data, ...found] : found;
  return (
    <div className="picker">
      <label>
        {t('common.searchEmployee')}
        <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} />
      </label>
      <Select label={t('common.employee')} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{t('common.choose')}</option>
        {options.map((employee) => (
          <option key={employee.id} value={employee.id}>
            {employee.name} ({formatCpf(employee.cpf)})
          </option>
        ))}
      </Select>
    </div>
  );
}
