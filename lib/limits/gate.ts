export interface GateOptions {
  /** How many tasks may run at once. */
  concurrency: number;
  /** How many tasks may wait for a slot, all users together; one more is refused at once. */
  maxQueue: number;
  /** How long a task may wait for a slot before it is refused. */
  maxWaitMs: number;
  /** How many slots one user's tasks may hold at once; unset, every slot but one (at least one). */
  userSlots?: number;
  /** How many of one user's tasks may wait; one more is refused at once. Unset, half the queue, rounded up. */
  userQueue?: number;
}

/**
 * Why the gate refused a task: every slot it may have busy and the queue full (`queue_full`) or
 * its user's share of the queue full (`user_queue_full`), the wait timed out, or its caller left.
 */
export class GateRejection extends Error {
  constructor(readonly reason: 'queue_full' | 'user_queue_full' | 'wait_timeout' | 'aborted') {
    super(`gate refused the task: ${reason}`);
    this.name = 'GateRejection';
  }
}

/** Whose a task is, and the signal that says its caller left. */
export interface GateJob {
  user: string;
  signal?: AbortSignal;
}

interface Waiter {
  /** Called with the slot taken for it. */
  start(): void;
  leave(reason: GateRejection['reason']): void;
}

/** One user's tasks: how many hold a slot, the ones waiting (first come first), and when one last started. */
interface UserLine {
  user: string;
  running: number;
  waiting: Waiter[];
  /** The gate's count of started tasks when this user's last one started; 0 when none has yet. */
  lastStarted: number;
}

/** The slots one user may hold by default: all but one, so another user finds one free at once. */
export const defaultUserSlots = (concurrency: number) => Math.max(1, concurrency - 1);
/** The places one user may wait in by default: half the queue, so others find room in it. */
export const defaultUserQueue = (maxQueue: number) => Math.ceil(maxQueue / 2);

/**
 * Bounded concurrency shared fairly between users. Each user's tasks wait in a line of their own
 * (first come, first served within it), and users take turns: a freed slot goes to a waiting user
 * who holds fewer than `userSlots`, the one holding fewest, and of those the one whose task last
 * started longest ago (then the one waiting longest). The wait queue is bounded as a whole and per
 * user, and only the wait is timed out: once a task holds a slot it keeps it until it settles, so
 * the gate never counts fewer tasks than are really running.
 */
export class Gate {
  private readonly lines = new Map<string, UserLine>();
  /** Lines with a task waiting, the longest waiting first (a Set keeps insertion order). */
  private readonly turns = new Set<UserLine>();
  private started = 0;
  private runningCount = 0;
  private waitingCount = 0;
  readonly userSlots: number;
  readonly userQueue: number;

  constructor(private readonly options: GateOptions) {
    this.userSlots = Math.min(options.userSlots ?? defaultUserSlots(options.concurrency), options.concurrency);
    this.userQueue = Math.min(options.userQueue ?? defaultUserQueue(options.maxQueue), options.maxQueue);
  }

  get running(): number {
    return this.runningCount;
  }

  get waiting(): number {
    return this.waitingCount;
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  /** What a task of this user would be refused with at once, or undefined when it would run or wait. */
  refusalAtOnce(user: string): 'queue_full' | 'user_queue_full' | undefined {
    const line = this.lines.get(user) ?? { user, running: 0, waiting: [], lastStarted: 0 };
    if (this.canStart(line)) return undefined;
    if (this.waitingCount >= this.options.maxQueue) return 'queue_full';
    if (line.waiting.length >= this.userQueue) return 'user_queue_full';
    return undefined;
  }

  async run<T>(task: () => Promise<T>, { user, signal }: GateJob): Promise<T> {
    if (signal?.aborted) throw new GateRejection('aborted');
    const refused = this.refusalAtOnce(user);
    if (refused) throw new GateRejection(refused);
    const line = this.lineOf(user);
    if (this.canStart(line)) this.take(line);
    else await this.wait(line, signal);
    try {
      return await task();
    } finally {
      this.release(line);
    }
  }

  /**
   * A slot is free and this user holds fewer than their share. While one is, no task of theirs
   * waits: every freed slot is handed out at once (see `dispatch`).
   */
  private canStart(line: UserLine): boolean {
    return this.runningCount < this.options.concurrency && line.running < this.userSlots;
  }

  private lineOf(user: string): UserLine {
    let line = this.lines.get(user);
    if (!line) {
      line = { user, running: 0, waiting: [], lastStarted: 0 };
      this.lines.set(user, line);
    }
    return line;
  }

  private take(line: UserLine): void {
    line.running += 1;
    this.runningCount += 1;
    line.lastStarted = ++this.started;
  }

  /** Waits in the user's line until `dispatch` hands it a slot, the wait times out or the caller leaves. */
  private wait(line: UserLine, signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => waiter.leave('wait_timeout'), this.options.maxWaitMs);
      const onCallerGone = () => waiter.leave('aborted');
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCallerGone);
      };
      const waiter: Waiter = {
        start: () => {
          settle();
          resolve();
        },
        leave: (reason) => {
          settle();
          line.waiting.splice(line.waiting.indexOf(waiter), 1);
          this.waitingCount -= 1;
          if (line.waiting.length === 0) this.turns.delete(line);
          this.forgetIfIdle(line);
          reject(new GateRejection(reason));
        },
      };
      signal?.addEventListener('abort', onCallerGone, { once: true });
      line.waiting.push(waiter);
      this.waitingCount += 1;
      this.turns.add(line);
    });
  }

  private release(line: UserLine): void {
    line.running -= 1;
    this.runningCount -= 1;
    this.forgetIfIdle(line);
    this.dispatch();
  }

  /** Hands every free slot to the user whose turn it is (see the class), their first waiting task. */
  private dispatch(): void {
    while (this.runningCount < this.options.concurrency) {
      const next = this.nextInTurn();
      if (!next) return;
      const waiter = next.waiting.shift()!;
      this.waitingCount -= 1;
      if (next.waiting.length === 0) this.turns.delete(next);
      this.take(next);
      waiter.start();
    }
  }

  private nextInTurn(): UserLine | undefined {
    let best: UserLine | undefined;
    for (const line of this.turns) {
      if (line.running >= this.userSlots) continue;
      const before =
        !best || line.running < best.running || (line.running === best.running && line.lastStarted < best.lastStarted);
      if (before) best = line;
    }
    return best;
  }

  private forgetIfIdle(line: UserLine): void {
    if (line.running === 0 && line.waiting.length === 0) this.lines.delete(line.user);
  }
}
