export const DEMO_USER = { account: '13800138000', password: 'mall1234' };

/** Logs a seeded demo user in through the API and returns the token. */
export async function loginToken(baseUrl: string, user = DEMO_USER): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Form-type': 'pc' },
    body: JSON.stringify({ ...user, area_id: 19 }),
  });
  const body = (await res.json()) as { status: number; message: string; data: { token: string } };
  if (body.status !== 200) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}
