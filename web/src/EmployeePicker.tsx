import { useTranslation } from 'react-i18next';
import { Select } from './ui.js';
import { formatCpf } from './format.js';
import type { Employee } from './api.js';
import { useApi } from './queries.js';
import { useSession } from './session.js';

/** The environment's employees (the first 200 by name order of the API), for pages that work on one. */
export function useEmployees() {
  const { environment } = useSession();
  return useApi<Employee[]>(environment, '/employees?limit=200');
}

export function EmployeePicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const employees = useEmployees();
  return (
    <Select label={t('common.employee')} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t('common.choose')}</option>
      {employees.data?.map((employee) => (
        <option key={employee.id} value={employee.id}>
          {employee.name} ({formatCpf(employee.cpf)})
        </option>
      ))}
    </Select>
  );
}
