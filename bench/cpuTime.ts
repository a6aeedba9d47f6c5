import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** User and system CPU seconds from a /proc stat line; with `children`, of waited-for children too. */
function secondsOf(statLine: string, children = false): number {
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ');
  // Fields after the name: utime is the 12th, stime the 13th, cutime and cstime follow.
  const ticks = fields.slice(11, children ? 15 : 13).reduce((sum, field) => sum + Number(field), 0);
  return ticks / TICKS_PER_SECOND;
}

/** CPU seconds so far of one process, all threads, and of its main thread alone. */
export function processCpu(pid: number): { all: number; mainThread: number } {
  return {
    all: secondsOf(readFileSync(`/proc/${pid}/stat`, 'utf8')),
    mainThread: secondsOf(readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8')),
  };
}

/** CPU seconds so far of every PostgreSQL server process on this machine. */
export function postgresCpu(): number {
  let seconds = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.includes(' (postgres) ')) seconds += secondsOf(stat, true);
    } catch {
      // The process ended between listing and reading.
    }
  }
  return seconds;
}

/** CPU seconds so far of this process (the load generator). */
export function ownCpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
