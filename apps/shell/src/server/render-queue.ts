import { BusyError } from './busy';

export interface RenderQueue {
  /** Runs `task` when a slot is free; rejects with BusyError when none frees within the wait budget. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): { running: number; waiting: number; shed: number };
}

/**
 * At most `concurrency` renders at once; the others wait in line, at most `maxWaitMs` and at most
 * `maxWaiting` of them. Past that the server is over capacity and the request is shed (503)
 * instead of piling more calls onto a busy API until they time out.
 */
export function createRenderQueue(opts: { concurrency: number; maxWaitMs: number; maxWaiting: number }): RenderQueue {
  let running = 0;
  let shed = 0;
  const waiting: Array<() => void> = [];

  const release = () => {
    const next = waiting.shift();
    // the slot passes straight to the next in line
    if (next) next();
    else running--;
  };

  const slot = (): Promise<void> => {
    if (running < opts.concurrency) {
      running++;
      return Promise.resolve();
    }
    if (waiting.length >= opts.maxWaiting) {
      shed++;
      return Promise.reject(new BusyError());
    }
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        shed++;
        reject(new BusyError());
      }, opts.maxWaitMs);
      waiting.push(start);
    });
  };

  return {
    async run(task) {
      await slot();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ running, waiting: waiting.length, shed }),
  };
}
