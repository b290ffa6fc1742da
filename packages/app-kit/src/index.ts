export * from './captcha';
export * from './context';
export * from './emotion';
export * from './lifecycles';
export * from './use-api-data';
export * from './router-window';
export * from './link';
