import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from './InputField';
import type { NewPasswordValues } from './validation';

interface NewPasswordFieldsProps {
  /** Prefix of the two input ids (unique on the page). */
  idPrefix: string;
  register: UseFormRegister<NewPasswordValues>;
  errors: FieldErrors<NewPasswordValues>;
}

/** A new password and its repeat, for a form built on `newPasswordSchema`. */
export function NewPasswordFields({ idPrefix, register, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <InputField
        id={`${idPrefix}-password`}
        label={t('form.newPassword')}
        required
        type="password"
        autoComplete="new-password"
        hint={t('form.passwordHint')}
        registration={register('password')}
        error={errors.password?.message}
      />
      <InputField
        id={`${idPrefix}-repeat-password`}
        label={t('form.repeatNewPassword')}
        required
        type="password"
        autoComplete="new-password"
        registration={register('repeatPassword')}
        error={errors.repeatPassword?.message}
      />
    </>
  );
}
