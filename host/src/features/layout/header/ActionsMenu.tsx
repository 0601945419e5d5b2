import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { mayTrackOrders, paths, useTeamRole } from '@parts/shared-kernel';
import styles from './header.module.css';

/** What a dealer does most, one click from every page. */
const ACTIONS = [
  { href: paths.level4.href(), labelKey: 'actions.catalog' },
  { href: paths.cart.href(), labelKey: 'actions.quickOrder' },
  { href: paths.offer.href(), labelKey: 'actions.createOffer' },
  { href: paths.shoppingList.href(), labelKey: 'actions.shoppingLists' },
  { href: paths.orderHistory.href(), labelKey: 'actions.orderHistory' },
  { href: paths.addresses.href(), labelKey: 'actions.addresses' },
] as const;

/** A disclosure menu: the button opens it; Escape, a click outside or a chosen link closes it. */
export function ActionsMenu() {
  const { t } = useTranslation('host');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // extension team: a Requester has no order history
  const role = useTeamRole();
  const actions = ACTIONS.filter((action) => action.href !== paths.orderHistory.href() || mayTrackOrders(role));

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    rootRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.actionsMenu}
      onBlur={(event) => {
        if (open && !rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.actionsButton}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('actions.label')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={menuId} className={styles.actionsList} hidden={!open}>
        {actions.map((action) => (
          <li key={action.href}>
            <Link to={action.href} onClick={() => setOpen(false)}>
              {t(action.labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
