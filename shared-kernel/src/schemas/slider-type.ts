/**
 * Slider types of SPEC section 9. Plain data (no browser code): the host's build reads it in Node
 * to write index.html's boot lists (`@parts/shared-kernel/slider-type`).
 */
export const SliderType = { HomePage: 0, Category: 1, Manufacturer: 2, LoginPage: 3 } as const;
export type SliderType = (typeof SliderType)[keyof typeof SliderType];
