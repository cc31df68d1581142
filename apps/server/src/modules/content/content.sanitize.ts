import sanitizeHtml from 'sanitize-html';

// The allow-list every stored HTML field passes through (promotion description and terms, page bodies), on the seed
// and on every operator save, so what the database holds is harmless whoever renders it. Anything not listed is
// dropped: <script>/<style> with their content, event handlers (onerror, onclick…), style attributes, iframes, forms.

const ABSOLUTE_LINK = /^(https?:\/\/|mailto:)/i;
/** Site paths ('/pages/5'), never protocol-relative ('//evil.example'). */
const SITE_PATH = /^\/(?!\/)/;
const IMAGE_SOURCE = /^(https:\/\/|\/media\/)/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'blockquote',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links: absolute ones open in a new window without the opener or a referrer; site paths stay in the tab; any
    // other href (javascript:, data:, protocol-relative) is dropped.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      let kept: sanitizeHtml.Attributes = {};
      if (ABSOLUTE_LINK.test(href)) kept = { href, target: '_blank', rel: 'noopener noreferrer nofollow' };
      else if (SITE_PATH.test(href)) kept = { href };
      return { tagName, attribs: kept };
    },
    // Images only from https or our own /media; anything else loses its src (and is then removed).
    img: (tagName, attribs) => {
      const src = (attribs.src ?? '').trim();
      const kept: sanitizeHtml.Attributes = {};
      if (IMAGE_SOURCE.test(src)) kept.src = src;
      for (const name of ['alt', 'width', 'height'] as const) {
        const value = attribs[name];
        if (value !== undefined) kept[name] = value;
      }
      return { tagName, attribs: kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** HTML reduced to the allow-list above. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Plain text of an HTML fragment (summaries, alt texts): every tag removed, entities kept as they are. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
