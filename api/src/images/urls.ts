import type { Language } from '../i18n/language';

/** Where the back office serves its images (SPEC section 9: image base path /backoffice). */
const IMAGE_BASE = '/backoffice/images';
export const LOGO_URL = `${IMAGE_BASE}/logo.svg`;
/**
 * Every picture but the logo draws a text (a diagram's title, a picture's title, an office's name, a
 * banner's headline), so each is per language (`?lang=`; English without it) as its answer names it.
 */
export const pictureUrl = (pictureId: number, language: Language): string => `${IMAGE_BASE}/pictures/${pictureId}.svg?lang=${language}`;
export const diagramUrl = (grafikId: number, language: Language): string => `${IMAGE_BASE}/boards/${grafikId}.svg?lang=${language}`;
export const warehouseImageUrl = (warehouseId: number, language: Language): string =>
  `${IMAGE_BASE}/warehouses/${warehouseId}.svg?lang=${language}`;
export const slideUrl = (slideId: number, language: Language): string => `${IMAGE_BASE}/slides/${slideId}.svg?lang=${language}`;
/** A catalogue feed's image file, by the SHA-256 (hex) of its bytes: the same URL is always the same file. */
export const imageFileUrl = (hash: string, contentType: string): string =>
  `${IMAGE_BASE}/files/${hash}.${contentType === 'image/png' ? 'png' : 'svg'}`;
