/** The shopper's address book, one code for checkout and the user centre. */
export * from './address-book';
export * from './address-form';
export * from './address-rules';
export type { RegionChain } from './region-chain';
export * from './region-picker';
export * from './use-address-api';
