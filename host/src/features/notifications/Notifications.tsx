import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { i18n, lastValue, messageText, on, useEventValue, type Notice } from '@parts/shared-kernel';
import { addNotice, resolveTopic, stays, type ShownNotice } from './notifications';
import { takeNotices } from './notice-store';
import { bestPlace, headerBottom, visibleControls, type Place } from './placement';
import styles from './notifications.module.css';

const AUTO_HIDE_MS = 6000;

let messagesReady: Promise<void> | undefined;
/**
 * The texts of the kernel's messages (translated status titles): fetched with the first notice, not
 * with the first page (a notice waits for them, so a Polish screen never shows an English title).
 */
export function loadNoticeTexts(): Promise<void> {
  messagesReady ??= import('@parts/shared-kernel/messages').then(({ ensureMessages }) => ensureMessages(i18n)).catch(() => undefined);
  return messagesReady;
}

/**
 * Every app's notices (the `notify` event) and every failed call's error, in a strip placed where it
 * covers no control of the page (bottom left first, else bottom right, top right, top left; on a
 * phone the bottom or the top edge), the page keeping its height free below its end; while a
 * dialog is open, those that arrive meanwhile inside the dialog under its title, never over it (the
 * older ones wait outside, unseen, until it closes: they are not about the dialog). Texts are rendered from
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
  const [place, setPlace] = useState<{ place: Place; top: number }>({ place: 'bottom-left', top: 64 });

  useEffect(() => {
    const add = (notice: Notice) => {
      const id = nextId.current++;
      // the dialog open when it arrived (its action's answer), if any
      const dialog = lastValue('notify:slot') ?? null;
      setShown((current) => addNotice(current, notice, id, dialog));
      setHidden(false);
      if (!stays(notice)) window.setTimeout(() => setShown((c) => c.filter((n) => n.id !== id)), AUTO_HIDE_MS);
    };
    const offNotify = takeNotices(add);
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

  // the strip goes where it covers no control (bottom left first); asked again on scroll, resize and
  // when the page's own layout changes (a first cart line brings its buttons where the strip was)
  useEffect(() => {
    const area = areaRef.current;
    if (!inStrip || !area) return;
    let frame = 0;
    const choose = () => {
      frame = 0;
      const box = area.getBoundingClientRect();
      const top = headerBottom();
      const chosen = bestPlace(
        { width: box.width, height: box.height },
        { width: window.innerWidth, height: window.innerHeight },
        top,
        visibleControls(area),
      );
      setPlace((current) => (current.place === chosen && current.top === top ? current : { place: chosen, top }));
    };
    const later = () => {
      if (!frame) frame = window.requestAnimationFrame(choose);
    };
    choose();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    const layout = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(later);
    layout?.observe(document.body);
    return () => {
      layout?.disconnect();
      if (frame) window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [inStrip, shown, hidden]);

  // while a dialog is open only what arrived while it is open shows, inside it; the older notices
  // (an address deleted a moment ago) are not about it: they wait outside, unseen, until it closes
  const visible = slot ? shown.filter((notice) => notice.dialog === slot) : shown;
  if (visible.length === 0) return null;
  const dismiss = (id: number) => setShown((current) => current.filter((n) => n.id !== id));

  const content = (
    <section
      ref={areaRef}
      className={slot ? styles.inDialog : [styles.area, styles[place.place]].join(' ')}
      style={slot ? undefined : ({ '--notices-top': `${place.top}px` } as CSSProperties)}
      aria-label={t('notifications.label')}
    >
      {visible.length > 1 && (
        <div className={styles.tools}>
          <button type="button" className={styles.tool} onClick={() => setHidden((h) => !h)} aria-expanded={!hidden}>
            {hidden ? t('notifications.show', { count: visible.length }) : t('notifications.hide')}
          </button>
          <button
            type="button"
            className={styles.tool}
            onClick={() => setShown((current) => current.filter((notice) => !visible.includes(notice)))}
          >
            {t('notifications.clear')}
          </button>
        </div>
      )}
      {!hidden && (
        <ul className={styles.list}>
          {visible.map((notice) => (
            <li
              key={notice.id}
              className={[styles.notice, styles[notice.kind]].join(' ')}
              role={notice.kind === 'danger' ? 'alert' : 'status'}
            >
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
