import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from './InputField';
import type { NewPasswordValues } from './validation';

interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  /** Prefix of the two input ids (unique on the page). */
  idPrefix: string;
  register: UseFormRegister<Values>;
  errors: FieldErrors<NewPasswordValues>;
}

/** A new password and its repeat, for a form built on `newPasswordSchema` (its values may hold more). */
export function NewPasswordFields<Values extends NewPasswordValues>({ idPrefix, register, errors }: NewPasswordFieldsProps<Values>) {
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
        registration={register('password' as Path<Values>)}
        error={errors.password?.message}
      />
      <InputField
        id={`${idPrefix}-repeat-password`}
        label={t('form.repeatNewPassword')}
        required
        type="password"
        autoComplete="new-password"
        registration={register('repeatPassword' as Path<Values>)}
        error={errors.repeatPassword?.message}
      />
    </>
  );
}
