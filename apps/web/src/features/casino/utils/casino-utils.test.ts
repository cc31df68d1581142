import { describe, expect, it } from 'vitest';
import type { LaunchableGame } from '../../../lib/game-launch';
import { flattenGames } from '../api/casino';
import { launchRequestFor, safeFrameUrl } from '../api/launch';
import { acceptFrameMessage, frameCommandOf, frameOriginOf } from './frame-messages';
import { decodeGameData, encodeGameData } from './game-data';

const game = (providerName: string, extra: Partial<LaunchableGame> = {}): LaunchableGame => ({
  gameCode: 'g-1',
  name: 'Şans Çarkı ğüış',
  providerName,
  mainProviderId: 7,
  system: '998',
  productId: 42,
  systemCategory: 3,
  ...extra,
});

const context = { isMobile: true, language: 'tr' as const, lobbyUrl: 'https://kasa.test/casino/slot' };

describe('game data in /casino/play/{encoded}', () => {
  it('survives the round trip with Turkish letters and stays URL-safe', () => {
    const encoded = encodeGameData(game('Hub88'));
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeGameData(encoded)).toEqual(game('Hub88'));
  });

  it('gives null for anything that is not an encoded game', () => {
    expect(decodeGameData(undefined)).toBeNull();
    expect(decodeGameData('not base64 at all!')).toBeNull();
    expect(decodeGameData(encodeGameData({ name: 'x' } as unknown as LaunchableGame))).toBeNull();
  });
});

describe('casino/games data', () => {
  it('flattens the array of arrays into one list, in order', () => {
    const a = { gameCode: 'a' };
    const b = { gameCode: 'b' };
    const c = { gameCode: 'c' };
    expect(flattenGames([[a, b], [], [c]]).map((g) => g.gameCode)).toEqual(['a', 'b', 'c']);
    expect(flattenGames(null)).toEqual([]);
  });
});

describe('launch call by providerName (spec §7)', () => {
  it('builds each provider’s own payload', () => {
    expect(launchRequestFor(game('Kasa Originals'), context)).toMatchObject({
      path: 'casino/originalslaunchurl',
      body: { code: 'g-1', isMobile: true },
      closesOnFailure: false,
    });
    expect(launchRequestFor(game('SoftGamings'), context)).toMatchObject({
      path: 'casino/softgamingslaunchurl',
      body: { system: '998', pageCode: 'g-1', isMobile: 1 },
      closesOnFailure: true,
      isMarkup: true,
    });
    expect(launchRequestFor(game('Hub88'), { ...context, isMobile: false })).toMatchObject({
      path: 'casino/hub88launchurl',
      body: { platform: 1, gameCode: 'g-1', language: 'tr', lobbyUrl: 'https://kasa.test/casino/slot' },
      closesOnFailure: true,
    });
    expect(launchRequestFor(game('Egt Digital'), context)).toMatchObject({
      path: 'casino/egtlaunchurl',
      body: { platform: 2, gameCode: 'g-1' },
      closesOnFailure: true,
    });
    expect(launchRequestFor(game('Amusnet'), context)).toMatchObject({
      path: 'casino/amusnetlaunchurl',
      body: { code: 'g-1', isMobile: true },
    });
    expect(launchRequestFor(game('EveryMatrix'), context)).toMatchObject({
      path: 'casino/emlaunchurl',
      body: { code: 'g-1', productId: 42 },
    });
    expect(launchRequestFor(game('Digitain'), context)).toMatchObject({
      path: 'casino/dtlaunchurl',
      body: { code: 'g-1' },
    });
    expect(launchRequestFor(game('Pragmatic Play'), context)).toMatchObject({
      path: 'casino/pragmaticlaunchurl',
      body: { code: 'g-1' },
    });
    expect(launchRequestFor(game('Someone Else'), context)).toBeNull();
  });

  it('loads only http(s) addresses in the game frame', () => {
    expect(safeFrameUrl('/originals/kasa-dice?session=x')).toBe(
      `${window.location.origin}/originals/kasa-dice?session=x`,
    );
    expect(safeFrameUrl('https://games.example/launch?t=1')).toBe('https://games.example/launch?t=1');
    expect(() => safeFrameUrl('javascript:alert(1)')).toThrow();
    expect(() => safeFrameUrl('data:text/html,<script>alert(1)</script>')).toThrow();
    expect(() => safeFrameUrl('')).toThrow();
  });
});

