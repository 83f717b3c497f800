import { ApiError } from '../../platform/errors.js';

/** How long a report may wait in line for a slot before it is refused. */
const QUEUE_WAIT_MS = 10_000;

/**
 * The bound on reports generated at once in this process (`PONTUAL_REPORT_CONCURRENCY`): each download of a
 * report (the espelho in any format, AFDT, AEJ, AFD) holds a slot from before its first byte until its
 * response closes, whether it ended, failed or the client went away. When every slot is taken, as many
 * requests again wait in line, each at most 10 s; beyond that, or after that, the answer is 503 with
 * `Retry-After`. A report reads and computes its whole period, and a PDF also holds a rendering thread,
 * so a burst of them would otherwise share the CPU until every one is slow.
 */
export class ReportSlots {
  private running = 0;
  private readonly line: { start: () => void; timer: NodeJS.Timeout }[] = [];

  constructor(readonly limit: number) {}

  /** Takes a slot, waiting in line if none is free; resolves to the function that gives it back. */
  async take(): Promise<() => void> {
    if (this.running < this.limit) {
      this.running++;
      return this.release();
    }
    if (this.line.length >= this.limit) throw busy();
    await new Promise<void>((resolve, reject) => {
      const place = {
        start: resolve,
        timer: setTimeout(() => {
          this.line.splice(this.line.indexOf(place), 1);
          reject(busy());
        }, QUEUE_WAIT_MS),
      };
      this.line.push(place);
    });
    return this.release();
  }

  /** A slot's release, good once: it hands the slot to the first in line, or frees it. */
  private release(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (!next) {
        this.running--;
        return;
      }
      clearTimeout(next.timer);
      next.start();
    };
  }
}

function busy(): ApiError {
  // The error handler adds `Retry-After` to every 503.
  return new ApiError(503, 'service_unavailable', 'Too many reports are being generated; retry shortly.');
}
