import { useEffect, useState } from 'react';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, type Topic } from '@parts/shared-kernel';
import styles from './header.module.css';

/** SPEC section 9: topic carousel autoplay. */
export const TOPIC_AUTOPLAY_MS = 3000;

/**
 * The rotating strip of content-page links above the header bar: one topic at a time, the next
 * every 3 s; it pauses under the pointer and while a link has the keyboard focus. Every topic
 * sits in the same grid cell, so the strip is as tall as its tallest topic from the first paint.
 */
export function TopicCarousel({ topics }: { topics: readonly Topic[] }) {
  const { t } = useTranslation('host');
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || topics.length < 2) return;
    const timer = window.setInterval(() => setCurrent((index) => (index + 1) % topics.length), TOPIC_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [paused, topics.length]);

  const shown = current < topics.length ? current : 0;
  return (
    <nav
      className={styles.carousel}
      aria-label={t('header.topics')}
      aria-roledescription="carousel"
      data-testid="topic-carousel"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul className={styles.carouselTrack} aria-live={paused ? 'polite' : 'off'}>
        {topics.map((topic, index) => (
          <li
            key={topic.Id}
            className={[styles.carouselSlide, index === shown ? styles.carouselCurrent : ''].join(' ')}
            aria-hidden={index !== shown || undefined}
            inert={index !== shown || undefined}
            aria-roledescription="slide"
          >
            <Link to={paths.page.href(topic.SeName)}>{topic.Title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
