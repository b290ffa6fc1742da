import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}

const journal = JSON.parse(
  fs.readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
) as Journal;

describe('migration journal', () => {
  // drizzle's migrator runs only the migrations stamped later than the last one a database ran:
  // a migration stamped earlier than its predecessor is skipped on every database that has that one
  it('stamps each migration later than the one before it', () => {
    const late = journal.entries.filter((e, i) => i > 0 && e.when <= journal.entries[i - 1].when).map((e) => e.tag);
    expect(late).toEqual([]);
  });

  it('numbers the migrations in order, each with its SQL file', () => {
    journal.entries.forEach((e, i) => {
      expect(e.idx).toBe(i);
      expect(fs.existsSync(new URL(`../../drizzle/${e.tag}.sql`, import.meta.url)), e.tag).toBe(true);
    });
  });
});