describe('game frame window messages (spec §4)', () => {
  const frame = { name: 'game frame' } as unknown as Window;
  const other = { name: 'another window' } as unknown as Window;
  const origin = 'https://games.example';

  it('reads exit, com.egt-bg.exit and com.egt-bg.reload in the forms providers post them', () => {
    expect(frameCommandOf('exit')).toBe('exit');
    expect(frameCommandOf('com.egt-bg.exit')).toBe('exit');
    expect(frameCommandOf({ command: 'com.egt-bg.reload' })).toBe('reload');
    expect(frameCommandOf('{"type":"exit"}')).toBe('exit');
    expect(frameCommandOf({ command: 'toString' })).toBeNull();
    expect(frameCommandOf(42)).toBeNull();
  });

  it('accepts a command only from the game frame’s own window and origin', () => {
    expect(acceptFrameMessage({ source: frame, origin, data: 'exit' }, frame, origin)).toBe('exit');
    expect(acceptFrameMessage({ source: other, origin, data: 'exit' }, frame, origin)).toBeNull();
    expect(
      acceptFrameMessage({ source: frame, origin: 'https://evil.example', data: 'exit' }, frame, origin),
    ).toBeNull();
    expect(acceptFrameMessage({ source: frame, origin, data: 'exit' }, null, origin)).toBeNull();
  });

  it('takes the balance nudge only from our own in-house frames', () => {
    const ours = window.location.origin;
    expect(
      acceptFrameMessage({ source: frame, origin: ours, data: { type: 'kasa:balance' } }, frame, ours),
    ).toBe('balance');
    expect(
      acceptFrameMessage({ source: frame, origin, data: { type: 'kasa:balance' } }, frame, origin),
    ).toBeNull();
  });

  it('a sandboxed SoftGamings frame speaks from the opaque origin "null" — only the markup frame, only its window', () => {
    const markup = frameOriginOf({ kind: 'markup' });
    expect(markup).toBe('null');
    expect(acceptFrameMessage({ source: frame, origin: 'null', data: 'exit' }, frame, markup)).toBe('exit');
    // Any other sandboxed frame (an ad, another tab's frame) is also "null": the window decides.
    expect(acceptFrameMessage({ source: other, origin: 'null', data: 'exit' }, frame, markup)).toBeNull();
    // And not even the markup frame may nudge the balance (that is for our own origin's in-house frames).
    expect(
      acceptFrameMessage({ source: frame, origin: 'null', data: { type: 'kasa:balance' } }, frame, markup),
    ).toBeNull();
    // The frame page's own "ready" answer is no command.
    expect(
      acceptFrameMessage(
        { source: frame, origin: 'null', data: { type: 'kasa:markup-ready' } },
        frame,
        markup,
      ),
    ).toBeNull();
  });

  it('a launch-address frame never accepts "null": its origin is the address’s, and an opaque one accepts nothing', () => {
    const url = frameOriginOf({ kind: 'url', url: 'https://games.example/launch?t=1' });
    expect(url).toBe('https://games.example');
    expect(acceptFrameMessage({ source: frame, origin: 'null', data: 'exit' }, frame, url)).toBeNull();
    const opaque = frameOriginOf({ kind: 'url', url: 'data:text/html,<p>x</p>' });
    expect(opaque).toBe('');
    expect(acceptFrameMessage({ source: frame, origin: 'null', data: 'exit' }, frame, opaque)).toBeNull();
    expect(acceptFrameMessage({ source: frame, origin: '', data: 'exit' }, frame, opaque)).toBeNull();
  });
});
