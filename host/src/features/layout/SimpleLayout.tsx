import { Outlet } from '@parts/shared-kernel/router';
import { SimpleHeader } from './SimpleHeader';
import { Footer } from './Footer';
import styles from './layout.module.css';

/** Login, registration, cart, checkout: the logo, the language and the task at hand. */
export function SimpleLayout() {
  return (
    <div className={styles.page}>
      <SimpleHeader />
      <main id="main" className={[styles.main, styles.simple].join(' ')} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
