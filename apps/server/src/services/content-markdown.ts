/**
 * Markdown of content items to safe HTML and to plain text (decision 025). markdown-it with raw HTML off escapes any
 * tag written in the text and refuses javascript:, vbscript:, file: and data: links; sanitize-html then keeps only an
 * allowlist of tags, attributes and URL schemes, so that nothing an item holds can run a script in the portal's page.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

/** Images come only from the portal's own attachments (the page's CSP refuses any other anyway). */
const OWN_FILE = /^\/api\/content\/files\/[0-9a-f-]{36}$/i;

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'strong',
    'em',
    's',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    th: ['style'],
    td: ['style'],
    ol: ['start'],
  },
  allowedStyles: { th: { 'text-align': [/^(left|right|center)$/] }, td: { 'text-align': [/^(left|right|center)$/] } },
  // Links: the web, mail, and the portal's own pages and files (relative). Nothing else.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      return {
        tagName,
        attribs: external
          ? { href, ...(attribs.title ? { title: attribs.title } : {}), target: '_blank', rel: 'noopener noreferrer nofollow' }
          : { ...(href ? { href } : {}), ...(attribs.title ? { title: attribs.title } : {}) },
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(OWN_FILE.test(attribs.src ?? '') ? { src: attribs.src ?? '' } : {}),
        alt: attribs.alt ?? '',
        ...(attribs.title ? { title: attribs.title } : {}),
      },
    }),
  },
};

/** The item's body as HTML safe to put in the page. */
export function renderContentHtml(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE);
}

// Control characters would clash with the search snippet's markers; nobody types them on purpose.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The body's words without Markdown: what the knowledge base searches and quotes in its snippets. */
export function contentPlainText(source: string): string {
  const blocks: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type === 'inline') {
      const words = (token.children ?? [])
        .map((child) => (child.type === 'softbreak' || child.type === 'hardbreak' ? ' ' : child.type === 'image' ? '' : child.content))
        .join('');
      blocks.push(words);
    } else if (token.type === 'fence' || token.type === 'code_block') {
      blocks.push(token.content);
    }
  }
  return blocks
    .map((block) => block.replace(CONTROL, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
