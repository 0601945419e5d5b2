import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useTranslation } from 'react-i18next';
import { Button, Field, errorId, useReferenceData } from '@parts/shared-kernel';
import { QuickCartSchema, type QuickCartValues } from './quick-cart-schema';
import { addPartNumber } from './add-part-number';
import { useAddItem } from '../cart/api/add-item';
import { MAX_QUANTITY, MIN_QUANTITY } from '../cart/quantity-limits';
import styles from '../cart/cart.module.css';

/** Quick add by part number; the cart is asked again once it is in. */
export function QuickCart() {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  const add = useAddItem();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<QuickCartValues>({ resolver: valibotResolver(QuickCartSchema), defaultValues: { sku: '', quantity: 1 } });
  const sku = watch('sku');

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await addPartNumber(add.mutateAsync, values.sku.trim(), values.quantity, config, {
      added: t('productAdded'),
      notFound: t('quickCart.notFound'),
    });
    if (outcome === 'added') reset({ sku: '', quantity: 1 });
  });

  return (
    <form className={styles.tool} onSubmit={onSubmit} noValidate aria-labelledby="quick-cart-heading">
      <h2 id="quick-cart-heading" className={styles.toolHeading}>
        {t('quickCart.title')}
      </h2>
      <div className={styles.inline}>
        <Field
          id="quick-sku"
          label={t('quickCart.partNumber')}
          required
          error={errors.sku?.message ? t(`validation.${errors.sku.message}`) : undefined}
        >
          <input
            id="quick-sku"
            autoComplete="off"
            aria-invalid={errors.sku ? 'true' : 'false'}
            aria-describedby={errorId('quick-sku')}
            {...register('sku')}
          />
        </Field>
        <Field
          id="quick-quantity"
          label={t('quickCart.quantity')}
          error={errors.quantity?.message ? t(`validation.${errors.quantity.message}`) : undefined}
          className={styles.narrow}
        >
          <input
            id="quick-quantity"
            type="number"
            inputMode="numeric"
            min={MIN_QUANTITY}
            max={MAX_QUANTITY}
            step={1}
            aria-invalid={errors.quantity ? 'true' : 'false'}
            aria-describedby={errorId('quick-quantity')}
            {...register('quantity', { valueAsNumber: true })}
          />
        </Field>
      </div>
      <Button type="submit" disabled={!sku?.trim() || isSubmitting}>
        {isSubmitting ? t('quickCart.adding') : t('quickCart.add')}
      </Button>
    </form>
  );
}
