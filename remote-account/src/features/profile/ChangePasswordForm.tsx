import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, notify } from '@parts/shared-kernel';
import { setPassword } from '../customer/api/set-password';
import { InputField } from '../forms/InputField';
import { ChangePasswordSchema, type ChangePasswordValues } from './profile-schemas';
import styles from '../forms/forms.module.css';

const EMPTY: ChangePasswordValues = { password: '', repeatPassword: '' };

/** New password and its repeat: 'Password was successfully updated.' */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(ChangePasswordSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setPassword(password);
    } catch {
      return;
    }
    notify('success', t('profile.passwordUpdated'));
    reset(EMPTY);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('profile.changePassword')}</h2>
      <div className={styles.grid}>
        <InputField
          id="profile-password"
          label={t('profile.newPassword')}
          required
          type="password"
          autoComplete="new-password"
          hint={t('form.passwordHint')}
          registration={register('password')}
          error={errors.password?.message}
        />
        <InputField
          id="profile-repeat-password"
          label={t('profile.repeatPassword')}
          required
          type="password"
          autoComplete="new-password"
          registration={register('repeatPassword')}
          error={errors.repeatPassword?.message}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('profile.changePasswordSubmit')}
        </Button>
      </div>
    </form>
  );
}
