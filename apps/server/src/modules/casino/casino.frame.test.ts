import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { GAME_FRAME_HTML, GAME_FRAME_PATH } from './casino.frame.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A CSP header as directive name → its values (order of directives does not matter, values keep theirs). */
function directivesOf(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

describe('GET /game-frame (the SoftGamings markup frame)', () => {
  it('answers the static frame page with its own CSP that replaces the site’s, sandboxed, embeddable only by us', async () => {
    const res = await t.app.inject({ method: 'GET', url: GAME_FRAME_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(GAME_FRAME_HTML);

    // One policy, exactly this one: nothing of the site's (script-src 'self', upgrade-insecure-requests…) merged in.
    const csp = directivesOf(res.headers['content-security-policy']);
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'unsafe-inline'", 'https:'],
      'style-src': ["'unsafe-inline'", 'https:'],
      'img-src': ['https:', 'data:', 'blob:'],
      'media-src': ['https:', 'data:', 'blob:'],
      'font-src': ['https:', 'data:'],
      'connect-src': ['https:', 'wss:'],
      'frame-src': ['https:'],
      'worker-src': ['https:', 'blob:'],
      'base-uri': ["'none'"],
      'form-action': ['https:'],
      'frame-ancestors': ["'self'"],
      sandbox: ['allow-scripts', 'allow-forms', 'allow-popups'],
    });
    expect(res.headers['content-security-policy-report-only']).toBeUndefined();
    // The sandbox never grants our origin back or the top window.
    expect(csp.get('sandbox')).not.toContain('allow-same-origin');
    expect(csp.get('sandbox')).not.toContain('allow-top-navigation');

    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('leaves the site’s own policy on every other page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/casino/providers' });
    const site = directivesOf(api.headers['content-security-policy']);
    expect(site.get('script-src')).toEqual(["'self'"]);
    expect(site.has('sandbox')).toBe(false);
    // And the frame's policy was built per request: asking for the frame again after it changes nothing.
    const again = await t.app.inject({ method: 'GET', url: GAME_FRAME_PATH });
    expect(directivesOf(again.headers['content-security-policy']).get('script-src')).toEqual([
      "'unsafe-inline'",
      'https:',
    ]);
  });

  it('answers HEAD with the same headers', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: GAME_FRAME_PATH });
    expect(res.statusCode).toBe(200);
    expect(directivesOf(res.headers['content-security-policy']).get('sandbox')).toEqual([
      'allow-scripts',
      'allow-forms',
      'allow-popups',
    ]);
  });

  it('the page takes markup only from its parent, once, and re-creates the scripts so they run', () => {
    // The behaviour itself is proven in a real browser (e2e/journeys/game-frame.test.ts); here: what it is made of.
    expect(GAME_FRAME_HTML).toContain('event.source !== window.parent');
    expect(GAME_FRAME_HTML).toContain('window.parent === window');
    expect(GAME_FRAME_HTML).toContain("data.type !== 'kasa:markup'");
    expect(GAME_FRAME_HTML).toContain("document.createElement('script')");
    expect(GAME_FRAME_HTML).toContain("{ type: 'kasa:markup-ready' }");
    // Exactly one script of our own, inline (the policy has no 'self'); no external resources of ours.
    expect(GAME_FRAME_HTML.match(/<script\b/g)).toHaveLength(1);
    expect(GAME_FRAME_HTML).not.toMatch(/\s(src|href)=/);
  });
});
