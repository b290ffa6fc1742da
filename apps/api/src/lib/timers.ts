/**
 * The timers of this process (config.ts): buildApp sets those it was given; until then (CLIs,
 * tests calling services directly) they come from the environment once. Deadlines shown with an
 * order and the jobs that act on them read the same values.
 */
import { loadTimers, type Timers } from '../config';

let current: Timers | undefined;

export const timers = (): Timers => (current ??= loadTimers());

export function setTimers(value: Timers): void {
  current = value;
}
