// No imports: the journeys (e2e/) and the README's development section use it too.

/**
 * The demo operator named in the README's development section, with every role, so a newcomer can sign in to the
 * operator calls: the TOTP secret is published, so it is seeded only outside production (server.ts, app.ts).
 */
export const DEMO_OPERATOR = {
  username: 'demo-operator',
  password: 'Demo-operator-2026',
  totpSecret: 'KASADEMOOPERATORTOTPSECRET234567',
  roles: ['admin'],
} as const;
