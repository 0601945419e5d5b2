import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, notify, paths } from '@parts/shared-kernel';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ServerErrors } from '../forms/ServerErrors';
import { EMPTY_NEW_PASSWORD, type NewPasswordValues } from '../forms/validation';
import { useApiMutation } from '@parts/shared-kernel/query';
import { confirmPasswordRecoveryMutation } from './api/confirm-password-recovery';
import { RecoveryPasswordSchema } from './password-recovery-schemas';
import styles from '../forms/forms.module.css';

/** /forgot-password/confirm?email=..&token=..: a new password, twice. */
export function ForgotPasswordConfirmPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const confirm = useApiMutation(confirmPasswordRecoveryMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(RecoveryPasswordSchema),
    defaultValues: EMPTY_NEW_PASSWORD,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await confirm.mutateAsync({ email, token, ...values });
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      return;
    }
    notify('success', { key: 'account:forgotPasswordConfirm.done' });
    void navigate(paths.login.href());
  });

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
