import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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
 * Start-up order of spec §4: the fingerprint first (computed once, at most 5000 ms; every call carries it),
 * then the session taken back from storage. The layout then polls the balance and fetches the notifications for
 * it (features/wallet, features/notifications); the live hub joins them later. Until then index.html shows
 * 'Loading...'.
 */
async function start(): Promise<void> {
  initI18n();
  await ensureFingerprint();
  restoreSession();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
