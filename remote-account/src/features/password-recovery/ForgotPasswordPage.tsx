import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Button, paths } from '@parts/shared-kernel';
import { InputField } from '../forms/InputField';
import { ForgotPasswordSchema, type ForgotPasswordValues } from './password-recovery-schemas';
import { useApiMutation } from '@parts/shared-kernel/query';
import { requestPasswordRecoveryMutation } from './api/request-password-recovery';
import styles from '../forms/forms.module.css';

/** /forgot-password: the e-mail goes to the server; whether it is known is never revealed. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const [sent, setSent] = useState(false);
  const recover = useApiMutation(requestPasswordRecoveryMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: valibotResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    await recover.mutateAsync(email);
    setSent(true);
  });

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">{t('forgotPassword.title')}</h1>
      <p className={styles.note}>{t('forgotPassword.intro')}</p>
      <InputField
        id="forgot-email"
        label={t('customer.email')}
        required
        type="email"
        autoComplete="email"
        registration={register('email')}
        error={errors.email?.message}
      />
      {sent && (
        <p role="status" className={styles.note}>
          {t('forgotPassword.sent')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </div>
      <p className={styles.links}>
        <Link to={paths.login.href()}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </form>
  );
}
