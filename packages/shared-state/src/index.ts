export * from './state';
export * from './events';
export * from './navigation';
export * from './contract';
export * from './routes';
export * from './session';
export * from './spread';
