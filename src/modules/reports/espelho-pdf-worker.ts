import { once } from 'node:events';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { MessagePort } from 'node:worker_threads';
import type { EmployeeRow, Tenant } from '../../platform/db/schema.js';
import type { ScheduleSpan } from '../employees/schedule.js';
import { EspelhoPdf } from './espelho-pdf.js';
import type { ReportDay, Totals } from './period.js';

/** One employee's section of the espelho, as the event loop sends it to the rendering thread. */
export interface EspelhoSection {
  employee: EmployeeRow;
  timezone: string;
  /** The schedule versions in force during the period, each with the days it governs. */
  schedules: ScheduleSpan[];
  days: ReportDay[];
  totals: Totals;
}

/** A rendering: the port it talks over, and what the whole document needs. */
export interface EspelhoRendering {
  port: MessagePort;
  tenant: Tenant;
  period: { from: string; to: string };
}

/** What the thread answers for each section it is sent, and for the end: the PDF's bytes written meanwhile. */
export interface RenderedBytes {
  bytes: Uint8Array;
  last: boolean;
}

/**
 * A piscina task, run in a worker thread: renders one espelho PDF, section by section, as the event loop
 * sends them over `port` (`null` ends the document). Each section is answered with the bytes it produced,
 * so the event loop sends the next one only when it wants more: the thread never runs ahead of the client.
 * The task ends when the document does, or when the event loop closes the port (the download was dropped).
 */
export default function renderEspelhoPdf({ port, tenant, period }: EspelhoRendering): Promise<void> {
  const pdf = new EspelhoPdf(tenant, period);
  const written: Buffer[] = [];
  pdf.document.on('data', (chunk: Buffer) => written.push(chunk));
  const ended = once(pdf.document, 'end');
  const sendWritten = (last: boolean) => {
    const bytes = new Uint8Array(Buffer.concat(written));
    written.length = 0;
    port.postMessage({ bytes, last } satisfies RenderedBytes);
  };
  // The event loop sends a section only once the one before is answered, so one is handled at a time.
  const handle = async (section: EspelhoSection | null) => {
    if (section) {
      pdf.addEmployee(section.employee, section.timezone, section.schedules, section.days, section.totals);
      await nextTurn(); // the document's stream hands its chunks over on the next ticks
      sendWritten(false);
    } else {
      pdf.end();
      await ended;
      sendWritten(true);
      port.close();
    }
  };
  return new Promise((resolve, reject) => {
    port.on('message', (section: EspelhoSection | null) => {
      handle(section).catch(reject);
    });
    port.once('close', resolve);
  });
}
