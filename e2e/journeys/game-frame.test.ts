import type { Frame, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { registerPlayer } from '../support/api.ts';
import { inSession, useBrowser, viewports } from '../support/browser.ts';
import { gameFrame } from '../support/casino.ts';
import { newPlayer } from '../support/data.ts';
import { logIn, openHome } from '../support/site.ts';

// Journey: SoftGamings' launch answer (spec §7: "markup followed by a script, which is split and executed") runs in
// the sandboxed frame page /game-frame, which has its own CSP — a srcdoc frame would inherit the site's
// `script-src 'self'` and the provider's script would never run. Proven in Chromium: the markup's inline scripts run
// in order, they cannot reach our document, storage or cookies (opaque origin "null"), the page takes the markup only
// from its parent and only once, and on the real play page a provider's `exit` message closes the game.

const desktop = viewports.find((v) => v.name === 'desktop')!;

/** What the provider's script found out about where it runs, posted to the parent. */
interface Probe {
  origin: string;
  parent: string;
  storage: string;
  cookie: string;
}

// Two scripts: the first writes into the frame's DOM and probes our origin; the second sees the first's work (order).
const PROBING_MARKUP = `<div id="sg-game">waiting</div><script>
document.getElementById('sg-game').textContent = 'ran';
var probe = { origin: String(self.origin) };
try { probe.parent = String(parent.document.title); } catch (e) { probe.parent = 'blocked:' + e.name; }
try { probe.storage = String(localStorage.getItem('kasa-frame-secret')); } catch (e) { probe.storage = 'blocked:' + e.name; }
try { probe.cookie = String(document.cookie); } catch (e) { probe.cookie = 'blocked:' + e.name; }
parent.postMessage({ type: 'probe', probe: probe }, '*');
</script><script>
document.getElementById('sg-game').dataset.order = document.getElementById('sg-game').textContent;
parent.postMessage('exit', '*');
</script>`;

interface Collected {
  messages: { origin: string; data: unknown }[];
}

declare global {
  interface Window {
    __gameFrame?: Collected;
  }
}

async function frameByUrl(page: Page, suffix: string): Promise<Frame> {
  await expect.poll(() => page.frames().some((f) => f.url().endsWith(suffix))).toBe(true);
  return page.frames().find((f) => f.url().endsWith(suffix))!;
}

describe('the SoftGamings markup frame', () => {
  const browser = useBrowser();

  test('runs the markup’s scripts in order, isolated from our origin, taking markup only from its parent, once', async () => {
    await inSession(browser(), desktop, 'game-frame-isolation', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => {
        window.localStorage.setItem('kasa-frame-secret', 'top-secret');
        document.cookie = 'kasa_frame_probe=1; path=/';
      });
      // Our page embeds the frame as the play page does, and a second window of ours (a helper frame) stands by.
      await page.evaluate(async () => {
        const collected: Collected = { messages: [] };
        window.__gameFrame = collected;
        const helper = document.createElement('iframe');
        helper.name = 'helper';
        document.body.append(helper);
        const game = document.createElement('iframe');
        game.id = 'kasa-game-frame';
        game.setAttribute('sandbox', 'allow-scripts allow-forms allow-popups');
        game.src = '/game-frame';
        window.addEventListener('message', (event) => {
          if (event.source === game.contentWindow)
            collected.messages.push({ origin: event.origin, data: event.data });
        });
        await new Promise((resolve) => {
          game.addEventListener('load', resolve, { once: true });
          document.body.append(game);
        });
      });

      // A window other than its parent posts markup first: ignored.
      const helper = page.frames().find((f) => f.name() === 'helper')!;
      await helper.evaluate(() => {
        const game = window.parent.document.getElementById('kasa-game-frame') as HTMLIFrameElement;
        game.contentWindow!.postMessage({ type: 'kasa:markup', html: '<p id="intruder">x</p>' }, '*');
      });
      // Then the parent's markup, and a second one that must be ignored (one message only).
      await page.evaluate((markup) => {
        const game = document.getElementById('kasa-game-frame') as HTMLIFrameElement;
        game.contentWindow!.postMessage({ type: 'kasa:markup', html: markup }, '*');
        game.contentWindow!.postMessage({ type: 'kasa:markup', html: '<p id="second">x</p>' }, '*');
      }, PROBING_MARKUP);

      await page.waitForFunction(() =>
        window.__gameFrame!.messages.some(
          (m) => typeof m.data === 'object' && (m.data as { type?: string }).type === 'kasa:markup-ready',
        ),
      );
      const { messages } = (await page.evaluate(() => window.__gameFrame))!;
      // Everything the frame says comes from the opaque origin: the play page accepts "null" from this window only.
      expect(messages.map((m) => m.origin)).toEqual(['null', 'null', 'null']);
      const [probe, exit, ready] = messages.map((m) => m.data);
      expect(exit).toBe('exit');
      expect(ready).toEqual({ type: 'kasa:markup-ready' });
      // The provider's script ran (inline, which the site's own CSP forbids) and could not reach us.
      expect((probe as { probe: Probe }).probe).toEqual({
        origin: 'null',
        parent: 'blocked:SecurityError',
        storage: 'blocked:SecurityError',
        cookie: 'blocked:SecurityError',
      });

      const frame = await frameByUrl(page, '/game-frame');
      const sg = frame.locator('#sg-game');
      expect(await sg.textContent()).toBe('ran');
      expect(await sg.getAttribute('data-order')).toBe('ran');
      expect(await frame.locator('#intruder').count()).toBe(0);
      expect(await frame.locator('#second').count()).toBe(0);
      // Nothing of the markup in our own document.
      expect(await page.locator('#sg-game').count()).toBe(0);
      expect(await page.evaluate(() => window.localStorage.getItem('kasa-frame-secret'))).toBe('top-secret');
    });
  });

  test('on the play page a SoftGamings game runs in the frame and its exit message closes the game', async () => {
    await inSession(browser(), desktop, 'game-frame-play', async ({ page }) => {
      const player = newPlayer('gframe');
      await registerPlayer(player);
      await openHome(page);
      await logIn(page, player.username, player.password);

      // No SoftGamings account here: the launch answer is the provider's kind of markup, served for this page only.
      const markup = `<div id="sg-lobby"><p id="sg-state">loading</p><button id="sg-exit" type="button">Exit</button></div>
<script>
document.getElementById('sg-state').textContent = 'playing';
document.getElementById('sg-exit').addEventListener('click', function () {
  parent.postMessage('com.egt-bg.exit', '*');
});
</script>`;
      let launches = 0;
      await page.route('**/api/casino/softgamingslaunchurl', async (route) => {
        launches += 1;
        await route.fulfill({ json: { success: true, message: '', data: markup } });
      });
      const game = {
        gameCode: 'sg-e2e-1',
        name: 'SG Frame Test',
        providerName: 'SoftGamings',
        mainProviderId: 998,
        system: '998',
        productId: null,
        systemCategory: 3,
      };
      const encoded = Buffer.from(JSON.stringify(game)).toString('base64url');
      // What reached our window, so a failure says whether the exit message arrived and from which frame.
      await page.addInitScript(() => {
        const seen: unknown[] = [];
        (window as unknown as { __playMessages: unknown[] }).__playMessages = seen;
        window.addEventListener('message', (event) => {
          const frames = Array.from(
            document.querySelectorAll<HTMLIFrameElement>('[data-testid="game-frame"]'),
          );
          seen.push({
            origin: event.origin,
            data: typeof event.data === 'string' ? event.data : JSON.stringify(event.data).slice(0, 80),
            gameFrames: frames.length,
            fromGameFrame: frames.some((f) => f.contentWindow === event.source),
          });
        });
      });
      await page.goto(`/casino/play/${encoded}`);

      const element = gameFrame(page);
      await element.waitFor({ state: 'visible' });
      expect(await element.getAttribute('data-kind')).toBe('markup');
      expect(await element.getAttribute('src')).toBe('/game-frame');
      expect(await element.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-popups');
      const frame = await frameByUrl(page, '/game-frame');
      await frame.locator('#sg-state', { hasText: 'playing' }).waitFor({ state: 'visible' });
      expect(launches).toBe(1);
      expect(await page.locator('#sg-lobby').count()).toBe(0);

      await frame.locator('#sg-exit').click();
      try {
        await page.waitForURL((url) => !url.pathname.startsWith('/casino/play/'));
      } catch (error) {
        const seen = await page.evaluate(
          () => (window as unknown as { __playMessages: unknown[] }).__playMessages,
        );
        throw new Error(`the game did not close; messages seen: ${JSON.stringify(seen)}`, { cause: error });
      }
    });
  });
});
