import type {} from '@fastify/helmet';
import type { FastifyPluginAsync } from 'fastify';

/** The address of the SoftGamings markup frame (the web app's game frame loads it; keep the two in step). */
export const GAME_FRAME_PATH = '/game-frame';

/**
 * The frame page's own Content-Security-Policy. It replaces the site's policy for this one response (helmet's
 * per-route options replace `contentSecurityPolicy` as a whole, nothing is merged): the provider's markup brings
 * inline and remote scripts, styles, images and usually a nested https frame with the game itself, which the site's
 * `script-src 'self'` would block. What keeps it harmless is the `sandbox` directive (the same flags as the iframe's
 * attribute, so the page is sandboxed even when opened on its own): an opaque origin that cannot read our cookies,
 * storage or the parent document, cannot navigate the top window, and `frame-ancestors 'self'` lets only our own
 * pages embed it. Only https sources (no http, no `'self'`: the opaque origin matches nothing) and no eval.
 */
export const GAME_FRAME_CSP_DIRECTIVES = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'unsafe-inline'", 'https:'],
  styleSrc: ["'unsafe-inline'", 'https:'],
  imgSrc: ['https:', 'data:', 'blob:'],
  mediaSrc: ['https:', 'data:', 'blob:'],
  fontSrc: ['https:', 'data:'],
  connectSrc: ['https:', 'wss:'],
  frameSrc: ['https:'],
  workerSrc: ['https:', 'blob:'],
  baseUri: ["'none'"],
  formAction: ['https:'],
  frameAncestors: ["'self'"],
  sandbox: ['allow-scripts', 'allow-forms', 'allow-popups'],
};

/**
 * The page's script (allowed by its own CSP as inline). It takes ONE message `{type: 'kasa:markup', html}` and only
 * from the window that embeds it (`event.source === window.parent`; never when it is the top window itself), then
 * does what spec §7 asks of the SoftGamings answer, "markup followed by a script, which is split and executed": the
 * markup goes in with its `<script>` elements set aside (scripts inserted as HTML never run), then each script is
 * re-created in its place — attributes and text copied — one after another, waiting for a remote one to load (or
 * fail) before the next, so they run in document order as a parsed page would run them. Then it answers
 * `{type: 'kasa:markup-ready'}`. Messages the provider's code posts to `parent` come from this frame's window.
 */
const FRAME_SCRIPT = String.raw`(function () {
  'use strict';
  var JS = /^(|module|(text|application)\/(x-)?(java|ecma)script)$/i;
  var received = false;
  function isClassicOrModule(script) {
    return JS.test((script.getAttribute('type') || '').trim());
  }
  function run(placeholders, originals, index, done) {
    if (index >= originals.length) return done();
    var original = originals[index];
    var script = document.createElement('script');
    for (var i = 0; i < original.attributes.length; i += 1) {
      script.setAttribute(original.attributes[i].name, original.attributes[i].value);
    }
    script.textContent = original.textContent;
    var next = function () { run(placeholders, originals, index + 1, done); };
    var waits = script.hasAttribute('src') && isClassicOrModule(script);
    if (waits) {
      script.async = false;
      script.addEventListener('load', next, { once: true });
      script.addEventListener('error', next, { once: true });
    }
    placeholders[index].replaceWith(script);
    if (!waits) next();
  }
  function render(html) {
    var template = document.createElement('template');
    template.innerHTML = html;
    var originals = Array.prototype.slice.call(template.content.querySelectorAll('script'));
    var placeholders = originals.map(function (script) {
      var mark = document.createComment('script');
      script.replaceWith(mark);
      return mark;
    });
    document.body.replaceChildren(template.content);
    run(placeholders, originals, 0, function () {
      window.parent.postMessage({ type: 'kasa:markup-ready' }, '*');
    });
  }
  function onMessage(event) {
    if (received || window.parent === window || event.source !== window.parent) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'kasa:markup' || typeof data.html !== 'string') return;
    received = true;
    window.removeEventListener('message', onMessage);
    render(data.html);
  }
  window.addEventListener('message', onMessage);
})();`;

export const GAME_FRAME_HTML = `<!doctype html>
<html>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Game</title>
<style>html,body{margin:0;padding:0;width:100%;height:100%;overflow:hidden;background:#000;color:#fff}body>iframe{display:block;border:0;width:100%;height:100%}</style>
</head>
<body>
<script>${FRAME_SCRIPT}</script>
</body>
</html>
`;

/**
 * GET /game-frame: the static page the web app's game frame loads for SoftGamings (docs/decisions/0095-web-casino.md,
 * "The markup frame"). The launch call still answers the markup (spec §7); the web app posts it into this page. A
 * srcdoc/blob:/data: frame would inherit the site's CSP, so the provider's scripts would never run: this page is a
 * real response with its own headers. `no-store`: nothing in it is worth caching and a deploy must never leave an old
 * script behind. Referrer-Policy no-referrer (also the helmet default, set explicitly here): the provider's requests
 * tell nothing about our addresses.
 */
export const casinoFrameRoutes: FastifyPluginAsync = async (app) => {
  app.get(GAME_FRAME_PATH, {
    helmet: {
      contentSecurityPolicy: { useDefaults: false, directives: GAME_FRAME_CSP_DIRECTIVES },
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'sameorigin' },
    },
    handler: async (_request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(GAME_FRAME_HTML),
  });
};
