import { CHAT_EVENT, CHAT_TYPING, type ChatConversation, type ChatMessage } from '@kasa/contract/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveChat } from '../../lib/settings';
import { lastSocket, sockets } from '../../test/fake-socket';
import { demoSession, fail, mockApi, ok, renderWithApp, signIn, type FetchCall } from '../../test/render';
import { CHAT_TOKEN_KEY } from './chat-client';
import { ChatLauncher } from './chat-launcher';

const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: '7',
  status: 'queued',
  visitor: { kind: 'guest', name: 'Ayşe', playerId: null },
  agent: null,
  tag: null,
  rating: null,
  createdAt: '2026-11-25T00:00:00.000Z',
  closedAt: null,
  ...over,
});

const message = (over: Partial<ChatMessage> & { id: string }): ChatMessage => ({
  conversationId: '7',
  sender: 'guest',
  senderName: 'Ayşe',
  text: 'Merhaba',
  attachment: null,
  createdAt: '2026-11-25T00:01:00.000Z',
  delivered: false,
  read: false,
  ...over,
});

const GUEST_TOKEN = 'guest-token-0123456789abcdef';

function guestServer(extra?: (call: FetchCall) => [number, unknown] | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.endsWith('chat/open')) {
      return ok({ conversation: conversation(), messages: [], token: GUEST_TOKEN, agentsOnline: true });
    }
    if (call.url.endsWith('chat/messages')) {
      return ok(message({ id: '10', text: (call.body as { text: string }).text }));
    }
    if (call.url.endsWith('chat/conversation')) {
      return ok({ conversation: conversation(), messages: [message({ id: '10' })] });
    }
    return ok(null);
  });
}

