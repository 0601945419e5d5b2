/**
 * The store logo in the page's language: the back office draws the store's name in the language of
 * `lang` (an image from elsewhere ignores the parameter).
 */
export function logoInLanguage(url: string, language: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}lang=${encodeURIComponent(language)}`;
}
