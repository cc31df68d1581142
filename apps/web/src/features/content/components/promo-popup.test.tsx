import type { Popup } from '@kasa/contract/content';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapStore } from '../../../lib/bootstrap';
import { bootstrapFixture } from '../../../lib/bootstrap.fixture';
import { openDialog } from '../../../lib/dialogs';
import { renderWithApp } from '../../../test/render';
import { POPUP_SEEN_KEY, popupStore } from '../hooks/use-popup';
import { PromoPopup } from './promo-popup';

const popup = (hash: string): Popup => ({
  id: 1,
  hash,
  title: 'First deposit bonus',
  images: [
    { url: '/media/popup/p-default.svg' },
    { url: '/media/popup/p-1200.svg' },
    { url: '/media/popup/p-992.svg' },
  ],
  link: { url: '/promotions', target: '_self' },
});

afterEach(() => {
  bootstrapStore.set(null);
  popupStore.set(null);
});

describe('promotional popup (spec §2)', () => {
  it('shows a linked responsive image: default, ≥1200 px and ≥992 px', () => {
    bootstrapStore.set(bootstrapFixture({ popup: popup('h1') }));
    renderWithApp(<PromoPopup />);
    const card = screen.getByTestId('promo-popup');
    const sources = [...card.querySelectorAll('source')].map((s) => [s.media, s.srcset]);
    expect(sources).toEqual([
      ['(min-width: 1200px)', '/media/popup/p-1200.svg'],
      ['(min-width: 992px)', '/media/popup/p-992.svg'],
    ]);
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/popup/p-default.svg');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/promotions');
  });

  it('is shown once per content: not again after closing, again when the content changes', () => {
    bootstrapStore.set(bootstrapFixture({ popup: popup('h1') }));
    const first = renderWithApp(<PromoPopup />);
    expect(window.localStorage.getItem(POPUP_SEEN_KEY)).toBe('h1');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('promo-popup')).toBeNull();
    first.unmount();

    // A new page load with the same content: nothing.
    renderWithApp(<PromoPopup />).unmount();
    expect(screen.queryByTestId('promo-popup')).toBeNull();

    // The operator changed the popup: its hash changed, it shows once more.
    act(() => bootstrapStore.set(bootstrapFixture({ popup: popup('h2') })));
    renderWithApp(<PromoPopup />);
    expect(screen.getByTestId('promo-popup')).toBeTruthy();
    expect(window.localStorage.getItem(POPUP_SEEN_KEY)).toBe('h2');
  });

  it('waits while another dialog is open and gives way when one opens', () => {
    openDialog('login');
    bootstrapStore.set(bootstrapFixture({ popup: popup('h3') }));
    renderWithApp(<PromoPopup />);
    expect(screen.queryByTestId('promo-popup')).toBeNull();
    expect(window.localStorage.getItem(POPUP_SEEN_KEY)).toBeNull();
  });

  it('closes for good when another dialog opens over it', () => {
    bootstrapStore.set(bootstrapFixture({ popup: popup('h4') }));
    renderWithApp(<PromoPopup />);
    expect(screen.getByTestId('promo-popup')).toBeTruthy();
    act(() => openDialog('register'));
    expect(screen.queryByTestId('promo-popup')).toBeNull();
  });

  it('shows nothing when there is no active popup', () => {
    bootstrapStore.set(bootstrapFixture({ popup: null }));
    renderWithApp(<PromoPopup />);
    expect(screen.queryByTestId('promo-popup')).toBeNull();
  });
});
