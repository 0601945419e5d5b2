import { useEffect } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, paths } from '@parts/shared-kernel';
import { logout } from '../session/session';

export default function LogoutPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  useEffect(() => {
    let cancelled = false;
    void logout().then(() => {
      if (!cancelled) navigate(paths.home.href(), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [navigate]);
  return <Spinner label={t('logout.message')} />;
}
