/** Accounts as people make them in the server tests: registering, and the links the log shows outside production. */
import * as assert from 'uvu/assert';
import { call, logged, waitUntil, type TestServer } from './test-server.ts';

/** The `#key=` of a link the server logged. */
export function keyOfLink(link: string): string {
  return new URLSearchParams(new URL(link, 'http://x').hash.slice(1)).get('key') ?? '';
}

/** Registers `email` (more body fields in `body`) and resolves the account's id and its confirmation link. */
export async function registerNew(
  t: TestServer,
  email: string,
  body: Record<string, string> = {},
): Promise<{ id: number; key: string; link: string }> {
  const before = logged(t, 'email_confirmation_link').length;
  const answer = await call<{ id: number }>(t, 'auth/register', { json: { name: 'Nia', lastname: 'Okafor', email, ...body } });
  assert.is(answer.status, 200, String(answer.body.message));
  await waitUntil(() => logged(t, 'email_confirmation_link').length > before);
  const link = String(logged(t, 'email_confirmation_link').at(-1)?.link);
  return { id: answer.body.data?.id ?? 0, key: keyOfLink(link), link };
}

/** Asks for a reset mail for `email` and resolves the key of the link logged for it. */
export async function resetKey(t: TestServer, email: string): Promise<string> {
  const before = logged(t, 'password_reset_link').length;
  assert.is((await call(t, `auth/password/${encodeURIComponent(email)}`)).status, 200);
  await waitUntil(() => logged(t, 'password_reset_link').length > before);
  return keyOfLink(String(logged(t, 'password_reset_link').at(-1)?.link));
}

/** Registers `email` and follows its link as its holder would, choosing `password`; resolves the account's id. */
export async function createAccount(t: TestServer, email: string, password: string, body: Record<string, string> = {}): Promise<number> {
  const { id, key } = await registerNew(t, email, body);
  const confirmed = await call(t, `auth/confirm/${id}`, { json: { key, password } });
  assert.is(confirmed.status, 200, String(confirmed.body.message));
  return id;
}
