import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, notify } from '@parts/shared-kernel';
import { setPassword } from '../customer/api/set-password';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { EMPTY_NEW_PASSWORD, type NewPasswordValues } from '../forms/validation';
import { ChangePasswordSchema } from './profile-schemas';
import styles from '../forms/forms.module.css';

/** New password and its repeat: 'Password was successfully updated.' */
export function ChangePasswordForm() {
  const { t } = useTranslation('account');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    // every issue at once, so cross-field rules (state, repeat) show with the others
    criteriaMode: 'all',
    resolver: valibotResolver(ChangePasswordSchema),
    defaultValues: EMPTY_NEW_PASSWORD,
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setPassword(password);
    } catch {
      return;
    }
    notify('success', t('profile.passwordUpdated'));
    reset(EMPTY_NEW_PASSWORD);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="profile-password-heading">
      <h2 id="profile-password-heading">{t('profile.changePassword')}</h2>
      <div className={styles.grid}>
        <NewPasswordFields idPrefix="profile" register={register} errors={errors} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : t('profile.changePasswordSubmit')}
        </Button>
      </div>
    </form>
  );
}
