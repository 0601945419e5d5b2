import type { Language } from '../i18n/language';

/** Where the back office serves its images (SPEC section 9: image base path /backoffice). */
export const IMAGE_BASE = '/backoffice/images';
export const LOGO_URL = `${IMAGE_BASE}/logo.svg`;
export const pictureUrl = (pictureId: number): string => `${IMAGE_BASE}/pictures/${pictureId}.svg`;
export const diagramUrl = (grafikId: number): string => `${IMAGE_BASE}/boards/${grafikId}.svg`;
export const warehouseImageUrl = (warehouseId: number): string => `${IMAGE_BASE}/warehouses/${warehouseId}.svg`;
/** A banner draws its title and text, so its picture is per language (`?lang=`; English without it). */
export const slideUrl = (slideId: number, language: Language): string => `${IMAGE_BASE}/slides/${slideId}.svg?lang=${language}`;
