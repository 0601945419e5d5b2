import { useRef } from 'react';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths, useAuthToken } from '@parts/shared-kernel';
import { Logo } from './Logo';
import { LanguageSwitcher } from './LanguageSwitcher';
import { CountLinks } from './header/CountLinks';
import headerStyles from './header/header.module.css';
import { useShellFrameHint } from '../../app/shell-frame';
import styles from './layout.module.css';

export function SimpleHeader() {
  const { t } = useTranslation('host');
  const token = useAuthToken();
  const headerRef = useRef<HTMLElement>(null);
  useShellFrameHint('simple', headerRef);
  return (
    <header ref={headerRef} className={headerStyles.header}>
      <div className={headerStyles.bar}>
        <Logo />
        <div className={styles.actions}>
          {token && (
            <>
              <Link to={paths.home.href()}>{t('header.backToShop')}</Link>
              {/* cart and checkout pages change the counts: they stay in sight */}
              <div className={headerStyles.tools}>
                <CountLinks />
              </div>
            </>
          )}
          <LanguageSwitcher />
        </div>
      </div>
    </header>
  );
}
