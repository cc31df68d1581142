import { CrashApiPath, type CrashPlayerState } from '@kasa/contract/crash';
import { GAME_SESSION_HEADER } from '@kasa/contract/providers';
import { baseUrl } from './browser.ts';
import { callApi } from './api.ts';

// Kasa Aviator behind what the browser shows: a game session from the casino's launch call, and the game state.

/** casino/originalslaunchurl {code: kasa-aviator} → the game session token from the answered address. */
export async function launchAviator(token: string): Promise<{ url: string; session: string }> {
  const { status, body } = await callApi<unknown>('POST', 'casino/originalslaunchurl', {
    token,
    body: { code: 'kasa-aviator', isMobile: false },
  });
  if (status !== 200 || !body.success)
    throw new Error(`originalslaunchurl failed: ${status} ${JSON.stringify(body)}`);
  const text = JSON.stringify(body.data);
  const match = /\/originals\/kasa-aviator\?session=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no session in the launch answer: ${text}`);
  return { url: `/originals/kasa-aviator?session=${match[1]}`, session: match[1] };
}

export async function crashStateOf(session: string): Promise<CrashPlayerState> {
  const response = await fetch(`${baseUrl()}/api/${CrashApiPath.state}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [GAME_SESSION_HEADER]: session, 'x-locale': 'tr' },
    body: '{}',
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { success: boolean; data: CrashPlayerState };
  if (!body.success) throw new Error(`crash state failed: ${response.status}`);
  return body.data;
}
