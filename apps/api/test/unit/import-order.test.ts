import { describe, expect, it } from 'vitest';

// presell/activity → presell/purchase used to import order/create, which imports the activity
// registry, which imports presell/activity: entered from presell/activity, the registry read
// `presellActivity` before it was initialised.
describe('module load order', () => {
  it('loads the presell activity before the order flow', async () => {
    const presell = await import('../../src/modules/presell/activity');
    const create = await import('../../src/modules/order/create');
    const { activityKind } = await import('../../src/modules/activity/registry');
    expect(typeof create.createOrder).toBe('function');
    expect(activityKind(presell.presellActivity.type)).toBe(presell.presellActivity);
  });
});
