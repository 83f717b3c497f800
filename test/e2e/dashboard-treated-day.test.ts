// page.evaluate callbacks run in the browser.
/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DashboardSuite, SCREENSHOTS, startDashboardSuite } from '../support/browser.js';
import type { SeededTenant, TestApp } from '../support/harness.js';

let suite: DashboardSuite;
let t: TestApp;
let base: string;
beforeAll(async () => {
  suite = await startDashboardSuite({ PONTUAL_RATE_LIMIT_PER_MINUTE: '100000' });
  ({ t, base } = suite);
});
afterAll(() => suite?.close());

const openPage = (locale: 'pt-BR' | 'en', width = 1366) => suite.openPage({ locale, width, height: 900 });

async function signIn(page: Page, tenant: SeededTenant, password: string) {
  await page.goto(`${base}/?company=${tenant.tenantId}`);
  await page.locator('input[type=email]').fill(tenant.admin.email);
  await page.locator('input[type=password]').fill(password);
  await page.locator('form button[type=submit]').click();
  await page.locator('nav').waitFor();
}

/** A tenant in São Paulo's zone with a key, and helpers to call the API as it. */
async function company() {
  const tenant = await t.seedTenant({ name: 'Distribuidora Amazonas', timezone: 'America/Sao_Paulo' });
  const { key } = await tenant.key();
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const response = await t.request({ method, url, key, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const mark = (employeeId: string, occurredAt: string) =>
    call('POST', '/v1/time-entries', { employeeId, occurredAt });
  /** An adjustment filed and approved through the API. */
  const approved = async (payload: object) => {
    const adjustment = await call('POST', '/v1/adjustments', payload);
    await call('POST', `/v1/adjustments/${adjustment.id}/approve`);
    return adjustment;
  };
  return { tenant, key, call, mark, approved };
}

/** Chooses an employee in the page's picker (labelled "Funcionário" or "Employee"). */
async function pickEmployee(page: Page, employeeId: string) {
  await page.getByLabel(/^(Funcionário|Employee)$/).selectOption(employeeId);
}

describe('times in the zone of the mark or employee', () => {
  it("files a Manaus employee's forgotten mark at 12:00 local, stored as 16:00Z and shown as 12:00 everywhere", async () => {
    const { tenant, call } = await company();
    const employee = await call('POST', '/v1/employees', {
      name: 'Raimundo Nonato',
      cpf: '52998224725',
      timezone: 'America/Manaus',
    });
    const page = await openPage('pt-BR');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Marcações' }).click();
    await pickEmployee(page, employee.id);
    await page.getByLabel('Data', { exact: true }).fill('2026-11-20');
    await page.getByText('Nenhuma marcação neste dia.').waitFor();
    // The employee's zone differs from the company's: it is named beside the times.
    await page.getByLabel('Horário').waitFor();
    await expect(page.getByLabel('Horário').getAttribute('name')).resolves.toBe('time');
    await page.getByText('(horário de Manaus)').first().waitFor();
    await page.getByLabel('Horário').fill('12:00');
    await page.getByLabel('Motivo').fill('Esqueceu de registrar a saída para o almoço');
    await page.getByRole('button', { name: 'Solicitar ajuste' }).click();
    await page.getByText('Ajuste solicitado').waitFor();

    const [filed] = await call('GET', `/v1/adjustments?employeeId=${employee.id}`);
    expect(filed.occurredAt).toBe('2026-11-20T16:00:00.000Z');

    // The queue shows it at 12:00 too, labelled with Manaus.
    await page.getByRole('link', { name: 'Ajustes' }).click();
    const row = page.getByRole('row', { name: /Esqueceu de registrar a saída para o almoço/ });
    // Polled: the row appears before every cell is filled in.
    await expect.poll(() => row.textContent()).toMatch(/20\/11\/2026.*12:00.*horário de Manaus/);
    await row.getByRole('button', { name: /^Aprovar/ }).click();
    await page.getByText('Nada por aqui.').waitFor();

    // The treated day: the included mark at 12:00.
    await page.getByRole('link', { name: 'Marcações' }).click();
    await pickEmployee(page, employee.id);
    await page.getByLabel('Data', { exact: true }).fill('2026-11-20');
    const included = page.getByRole('row', { name: /Incluída por ajuste/ });
    await expect.poll(() => included.locator('td').first().textContent()).toBe('12:00');

    // The espelho: the same 12:00, in the employee's zone, not São Paulo's 13:00.
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByLabel('Mês').fill('2026-11');
    await pickEmployee(page, employee.id);
    await page.getByRole('heading', { name: /Raimundo Nonato.*horário de Manaus/ }).waitFor();
    const day = page.locator('table.espelho tbody tr').filter({ hasText: '20/11/2026' });
    await expect.poll(() => day.locator('td').nth(2).textContent()).toBe('12:00EI');
    await page.screenshot({ path: `${SCREENSHOTS}/reports-manaus-pt-BR-1366.png`, fullPage: true });
  });

  it('names no zone for an employee in the company’s own zone, and files the mark in it', async () => {
    const { tenant, call } = await company();
    const employee = await call('POST', '/v1/employees', { name: 'Ana Paula', cpf: '11144477735' });
    const page = await openPage('en');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Clock-in marks' }).click();
    await pickEmployee(page, employee.id);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    await page.getByText('No marks on this day.').waitFor();
    await expect(page.locator('.zone').count()).resolves.toBe(0);
    await page.getByLabel('Time').fill('12:00');
    await page.getByLabel('Reason').fill('Forgot the lunch exit');
    await page.getByRole('button', { name: 'Request adjustment' }).click();
    await page.getByText('Adjustment requested').waitFor();
    const [filed] = await call('GET', `/v1/adjustments?employeeId=${employee.id}`);
    expect(filed.occurredAt).toBe('2026-11-20T15:00:00.000Z');
  });
});

describe('the treated day on the Marks page', () => {
  it('shows original, included and disregarded marks in E/S pairs, a night shift on one day, and an incomplete day', async () => {
    const { tenant, call, mark, approved } = await company();
    const employee = await call('POST', '/v1/employees', { name: 'Beatriz Souza', cpf: '39053344705' });
    const id = employee.id;
    // The 18th: 08:00 and a duplicate 08:01 (disregarded), 12:00, 13:00, and a forgotten 17:00 (included).
    await mark(id, '2026-11-18T08:00:00-03:00');
    const duplicate = await mark(id, '2026-11-18T08:01:00-03:00');
    await mark(id, '2026-11-18T12:00:00-03:00');
    await mark(id, '2026-11-18T13:00:00-03:00');
    await approved({
      employeeId: id,
      type: 'disregard',
      timeEntryId: duplicate.id,
      reason: 'Marcação em duplicidade',
    });
    await approved({
      employeeId: id,
      type: 'add',
      occurredAt: '2026-11-18T17:00:00-03:00',
      reason: 'Esqueceu a saída',
    });
    // The 19th: a night shift, 22:01 to 05:10 of the 20th.
    await mark(id, '2026-11-19T22:01:00-03:00');
    await mark(id, '2026-11-20T05:10:00-03:00');
    // The 23rd: an entry and nothing after it.
    const lone = await mark(id, '2026-11-23T08:00:00-03:00');

    const workdays = await call('GET', `/v1/employees/${id}/workdays?from=2026-11-18&to=2026-11-23`);
    const page = await openPage('pt-BR');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Marcações' }).click();
    await pickEmployee(page, id);

    await page.getByLabel('Data', { exact: true }).fill('2026-11-18');
    const day18 = page.getByRole('article', { name: 'Jornada de 2026-11-18' });
    await day18.getByRole('row', { name: /Desconsiderada/ }).waitFor();
    const rows = await day18.locator('tbody tr').all();
    const firstCells = await Promise.all(
      rows.map(async (row) => (await row.locator('td').allTextContents()).slice(0, 3).join(' ')),
    );
    expect(firstCells).toEqual([
      '08:00 Entrada · 1º par Original',
      '08:01 Desconsiderada Original · Marcação em duplicidade',
      '12:00 Saída · 1º par Original',
      '13:00 Entrada · 2º par Original',
      '17:00 Saída · 2º par Incluída por ajuste · Esqueceu a saída',
    ]);
    // As the API computes it: the same kinds in the same order.
    expect(workdays[0].marks.map((m: { kind: string; source: string }) => m.kind + m.source)).toEqual([
      'EO',
      'DO',
      'SO',
      'EO',
      'SI',
    ]);
    // No "Desconsiderar" on the mark already disregarded, nor on the included one; there is one on 08:00.
    await day18.getByRole('button', { name: 'Desconsiderar a marcação das 08:00' }).waitFor();
    await expect(
      day18.getByRole('button', { name: 'Desconsiderar a marcação das 08:01' }).count(),
    ).resolves.toBe(0);
    await expect(
      day18.getByRole('button', { name: 'Desconsiderar a marcação das 17:00' }).count(),
    ).resolves.toBe(0);
    await expect(day18.locator('.alert-incomplete').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/marks-treated-pt-BR-1366.png`, fullPage: true });

    // The night shift is one workday, the 19th's; the 20th keeps none of it.
    await page.getByLabel('Data', { exact: true }).fill('2026-11-19');
    const day19 = page.getByRole('article', { name: 'Jornada de 2026-11-19' });
    await day19.getByRole('row', { name: /22:01/ }).waitFor();
    await expect(day19.locator('tbody tr td:first-child').allTextContents()).resolves.toEqual([
      '22:01',
      '05:10 (20/11)',
    ]);
    await page.getByLabel('Data', { exact: true }).fill('2026-11-20');
    await page
      .getByRole('article', { name: 'Jornada de 2026-11-20' })
      .getByText('Nenhuma marcação neste dia.')
      .waitFor();

    // The 23rd lacks its exit: highlighted. A disregard asked in a dialog, not window.prompt, shows as pending.
    await page.getByLabel('Data', { exact: true }).fill('2026-11-23');
    const day23 = page.getByRole('article', { name: 'Jornada de 2026-11-23' });
    await day23.getByText('Dia incompleto').waitFor();
    page.on('dialog', () => {
      throw new Error('a browser dialog was opened');
    });
    await day23.getByRole('button', { name: 'Desconsiderar a marcação das 08:00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Desconsiderar a marcação das 08:00' });
    await dialog.getByLabel('Motivo').fill('Marcou sem querer');
    await dialog.getByRole('button', { name: 'Desconsiderar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await day23.getByText('Desconsideração pendente').waitFor();
    await expect(day23.locator('.pending-requests').textContent()).resolves.toContain('Marcou sem querer');
    const [pending] = await call('GET', `/v1/adjustments?employeeId=${id}&status=pending`);
    expect(pending).toMatchObject({ type: 'disregard', timeEntryId: lone.id, reason: 'Marcou sem querer' });

    // The queue shows the mark to disregard at its time, who asked, and the day it falls on, which links back.
    await page.getByRole('link', { name: 'Ajustes' }).click();
    const request = page.getByRole('row', { name: /Marcou sem querer/ });
    await request.getByText(/23\/11\/2026,? 08:00/).waitFor();
    await request.getByText(`${tenant.admin.email} (usuário do painel)`).waitFor();
    await request.getByText('O dia').click();
    await request.getByText('08:00 Entrada').waitFor();
    await request.getByText(/incompleto/).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/adjustments-day-pt-BR-1366.png`, fullPage: true });
    await request.getByRole('link', { name: 'Abrir o dia em Marcações' }).click();
    await page.getByRole('article', { name: 'Jornada de 2026-11-23' }).getByText('Dia incompleto').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe('2026-11-23');
    await page.reload();
    await page.getByRole('article', { name: 'Jornada de 2026-11-23' }).getByText('Dia incompleto').waitFor();
  });

  it("shows a holiday's and an absence's status, in English", async () => {
    const { tenant, call, mark } = await company();
    const employee = await call('POST', '/v1/employees', { name: 'Carlos Lima', cpf: '86288366757' });
    await mark(employee.id, '2026-11-20T09:00:00-03:00');
    await mark(employee.id, '2026-11-20T15:00:00-03:00');
    const absence = await call('POST', '/v1/absences', {
      employeeId: employee.id,
      type: 'medical_certificate',
      from: '2026-11-24',
      to: '2026-11-24',
      reason: 'Consulta',
    });
    await call('POST', `/v1/absences/${absence.id}/approve`);
    const page = await openPage('en');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Clock-in marks' }).click();
    await pickEmployee(page, employee.id);
    // 20 November is Black Consciousness Day, a national holiday since 2024: worked, so it has marks.
    await page.getByLabel('Date', { exact: true }).fill('2026-11-20');
    const holiday = page.getByRole('article', { name: 'Workday of 2026-11-20' });
    await expect(holiday.getByRole('heading').textContent()).resolves.toMatch(/^Holiday · /);
    await expect(holiday.locator('tbody tr td:nth-child(2)').allTextContents()).resolves.toEqual([
      'Entry · pair 1',
      'Exit · pair 1',
    ]);
    await page.getByLabel('Date', { exact: true }).fill('2026-11-24');
    const absent = page.getByRole('article', { name: 'Workday of 2026-11-24' });
    await expect(absent.getByRole('heading').textContent()).resolves.toContain('Medical certificate');
    await page.screenshot({ path: `${SCREENSHOTS}/marks-absence-en-1366.png`, fullPage: true });
  });
});

describe('Portuguese throughout', () => {
  it("shows the API's field errors in Portuguese by their reason, and the espelho's dates and flags in words", async () => {
    const { tenant, call } = await company();
    const employee = await call('POST', '/v1/employees', {
      name: 'Daniela Rocha',
      cpf: '52998224725',
      schedule: { mon: [{ start: '08:00', end: '12:00' }] },
    });
    const page = await openPage('pt-BR');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Funcionários' }).click();
    await page.getByRole('button', { name: 'Cadastrar funcionário' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Eduardo Dias');
    await page.getByLabel('CPF', { exact: true }).fill('529.982.247-26');
    await page.getByLabel('terça-feira').fill('08:00-12:00, 11:00-13:00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    // The API answers in English with a reason; the page says it in Portuguese next to each field.
    await page.getByText('não é um CPF válido (confira os dígitos verificadores)').waitFor();
    await page.getByText('se sobrepõe ao 1º intervalo de terça-feira').waitFor();
    await expect(page.getByText('is not a valid CPF').count()).resolves.toBe(0);
    await expect(page.getByText('overlaps').count()).resolves.toBe(0);
    await page.screenshot({ path: `${SCREENSHOTS}/employees-errors-pt-BR-1366.png`, fullPage: true });
    // A conflict is said in Portuguese too, by the problem's reason: Daniela already has this CPF.
    await page.getByLabel('CPF', { exact: true }).fill('529.982.247-25');
    await page.getByLabel('terça-feira').fill('08:00-12:00');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Já existe um funcionário com este CPF.').waitFor();
    await expect(page.getByText('already has this CPF').count()).resolves.toBe(0);

    // The espelho: a Monday with nothing marked is a "falta", written out, its date the Brazilian way.
    await page.getByRole('link', { name: 'Relatórios' }).click();
    await page.getByLabel('Mês').fill('2026-11');
    await pickEmployee(page, employee.id);
    const monday = page.locator('table.espelho tbody tr').filter({ hasText: '16/11/2026' });
    await expect(monday.locator('td').first().textContent()).resolves.toBe('seg., 16/11/2026');
    await expect(monday.locator('td').last().textContent()).resolves.toBe('falta');
    await expect(
      page.getByRole('heading', { name: 'Daniela Rocha · CPF 529.982.247-25' }).count(),
    ).resolves.toBe(1);
  });
});

describe('paging with the API’s Link header', () => {
  it('pages the audit log past 100 entries, the page and the filters kept in the URL', async () => {
    const { tenant, key } = await company();
    // 130 requests with the key, 30 of them refused with a 404: 130 audit entries, more with the dashboard's.
    for (let i = 0; i < 100; i++) await t.request({ method: 'GET', url: '/v1/employees', key });
    for (let i = 0; i < 30; i++)
      await t.request({ method: 'GET', url: `/v1/employees/${crypto.randomUUID()}`, key });
    const page = await openPage('pt-BR');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Auditoria' }).click();
    const rows = page.locator('tbody tr');
    await page.getByText('Página 1').waitFor();
    await expect(rows.count()).resolves.toBe(100);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.getByText('Página 2').waitFor();
    const second = await rows.count();
    expect(second).toBeGreaterThanOrEqual(30);
    expect(second).toBeLessThan(100);
    expect(new URL(page.url()).searchParams.get('cursor')).toBeTruthy();
    // The last page has no next one; a reload shows the same page, from the URL.
    await expect(page.getByRole('button', { name: 'Próxima página' }).count()).resolves.toBe(0);
    await page.reload();
    await page.getByText('Página 2').waitFor();
    await expect(rows.count()).resolves.toBe(second);
    // A filter goes into the URL and starts again from page 1.
    await page.getByLabel('Resultado', { exact: true }).selectOption('404');
    await page.getByText('Página 1').waitFor();
    await expect.poll(() => rows.count()).toBe(30);
    expect(new URL(page.url()).searchParams.get('status')).toBe('404');
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull();
    await page.reload();
    await expect(page.getByLabel('Resultado', { exact: true }).inputValue()).resolves.toBe('404');
    await expect.poll(() => rows.count()).toBe(30);
    await page.screenshot({ path: `${SCREENSHOTS}/audit-log-pt-BR-1366.png`, fullPage: true });
  });
});

describe('past 200 employees', () => {
  it('pages the employee list, finds the 205th with the picker’s search, and names them in the adjustments queue', async () => {
    const { tenant, key, call } = await company();
    let last = '';
    for (let i = 1; i <= 205; i++) {
      last = await t.hire(key, {
        name: `Pessoa ${String(i).padStart(3, '0')}`,
        // The last one works in Manaus: the queue must read their zone too, not only their name.
        ...(i === 205 ? { timezone: 'America/Manaus' } : {}),
      });
    }
    await call('POST', '/v1/adjustments', {
      employeeId: last,
      type: 'add',
      occurredAt: '2026-11-23T12:00:00-04:00',
      reason: 'Esqueceu a saída do almoço',
    });
    const page = await openPage('pt-BR');
    await signIn(page, tenant, tenant.admin.password);
    await page.getByRole('link', { name: 'Funcionários' }).click();
    const rows = page.locator('tbody tr');
    await page.getByText('Página 1').waitFor();
    await expect(rows.count()).resolves.toBe(200);
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await page.getByText('Página 2').waitFor();
    await expect(rows.count()).resolves.toBe(5);
    await page.reload();
    await page.getByText('Página 2').waitFor();
    await expect(rows.count()).resolves.toBe(5);
    // The search, debounced, goes into the URL and starts from page 1.
    await page.getByLabel('Buscar por nome ou CPF').fill('Pessoa 205');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('Pessoa 205');
    await page.getByText('Página 1').waitFor();
    await expect.poll(() => rows.count()).toBe(1);

    // The Marks page's picker: not in the first list, found by typing.
    await page.getByRole('link', { name: 'Marcações' }).click();
    const picker = page.getByLabel('Funcionário', { exact: true });
    await expect(picker.locator(`option[value="${last}"]`).count()).resolves.toBe(0);
    await page.getByLabel('Buscar funcionário (nome ou CPF)').fill('pessoa 205');
    await picker.locator(`option[value="${last}"]`).waitFor({ state: 'attached' });
    await picker.selectOption(last);
    await page.getByText('Nenhuma marcação neste dia.').waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/marks-picker-pt-BR-1366.png`, fullPage: true });

    // The adjustments queue reads the employees of its requests by id: the 205th is named, at Manaus time.
    await page.getByRole('link', { name: 'Ajustes' }).click();
    const request = page.getByRole('row').filter({ hasText: 'Esqueceu a saída do almoço' });
    await request.getByRole('cell', { name: 'Pessoa 205', exact: true }).waitFor();
    await request.getByText('(horário de Manaus)').waitFor();
    await expect.poll(() => request.getByRole('cell').nth(2).textContent()).toContain('12:00');
  });
});
