import DOMPurify from 'dompurify';

/**
 * HTML from the CMS (promotion descriptions and terms, page bodies) is sanitised by the server when stored and once
 * more here before it reaches the DOM (spec §2/DESIGN: defence in depth). Links that leave the site open in a new
 * window without handing it our window.
 */
let isHookAdded = false;

export function sanitizeHtml(html: string): string {
  if (!isHookAdded) {
    isHookAdded = true;
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}
