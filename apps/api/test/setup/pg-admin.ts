import pg from 'pg';

/** Runs one statement on its own connection (CREATE/DROP DATABASE cannot share a pool). */
export async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The same server URL, pointing at another database. */
export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
