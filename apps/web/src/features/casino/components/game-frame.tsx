import { useEffect, useRef } from 'react';
import type { LaunchResult } from '../api/launch';
import { acceptFrameMessage, frameOriginOf, type FrameCommand } from '../utils/frame-messages';

/**
 * The game itself: an iframe of the launch address, or — for SoftGamings, whose answer is markup with a script —
 * that markup in a sandboxed srcdoc frame (scripts run, but in an opaque origin: never in our document, no access
 * to our storage or session). Window messages are taken only from this frame's window and origin.
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
    return (
      <iframe
        ref={frameRef}
        className="game-frame"
        title={title}
        srcDoc={content.html}
        sandbox="allow-scripts"
        allow="autoplay; fullscreen"
        allowFullScreen
        referrerPolicy="no-referrer"
        data-testid="game-frame"
        data-kind="markup"
      />
    );
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
