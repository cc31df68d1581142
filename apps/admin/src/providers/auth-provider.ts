import type { AuthProvider } from '@refinedev/core';
import { OpsPath, type OpsMe, type OpsSession } from '@kasa/contract/ops';
import { ApiError, get, post, token } from '../lib/api';

// Refine's auth provider over the two-step operator sign-in (docs/decisions/0500): the login page sends the password
// itself (ops/auth/login → a challenge) and hands the challenge and the TOTP code to `login`, which opens the session.
// The token lives in sessionStorage; "who am I" (with the roles' permissions) is asked once per page load.

let me: OpsMe | null = null;
let meLoading: Promise<OpsMe | null> | null = null;

/** The signed-in operator, asked from the server once and kept until sign-out. */
export async function currentOperator(): Promise<OpsMe | null> {
  if (me) return me;
  if (!token.get()) return null;
  meLoading ??= get<OpsMe>(OpsPath.me)
    .then((answer) => {
      me = answer;
      return answer;
    })
    .catch(() => null)
    .finally(() => {
      meLoading = null;
    });
  return meLoading;
}

function forget(): void {
  token.clear();
  me = null;
}

export const authProvider: AuthProvider = {
  async login(params: { challenge: string; code: string }) {
    try {
      const { data } = await post<OpsSession>(OpsPath.totp, {
        challenge: params.challenge,
        code: params.code,
      });
      token.set(data.token);
      me = null;
      await currentOperator();
      return { success: true, redirectTo: '/' };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { success: false, error: { name: 'login', message } };
    }
  },

  async logout() {
    if (token.get()) await post(OpsPath.logout).catch(() => undefined);
    forget();
    return { success: true, redirectTo: '/login' };
  },

  async check() {
    const operator = await currentOperator();
    if (operator) return { authenticated: true };
    forget();
    return { authenticated: false, redirectTo: '/login', logout: true };
  },

  async onError(error: unknown) {
    if (error instanceof ApiError && error.statusCode === 401) {
      forget();
      return { logout: true, redirectTo: '/login' };
    }
    return {};
  },

  async getIdentity() {
    return currentOperator();
  },

  async getPermissions() {
    return (await currentOperator())?.can ?? [];
  },
};
