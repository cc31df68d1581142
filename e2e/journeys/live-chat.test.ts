import type { ChatConversationView } from '@kasa/contract/chat';
import { describe, expect, test } from 'vitest';
import { newOperator, openBackOfficeMenu, signInToBackOffice } from '../support/back-office.ts';
import { inSession, openSession, useBrowser, viewports, type Viewport } from '../support/browser.ts';
import { callOps } from '../support/money.ts';
import { Shots } from '../support/shots.ts';
import { byTestId, openHome } from '../support/site.ts';

// Journey: live chat (issue 13 §3, decision 0530). A support agent goes online in the back office; a guest on the
// site opens the chat from the floating button, gives a name and writes; the conversation comes to the agent at once
// (auto-assignment), the agent sees the guest typing and answers; the guest reads the answer, the agent closes the
// conversation with a tag and the guest rates it. The guest's side at both sizes, the agent's on a desktop.

const AGENT_VIEWPORT = viewports.find((viewport) => !viewport.isMobile)!;

describe.each(viewports)('live chat with the guest at $name ($width×$height)', (viewport: Viewport) => {
  const browser = useBrowser();

  test('a guest chats with an online agent, gets an answer and rates the closed conversation', async () => {
    const agent = await newOperator(['support']);
    const agentSession = await openSession(browser(), AGENT_VIEWPORT, { lang: 'tr' });
    const agentShots = new Shots(AGENT_VIEWPORT.name, `chat-agent-${viewport.name}`);
    try {
      const agentPage = agentSession.page;
      await agentSession.context.addInitScript(() => window.localStorage.setItem('kasa-ops-lang', 'tr'));
      await signInToBackOffice(agentPage, agent);
      await openBackOfficeMenu(agentPage, 'chat');
      await byTestId(agentPage, 'presence-online').click();
      await expect
        .poll(() => byTestId(agentPage, 'presence-online').getAttribute('aria-pressed'))
        .toBe('true');

      await inSession(
        browser(),
        viewport,
        'live-chat',
        async ({ page }) => {
          const shots = new Shots(viewport.name, 'live-chat');
          await openHome(page);
          await byTestId(page, 'chat-button').first().click();
          const window = byTestId(page, 'chat-window');
          await window.waitFor({ state: 'visible' });
          await byTestId(window, 'chat-name').fill('Mehmet');
          await byTestId(window, 'chat-name').press('Enter');
          const input = byTestId(window, 'chat-input');
          await input.waitFor({ state: 'visible' });
          await input.fill('Merhaba, çekimim ne zaman onaylanır?');
          await byTestId(window, 'chat-send').click();
          await byTestId(window, 'chat-message')
            .filter({ hasText: 'çekimim ne zaman' })
            .waitFor({ state: 'visible' });
          await shots.take(page, 'guest-wrote');

          // The agent: the conversation came by itself; the guest is seen typing, then the answer goes out.
          const conversation = byTestId(agentPage, 'chat-mine')
            .getByTestId('chat-conversation')
            .filter({ hasText: 'Mehmet' })
            .first();
          await conversation.waitFor({ state: 'visible' });
          await conversation.click();
          const id = await conversation.getAttribute('data-id');
          const view = byTestId(agentPage, 'chat-view');
          await byTestId(view, 'chat-message').filter({ hasText: 'çekimim ne zaman' }).waitFor();
          await input.pressSequentially('Teşekkürler', { delay: 30 });
          await byTestId(view, 'chat-typing').waitFor({ state: 'visible' });
          await agentPage
            .locator('textarea[name="reply"]')
            .fill('Merhaba Mehmet, çekiminiz bugün onaylanacak.');
          await byTestId(view, 'chat-send').click();
          await agentShots.take(agentPage, 'agent-answered');

          // The guest reads it; the agent closes the conversation with a tag; the guest rates it.
          await byTestId(window, 'chat-message')
            .filter({ hasText: 'bugün onaylanacak' })
            .waitFor({ state: 'visible' });
          expect(
            await byTestId(window, 'chat-message')
              .filter({ hasText: 'bugün onaylanacak' })
              .getAttribute('data-from'),
          ).toBe('agent');
          await shots.take(page, 'guest-answered');
          await byTestId(view, 'chat-close-tag').selectOption('payments');
          await byTestId(view, 'chat-close').click();
          const rating = byTestId(window, 'chat-rating');
          await rating.waitFor({ state: 'visible' });
          await shots.take(page, 'guest-rating');
          await rating.getByRole('button').nth(4).click();

          await expect
            .poll(async () => {
              const answer = await callOps<ChatConversationView>('GET', `chat/conversations/${id}`);
              return [answer.body.data.conversation.tag, answer.body.data.conversation.rating];
            })
            .toEqual(['payments', 5]);
        },
        { lang: 'tr' },
      );
    } finally {
      // Off duty: presence stays until the agent changes it (no heartbeat yet), and the next journey's agent must be
      // the only one online.
      await byTestId(agentSession.page, 'presence-offline')
        .click({ timeout: 5_000 })
        .catch(() => undefined);
      await expect
        .poll(() => byTestId(agentSession.page, 'presence-offline').getAttribute('aria-pressed'), {
          timeout: 5_000,
        })
        .toBe('true')
        .catch(() => undefined);
      await agentSession.context.close();
    }
  }, 120_000);
});
