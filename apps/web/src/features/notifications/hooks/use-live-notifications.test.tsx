import type { Notification } from '@kasa/contract/notification';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../components/layout/header';
import { useHubConnection } from '../../../lib/hub';
import { lastSocket } from '../../../test/fake-socket';
import { mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { NotificationCenter } from '../components/notification-center';
import { useLiveNotifications } from './use-live-notifications';
import { useUnreadSync } from './use-unread-sync';

const note = (id: number, isRead = false): Notification => ({
  id,
  title: `Deposit confirmed #${id}`,
  note: `₺500,00 was added to your balance (#${id}).`,
  type: 1,
  timeStamp: '2026-03-14T09:05:00Z',
  isRead,
});

function LiveBell() {
  useHubConnection();
  useUnreadSync();
  useLiveNotifications();
  return (
    <NotificationBell>
      <NotificationCenter />
    </NotificationBell>
  );
}

describe('live notifications (spec §4: the Notification command adds the message to the list)', () => {
  it('puts a pushed notification on top and bumps the badge without a refetch', async () => {
    signIn();
    const { calls } = mockApi(() => ok([note(1), note(2, true)]));
    const user = userEvent.setup();
    renderWithApp(<LiveBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    act(() => lastSocket().fire('connect'));
    const fetches = calls.length;

    act(() => lastSocket().fire('NotifyMessage', { command: 'Notification', message: note(9) }));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('2'));
    expect(calls.length).toBe(fetches);

    await user.click(screen.getByTestId('notification-bell'));
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((item) => item.dataset.id)).toEqual(['9', '1', '2']);
    expect(screen.getByText('Live')).toBeTruthy();
  });

  it("fetches the list again on 'reconnected', which may have missed events", async () => {
    signIn();
    let list = [note(1)];
    const { calls } = mockApi(() => ok(list));
    renderWithApp(<LiveBell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('1');
    list = [note(3), note(2), note(1)];
    act(() => lastSocket().fire('connect'));
    act(() => lastSocket().fire('NotifyMessage', { command: 'reconnected', message: null }));
    await waitFor(() => expect(screen.getByTestId('notification-badge').textContent).toBe('3'));
    expect(calls.filter((call) => call.url.endsWith('customer/notification'))).toHaveLength(2);
  });
});
