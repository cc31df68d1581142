import { translate } from '@kasa/contract/messages';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { io, lastSocket, sockets } from '../test/fake-socket';
import { mockApi, ok, renderWithApp, signIn } from '../test/render';
import { startHub, useHubConnection } from './hub';
import { hubStateStore, onHubMessage } from './hub-state';
import { clearSession, getSession } from './session';
import { toastStore } from './toast';

function HubHost() {
  useHubConnection();
  return null;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('hub connection lifecycle (spec §4: starts at login and on a restored session)', () => {
  it('does not connect without a session, connects with the token and fingerprint once logged in, closes at logout', () => {
    window.localStorage.setItem('fingerprint', 'fp-xyz');
    render(<HubHost />);
    expect(io).not.toHaveBeenCalled();
    expect(hubStateStore.get()).toBe('disconnected');

    act(() => signIn());
    expect(io).toHaveBeenCalledTimes(1);
    const socket = lastSocket();
    expect(socket.options).toMatchObject({
      path: '/hub',
      transports: ['websocket'],
      reconnection: false,
      auth: { token: 'token-abc' },
      query: { fingerprint: 'fp-xyz', locale: 'en' },
    });
    expect(hubStateStore.get()).toBe('connecting');
    act(() => socket.fire('connect'));
    expect(hubStateStore.get()).toBe('connected');

    act(() => clearSession());
    expect(socket.isDisconnected).toBe(true);
    expect(hubStateStore.get()).toBe('disconnected');
    expect(io).toHaveBeenCalledTimes(1);
  });

  it('shows the state on the bell dot through hub-status', async () => {
    const { NotificationBell } = await import('../components/layout/header');
    signIn();
    mockApi(() => ok([]));
    renderWithApp(
      <>
        <HubHost />
        <NotificationBell />
      </>,
    );
    expect(screen.getByTestId('hub-status').dataset.state).toBe('connecting');
    act(() => lastSocket().fire('connect'));
    expect(screen.getByTestId('hub-status').dataset.state).toBe('connected');
    act(() => lastSocket().fire('disconnect', 'transport close'));
    expect(screen.getByTestId('hub-status').dataset.state).toBe('reconnecting');
  });
});

describe('reconnect schedule (spec §4/§9: 0, 2, 10, 30 s, then give up)', () => {
  it('retries after a drop at 0, 2000, 10000 and 30000 ms, then stays disconnected', () => {
    vi.useFakeTimers();
    signIn();
    startHub('token-abc');
    lastSocket().fire('connect');
    lastSocket().fire('disconnect', 'transport close');
    expect(hubStateStore.get()).toBe('reconnecting');

    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(2);
    for (const delay of [2000, 10000, 30000]) {
      lastSocket().fire('connect_error', new Error('websocket error'));
      expect(hubStateStore.get()).toBe('reconnecting');
      const before = sockets.length;
      vi.advanceTimersByTime(delay - 1);
      expect(sockets).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(sockets).toHaveLength(before + 1);
    }
    lastSocket().fire('connect_error', new Error('websocket error'));
    expect(hubStateStore.get()).toBe('disconnected');
    vi.advanceTimersByTime(10 * 60_000);
    expect(sockets).toHaveLength(5);
  });

  it('starts the schedule over after a successful reconnect, and a ping timeout counts as a drop', () => {
    vi.useFakeTimers();
    signIn();
    startHub('token-abc');
    lastSocket().fire('connect');
    lastSocket().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(0);
    lastSocket().fire('connect_error', new Error('down'));
    vi.advanceTimersByTime(2000);
    lastSocket().fire('connect');
    expect(hubStateStore.get()).toBe('connected');

    lastSocket().fire('disconnect', 'ping timeout');
    expect(hubStateStore.get()).toBe('reconnecting');
    const before = sockets.length;
    vi.advanceTimersByTime(0);
    expect(sockets).toHaveLength(before + 1);
  });
});

describe('hub commands (spec §7)', () => {
  it("'disconnect' ends the session like a 401 and stops without retrying", () => {
    vi.useFakeTimers();
    signIn();
    startHub('token-abc');
    const socket = lastSocket();
    socket.fire('connect');
    socket.fire('NotifyMessage', { command: 'disconnect', message: 'password-changed' });
    expect(getSession()).toBeNull();
    expect(socket.isDisconnected).toBe(true);
    expect(hubStateStore.get()).toBe('disconnected');
    expect(toastStore.get().map((t) => t.kind)).toEqual(['info']);
    socket.fire('disconnect', 'io server disconnect');
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it("'error' shows the message as an error toast; an authorisation error also ends the session", () => {
    signIn();
    startHub('token-abc');
    lastSocket().fire('connect');
    lastSocket().fire('NotifyMessage', { command: 'error', message: 'Something went wrong' });
    expect(toastStore.get()).toMatchObject([{ kind: 'error', message: 'Something went wrong' }]);
    expect(getSession()).not.toBeNull();

    lastSocket().fire('NotifyMessage', { command: 'error', message: translate('en', 'e.unauthorized') });
    expect(getSession()).toBeNull();
  });

  it('a handshake refused as unauthorised ends the session instead of retrying', () => {
    vi.useFakeTimers();
    signIn();
    startHub('token-abc');
    const refusal = Object.assign(new Error('x'), {
      data: { command: 'error', message: translate('tr', 'e.unauthorized') },
    });
    lastSocket().fire('connect_error', refusal);
    expect(getSession()).toBeNull();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('passes Notification and reconnected to the features and ignores malformed messages', () => {
    signIn();
    const seen: string[] = [];
    const stop = onHubMessage((message) => seen.push(message.command));
    startHub('token-abc');
    lastSocket().fire('NotifyMessage', { command: 'Notification', message: { id: 1 } });
    lastSocket().fire('NotifyMessage', { command: 'reconnected', message: null });
    lastSocket().fire('NotifyMessage', { nonsense: true });
    stop();
    expect(seen).toEqual(['Notification', 'reconnected']);
  });

  it('after a drop, the client tells the features reconnected itself once it is back (a killed node never says it), and only once', () => {
    vi.useFakeTimers();
    signIn();
    const seen: string[] = [];
    const stop = onHubMessage((message) => seen.push(message.command));
    startHub('token-abc');
    lastSocket().fire('connect');
    expect(seen).toEqual([]);
    lastSocket().fire('disconnect', 'transport close');
    vi.advanceTimersByTime(0);
    lastSocket().fire('connect');
    expect(seen).toEqual(['reconnected']);
    // The node that took the socket back also saw the drop and says so: already caught up, not passed on again.
    lastSocket().fire('NotifyMessage', { command: 'reconnected', message: null });
    lastSocket().fire('NotifyMessage', { command: 'Notification', message: { id: 2 } });
    stop();
    expect(seen).toEqual(['reconnected', 'Notification']);
  });
});
