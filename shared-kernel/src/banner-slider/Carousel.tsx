/**
 * The moving part of the slider: swiper with only the modules it uses. Its own chunk, fetched
 * only when a slider has more than one slide.
 */
import { useTranslation } from 'react-i18next';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Keyboard, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Slide } from '../schemas/store';
import { SlideContent } from './SlideContent';

const BANNER_AUTOPLAY_MS = 5000;

export default function Carousel({ slides }: { slides: Slide[] }) {
  const { t } = useTranslation('kernel');
  return (
    <Swiper
      modules={[Autoplay, Pagination, A11y, Keyboard]}
      slidesPerView={1}
      loop={slides.length > 1}
      autoplay={{ delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
      pagination={{ clickable: true }}
      keyboard={{ enabled: true }}
      a11y={{ prevSlideMessage: t('previous'), nextSlideMessage: t('next') }}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.Id}>
          <SlideContent slide={slide} first={index === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
