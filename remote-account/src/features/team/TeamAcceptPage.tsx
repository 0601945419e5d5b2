import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, paths } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ServerErrors } from '../forms/ServerErrors';
import { useNewPasswordForm } from '../forms/use-new-password-form';
import { acceptInvitationMutation } from './api/approvals';
import styles from '../forms/forms.module.css';

/** /team/accept?token=.. (extension team): the invited employee sets their password, twice, then signs in. */
export function TeamAcceptPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const accept = useApiMutation(acceptInvitationMutation);
  const { register, errors, isSubmitting, onSubmit, serverErrors } = useNewPasswordForm(
    (values) => accept.mutateAsync({ token, password: values.password }),
    'account:teamAccept.done',
  );

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-labelledby="team-accept-heading">
      <h1 id="team-accept-heading">{t('teamAccept.title')}</h1>
      {token ? <p className={styles.note}>{t('teamAccept.intro')}</p> : <Alert kind="warning">{t('teamAccept.incompleteLink')}</Alert>}
      <NewPasswordFields idPrefix="team-accept" register={register} errors={errors} />
      <ServerErrors errors={serverErrors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting || !token}>
          {t('teamAccept.submit')}
        </Button>
      </div>
      <p className={styles.links}>
        <Link to={paths.login.href()}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </form>
  );
}
