import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import { paths, type Topic } from '@parts/shared-kernel';
import styles from './header.module.css';

/** SPEC section 9: topic carousel autoplay. */
export const TOPIC_AUTOPLAY_MS = 3000;

/** The rotating strip of content-page links above the header bar (pauses under the pointer). */
export default function TopicCarousel({ topics }: { topics: readonly Topic[] }) {
  const { t } = useTranslation('host');
  const swiperRef = useRef<SwiperInstance | null>(null);
  const reducedMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  return (
    <nav
      className={styles.carousel}
      aria-label={t('header.topics')}
      data-testid="topic-carousel"
      // a keyboard user on a topic link is not carried away by the rotation
      onFocus={() => swiperRef.current?.autoplay?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) swiperRef.current?.autoplay?.start();
      }}
    >
      <Swiper
        onSwiper={(swiper) => (swiperRef.current = swiper)}
        modules={[Autoplay, A11y]}
        slidesPerView={1}
        loop={topics.length > 1}
        speed={reducedMotion ? 0 : 400}
        autoplay={{ delay: TOPIC_AUTOPLAY_MS, pauseOnMouseEnter: true, disableOnInteraction: false }}
        a11y={{ prevSlideMessage: t('header.previousTopic'), nextSlideMessage: t('header.nextTopic') }}
      >
        {topics.map((topic) => (
          <SwiperSlide key={topic.Id} className={styles.carouselSlide}>
            <Link to={paths.page.href(topic.SeName)}>{topic.Title}</Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </nav>
  );
}
