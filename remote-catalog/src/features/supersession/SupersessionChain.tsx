import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { paths } from '@parts/shared-kernel';
import type { Supersession } from '@parts/contract/catalogue';
import { useSupersession } from './supersession';
import styles from './supersession.module.css';

/**
 * A part's supersession chain (extension 'supersession'): 'Replaces: 99110000101, 99110000102'
 * (the older numbers it stands for, newest first) and, for an old part, 'Replaced by: 99110000001'
 * with links to the current parts. Nothing without the extension or without a chain.
 */
export function SupersessionChain({ supersession }: { supersession: Supersession | null | undefined }) {
  const { t } = useTranslation('catalog');
  const enabled = useSupersession();
  if (!enabled || !supersession) return null;
  const { Replaces, ReplacedBy } = supersession;
  if (Replaces.length === 0 && ReplacedBy.length === 0) return null;
  return (
    <div className={styles.chain} data-testid="supersession-chain">
      {ReplacedBy.length > 0 && (
        <p className={styles.replacedBy}>
          {t('supersession.replacedBy')}{' '}
          {ReplacedBy.map((part, index) => (
            <span key={part.Id}>
              {index > 0 && ', '}
              <Link to={paths.partSearch.href(part.Sku)}>{part.Sku}</Link>
              {ReplacedBy.length > 1 || part.Quantity !== 1 ? ` x${part.Quantity}` : ''}
            </span>
          ))}
        </p>
      )}
      {Replaces.length > 0 && (
        <p>
          {t('supersession.replaces')} {Replaces.map((part) => part.Sku).join(', ')}
        </p>
      )}
    </div>
  );
}

/**
 * The chain on one line, for a board's part: 'Replaced by 99110000001' (linked) or 'Replaces
 * 99110000101, 99110000102'. Nothing without the extension or without a chain.
 */
export function SupersessionNote({
  supersession,
  className,
}: {
  supersession: Supersession | null | undefined;
  className?: string | undefined;
}) {
  const { t } = useTranslation('catalog');
  const enabled = useSupersession();
  if (!enabled || !supersession) return null;
  const { Replaces, ReplacedBy } = supersession;
  if (ReplacedBy.length > 0) {
    return (
      <span className={[className, styles.replacedBy].join(' ')} data-testid="supersession-chain">
        {t('supersession.replacedBy')}{' '}
        {ReplacedBy.map((part, index) => (
          <span key={part.Id}>
            {index > 0 && ', '}
            <Link to={paths.partSearch.href(part.Sku)}>{part.Sku}</Link>
            {ReplacedBy.length > 1 || part.Quantity !== 1 ? ` x${part.Quantity}` : ''}
          </span>
        ))}
      </span>
    );
  }
  if (Replaces.length === 0) return null;
  return (
    <span className={className} data-testid="supersession-chain">
      {t('supersession.replaces')} {Replaces.map((part) => part.Sku).join(', ')}
    </span>
  );
}
