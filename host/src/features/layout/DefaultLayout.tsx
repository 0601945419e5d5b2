import { useState } from 'react';
import { Outlet } from '@parts/shared-kernel/router';
import { Header } from './header/Header';
import { Footer } from './Footer';
import { Sidebar } from './Sidebar';
import styles from './layout.module.css';

export function DefaultLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.page}>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <Sidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
