import { useEffect, useRef, type Ref } from 'react';
import type { LaunchResult } from '../api/launch';
import { acceptFrameMessage, frameOriginOf, type FrameCommand } from '../utils/frame-messages';

/**
 * The game itself: an iframe of the launch address, or — for SoftGamings, whose answer is markup with a script — our
 * markup frame page (`MarkupFrame`). Window messages are taken only from this frame's window and origin.
 */
export function GameFrame({
  content,
  title,
  onCommand,
}: {
  content: LaunchResult;
  title: string;
  onCommand: (command: FrameCommand) => void;
}) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const onCommandRef = useRef(onCommand);
  useEffect(() => {
    onCommandRef.current = onCommand;
  });
  const origin = frameOriginOf(content);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const command = acceptFrameMessage(event, frameRef.current?.contentWindow ?? null, origin);
      if (command) onCommandRef.current(command);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  if (content.kind === 'markup') {
    return <MarkupFrame key={content.html} ref={frameRef} html={content.html} title={title} />;
  }
  return (
    <iframe
      ref={frameRef}
      className="game-frame"
      title={title}
      src={content.url}
      allow="autoplay; fullscreen; clipboard-write"
      allowFullScreen
      data-testid="game-frame"
      data-kind="url"
    />
  );
}

/** The server's frame page for provider markup (apps/server/src/modules/casino/casino.frame.ts). */
export const MARKUP_FRAME_PATH = '/game-frame';

/** The sandbox flags, the same as the frame page's own CSP `sandbox` directive. Never `allow-same-origin`. */
export const MARKUP_FRAME_SANDBOX = 'allow-scripts allow-forms allow-popups';

/**
 * SoftGamings' markup ("markup followed by a script", spec §7) runs in `/game-frame`, a page of ours served with its
 * own CSP (a srcdoc, blob: or data: frame would inherit the site's `script-src 'self'`, and the provider's scripts
 * would never run). The frame is sandboxed without `allow-same-origin`: an opaque origin, so the markup never reaches
 * our document, cookies or storage. When the page has loaded, the markup is posted to it once; the page checks the
 * message comes from us (its parent), splits off the scripts and runs them.
 */
function MarkupFrame({ ref, html, title }: { ref: Ref<HTMLIFrameElement>; html: string; title: string }) {
  const sent = useRef(false);
  const onLoad = (event: { currentTarget: HTMLIFrameElement }) => {
    // Once: a later load is the provider's own code navigating the frame, which must not get the markup again.
    if (sent.current) return;
    const frameWindow = event.currentTarget.contentWindow;
    if (!frameWindow) return;
    sent.current = true;
    // Target '*': the sandboxed frame's origin is opaque ("null"), which no targetOrigin can name. What is sent is
    // the provider's own launch markup, no secret of ours, and it goes to this frame's window object only.
    frameWindow.postMessage({ type: 'kasa:markup', html }, '*');
  };
  return (
    <iframe
      ref={ref}
      className="game-frame"
      title={title}
      src={MARKUP_FRAME_PATH}
      sandbox={MARKUP_FRAME_SANDBOX}
      allow="autoplay; fullscreen"
      allowFullScreen
      referrerPolicy="no-referrer"
      onLoad={onLoad}
      data-testid="game-frame"
      data-kind="markup"
    />
  );
}
