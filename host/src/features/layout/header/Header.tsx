import { useLayoutEffect, useRef } from 'react';
import { Link, NavLink } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useAuthToken, useReferenceData } from '@parts/shared-kernel';
import { Logo } from '../Logo';
import { ActionsMenu } from './ActionsMenu';
import { HeaderSearch } from './HeaderSearch';
import { TopicCarousel } from './TopicCarousel';
import { useHeaderMode } from './use-header-mode';
import { CountLinks } from './CountLinks';
import { AccountIcon, MenuIcon } from './icons';
import { useShellFrameHint } from '../../../app/shell-frame';
import styles from './header.module.css';

/**
 * SPEC section 2: topic carousel, top-menu content pages (unless hidden topics is configured),
 * actions menu, part-number search, shopping lists and cart with their counts, my account.
 * Hides on scroll down, returns compact on scroll up: only its first row (menu, logo, counts and
 * account) shows, the topic carousel slides up out of sight and a phone's second row (actions and
 * search) is clipped away. Both are transform and clip-path, which move nothing below the header
 * (no layout shift); a keyboard user tabbing into the header gets all of it.
 */
export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation('host');
  const { topics, config } = useReferenceData();
  const signedIn = !!useAuthToken();
  const mode = useHeaderMode();
  const headerRef = useRef<HTMLElement>(null);
  const rowBreakRef = useRef<HTMLSpanElement>(null);
  const carouselRef = useRef<HTMLDivElement>(null);
  useShellFrameHint('default', headerRef);

  // what compact leaves out, measured when it starts and when the window turns (rows wrap per width)
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header || mode !== 'compact') return;
    const measure = () => {
      const carousel = carouselRef.current?.offsetHeight ?? 0;
      const rowBreak = rowBreakRef.current;
      // the row break shows only on phones, where the actions and the search make a second row
      const secondRow = rowBreak && rowBreak.offsetParent ? Math.max(0, header.offsetHeight - rowBreak.offsetTop) : 0;
      header.style.setProperty('--header-compact-shift', `${carousel}px`);
      header.style.setProperty('--header-compact-clip', `${secondRow}px`);
    };
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [mode]);
  const carouselTopics = topics.filter((topic) => topic.SeName && topic.Title);
  const topMenu = config.general.hiddenTopics ? [] : topics.filter((topic) => topic.IncludeInTopMenu && topic.SeName);

  return (
    <header
      ref={headerRef}
      className={[styles.header, mode === 'hidden' ? styles.hidden : '', mode === 'compact' ? styles.compact : ''].join(' ')}
      data-hidden={mode === 'hidden'}
      data-compact={mode === 'compact'}
    >
      <a href="#main" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {carouselTopics.length > 0 && (
        <div ref={carouselRef}>
          <TopicCarousel topics={carouselTopics} />
        </div>
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
            <span ref={rowBreakRef} className={styles.rowBreak} aria-hidden="true" />
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
