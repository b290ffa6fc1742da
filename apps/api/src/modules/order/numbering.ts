import { sql, type SQL } from 'drizzle-orm';
import { SHANGHAI_OFFSET_MS } from '../../lib/shanghai-day';

/** Coprime to 10^6: consecutive numbers land far apart, so a number does not tell how many orders came before. */
const SCATTER = 738_127;

/**
 * Order, refund and presell numbers, made by the database in the statement that stores them: a
 * letter + China time to the second (the time the pages show) + 6 digits from a sequence,
 * scattered. Random digits collided about once in a few thousand orders at flash-sale rates; these
 * repeat only after a million numbers.
 */
export const newSn = (prefix: string): SQL<string> =>
  sql<string>`${prefix} || to_char(now() at time zone 'UTC' + make_interval(secs => ${SHANGHAI_OFFSET_MS / 1000}), 'YYYYMMDDHH24MISS') || lpad(((nextval('sn_seq') * ${SCATTER}) % 1000000)::text, 6, '0')`;
