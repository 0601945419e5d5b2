import DOMPurify from 'dompurify';

/** Server HTML of a content page, without scripts or event handler attributes. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
