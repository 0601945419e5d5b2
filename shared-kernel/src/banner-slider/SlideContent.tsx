import { useTranslation } from 'react-i18next';
import type { Slide } from '../schemas/store';
import { buttonClass } from '@parts/shared-kernel';
import styles from './banner-slider.module.css';

function opensInNewTab(link: string): boolean {
  return link.includes('backoffice');
}

/** One slide: its picture, its words and its button ('More Details' unless the slide names its own). */
export function SlideContent({ slide, first }: { slide: Slide; first: boolean }) {
  const { t } = useTranslation('kernel');
  return (
    <div className={styles.slide}>
      {slide.PictureUrl && (
        <img
          className={styles.image}
          src={slide.PictureUrl}
          alt=""
          width={1280}
          height={400}
          {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      )}
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
  );
}
