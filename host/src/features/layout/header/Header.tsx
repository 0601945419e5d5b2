import { Link, NavLink } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useAuthToken, useReferenceData } from '@parts/shared-kernel';
import { Logo } from '../Logo';
import { ActionsMenu } from './ActionsMenu';
import { HeaderSearch } from './HeaderSearch';
import { TopicCarousel } from './TopicCarousel';
import { useHideOnScroll } from './use-hide-on-scroll';
import { CountLinks } from './CountLinks';
import { AccountIcon, MenuIcon } from './icons';
import styles from './header.module.css';

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

  return (
    <header className={[styles.header, hidden ? styles.hidden : ''].join(' ')} data-hidden={hidden}>
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {carouselTopics.length > 0 && <TopicCarousel topics={carouselTopics} />}
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
