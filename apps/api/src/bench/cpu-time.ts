/**
 * CPU time of processes (Linux /proc): the bench prints CPU per attempt, a figure a busy shared
 * machine disturbs far less than requests per second. Answers null where /proc is missing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number): number {
  // fields after the command name: state is the 1st, then utime, stime, and the children's
  // cutime, cstime (12th–15th): a backend that exits hands its time to the postmaster's cutime
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
}

/** CPU milliseconds the PostgreSQL server on this machine has used (every database: other users count too). */
export function postgresCpuMs(): number | null {
  try {
    const pids = execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    return cpuMs(pids.map(Number));
  } catch {
    return null;
  }
}

/** CPU milliseconds used so far by these processes (those gone since are skipped). */
export function cpuMs(pids: number[]): number | null {
  let ticks = 0;
  let read = false;
  for (const pid of pids) {
    try {
      ticks += ticksOf(pid);
      read = true;
    } catch {
      // exited, or no /proc
    }
  }
  return read ? ticks * TICK_MS : null;
}
