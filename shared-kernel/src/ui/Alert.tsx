import type { ReactNode } from 'react';
import type { NoticeKind } from '../events';
import styles from './ui.module.css';

export function Alert({ kind = 'info', children, className }: { kind?: NoticeKind; children: ReactNode; className?: string }) {
  return (
    <div
      role={kind === 'danger' || kind === 'warning' ? 'alert' : 'status'}
      className={[styles.alert, styles[`alert-${kind}`], className ?? ''].join(' ')}
    >
      {children}
    </div>
  );
}
