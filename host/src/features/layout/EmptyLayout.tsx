import { Outlet } from '@parts/shared-kernel/router';
import styles from './layout.module.css';

/** Printing, 404, logging out, success: the page alone. */
export function EmptyLayout() {
  return (
    <main id="main" className={styles.empty} tabIndex={-1}>
      <Outlet />
    </main>
  );
}
