import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { holdCallsUntil } from './lib/api-client';
import { startBootstrap } from './lib/bootstrap';
import { ensureFingerprint } from './lib/fingerprint';
import { initI18n } from './lib/i18n';
import { restoreSession } from './lib/session';
import './styles/base.css';
import './styles/layout.css';
import './styles/dialogs.css';
import './styles/pages.css';
import './styles/payments.css';
import './styles/casino.css';
// slots.css, crash.css and fair.css load with the in-house game clients (features/originals), never on site pages.
import './styles/content.css';

/**
 * Start-up order of spec §4: the content bootstrap (`cms/grouped`: texts, site options, banners…; the stored copy when
 * the call fails) and the browser fingerprint (computed once, at most 5000 ms) load first, side by side; the session
 * is taken back from storage and the app renders once the bootstrap is there; every other call waits for the
 * fingerprint as well, and then everything else loads in parallel: the layout polls the balance and fetches the
 * notifications (features/wallet, features/notifications), the home page its jackpots and promotions, the live hub
 * joins later. Until the first render index.html shows 'Loading...'.
 *
 * The router starts meanwhile: a deep link's page code (routes load on demand, docs/decisions/0130) arrives while the
 * bootstrap does, and the first render shows the page itself rather than an empty frame.
 */
async function start(): Promise<void> {
  const texts = initI18n();
  const router = createAppRouter();
  const isRouterReady = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  // Every call other than the bootstrap waits for the fingerprint (lib/api-client), which keeps the order of spec §4.
  // The page does not need it to render, so its library (≈ 13 KB) is fetched right after the first render instead of
  // competing with the first page's scripts on a slow line (docs/decisions/0130).
  let fingerprintNow: () => void = () => {};
  holdCallsUntil(
    new Promise<unknown>((resolve) => {
      let started = false;
      fingerprintNow = () => {
        if (started) return;
        started = true;
        resolve(ensureFingerprint());
      };
    }),
  );
  // The stored session is checked meanwhile (its schema loads only when one is stored); nothing is fetched for it
  // before the first render.
  await Promise.all([texts, startBootstrap(), isRouterReady, restoreSession()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} onFirstRender={() => setTimeout(fingerprintNow, 0)} />
    </StrictMode>,
  );
}

void start();
