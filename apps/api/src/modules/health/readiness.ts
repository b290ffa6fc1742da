/**
 * Whether this process has finished starting: main.ts sets `started` once the migrations ran,
 * the seed is in and the release registry was read. Apps built without it (tests) start ready.
 */
export interface Readiness {
  started: boolean;
}
