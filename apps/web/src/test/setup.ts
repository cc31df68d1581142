import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { dialogStore } from '../lib/dialogs';
import { i18n, initI18n } from '../lib/i18n';
import { sessionStore } from '../lib/session';
import { toastStore } from '../lib/toast';

beforeEach(async () => {
  window.localStorage.clear();
  window.localStorage.setItem('lang', 'en');
  initI18n('en');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  dialogStore.set([]);
  sessionStore.set(null);
  toastStore.set([]);
  document.getElementById('root')?.removeAttribute('inert');
});
