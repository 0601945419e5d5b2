import { Link } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, errorId, paths } from '@parts/shared-kernel';
import { FormFailure } from '../forms/FormFailure';
import { LoginSchema, type LoginValues } from './login-schema';
import { login } from './login';
import styles from './login.module.css';

export function LoginForm() {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: valibotResolver(LoginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async ({ email, password }) => {
    // a failure is told in the form (and gone with the next attempt); the host leaves /login once the token arrives
    setFailure(null);
    await login(email, password).catch((error: unknown) => setFailure(error));
  });

  const message = (key: string | undefined) => (key ? t(`validation.${key}`) : undefined);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
      <h1 id="login-heading">{t('login.title')}</h1>
      <Field id="login-email" label={t('login.email')} required error={message(errors.email?.message)}>
        <input
          id="login-email"
          type="email"
          autoComplete="username"
          aria-invalid={errors.email ? 'true' : 'false'}
          aria-describedby={errorId('login-email')}
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label={t('login.password')} required error={message(errors.password?.message)}>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? 'true' : 'false'}
          aria-describedby={errorId('login-password')}
          {...register('password')}
        />
      </Field>
      {failure !== null && <FormFailure error={failure} />}
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t('login.signingIn') : t('login.submit')}
      </Button>
      <p className={styles.links}>
        <Link to={paths.forgotPassword.href()}>{t('login.forgotPassword')}</Link>
        <Link to={paths.register.href()}>{t('login.register')}</Link>
      </p>
    </form>
  );
}
