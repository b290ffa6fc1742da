/**
 * Figures other parts of the API keep themselves (cache hits, job runs, flash-sale gate
 * decisions), read when /metrics is scraped. A source answers `{<name>: {<figure>: value}}`,
 * e.g. the read cache's `{home: {hits: 10, misses: 2}}`; each figure becomes the gauge
 * `mall_<source>_<figure>{name="<name>"}`. Values that only grow (hits) are exported as they
 * are: Prometheus's rate() reads them like counters.
 */
export type MetricSourceReading = Record<string, Record<string, number>>;
export type MetricSource = () => MetricSourceReading | Promise<MetricSourceReading>;

const sources = new Map<string, MetricSource>();

/**
 * Registers (or replaces) the source `name` (letters, digits, '_'), for every API app of this
 * process. Figures may be any object type whose fields are numbers (interfaces included).
 */
export function registerMetricSource<F extends Record<keyof F, number>>(
  name: string,
  collect: () => Record<string, F> | Promise<Record<string, F>>,
): void {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`metric source name must be snake_case: ${name}`);
  sources.set(name, collect as MetricSource);
}

export function metricSources(): ReadonlyMap<string, MetricSource> {
  return sources;
}
