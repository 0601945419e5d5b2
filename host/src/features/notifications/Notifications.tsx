import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { i18n, messageText, on, useEventValue, type Notice } from '@parts/shared-kernel';
import { addNotice, resolveTopic, stays, type ShownNotice } from './notifications';
import styles from './notifications.module.css';

const AUTO_HIDE_MS = 6000;

let messagesReady: Promise<void> | undefined;
let messagesLoaded = false;
/**
 * The texts of the kernel's messages (translated status titles): fetched with the first notice, not
 * with the first page (a notice waits for them, so a Polish screen never shows an English title).
 */
export function loadNoticeTexts(): Promise<void> {
  messagesReady ??= import('@parts/shared-kernel/messages')
    .then(({ ensureMessages }) => ensureMessages(i18n))
    .catch(() => undefined)
    .finally(() => {
      messagesLoaded = true;
    });
  return messagesReady;
}

/** Runs `show` once the notices' texts are in (at once after the first notice). */
function whenTextsReady(show: () => void): void {
  if (messagesLoaded) show();
  else void loadNoticeTexts().then(show);
}

/**
 * Every app's notices (the `notify` event) and every failed call's error, in a strip at the bottom
 * left (the whole width of a phone) that the page keeps free below its end, so it never hides the
 * last controls; while a dialog is open, inside the dialog under its title. Texts are rendered from
 * their keys at each render, so they follow a language switch. Errors and warnings stay until
 * dismissed or until the same action succeeds; successes and infos fade.
 */
export function Notifications() {
  const { t } = useTranslation('host');
  const [shown, setShown] = useState<ShownNotice[]>([]);
  const [hidden, setHidden] = useState(false);
  const nextId = useRef(1);
  const slot = useEventValue('notify:slot') ?? null;
  const areaRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const add = (notice: Notice) => {
      const id = nextId.current++;
      setShown((current) => addNotice(current, notice, id));
      setHidden(false);
      if (!stays(notice)) window.setTimeout(() => setShown((c) => c.filter((n) => n.id !== id)), AUTO_HIDE_MS);
    };
    const offNotify = on('notify', (notice) => whenTextsReady(() => add(notice)), { replay: false });
    const offResolved = on('notify:resolved', (topic) => setShown((current) => resolveTopic(current, topic)), { replay: false });
    return () => {
      offNotify();
      offResolved();
    };
  }, []);

  // the page keeps the strip's height free below its end: the last controls can always be scrolled clear of it
  const inStrip = shown.length > 0 && !slot;
  useEffect(() => {
    const area = areaRef.current;
    if (!inStrip || !area || typeof ResizeObserver === 'undefined') return;
    const reserve = () => document.body.style.setProperty('padding-bottom', `${Math.ceil(area.getBoundingClientRect().height) + 12}px`);
    const observer = new ResizeObserver(reserve);
    observer.observe(area);
    reserve();
    return () => {
      observer.disconnect();
      document.body.style.removeProperty('padding-bottom');
    };
  }, [inStrip]);

  if (shown.length === 0) return null;
  const dismiss = (id: number) => setShown((current) => current.filter((n) => n.id !== id));

  const content = (
    <section ref={areaRef} className={slot ? styles.inDialog : styles.area} aria-label={t('notifications.label')}>
      {shown.length > 1 && (
        <div className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => setHidden((h) => !h)} aria-expanded={!hidden}>
            {hidden ? t('notifications.show', { count: shown.length }) : t('notifications.hide')}
          </button>
          <button type="button" className={styles.tool} onClick={() => setShown([])}>
            {t('notifications.clear')}
          </button>
        </div>
      )}
      {!hidden && (
        <ul className={styles.list}>
          {shown.map((notice) => (
            <li key={notice.id} className={[styles.notice, styles[notice.kind]].join(' ')} role={notice.kind === 'danger' ? 'alert' : 'status'}>
              <div>
                {notice.title && <strong className={styles.title}>{messageText(notice.title)}</strong>}
                <span>{messageText(notice.message)}</span>
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
  return slot ? createPortal(content, slot) : content;
}
