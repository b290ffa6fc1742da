export * from './client';
export * from './site';
export * from './catalog';
export * from './checkout';
export * from './after-sales';
export * from './intention';
export * from './coupon';
export * from './news';
