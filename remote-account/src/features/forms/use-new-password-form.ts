import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { ApiError, notify, paths } from '@parts/shared-kernel';
import { useNavigate } from '@parts/shared-kernel/router';
import { RecoveryPasswordSchema } from '../password-recovery/password-recovery-schemas';
import { EMPTY_NEW_PASSWORD, type NewPasswordValues } from './validation';

/**
 * A new password typed twice (a recovery link, an invitation): `save` sends it; the server's
 * field errors are kept for the list under the form; once saved, `done` is said and the dealer is
 * taken to the sign-in.
 */
export function useNewPasswordForm(save: (values: NewPasswordValues) => Promise<unknown>, done: string) {
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
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
      await save(values);
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      return;
    }
    notify('success', { key: done });
    void navigate(paths.login.href());
  });
  return { register, errors, isSubmitting, onSubmit, serverErrors };
}
