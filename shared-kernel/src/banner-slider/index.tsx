/**
 * The banner slider of SPEC section 2: slides of one slider type, autoplay 5000 ms, one per view.
 * A link opens in a new tab when it contains 'backoffice'; the button reads 'More Details' unless
 * the slide names its own text. Separate entry (`@parts/shared-kernel/banner-slider`) so swiper
 * is downloaded only by pages that show a slider.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type * as v from 'valibot';
import { http } from '../http';
import { SlidesSchema, type Slide, type SliderType } from '../schemas/store';
import { buttonClass } from '../ui/Button';
import styles from './banner-slider.module.css';

const BANNER_AUTOPLAY_MS = 5000;

function opensInNewTab(link: string): boolean {
  return link.includes('backoffice');
}

function loadSlides(sliderType: SliderType, signal?: AbortSignal): Promise<Slide[]> {
  return http.get('/api/slider', { query: { sliderType }, schema: SlidesSchema as v.GenericSchema<unknown, Slide[]>, ...(signal ? { signal } : {}) });
}

export function BannerSlider({ sliderType, fullWidth = false }: { sliderType: SliderType; fullWidth?: boolean }) {
  const { t } = useTranslation('kernel');
  const [slides, setSlides] = useState<Slide[] | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    loadSlides(sliderType, controller.signal).then(setSlides, (error: unknown) => {
      if (!controller.signal.aborted) {
        console.error('Slides could not be loaded', error);
        setSlides([]);
      }
    });
    return () => controller.abort();
  }, [sliderType]);

  if (!slides || slides.length === 0) return null;
  return (
    <section className={[styles.slider, fullWidth ? styles.full : ''].join(' ')} aria-roledescription="carousel" data-testid="banner-slider">
      <Swiper
        modules={[Autoplay, Pagination, A11y, Keyboard]}
        slidesPerView={1}
        loop={slides.length > 1}
        autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next') }}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.Id}>
            <div className={styles.slide}>
              {slide.PictureUrl && <img className={styles.image} src={slide.PictureUrl} alt="" loading="lazy" />}
              <div className={styles.caption}>
                {slide.Description && <p className={styles.description}>{slide.Description}</p>}
                {slide.Link && (
                  <a
                    className={buttonClass('primary')}
                    href={slide.Link}
                    {...(opensInNewTab(slide.Link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {slide.ButtonText || t('moreDetails')}
                  </a>
                )}
              </div>
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
