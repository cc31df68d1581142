import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
import './styles/slots.css';
import './styles/crash.css';
import './styles/fair.css';
import './styles/content.css';

/**
 * Start-up order of spec §4: the content bootstrap (`cms/grouped`: texts, site options, banners…; the stored copy when
 * the call fails) and the browser fingerprint (computed once, at most 5000 ms) load first, side by side; then the
 * session is taken back from storage and the app renders, and everything else loads in parallel from there: the
 * layout polls the balance and fetches the notifications (features/wallet, features/notifications), the home page
 * its games and jackpots, the live hub joins later. Until then index.html shows 'Loading...'.
 */
async function start(): Promise<void> {
  initI18n();
  await Promise.all([startBootstrap(), ensureFingerprint()]);
  restoreSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
