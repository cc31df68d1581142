import type { Notification } from '@kasa/contract/notification';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NotificationBell } from '../../../components/layout/header';
import { unreadCountStore } from '../../../lib/notifications';
import { fail, mockApi, ok, renderWithApp, signIn } from '../../../test/render';
import { useUnreadSync } from '../hooks/use-unread-sync';
import { NotificationCenter } from './notification-center';

const note = (id: number, isRead = false, type: Notification['type'] = 1): Notification => ({
  id,
  title: `Deposit confirmed #${id}`,
  note: `₺500,00 was added to your balance (#${id}).`,
  type,
  timeStamp: '2026-03-14T09:05:00Z',
  isRead,
});

function Bell() {
  useUnreadSync();
  return (
    <NotificationBell>
      <NotificationCenter />
    </NotificationBell>
  );
}

describe('notifications (spec §2, §4)', () => {
  it('fetches with skip 0 / take 100 and shows the unread count on the bell, capped at 9+', async () => {
    signIn();
    const list = Array.from({ length: 12 }, (_, i) => note(i + 1, i >= 10));
    const { calls } = mockApi(() => ok(list));
    renderWithApp(<Bell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('9+');
    expect(unreadCountStore.get()).toBe(10);
    expect(calls[0]!.url).toContain('customer/notification');
    expect(calls[0]!.body).toEqual({ skip: 0, take: 100 });
  });

  it('shows the number below 9 and the empty-state text when there is nothing', async () => {
    signIn();
    mockApi(() => ok([note(1), note(2), note(3, true)]));
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<Bell />);
    expect((await screen.findByTestId('notification-badge')).textContent).toBe('2');
    unmount();

    mockApi(() => ok([]));
    renderWithApp(<Bell />);
    await user.click(screen.getByTestId('notification-bell'));
    expect(
      await within(screen.getByTestId('notification-panel')).findByText(
        'When you have a new notification, you will see it here.',
      ),
    ).toBeTruthy();
  });

  it('opens the detail and removes the dot only after the server confirms the read', async () => {
    signIn();
    const { calls } = mockApi((call) =>
      call.url.endsWith('customer/readnotification') ? ok(null) : ok([note(7), note(8, true, 4)]),
    );
    const user = userEvent.setup();
    renderWithApp(<Bell />);
    await user.click(screen.getByTestId('notification-bell'));
    const [first] = await screen.findAllByTestId('notification-item');
    expect(first!.dataset.read).toBe('false');
    await user.click(first!);
    const detail = await screen.findByTestId('notification-detail');
    expect(within(detail).getByText('₺500,00 was added to your balance (#7).')).toBeTruthy();
    expect(within(detail).getByText('14.03.2026', { exact: false })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[0]!.dataset.read).toBe('true'));
    expect(calls.find((c) => c.url.endsWith('customer/readnotification'))!.body).toEqual({ id: [7] });
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).toBeNull());

    await user.click(within(detail).getByRole('button', { name: 'Back to notifications' }));
    expect(screen.queryByTestId('notification-detail')).toBeNull();
  });

  it('keeps the dot when the server refuses the read', async () => {
    signIn();
    mockApi((call) =>
      call.url.endsWith('customer/readnotification') ? fail(400, 'Not allowed.') : ok([note(7)]),
    );
    const user = userEvent.setup();
    renderWithApp(<Bell />);
    await user.click(screen.getByTestId('notification-bell'));
    await user.click((await screen.findAllByTestId('notification-item'))[0]!);
    expect((await screen.findByTestId('toast')).dataset.kind).toBe('error');
    expect(screen.getAllByTestId('notification-item')[0]!.dataset.read).toBe('false');
    expect(screen.getByTestId('notification-unread-dot')).toBeTruthy();
    expect(screen.getByTestId('notification-badge').textContent).toBe('1');
  });
});
