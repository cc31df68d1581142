import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Footer } from '../../../components/layout/footer';
import { bootstrapStore } from '../../../lib/bootstrap';
import { bootstrapFixture } from '../../../lib/bootstrap.fixture';
import { renderWithApp } from '../../../test/render';
import { LiveChat } from './live-chat';

const chat = (status: boolean) =>
  bootstrapFixture({
    siteOption: [
      { key: 'chat-site-id', value: 'site-42', status },
      { key: 'chat-div-id', value: 'kasa-chat', status },
      { key: 'support-whatsapp-1', value: 'https://wa.me/905550000001', status: true },
    ],
  });

afterEach(() => bootstrapStore.set(null));

describe('live chat (spec §9)', () => {
  it('is absent while the chat options are inactive; the Live Chat buttons stay (they open our own chat)', () => {
    bootstrapStore.set(chat(false));
    renderWithApp(
      <>
        <Footer />
        <LiveChat />
      </>,
    );
    expect(screen.queryByTestId('live-chat')).toBeNull();
    expect(screen.getByRole('button', { name: 'Live Chat' })).toBeTruthy();
  });

  it('adds the widget site-wide in the chat-div-id element, and a Live Chat button opens it', () => {
    bootstrapStore.set(chat(true));
    renderWithApp(
      <>
        <Footer />
        <LiveChat />
      </>,
    );
    const widget = screen.getByTestId('live-chat');
    expect(widget.id).toBe('kasa-chat');
    expect(widget.dataset.siteId).toBe('site-42');
    expect(screen.queryByTestId('live-chat-panel')).toBeNull();
    // The footer's Live Chat button goes through openLiveChat(), which clicks the widget's floating button.
    act(() => fireEvent.click(screen.getByText('Live Chat', { selector: 'footer button' })));
    const panel = screen.getByTestId('live-chat-panel');
    expect(panel.querySelector('a[href="https://wa.me/905550000001"]')?.getAttribute('target')).toBe(
      '_blank',
    );
  });
});
