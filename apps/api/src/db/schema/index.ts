export * from './catalog';
export * from './meta';
export * from './site';
export * from './auth';
export * from './cart';
export * from './address';
