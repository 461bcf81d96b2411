import { readdirSync, readFileSync } from 'node:fs';

/** A process and all its descendants (next start may fork its server; OCR's detector runs in processes of its own). */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while we looked.
    }
  }
  const tree: number[] = [];
  const pending = [root];
  for (let pid = pending.pop(); pid !== undefined; pid = pending.pop()) {
    tree.push(pid);
    pending.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory of a process and all its descendants, in MB. */
export function treeRssMb(root: number): number {
  let kilobytes = 0;
  for (const pid of processTree(root)) {
    try {
      kilobytes += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // The process ended while we looked.
    }
  }
  return kilobytes / 1024;
}

/** Whether a process is still running (a zombie waiting to be reaped has ended). */
export function isRunning(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** A process's environment as `NAME=value` entries; empty when it has ended. */
export function environmentOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** CPU seconds (user and system) a process and all its living descendants have used so far. */
export function treeCpuSeconds(root: number): number {
  let ticks = 0;
  for (const pid of processTree(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime, the 14th and 15th fields of the line (the 12th and 13th after the name).
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended while we looked.
    }
  }
  return ticks / CLOCK_TICKS_PER_SECOND;
}

/** CPU seconds this process's children that have ended (and were waited for) used, as /proc reports them. */
export function endedChildrenCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // cutime and cstime, the 16th and 17th fields.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS_PER_SECOND;
}

/** Linux's USER_HZ, which /proc's times count in (100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100;
