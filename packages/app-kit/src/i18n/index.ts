export * from './create-i18n';
export * from './i18n-provider';
export * from './catalogue-check';
