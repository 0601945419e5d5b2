import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { on } from '@parts/shared-kernel';
import { addNotice, type ShownNotice } from './notifications';
import styles from './notifications.module.css';

const AUTO_HIDE_MS = 6000;

/** Every app's notices (the `notify` event) and every failed call's error, top right. */
export function Notifications() {
  const { t } = useTranslation('host');
  const [shown, setShown] = useState<ShownNotice[]>([]);
  const [hidden, setHidden] = useState(false);
  const nextId = useRef(1);

  useEffect(
    () =>
      on(
        'notify',
        (notice) => {
          const id = nextId.current++;
          setShown((current) => addNotice(current, notice, id));
          setHidden(false);
          if (notice.kind !== 'danger') window.setTimeout(() => setShown((c) => c.filter((n) => n.id !== id)), AUTO_HIDE_MS);
        },
        { replay: false },
      ),
    [],
  );

  const dismiss = (id: number) => setShown((current) => current.filter((n) => n.id !== id));
  if (shown.length === 0) return null;

  return (
    <section className={styles.area} aria-label={t('notifications.label')}>
      <div className={styles.tools}>
        <button type="button" className={styles.tool} onClick={() => setHidden((h) => !h)} aria-expanded={!hidden}>
          {hidden ? t('notifications.show', { count: shown.length }) : t('notifications.hide')}
        </button>
        <button type="button" className={styles.tool} onClick={() => setShown([])}>
          {t('notifications.clear')}
        </button>
      </div>
      {!hidden && (
        <ul className={styles.list}>
          {shown.map((notice) => (
            <li key={notice.id} className={[styles.notice, styles[notice.kind]].join(' ')} role={notice.kind === 'danger' ? 'alert' : 'status'}>
              <div>
                {notice.title && <strong className={styles.title}>{notice.title}</strong>}
                <span>{notice.message}</span>
              </div>
              <button type="button" className={styles.close} onClick={() => dismiss(notice.id)} aria-label={t('notifications.dismiss')}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
