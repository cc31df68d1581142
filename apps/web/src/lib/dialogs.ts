import { createStore, useStore } from './create-store';

/** Every dialog kind of spec §2 built so far, with the options each accepts when opened. */
export type DialogOptions = {
  login: Record<string, never>;
  register: { tab?: RegisterTab };
  recovery: Record<string, never>;
  'change-password': Record<string, never>;
  'phone-verification': Record<string, never>;
  'sms-verify': Record<string, never>;
  /** The dynamic payment dialogs (spec §2): opened with the method's id, direction and title. */
  deposit: PaymentDialogOptions;
  withdraw: PaymentDialogOptions;
  /** The phone bottom sheet 'Deposit Money' listing the deposit methods. */
  'deposit-modal': Record<string, never>;
};
export type PaymentDialogOptions = { id: number; type: 1 | 2; title: string };
export type DialogKind = keyof DialogOptions;
export type RegisterTab = 'default' | 'fast';

export type OpenDialog = { [K in DialogKind]: { kind: K; options: DialogOptions[K] } }[DialogKind];

export const dialogStore = createStore<OpenDialog[]>([]);

// Focus goes back to whatever opened the first dialog once the last one closes (WAI-ARIA dialog pattern).
let returnFocusTo: HTMLElement | null = null;

/** Opens a dialog of `kind`; spec §2: only one of each kind at a time and opening one closes the others. */
export function openDialog<K extends DialogKind>(kind: K, options?: DialogOptions[K]): void {
  if (dialogStore.get().length === 0 && typeof document !== 'undefined') {
    const active = document.activeElement;
    returnFocusTo = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  const entry = { kind, options: options ?? {} } as OpenDialog;
  dialogStore.set([entry]);
}

export function closeDialog(kind: DialogKind): void {
  const remaining = dialogStore.get().filter((d) => d.kind !== kind);
  dialogStore.set(remaining);
  if (remaining.length === 0) restoreFocus();
}

export function closeAllDialogs(): void {
  if (dialogStore.get().length === 0) return;
  dialogStore.set([]);
  restoreFocus();
}

function restoreFocus(): void {
  const target = returnFocusTo;
  returnFocusTo = null;
  if (target?.isConnected) setTimeout(() => target.focus(), 0);
}

export function useOpenDialogs(): OpenDialog[] {
  return useStore(dialogStore);
}
