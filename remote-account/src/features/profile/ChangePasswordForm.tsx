import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, notify } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { setPasswordMutation } from '../customer/api/set-password';
import { InputField } from '../forms/InputField';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ServerErrors } from '../forms/ServerErrors';
import { FormFailure } from '../forms/FormFailure';
import { showServerErrors } from '../forms/server-errors';
import { ChangePasswordSchema, EMPTY_CHANGE_PASSWORD, type ChangePasswordValues } from './profile-schemas';
import styles from '../forms/forms.module.css';

/** The current password, the new one and its repeat: 'Password was successfully updated.' */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<{ error: unknown; explained: boolean } | null>(null);
  const change = useApiMutation(setPasswordMutation);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(ChangePasswordSchema),
    defaultValues: EMPTY_CHANGE_PASSWORD,
  });

  const onSubmit = handleSubmit(async ({ password, currentPassword }) => {
    setServerErrors({});
    setFailure(null);
    try {
      await change.mutateAsync({ password, currentPassword });
    } catch (error) {
      // a wrong current password: the server's message next to that field; anything else in the form
      const { rest, explained } = showServerErrors(error, setError, { CurrentPassword: 'currentPassword', Password: 'password' });
      setServerErrors(rest);
      setFailure({ error, explained });
      return;
    }
    notify('success', { key: 'account:profile.passwordUpdated' });
    reset(EMPTY_CHANGE_PASSWORD);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('profile.changePassword')}</h2>
      <div className={styles.grid}>
        <InputField
          id="profile-current-password"
          label={t('form.currentPassword')}
          required
          type="password"
          autoComplete="current-password"
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <NewPasswordFields idPrefix="profile" register={register} errors={errors} />
      </div>
      <ServerErrors errors={serverErrors} />
      {failure && <FormFailure error={failure.error} explained={failure.explained} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('profile.changePasswordSubmit')}
        </Button>
      </div>
    </form>
  );
}
