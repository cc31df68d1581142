import { describe, expect, it } from 'vitest';
import { closeAllDialogs, closeDialog, dialogStore, openDialog } from './dialogs';

describe('dialog manager', () => {
  it('keeps one dialog of a kind when the same kind is opened twice', () => {
    openDialog('login');
    openDialog('login');
    expect(dialogStore.get().map((d) => d.kind)).toEqual(['login']);
  });

  it('closes the others when a dialog is opened', () => {
    openDialog('login');
    openDialog('register', { tab: 'fast' });
    expect(dialogStore.get()).toEqual([{ kind: 'register', options: { tab: 'fast' } }]);
    openDialog('recovery');
    expect(dialogStore.get().map((d) => d.kind)).toEqual(['recovery']);
  });

  it('closes by kind and all at once', () => {
    openDialog('change-password');
    closeDialog('login');
    expect(dialogStore.get()).toHaveLength(1);
    closeDialog('change-password');
    expect(dialogStore.get()).toHaveLength(0);
    openDialog('sms-verify');
    closeAllDialogs();
    expect(dialogStore.get()).toHaveLength(0);
  });
});
