import sanitizeHtml from 'sanitize-html';

/** Rich text allowed in agreements and goods descriptions: formatting, tables and images only. */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(bold|normal|\d{3})$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };

/**
 * Short text shown as text (comments, chat): markup and scripts are removed, whitespace is
 * collapsed; the result is plain text for the client to escape, not HTML.
 */
export function sanitizePlainText(input: string): string {
  const stripped = sanitizeHtml(input, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return stripped.replace(/&(?:lt|gt|amp|quot|#39);/g, (e) => ENTITIES[e]).replace(/\s+/g, ' ').trim();
}
