import { expect, it } from 'vitest';
import { BusyError } from './busy';
import { createRenderQueue } from './render-queue';

it('runs at most `concurrency` renders at once and sheds one that waited past its budget', async () => {
  const queue = createRenderQueue({ concurrency: 2, maxWaitMs: 50, maxWaiting: 1 });
  let running = 0;
  let most = 0;
  const finish: Array<() => void> = [];
  const render = () =>
    queue.run(async () => {
      most = Math.max(most, ++running);
      await new Promise<void>((resolve) => finish.push(resolve));
      running--;
      return 'page';
    });

  const first = [render(), render()];
  const third = render();
  // the line holds one: a fourth is shed at once
  await expect(render()).rejects.toBeInstanceOf(BusyError);
  await expect.poll(() => finish.length).toBe(2);
  // the third waits longer than 50 ms for a slot: shed
  await expect(third).rejects.toBeInstanceOf(BusyError);
  expect(queue.stats()).toEqual({ running: 2, waiting: 0, shed: 2 });

  const fifth = render();
  finish.shift()!();
  await expect.poll(() => finish.length).toBe(2);
  finish.splice(0).forEach((f) => f());
  expect(await Promise.all([...first, fifth])).toEqual(['page', 'page', 'page']);
  expect(most).toBe(2);
  expect(queue.stats()).toEqual({ running: 0, waiting: 0, shed: 2 });
});
