/**
 * Work that takes turns: at most `atOnce` running, at most `waiting` more waiting in the order they came,
 * and nothing past that (searches on one database, ADR 0024; page renders, ADR 0060). A CPU of two cores
 * and a pool of ten connections do no more by running more at once: past a few, each waits longer and
 * holds its connections longer, until requests are refused after the pool's wait.
 */
export function turns(atOnce: number, waiting: number) {
  let running = 0;
  const queue: Waiter[] = [];
  /** A turn ended: it goes to the first waiter still there, or is free. */
  const next = () => {
    const waiter = queue.shift();
    if (waiter) waiter.start();
    else running--;
  };
  return {
    /**
     * Runs `work` in its turn. Null without running it when `waiting` already wait, or when `signal` aborts
     * (the client went away) before its turn comes: a page nobody will read is not rendered.
     */
    async take<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T | null> {
      if (signal?.aborted) return null;
      if (running < atOnce) running++;
      else if (queue.length >= waiting) return null;
      else if (!(await turnOf(queue, signal))) return null; // handed a running turn, or gone
      try {
        return await work();
      } finally {
        next();
      }
    },
    /** How many run and how many wait now. */
    get counts() {
      return { running, waiting: queue.length };
    },
  };
}

export type Turns = ReturnType<typeof turns>;

interface Waiter {
  start(): void;
}

/** Waits in `queue` for a turn: true when handed one, false when `signal` aborts first (it leaves the queue). */
function turnOf(queue: Waiter[], signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const gone = () => {
      queue.splice(queue.indexOf(waiter), 1);
      resolve(false);
    };
    const waiter: Waiter = {
      start: () => {
        signal?.removeEventListener("abort", gone);
        resolve(true);
      },
    };
    signal?.addEventListener("abort", gone, { once: true });
    queue.push(waiter);
  });
}