async function openAsGuest() {
  renderWithApp(<ChatLauncher />);
  fireEvent.click(screen.getByTestId('chat-button'));
  const name = await screen.findByTestId('chat-name');
  fireEvent.change(name, { target: { value: 'Ayşe' } });
  fireEvent.submit(name.closest('form')!);
  return screen.findByTestId('chat-input');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('live chat window (issue 13 §3)', () => {
  it('a guest opens the chat from a Live Chat button, gives a name, and sends a message with Enter', async () => {
    const { calls } = guestServer();
    renderWithApp(<ChatLauncher />);
    // The window is not there until opened (it loads lazily); every Live Chat button goes through openLiveChat().
    expect(screen.queryByTestId('chat-window')).toBeNull();
    act(() => openLiveChat());
    const dialog = await screen.findByRole('dialog', { name: 'Live Support' });
    expect(dialog?.getAttribute('data-testid')).toBe('chat-window');

    const name = within(dialog).getByLabelText('Your name');
    // Focus goes into the dialog, on its first field.
    expect(document.activeElement).toBe(name);
    fireEvent.change(name, { target: { value: 'Ayşe' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chat' }));

    const input = await screen.findByLabelText('Your message');
    const open = calls.find((call) => call.url.endsWith('chat/open'))!;
    expect(open.method).toBe('POST');
    expect(open.body).toEqual({ name: 'Ayşe' });
    // The token is kept for a reload and the hub is joined with it.
    expect(window.localStorage.getItem(CHAT_TOKEN_KEY)).toBe(GUEST_TOKEN);
    expect(lastSocket().options).toMatchObject({ uri: '/chat', auth: { chatToken: GUEST_TOKEN } });

    fireEvent.change(input, { target: { value: 'Para çekme sorunu' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const mine = await screen.findByText('Para çekme sorunu', { selector: '.chat-bubble__text' });
    expect(mine.closest('[data-testid="chat-message"]')?.getAttribute('data-from')).toBe('me');
    const send = calls.find((call) => call.url.endsWith('chat/messages'))!;
    expect(send.method).toBe('POST');
    expect(send.body).toEqual({ text: 'Para çekme sorunu' });
    expect(send.headers['x-chat-token']).toBe(GUEST_TOKEN);
    expect((input as HTMLTextAreaElement).value).toBe('');
  });

  it("shows the agent's message, typing and read marks arriving over the socket, and sends our typing", async () => {
    const { calls } = guestServer();
    const input = await openAsGuest();
    const socket = lastSocket();
    act(() => socket.fire('connect'));
    fireEvent.change(input, { target: { value: 'Merhaba' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    await screen.findByText('Merhaba', { selector: '.chat-bubble__text' });
    // Sending ended our typing signal.
    expect(socket.emitted.filter((one) => one.event === CHAT_TYPING).at(-1)?.args).toEqual([
      { conversationId: '7', typing: false },
    ]);

    // Typing: throttled, one signal for several keystrokes.
    const before = socket.emitted.length;
    fireEvent.change(input, { target: { value: 'a' } });
    fireEvent.change(input, { target: { value: 'ab' } });
    const typing = socket.emitted.slice(before).filter((one) => one.event === CHAT_TYPING);
    expect(typing).toEqual([{ event: CHAT_TYPING, args: [{ conversationId: '7', typing: true }] }]);

    act(() => {
      socket.fire(CHAT_EVENT, { type: 'assigned', conversationId: '7', agent: { id: '3', name: 'Deniz' } });
      socket.fire(CHAT_EVENT, { type: 'typing', conversationId: '7', side: 'agent', typing: true });
    });
    expect(screen.getByTestId('chat-typing').textContent).toContain('Deniz is typing…');

    act(() => {
      socket.fire(CHAT_EVENT, {
        type: 'receipt',
        conversationId: '7',
        side: 'agent',
        kind: 'read',
        upTo: '10',
      });
      socket.fire(CHAT_EVENT, {
        type: 'message',
        conversationId: '7',
        message: message({
          id: '11',
          sender: 'agent',
          senderName: 'Deniz',
          text: 'Size nasıl yardımcı olabilirim?',
        }),
      });
    });
    const agent = screen.getByText('Size nasıl yardımcı olabilirim?').closest('[data-testid="chat-message"]');
    expect(agent?.getAttribute('data-from')).toBe('agent');
    expect(screen.queryByTestId('chat-typing')).toBeNull();
    const mine = screen
      .getByText('Merhaba', { selector: '.chat-bubble__text' })
      .closest('[data-testid="chat-message"]')!;
    expect(mine.querySelector('[data-mark]')?.getAttribute('data-mark')).toBe('read');
    // The agent's message shown in the open window is marked read.
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('chat/receipts'))?.body).toEqual({
        kind: 'read',
        upTo: '11',
      }),
    );
  });

  it('says so when no agent is online, and shows the server refusing an attachment', async () => {
    guestServer((call) => {
      if (call.url.endsWith('chat/open')) {
        return ok({
          conversation: conversation(),
          messages: [message({ id: '9', sender: 'system', senderName: null, text: 'Offline' })],
          token: GUEST_TOKEN,
          agentsOnline: false,
        });
      }
      if (call.url.endsWith('chat/attachments')) return fail(400, 'Only JPEG, PNG or WebP images.');
      return undefined;
    });
    await openAsGuest();
    expect(screen.getByTestId('chat-offline')).toBeTruthy();
    expect(screen.getByTestId('chat-message')?.getAttribute('data-from')).toBe('system');

    const file = new File(['%PDF-1.4'], 'x.png', { type: 'image/png' });
    const picker = screen.getByTestId('chat-window').querySelector<HTMLInputElement>('input[type=file]')!;
    fireEvent.change(picker, { target: { files: [file] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Only JPEG, PNG or WebP images.');
  });

  it('resumes a guest conversation from the stored token after a reload', async () => {
    window.localStorage.setItem(CHAT_TOKEN_KEY, GUEST_TOKEN);
    const { calls } = guestServer();
    renderWithApp(<ChatLauncher />);
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(await screen.findByText('Merhaba')).toBeTruthy();
    expect(screen.queryByTestId('chat-name')).toBeNull();
    expect(calls[0]!.headers['x-chat-token']).toBe(GUEST_TOKEN);
  });

  it("a signed-in player sees their conversation's history and joins the hub with the session", async () => {
    signIn();
    mockApi((call) =>
      call.url.endsWith('chat/conversation')
        ? ok({
            conversation: conversation({ visitor: { kind: 'player', name: 'kasademo', playerId: '1' } }),
            messages: [message({ id: '5', sender: 'player', text: 'Önceki mesaj' })],
          })
        : ok(null),
    );
    renderWithApp(<ChatLauncher />);
    fireEvent.click(screen.getByTestId('chat-button'));
    expect(await screen.findByText('Önceki mesaj')).toBeTruthy();
    expect(screen.queryByTestId('chat-name')).toBeNull();
    expect(sockets.at(-1)!.options).toMatchObject({ uri: '/chat', auth: { token: demoSession.token } });
  });

  it('closed by the agent: the player rates it and asks for the transcript', async () => {
    const { calls } = guestServer((call) =>
      call.url.endsWith('chat/transcript') ? ok(null, 'The transcript was e-mailed.') : undefined,
    );
    await openAsGuest();
    const socket = lastSocket();
    act(() => socket.fire(CHAT_EVENT, { type: 'closed', conversationId: '7', tag: 'payments' }));

    const rating = screen.getByTestId('chat-rating');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    fireEvent.click(within(rating).getByRole('button', { name: '4 stars' }));
    await screen.findByText('Thank you for your rating.');
    expect(calls.find((call) => call.url.endsWith('chat/rate'))?.body).toEqual({ rating: 4 });

    const transcript = screen.getByTestId('chat-transcript');
    fireEvent.change(within(transcript).getByLabelText('Your e-mail address'), {
      target: { value: 'ayse@example.com' },
    });
    fireEvent.submit(transcript);
    await screen.findByText('The transcript was e-mailed.');
    expect(calls.find((call) => call.url.endsWith('chat/transcript'))?.body).toEqual({
      email: 'ayse@example.com',
    });
  });
});

describe('live chat launcher beside an external widget', () => {
  it('stays away when chat-site-id and chat-div-id are active (the external widget owns Live Chat)', async () => {
    const { bootstrapStore } = await import('../../lib/bootstrap');
    const { bootstrapFixture } = await import('../../lib/bootstrap.fixture');
    bootstrapStore.set(
      bootstrapFixture({
        siteOption: [
          { key: 'chat-site-id', value: 'site-42', status: true },
          { key: 'chat-div-id', value: 'kasa-chat', status: true },
        ],
      }),
    );
    try {
      renderWithApp(<ChatLauncher />);
      expect(screen.queryByTestId('chat-button')).toBeNull();
    } finally {
      bootstrapStore.set(null);
    }
  });
});
