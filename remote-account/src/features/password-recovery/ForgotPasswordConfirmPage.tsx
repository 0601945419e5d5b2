import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, paths } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ServerErrors } from '../forms/ServerErrors';
import { useNewPasswordForm } from '../forms/use-new-password-form';
import { confirmPasswordRecoveryMutation } from './api/confirm-password-recovery';
import styles from '../forms/forms.module.css';

/** /forgot-password/confirm?email=..&token=..: a new password, twice. */
export function ForgotPasswordConfirmPage() {
  const { t } = useTranslation('account');
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const confirm = useApiMutation(confirmPasswordRecoveryMutation);
  const { register, errors, isSubmitting, onSubmit, serverErrors } = useNewPasswordForm(
    (values) => confirm.mutateAsync({ email, token, ...values }),
    'account:forgotPasswordConfirm.done',
  );

  const linkComplete = email !== '' && token !== '';

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-labelledby="confirm-heading">
      <h1 id="confirm-heading">{t('forgotPasswordConfirm.title')}</h1>
      {linkComplete ? (
        <p className={styles.note}>{t('forgotPasswordConfirm.intro', { email })}</p>
      ) : (
        <Alert kind="warning">{t('forgotPasswordConfirm.incompleteLink')}</Alert>
      )}
      <NewPasswordFields idPrefix="confirm" register={register} errors={errors} />
      <ServerErrors errors={serverErrors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting || !linkComplete}>
          {t('forgotPasswordConfirm.submit')}
        </Button>
      </div>
      <p className={styles.links}>
        <Link to={paths.forgotPassword.href()}>{t('forgotPasswordConfirm.newLink')}</Link>
        <Link to={paths.login.href()}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </form>
  );
}
