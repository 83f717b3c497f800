import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../platform/db/database.js';
import type { ServiceEventTable, ServiceInstanceTable } from '../../platform/db/schema.js';
import { newId } from '../../platform/ids.js';
import type { KnownServiceEvents } from './rep.service.js';
import {
  beat,
  closeInstance,
  insertInstance,
  insertServiceEvents,
  latestServiceEvent,
  lockServiceInstances,
  selectOpenInstances,
} from './service-availability.repository.js';

/** How often a running process says it is alive. */
export const HEARTBEAT_MS = 10_000;
/** An open instance whose heartbeat is older than this is dead (it ended without a clean stop). */
export const STALE_AFTER_MS = 3 * HEARTBEAT_MS;

/** Whether a process of this host with this id is gone (a signal 0 finds no such process). */
function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The REP-P service's availability, as the AFD's type-6 events record it (docs/decisions/019-…): the service is
 * every server process serving one database. It becomes available (07) when a process starts while none
 * runs, preceded by 02 (power restored) when the service had last become available and never unavailable: it
 * ended without a clean stop. It becomes unavailable (08) when the last running process stops cleanly. A
 * process joining or leaving while another runs records nothing: the service stayed available.
 *
 * Each process has an instance row with a heartbeat. An open row is dead when its heartbeat is stale, or at
 * once when it names a process of this host that no longer exists (or this very pid: an earlier life of a
 * restarted container). The events are recorded once, in `service_events`; every REP records them as its own
 * type-6 lines before its next NSR (rep.service.ts), so a start costs no write per tenant.
 */
export class ServiceAvailability {
  private instanceId: string | null = null;
  private timer: NodeJS.Timeout | undefined;
  /** The heartbeat under way, which a stop waits for (it could otherwise join again after the stop). */
  private beating: Promise<void> = Promise.resolve();
  private readonly host = hostname();

  constructor(
    private readonly db: Db,
    private readonly known: KnownServiceEvents,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Joins the service (recording 07, after 02 if it ended uncleanly, when no other process runs); beats. */
  async start(): Promise<void> {
    await this.join();
    this.timer = setInterval(() => {
      this.beating = this.heartbeat().catch((error: unknown) =>
        this.log.error({ err: error }, 'service heartbeat failed'),
      );
    }, HEARTBEAT_MS).unref();
  }

  /** Leaves the service cleanly (recording 08 when no other process runs). A no-op if never started. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    const id = this.instanceId;
    this.instanceId = null;
    await this.beating;
    if (!id) return;
    const now = Date.now();
    await this.db.transaction().execute(async (tx) => {
      await lockServiceInstances(tx);
      await closeInstance(tx, id, now, true);
      const live = await this.liveOthers(tx, now);
      const latest = await latestServiceEvent(tx);
      if (live.length === 0 && latest?.event === '07')
        await insertServiceEvents(tx, latest.id, [{ event: '08', occurredAt: now, instanceId: id }]);
    });
  }

  private async join(): Promise<void> {
    const now = Date.now();
    const instance: ServiceInstanceTable = {
      id: newId(),
      host: this.host,
      pid: process.pid,
      startedAt: now,
      heartbeatAt: now,
      stoppedAt: null,
      cleanStop: null,
    };
    const recorded = await this.db.transaction().execute(async (tx) => {
      await lockServiceInstances(tx);
      const live = await this.liveOthers(tx, now);
      const latest = await latestServiceEvent(tx);
      const events: Omit<ServiceEventTable, 'id'>[] = [];
      if (live.length === 0) {
        // The last event a 07: the service was available and never became unavailable, so it went down hard.
        if (latest?.event === '07') events.push({ event: '02', occurredAt: now, instanceId: instance.id });
        events.push({ event: '07', occurredAt: now, instanceId: instance.id });
      }
      await insertServiceEvents(tx, latest?.id ?? 0, events);
      await insertInstance(tx, instance);
      return { latest: (latest?.id ?? 0) + events.length, events: events.map((e) => e.event) };
    });
    this.instanceId = instance.id;
    this.known.note(recorded.latest);
    this.log.info({ instanceId: instance.id, events: recorded.events }, 'service instance started');
  }

  /** The other open instances that are alive; those found dead are closed as unclean stops. */
  private async liveOthers(tx: Tx, now: number): Promise<ServiceInstanceTable[]> {
    const live: ServiceInstanceTable[] = [];
    for (const instance of await selectOpenInstances(tx)) {
      const dead =
        instance.heartbeatAt < now - STALE_AFTER_MS ||
        (instance.host === this.host && (instance.pid === process.pid || processGone(instance.pid)));
      if (dead) await closeInstance(tx, instance.id, instance.heartbeatAt, false);
      else live.push(instance);
    }
    return live;
  }

  /** Says this process is alive and learns of the newest event; joins again if it had been found dead. */
  private async heartbeat(): Promise<void> {
    const id = this.instanceId;
    if (!id) return;
    if (!(await beat(this.db, id, Date.now()))) {
      if (this.instanceId !== id) return; // stopping meanwhile
      this.log.warn({ instanceId: id }, 'service instance was found dead by another process; joining again');
      await this.join();
    }
    const latest = await latestServiceEvent(this.db);
    if (latest) this.known.note(latest.id);
  }
}
