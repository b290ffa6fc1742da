export const DEMO_USER = { account: '13800138000', password: 'mall1234' };

/**
 * Logs a seeded demo user in through the API and returns the token. A 503 (a stack just started on
 * a busy machine sheds while it warms up) is tried again after its Retry-After, as a browser user would.
 */
export async function loginToken(baseUrl: string, user = DEMO_USER): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Form-type': 'pc' },
      body: JSON.stringify({ ...user, area_id: 19 }),
    });
    const body = (await res.json()) as { status: number; message: string; data: { token: string } };
    if (res.status === 503 && attempt < 5) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000));
      continue;
    }
    if (body.status !== 200) throw new Error(`login failed: ${body.message}`);
    return body.data.token;
  }
}
