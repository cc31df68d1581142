import { BALANCE_CHANGED_MESSAGE } from '../../../lib/game-launch';

/**
 * Window messages from the game frame (spec §4): `exit` and `com.egt-bg.exit` close the game, `com.egt-bg.reload`
 * reloads it; our own in-house frames also say `{type: 'kasa:balance'}` after a bet or a win.
 */
export type FrameCommand = 'exit' | 'reload' | 'balance';

const COMMANDS: Record<string, FrameCommand> = {
  exit: 'exit',
  'com.egt-bg.exit': 'exit',
  'com.egt-bg.reload': 'reload',
  [BALANCE_CHANGED_MESSAGE]: 'balance',
};

/** Providers post a bare string, a JSON string, or an object naming the command in `command`, `type` or `name`. */
export function frameCommandOf(data: unknown): FrameCommand | null {
  if (typeof data === 'string') {
    const direct = COMMANDS[data.trim()];
    if (direct) return direct;
    if (!data.trim().startsWith('{')) return null;
    try {
      return frameCommandOf(JSON.parse(data) as unknown);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const record = data as Record<string, unknown>;
  for (const field of ['command', 'type', 'name']) {
    const value = record[field];
    if (typeof value === 'string' && Object.hasOwn(COMMANDS, value)) return COMMANDS[value] ?? null;
  }
  return null;
}

/**
 * The origin a frame's messages come from: the launch address's origin, or 'null' for the sandboxed markup frame
 * (`/game-frame` without allow-same-origin has an opaque origin, and the browser reports it as the string "null").
 * Only the markup frame may speak as 'null': a launch address never counts as an opaque origin ('' accepts nothing).
 */
export function frameOriginOf(content: { kind: 'url'; url: string } | { kind: 'markup' }): string {
  if (content.kind === 'markup') return 'null';
  try {
    const origin = new URL(content.url, window.location.origin).origin;
    return origin === 'null' ? '' : origin;
  } catch {
    return '';
  }
}

/**
 * A message counts only when it comes from the game frame's own window and origin (a page may post anything to
 * us; any sandboxed frame anywhere speaks as "null", so the window check is what ties 'null' to our markup frame);
 * the balance nudge only from our own in-house frames, which run on our origin.
 */
export function acceptFrameMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  frameWindow: Window | null,
  frameOrigin: string,
): FrameCommand | null {
  if (!frameWindow || event.source !== frameWindow) return null;
  if (!frameOrigin || event.origin !== frameOrigin) return null;
  const command = frameCommandOf(event.data);
  if (command === 'balance' && event.origin !== window.location.origin) return null;
  return command;
}
