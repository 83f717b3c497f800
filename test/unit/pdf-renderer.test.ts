import { once } from 'node:events';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import type { EspelhoSection } from '../../src/modules/reports/espelho-pdf-worker.js';
import { dayOccurrences } from '../../src/modules/reports/espelho-words.js';
import { PdfRenderer } from '../../src/modules/reports/pdf-renderer.js';
import type { ReportDay } from '../../src/modules/reports/period.js';
import type { EmployeeRow, Tenant } from '../../src/platform/db/schema.js';

const tenant = {
  name: 'Padaria Pão Quente Ltda',
  documentType: 'cnpj',
  document: '12345678000195',
  cei: null,
  timezone: 'America/Sao_Paulo',
} as Tenant;
const period = { from: '2026-01-01', to: '2026-12-31' };

/** A year of one employee: several pages of the PDF. */
function section(n: number): EspelhoSection {
  const day: ReportDay = {
    date: '2026-01-05',
    weekday: 'mon',
    scheduled: [],
    marks: [],
    flags: ['absent'],
    scheduledMinutes: 480,
    workedMinutes: 0,
    nightMinutes: 0,
    overtimeMinutes: 0,
    lateMinutes: 0,
    absenceMinutes: 480,
    breakMinutes: 0,
  } as unknown as ReportDay;
  const totals = { workedMinutes: 0, nightMinutes: 0, overtimeMinutes: 0, lateMinutes: 0, absenceMinutes: 0 };
  return {
    employee: { name: `Funcionário ${n}`, cpf: '52998224725', pis: null, schedule: null } as EmployeeRow,
    timezone: 'America/Sao_Paulo',
    schedules: [{ from: period.from, to: period.to, schedule: null }],
    days: Array.from({ length: 365 }, () => day),
    totals: totals as EspelhoSection['totals'],
  };
}

/** `count` sections, read lazily, counting how many were read and whether the reading was closed. */
function sections(count: number) {
  const reading = { read: 0, closed: false };
  async function* generate() {
    try {
      for (let n = 0; n < count; n++) {
        reading.read++;
        yield section(n);
      }
    } finally {
      reading.closed = true;
    }
  }
  return { reading, sections: generate() };
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('PdfRenderer', () => {
  const renderer = new PdfRenderer(2);
  afterAll(() => renderer.close());

  it('renders a whole document in a thread: one section after another, each from a new page', async () => {
    const { reading, sections: all } = sections(3);
    const pdf = await bytesOf(renderer.render(tenant, period, all));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const pages = pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(3 * 3);
    expect(reading).toEqual({ read: 3, closed: true });
  });

  it('reads and renders only as fast as the client takes the bytes', async () => {
    const { reading, sections: all } = sections(40);
    const output = renderer.render(tenant, period, all);
    await sleep(1500);
    // Nothing taken: a section or two fill the stream's buffer, and the rest wait.
    expect(reading.read).toBeLessThanOrEqual(3);
    const pdf = await bytesOf(output);
    expect(reading.read).toBe(40);
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
  });

  it('a client that goes away stops the reading', async () => {
    const { reading, sections: all } = sections(40);
    const output = renderer.render(tenant, period, all);
    output.once('data', () => output.destroy());
    await once(output, 'close');
    await sleep(200);
    expect(reading.closed).toBe(true);
    expect(reading.read).toBeLessThan(40);
  });

  it('a failure in the thread fails the stream: it errors, never ends', async () => {
    async function* broken() {
      yield section(0);
      yield { ...section(1), days: null } as unknown as EspelhoSection;
      yield section(2);
    }
    const output = renderer.render(tenant, period, broken());
    let ended = false;
    output.on('end', () => (ended = true));
    await expect(bytesOf(output)).rejects.toThrow();
    expect(ended).toBe(false);
  });
});

describe('the espelho day line', () => {
  it('names the absence in Portuguese, then the flags; a lost DSR is "DSR perdido"', () => {
    const falta = { id: 'a', type: 'unjustified', justified: false } as const;
    expect(dayOccurrences({ absence: falta, flags: ['absent'] })).toBe('falta injustificada');
    const certificate = { id: 'b', type: 'medical_certificate', justified: true } as const;
    expect(dayOccurrences({ absence: certificate, flags: ['incomplete'] })).toBe('atestado, incompleto');
    expect(dayOccurrences({ absence: null, flags: ['dsr_lost'] })).toBe('DSR perdido');
  });
});
