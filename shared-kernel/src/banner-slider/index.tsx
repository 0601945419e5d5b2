/**
 * The banner slider of SPEC section 2: slides of one slider type, autoplay 5000 ms, one per view.
 * A link opens in a new tab when it contains 'backoffice'; the button reads 'More Details' unless
 * the slide names its own text. Separate entry (`@parts/shared-kernel/banner-slider`).
 *
 * Light and still: while the slides are on their way the slider's box is reserved (a skeleton of
 * the same shape); the first slide shows at once without swiper; swiper (its own chunk) is fetched
 * only when there is more than one slide, when the first slide change is due (5 s after the page
 * settled: a slow PC loads the page first) or the dealer reaches for the slider, and it takes over
 * the very same box.
 */
import { Suspense, lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type * as v from 'valibot';
// the kernel by its name: the shop's one shared copy (a relative import would bundle a second one into this entry)
import {
  currentLocale,
  declareQuery,
  http,
  keepPreviousLocale,
  shopQueryClient,
  Skeleton,
  SkeletonBlock,
  SlidesSchema,
  useKernelQuery,
  useLocale,
  type Locale,
  type SentRequest,
  type Slide,
  type SliderType,
} from '@parts/shared-kernel';
import { SlideContent } from './SlideContent';
import { afterPageSettles } from './after-page-settles';
import styles from './banner-slider.module.css';

/** Swiper's autoplay delay: the first slide change is due this long after the page settled. */
const FIRST_CHANGE_MS = 5000;
/** ...and at the latest this long after the slider shows, on a page that keeps loading. */
const LATEST_FIRST_CHANGE_MS = 15_000;
/** A failed answer stands as long as an answer is fresh (the client's staleTime): a slider shown again meanwhile asks nothing. */
const FAILURE_STANDS_MS = 30_000;

const Carousel = lazy(() => import('./Carousel'));

/** The query's key prefix (the slider type and the language follow) and the call it sends. */
export const SLIDES = declareQuery(['slides'], ['GET /api/slider']);

/**
 * GET /api/slider: the slides of one slider type, in the shop's language, through the shop's query
 * client. `sent`: the same call already on its way (index.html's boot script sends it with the
 * reference data), read instead of asking again when it asked exactly as this call would.
 */
function slidesQuery(sliderType: SliderType, locale: Locale, sent?: SentRequest) {
  const queryKey = [...SLIDES.key, sliderType, locale] as const;
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      http.get('/api/slider', { query: { sliderType }, schema: SlidesSchema as v.GenericSchema<unknown, Slide[]>, signal, locale, sent }),
    // a language switch keeps the slides on show until the new ones are in
    placeholderData: (previous: Slide[] | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined) =>
      keepPreviousLocale(previous, previousQuery?.queryKey, queryKey),
  };
}

/**
 * Asks for a slider's slides ahead of its first render (the host does, for the page being
 * opened, while the rest of the start-up runs): the slider then shows its first slide in its
 * first paint, or joins the request still on its way.
 */
export function prefetchSlides(sliderType: SliderType, sent?: SentRequest): void {
  void shopQueryClient().prefetchQuery(slidesQuery(sliderType, currentLocale(), sent));
}

/** Whether the slides' last answer was a failure that still stands (shown by the http client, SPEC section 8). */
function failedLately(sliderType: SliderType, locale: Locale): boolean {
  const state = shopQueryClient().getQueryState(slidesQuery(sliderType, locale).queryKey);
  return state?.status === 'error' && Date.now() - state.errorUpdatedAt < FAILURE_STANDS_MS;
}

/** The slides side by side in a strip that shows one, exactly as the carousel lays them out. */
function StillSlides({ slides }: { slides: Slide[] }) {
  return (
    <div className={styles.strip}>
      {slides.map((slide, index) => (
        <div key={slide.Id} className={styles.stripItem} aria-hidden={index > 0 || undefined} inert={index > 0 || undefined}>
          <SlideContent slide={slide} first={index === 0} />
        </div>
      ))}
    </div>
  );
}

/**
 * `compact`: a low strip (pages a dealer works on, such as a category's boards, where the banner
 * must not push the work below the fold): the picture cropped around its left-hand words, the
 * caption on its right.
 */
export function BannerSlider({
  sliderType,
  fullWidth = false,
  compact = false,
  choose,
}: {
  sliderType: SliderType;
  fullWidth?: boolean;
  compact?: boolean;
  /**
   * Which of the slides the page shows, in which order (e.g. a category page: the slides about
   * that category); null while the page cannot tell yet (its box stays reserved). All by default.
   */
  choose?: (slides: Slide[]) => Slide[] | null;
}) {
  const { t } = useTranslation('kernel');
  // the slides' texts are in the shop's language: a switch loads them again (the old ones stay until then)
  const locale = useLocale();
  // a failure was notified by the http client (SPEC section 8) and leaves no slider; the failure
  // the host's early request met is not asked again by the slider it was for
  const answer = useKernelQuery({ ...slidesQuery(sliderType, locale), retryOnMount: !failedLately(sliderType, locale) });
  const answered = answer.isError ? [] : (answer.data ?? null);
  const slides = answered && choose ? choose(answered) : answered;
  const [moving, setMoving] = useState(false);

  const several = !!slides && slides.length > 1;
  useEffect(() => {
    if (!several || moving) return;
    return afterPageSettles(() => setMoving(true), FIRST_CHANGE_MS, LATEST_FIRST_CHANGE_MS);
  }, [several, moving]);

  const boxClass = [styles.slider, fullWidth ? styles.full : '', compact ? styles.compact : ''].join(' ');
  if (!slides) {
    return (
      <Skeleton label={t('loading')} name="banner-slider" className={boxClass}>
        <div className={styles.slide}>
          <SkeletonBlock className={styles.skeletonPicture} />
          <div className={styles.caption}>
            <SkeletonBlock width="min(60ch, 70%)" height="2.4em" />
            <SkeletonBlock width="9em" height="2.4em" />
          </div>
        </div>
      </Skeleton>
    );
  }
  if (slides.length === 0) return null;
  const startMoving = () => several && setMoving(true);
  return (
    <section
      className={boxClass}
      aria-roledescription="carousel"
      data-testid="banner-slider"
      onPointerEnter={startMoving}
      onTouchStart={startMoving}
      onFocus={startMoving}
    >
      {moving ? (
        <Suspense fallback={<StillSlides slides={slides} />}>
          <Carousel slides={slides} />
        </Suspense>
      ) : (
        <StillSlides slides={slides} />
      )}
    </section>
  );
}
