/**
 * The flash-sale bench's shoppers (src/bench/seckill.ts): a process of their own that takes one
 * load plan from its parent, sends its attempts and answers the run.
 */
import { runAttempts, type LoadPlan } from './seckill-load';

process.once('message', (plan) => {
  void runAttempts(plan as LoadPlan).then((run) => process.send!(run, () => process.disconnect()));
});
