import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  EspelhoPdf,
  type PdfkitInternals,
  SECTIONS_PER_LAYOUT_CACHE,
} from '../../src/modules/reports/espelho-pdf.js';
import type { ReportDay, Totals } from '../../src/modules/reports/period.js';
import type { EmployeeRow, Tenant } from '../../src/platform/db/schema.js';

const tenant = {
  name: 'Padaria Pão Quente Ltda',
  documentType: 'cnpj',
  document: '12345678000195',
  cei: null,
  timezone: 'America/Sao_Paulo',
} as Tenant;
const period = { from: '2026-11-01', to: '2026-11-30' };
const absentDay = {
  date: '2026-11-02',
  weekday: 'mon',
  scheduled: [],
  marks: [],
  flags: ['absent'],
  scheduledMinutes: 480,
  absenceMinutes: 480,
} as unknown as ReportDay;

/** A document of `count` employees, each with a name of its own (a word no other section sets). */
async function render(count: number) {
  const pdf = new EspelhoPdf(tenant, period);
  const chunks: Buffer[] = [];
  pdf.document.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (let n = 0; n < count; n++) {
    const employee = { name: `Maria Unica${n}`, cpf: '52998224725', pis: null } as EmployeeRow;
    const days = Array.from({ length: 60 }, () => absentDay); // more than a page a section
    const schedules = [{ from: period.from, to: period.to, schedule: null }];
    pdf.addEmployee(employee, tenant.timezone, schedules, days, { absenceMinutes: 0 } as Totals);
  }
  const internals = pdf.document as unknown as PdfkitInternals;
  // Read before the end, which writes the page tree and fonts.
  const cachedSections = new Set(
    Object.values(internals._fontFamilies).flatMap((font) =>
      Object.keys(font.layoutCache ?? {}).flatMap((word) => word.match(/Unica\d+/g) ?? []),
    ),
  );
  const pageTree = (pdf.document as unknown as { _root: { data: { Pages: { data: { Kids: [] } } } } })._root
    .data.Pages.data.Kids as { data: object }[];
  const ended = new Promise((resolve) => pdf.document.on('end', resolve));
  pdf.end();
  await ended;
  return { bytes: Buffer.concat(chunks), cachedSections, pageTree };
}

describe("EspelhoPdf's memory does not grow with the document", () => {
  it("starts pdfkit's word-layout cache afresh every SECTIONS_PER_LAYOUT_CACHE sections, and keeps using it", async () => {
    const { cachedSections } = await render(2 * SECTIONS_PER_LAYOUT_CACHE + 10);
    expect(cachedSections.size).toBeGreaterThan(0);
    expect(cachedSections.size).toBeLessThanOrEqual(SECTIONS_PER_LAYOUT_CACHE);
    expect(cachedSections).toContain(`Unica${2 * SECTIONS_PER_LAYOUT_CACHE + 9}`);
    expect(cachedSections).not.toContain('Unica0');
  });

  it('keeps of a written page only its place in the page tree, and the file still reads whole', async () => {
    const count = 30;
    const { bytes, pageTree } = await render(count);
    expect(pageTree.length).toBeGreaterThan(count);
    for (const page of pageTree) expect(page.data).toEqual({});

    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(pageTree.length);
    // The first page of the document, written long before the end, with its text and fonts.
    const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', '-layout', '-', '-'], { input: bytes });
    expect(text.toString()).toContain('Maria Unica0');
    expect(text.toString()).toMatch(/Página 1 de \d/);
  }, 30_000);
});
