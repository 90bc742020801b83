import { randomBytes } from 'node:crypto';

export type ApiAnswer<T = any> = { status: number; body: T; headers: Headers };

/** A signed-in (or anonymous) caller of a test server, speaking plain HTTP. */
export class TestClient {
  constructor(
    readonly baseUrl: string,
    public token?: string,
    public user?: { id: string; email: string; firstName: string; lastName: string; profileAlias: string },
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiAnswer<T>> {
    // Node's fetch sends Sec-Fetch-* headers, so better-auth treats it as a browser and checks
    // Origin outside test mode; a same-origin browser sends this one.
    const init: RequestInit = { method, headers: { origin: this.baseUrl, ...headers } };
    if (this.token) (init.headers as Record<string, string>).authorization = `Bearer ${this.token}`;
    if (body !== undefined) {
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await fetch(this.baseUrl + path, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the raw text is the body.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body ?? {}, headers);
  }
  patch<T = any>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }
  delete<T = any>(path: string, body?: unknown) {
    return this.request<T>('DELETE', path, body);
  }
}

export const TEST_PASSWORD = 'Passw0rd!x';

export type NewUser = { email?: string; password?: string; firstName?: string; lastName?: string };

/** Factory: signs a new user up through the real API and returns their client. */
export async function signUp(baseUrl: string, overrides: NewUser = {}): Promise<TestClient> {
  const suffix = randomBytes(4).toString('hex');
  const firstName = overrides.firstName ?? 'Test';
  const lastName = overrides.lastName ?? `User${suffix}`;
  const email = overrides.email ?? `user-${suffix}@example.test`;
  const client = new TestClient(baseUrl);
  const res = await client.post('/api/auth/sign-up/email', {
    email,
    password: overrides.password ?? TEST_PASSWORD,
    name: `${firstName} ${lastName}`,
    firstName,
    lastName,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  client.token = res.headers.get('set-auth-token') ?? undefined;
  client.user = res.body.user;
  return client;
}

/**
 * A browser's session cookie for a signed-in client, as a sign-in sets it (the same signed
 * token the client sends as its bearer): for the pages and calls a browser makes with it.
 */
export function sessionCookie(client: TestClient): string {
  if (!client.token) throw new Error('sessionCookie: the client is not signed in');
  return `rapport.session_token=${encodeURIComponent(client.token)}`;
}

export function anonymous(baseUrl: string): TestClient {
  return new TestClient(baseUrl);
}
