import { useTranslation } from 'react-i18next';
import { Spinner, useLocale, useReferenceData } from '@parts/shared-kernel';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import type { OrderMailSettings as Settings } from '@parts/contract/order-tracking';
import { useApiQuery } from '@parts/shared-kernel/query';
import { orderMailQuery, useSaveOrderMail } from './api/order-mail';

const KINDS = ['BackorderShipped', 'LineCancelled', 'Invoice'] as const;
type Kind = (typeof KINDS)[number] | 'Returns';

/** Extension order-tracking (issue 40): the profile's switches of the mail of an order's life. */
export function OrderMailSettings() {
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.orderTracking)) return null;
  return <OrderMailForm />;
}

function OrderMailForm() {
  const { t } = useTranslation('account');
  const settings = useApiQuery(orderMailQuery(useLocale()));
  const save = useSaveOrderMail();
  const shown: Settings | undefined = save.data ?? settings.data;
  // a return decided (extension returns): the API answers this switch only when the shop takes returns
  const returns = hasExtension(useReferenceData().config, EXTENSIONS.returns) && shown?.Returns !== undefined;
  const kinds: readonly Kind[] = returns ? [...KINDS, 'Returns'] : KINDS;
  return (
    <section aria-labelledby="order-mail-heading" data-testid="order-mail">
      <h2 id="order-mail-heading">{t('orderMail.title')}</h2>
      {settings.isError ? (
        <p role="alert">{t('orderMail.loadFailed')}</p>
      ) : shown ? (
        <fieldset disabled={save.isPending}>
          <legend>{t('orderMail.hint')}</legend>
          {kinds.map((kind) => (
            <p key={kind}>
              <label>
                <input
                  type="checkbox"
                  checked={shown[kind] ?? false}
                  onChange={(event) => save.mutate({ ...shown, [kind]: event.target.checked })}
                />{' '}
                {t(`orderMail.kind.${kind}`)}
              </label>
            </p>
          ))}
        </fieldset>
      ) : (
        <Spinner label={t('orderMail.loading')} />
      )}
      {save.isError && <p role="alert">{t('orderMail.saveFailed')}</p>}
      {save.isSuccess && <p role="status">{t('orderMail.saved')}</p>}
    </section>
  );
}
