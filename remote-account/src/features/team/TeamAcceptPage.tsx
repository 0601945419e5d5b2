import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useNavigate, useSearchParams } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, ApiError, Button, notify, paths } from '@parts/shared-kernel';
import { useApiMutation } from '@parts/shared-kernel/query';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ServerErrors } from '../forms/ServerErrors';
import { EMPTY_NEW_PASSWORD, type NewPasswordValues } from '../forms/validation';
import { RecoveryPasswordSchema } from '../password-recovery/password-recovery-schemas';
import { acceptInvitationMutation } from './api/approvals';
import styles from '../forms/forms.module.css';

/** /team/accept?token=.. (extension team): the invited employee sets their password, twice, then signs in. */
export function TeamAcceptPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const accept = useApiMutation(acceptInvitationMutation);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({
    criteriaMode: 'all',
    resolver: valibotResolver(RecoveryPasswordSchema),
    defaultValues: EMPTY_NEW_PASSWORD,
  });

  const onSubmit = handleSubmit(async (values) => {
    setServerErrors({});
    try {
      await accept.mutateAsync({ token, password: values.password });
    } catch (error) {
      if (error instanceof ApiError) setServerErrors(error.fieldErrors);
      return;
    }
    notify('success', { key: 'account:teamAccept.done' });
    void navigate(paths.login.href());
  });

  return (
    <form className={`${styles.form} ${styles.narrow}`} onSubmit={onSubmit} noValidate aria-labelledby="team-accept-heading">
      <h1 id="team-accept-heading">{t('teamAccept.title')}</h1>
      {token ? <p className={styles.note}>{t('teamAccept.intro')}</p> : <Alert kind="warning">{t('teamAccept.incompleteLink')}</Alert>}
      <NewPasswordFields idPrefix="team-accept" register={register} errors={errors} />
      <ServerErrors errors={serverErrors} />
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting || !token}>
          {t('teamAccept.submit')}
        </Button>
      </div>
      <p className={styles.links}>
        <Link to={paths.login.href()}>{t('forgotPassword.backToLogin')}</Link>
      </p>
    </form>
  );
}
