/**
 * The shell's offline state: while the shop's server cannot be reached (or the browser is offline)
 * a banner across the top of every page says so, instead of areas left blank or messages that
 * pretend the rest works; it goes when the server answers again (federation/connection.ts).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '@parts/shared-kernel';
import { checkConnection, useConnection, watchConnection } from '../../federation/connection';

export function ConnectionBanner() {
  const { t } = useTranslation('host');
  const reach = useConnection();
  useEffect(() => watchConnection(), []);
  if (reach !== 'unreachable' && reach !== 'offline') return null;
  return (
    <div data-connection-banner={reach} style={{ position: 'sticky', top: 0, zIndex: 1000 }}>
      <Alert kind="danger">
        <strong>{t(`connection.${reach}`)}</strong> {t(`connection.${reach}Hint`)}{' '}
        <Button variant="secondary" size="small" onClick={() => void checkConnection()}>
          {t('connection.retry')}
        </Button>
      </Alert>
    </div>
  );
}
