import { useEffect } from 'react';
import { useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Spinner, paths } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { logout } from '../session/session';
import { logoutMutation } from './api/logout';

export default function LogoutPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  // the session ends whatever the server answers (SPEC section 8: logout failure removes the token)
  const { mutate } = useApiMutation({ ...logoutMutation, mutationFn: logout });
  // opening /logout is the dealer's request to sign out: sent once when the page shows; a page
  // left meanwhile does not navigate (callbacks given to mutate run only while it is mounted)
  useEffect(() => mutate(undefined, { onSettled: () => navigate(paths.home.href(), { replace: true }) }), [mutate, navigate]);
  return <Spinner label={t('logout.message')} />;
}
