/**
 * Sign-in rewards rise with the streak: `sign_rewards` in system_config lists the points of
 * day 1, 2, ... of a streak; every day past the list earns its last entry.
 */
export const DEFAULT_SIGN_REWARDS = [5, 5, 10, 10, 15, 15, 30];

export function rewardFor(rewards: number[], streak: number): number {
  return rewards[Math.min(streak, rewards.length) - 1] ?? 0;
}

/** The configured list when it is a non-empty list of whole points, else the default. */
export function parseRewards(value: unknown): number[] {
  const ok =
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= 31 &&
    value.every((v) => Number.isInteger(v) && v >= 0 && v <= 100_000);
  return ok ? (value as number[]) : DEFAULT_SIGN_REWARDS;
}
