import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, toast, toastStore } from './toast';

function phoneScreen(isPhone: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: isPhone && query.includes('max-width'), media: query })),
  );
}

afterEach(() => {
  dismissAllToasts();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('toasts (spec §9, issue 11 §6)', () => {
  it('stack up to five on a page', () => {
    phoneScreen(false);
    for (let i = 0; i < 7; i++) toast.info(`n${i}`);
    expect(toastStore.get().map((t) => t.message)).toEqual(['n2', 'n3', 'n4', 'n5', 'n6']);
  });

  it('show only one over a full-screen dialog on a phone: the newest of the most important kind', () => {
    phoneScreen(true);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><h2>Tebrikler</h2></div>';
    toast.info('a');
    toast.info('b');
    expect(toastStore.get().map((t) => t.message)).toEqual(['b']);
    toast.warning('c');
    toast.info('d');
    expect(toastStore.get().map((t) => t.message)).toEqual(['c']);
  });

  it('over a phone dialog a later notice does not push away the success of the step', () => {
    phoneScreen(true);
    document.body.innerHTML = '<div role="dialog" aria-modal="true"></div>';
    toast.success('Your bet is placed.');
    toast.info('New notification');
    expect(toastStore.get().map((t) => t.message)).toEqual(['Your bet is placed.']);
  });

  it('a success clears the error toasts of the step it completes', () => {
    phoneScreen(false);
    toast.error('code wrong');
    toast.info('code sent');
    toast.success('verified');
    expect(toastStore.get().map((t) => [t.kind, t.message])).toEqual([
      ['info', 'code sent'],
      ['success', 'verified'],
    ]);
  });
});
