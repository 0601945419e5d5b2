import { Suspense, lazy } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths, useAuthToken, useReferenceData } from '@parts/shared-kernel';
import { Logo } from '../Logo';
import { ActionsMenu } from './ActionsMenu';
import { HeaderSearch } from './HeaderSearch';
import { useHideOnScroll } from './use-hide-on-scroll';
import { CountLinks } from './CountLinks';
import { AccountIcon, MenuIcon } from './icons';
import styles from './header.module.css';

// swiper arrives after the first paint; until then the first topic stands still
const TopicCarousel = lazy(() => import('./TopicCarousel'));

/**
 * SPEC section 2: topic carousel, top-menu content pages (unless hidden topics is configured),
 * actions menu, part-number search, shopping lists and cart with their counts, my account.
 * Hides on scroll down, returns on scroll up.
 */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('host');
  const { topics, config } = useReferenceData();
  const signedIn = !!useAuthToken();
  const hidden = useHideOnScroll();
  const carouselTopics = topics.filter((topic) => topic.SeName && topic.Title);
  const topMenu = config.general.hiddenTopics ? [] : topics.filter((topic) => topic.IncludeInTopMenu && topic.SeName);
  const firstTopic = carouselTopics[0];

  return (
    <header className={[styles.header, hidden ? styles.hidden : ''].join(' ')} data-hidden={hidden}>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {firstTopic && (
        <Suspense
          fallback={
            <div className={styles.carousel}>
              <div className={styles.carouselSlide}>
                <Link to={paths.page.href(firstTopic.SeName)}>{firstTopic.Title}</Link>
              </div>
            </div>
          }
        >
          <TopicCarousel topics={carouselTopics} />
        </Suspense>
      )}
      <div className={styles.bar}>
        <button type="button" className={styles.menuButton} onClick={onOpenMenu} aria-label={t('header.openMenu')}>
          <MenuIcon />
        </button>
        <Logo />
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          {signedIn && <NavLink to={paths.level4.href()}>{t('header.catalog')}</NavLink>}
          {topMenu.map((topic) => (
            <NavLink key={topic.Id} to={paths.page.href(topic.SeName)}>
              {topic.Title}
            </NavLink>
          ))}
        </nav>
        {signedIn ? (
          <>
            {/* phones: what follows goes to a second row */}
            <span className={styles.rowBreak} aria-hidden="true" />
            <HeaderSearch />
            <ActionsMenu />
            <div className={styles.tools}>
              <CountLinks />
              <Link to={paths.myProfile.href()} className={styles.tool} aria-label={t('header.myAccount')} title={t('header.myAccount')}>
                <AccountIcon />
                <span className={styles.toolText}>{t('header.myAccount')}</span>
              </Link>
            </div>
          </>
        ) : (
          <div className={styles.tools}>
            <Link to={paths.login.href()} className={styles.tool}>
              {t('sidebar.login')}
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
