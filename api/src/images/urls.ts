/** Where the back office serves its images (SPEC section 9: image base path /backoffice). */
export const IMAGE_BASE = '/backoffice/images';
export const LOGO_URL = `${IMAGE_BASE}/logo.svg`;
export const pictureUrl = (pictureId: number): string => `${IMAGE_BASE}/pictures/${pictureId}.svg`;
export const diagramUrl = (grafikId: number): string => `${IMAGE_BASE}/boards/${grafikId}.svg`;
export const warehouseImageUrl = (warehouseId: number): string => `${IMAGE_BASE}/warehouses/${warehouseId}.svg`;
export const slideUrl = (slideId: number): string => `${IMAGE_BASE}/slides/${slideId}.svg`;
