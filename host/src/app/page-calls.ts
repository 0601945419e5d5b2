/**
 * The calls of a page's first sight that are asked for ahead: the slides of the pages whose first
 * sight is a banner slider (SPEC section 2). Plain data: the build reads it in Node to write
 * index.html's boot-page-calls list (boot-lists.ts), and the host's preload asks for the same.
 */
import { paths } from '@parts/shared-kernel/paths';
import { SliderType } from '@parts/shared-kernel/slider-type';

/** The pages whose first sight is a banner slider: its slides are asked for ahead. */
export const SLIDER_OF_PAGE: Partial<Record<string, SliderType>> = {
  [paths.home.pattern]: SliderType.HomePage,
  [paths.login.pattern]: SliderType.LoginPage,
};

export function slidesCall(sliderType: SliderType): string {
  return `/api/slider?sliderType=${sliderType}`;
}

/** [route pattern, call]: what index.html's boot script sends for the page being opened (its boot-page-calls list). */
export const EARLY_PAGE_CALLS: [string, string][] = Object.entries(SLIDER_OF_PAGE).map(([pattern, sliderType]) => [
  pattern,
  slidesCall(sliderType!),
]);
