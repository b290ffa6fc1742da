export * from './money';
export * from './theme';
export * from './price';
export * from './error-box';
export * from './page-frame';
export * from './avatar';
export * from './toast';
export * from './modal';
