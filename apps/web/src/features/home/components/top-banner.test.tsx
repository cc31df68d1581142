import { STORAGE_KEYS } from '@kasa/contract/constants';
import { act, fireEvent, screen } from '@testing-library/react';
import { Link, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootstrapStore } from '../../../lib/bootstrap';
import { bootstrapFixture } from '../../../lib/bootstrap.fixture';
import { renderRoutes } from '../../../test/render';
import { TopBanner } from './top-banner';

const withBanner = (status = true) =>
  bootstrapFixture({
    siteOption: [{ key: 'top-banner', value: '1', status }],
    domainStatus: { current: 'kasa.bet', next: 'kasa2.bet' },
  });

// The banner lives on the home route: '/' renders it, '/promotions' does not (as in the app's router).
const routes = [
  {
    element: (
      <>
        <Link to="/">home</Link>
        <Link to="/promotions">elsewhere</Link>
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: <TopBanner /> },
      { path: 'promotions', element: <p>promotions</p> },
    ],
  },
];

describe('top banner (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    bootstrapStore.set(null);
  });

  it('shows the current and next domain on / when the option is active', () => {
    bootstrapStore.set(withBanner());
    renderRoutes(routes, '/');
    expect(screen.getByTestId('top-banner-current').textContent).toBe('kasa.bet');
    expect(screen.getByTestId('top-banner-next').textContent).toBe('kasa2.bet');
  });

  it('stays away while the option is inactive', () => {
    bootstrapStore.set(withBanner(false));
    renderRoutes(routes, '/');
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('hides 500 ms after the close icon, remembers topNotifyRead = yes, and stays hidden on the next visit', () => {
    bootstrapStore.set(withBanner());
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(screen.getByTestId('top-banner-close'));
    expect(window.localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBe('yes');
    expect(screen.getByTestId('top-banner').dataset.state).toBe('closing');
    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByTestId('top-banner')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('top-banner')).toBeNull();

    act(() => void router.navigate('/promotions'));
    act(() => void router.navigate('/'));
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('goes when the visitor navigates elsewhere and is checked again on the way back to /', () => {
    bootstrapStore.set(withBanner());
    const { router } = renderRoutes(routes, '/');
    expect(screen.getByTestId('top-banner')).toBeTruthy();
    act(() => void router.navigate('/promotions'));
    expect(screen.queryByTestId('top-banner')).toBeNull();
    act(() => void router.navigate('/'));
    expect(screen.getByTestId('top-banner').dataset.state).toBe('visible');
    expect(window.localStorage.getItem(STORAGE_KEYS.topNotifyRead)).toBeNull();
  });
});
