// Preloaded into a bench server (`--import`) when PONTUAL_BENCH_TURNS_FILE is set: a 1 ms timer reads the main
// thread's CPU time, and every interval between two of its callbacks that used at least 1 ms of CPU is kept and
// written to that file when the process exits. Timers run once per turn of the event loop, so an interval holds
// one long turn (or a few short ones): its CPU bounds the longest turn from above. CPU time, not wall time: a
// turn that waits for a core on a busy machine did not block the loop any longer. A timer rather than a chain
// of setImmediate, which would spin the loop and take a core. Linux only (the thread's run time from /proc).
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import { setTimeout } from 'node:timers';

const file = process.env.PONTUAL_BENCH_TURNS_FILE;
if (file) {
  const schedstat = `/proc/self/task/${process.pid}/schedstat`;
  const cpuNs = () => Number(readFileSync(schedstat, 'utf8').split(' ')[0]);
  /** [start of the interval (µs, the monotonic clock of process.hrtime), CPU ms] */
  const turns = [];
  let startedUs = Number(process.hrtime.bigint() / 1000n);
  let startedCpu = cpuNs();
  const turn = () => {
    const cpuMs = (cpuNs() - startedCpu) / 1e6;
    if (cpuMs >= 1) turns.push([startedUs, Math.round(cpuMs * 10) / 10]);
    startedUs = Number(process.hrtime.bigint() / 1000n);
    startedCpu = cpuNs();
    setTimeout(turn, 1).unref();
  };
  setTimeout(turn, 1).unref();
  process.on('exit', () => writeFileSync(file, JSON.stringify(turns)));
}
