import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dialogStore } from '../lib/dialogs';
import { stopHub } from '../lib/hub';
import { initI18n } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { toastStore } from '../lib/toast';
import { resetSockets } from './fake-socket';

// No test opens a real WebSocket: the hub's socket is a fake the test drives (test/fake-socket.ts).
vi.mock('socket.io-client', () => import('./fake-socket'));

beforeEach(async () => {
  window.localStorage.clear();
  window.localStorage.setItem('lang', 'en');
  await initI18n('en');
});

afterEach(() => {
  cleanup();
  stopHub();
  resetSockets();
  dialogStore.set([]);
  sessionStore.set(null);
  toastStore.set([]);
  document.getElementById('root')?.removeAttribute('inert');
});
