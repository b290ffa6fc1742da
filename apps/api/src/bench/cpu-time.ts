/**
 * CPU time of processes (Linux /proc): the bench prints CPU per attempt, a figure a busy shared
 * machine disturbs far less than requests per second. Answers null where /proc is missing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function ticksOf(pid: number): number {
  // fields after the command name: state is the 1st, utime the 12th, stime the 13th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The PostgreSQL server's processes on this machine (every database: other users count too). */
export function postgresPids(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
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
