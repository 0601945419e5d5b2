import { useState } from 'react';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Field, errorId, useReferenceData } from '@parts/shared-kernel';
import { NumberField, useNumberDraft } from '@parts/shared-kernel/messages';
import { QuickCartSchema, type QuickCartOutput, type QuickCartValues } from './quick-cart-schema';
import { addPartNumber } from './add-part-number';
import { useAddItem, useAddItemReported } from '../cart/api/add-item';
import { ImportReport, reportsLines, type ReportRow } from '@parts/shared-kernel/import-report';
import { MAX_QUANTITY, MIN_QUANTITY } from '../cart/quantity-limits';
import styles from '../cart/cart.module.css';

/** The sku error of a part number the catalogue does not know (not a validation key). */
const NOT_FOUND = '#notFound';

/** How many quick adds the report keeps (newest first). */
const QUICK_REPORT_ROWS = 20;

/** Quick add by part number; the cart is asked again once it is in. */
export function QuickCart() {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  const add = useAddItem();
  const addReported = useAddItemReported();
  const withReport = reportsLines(config);
  // the quick adds of this visit, newest first (extension import-report): read after the notices fade
  const [report, setReport] = useState<ReportRow[]>([]);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<QuickCartValues, unknown, QuickCartOutput>({
    resolver: valibotResolver(QuickCartSchema),
    defaultValues: { sku: '', quantity: 1 },
  });
  const [sku, quantity] = useWatch({ control, name: ['sku', 'quantity'] });
  /** The number an unknown-number error is about (said next to its field, with the number). */
  const [notFound, setNotFound] = useState('');
  // typed as the dealer's language writes numbers; '2,5' is refused, never read as 25
  const quantityDraft = useNumberDraft(
    typeof quantity === 'number' ? quantity : null,
    (value) => setValue('quantity', value ?? 1, { shouldValidate: errors.quantity !== undefined }),
    { live: true, decimals: 0, min: MIN_QUANTITY, max: MAX_QUANTITY },
  );

  const submit = handleSubmit(async (form) => {
    const number = form.sku.trim();
    const addItem = withReport
      ? addReported.mutateAsync
      : async (request: Parameters<typeof add.mutateAsync>[0]) => ({ notices: await add.mutateAsync(request), line: null });
    const { outcome, line } = await addPartNumber(addItem, number, form.quantity, config, { added: { key: 'cart:productAdded' } });
    if (withReport && line) setReport((rows) => [line, ...rows].slice(0, QUICK_REPORT_ROWS));
    if (outcome === 'added') reset({ sku: '', quantity: 1 });
    // an unknown number is said next to its field, with the number
    if (outcome === 'not-found') {
      setNotFound(number);
      setError('sku', { type: 'notFound', message: NOT_FOUND }, { shouldFocus: true });
    }
  });
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (quantityDraft.error) {
      event.preventDefault();
      document.getElementById('quick-quantity')?.focus();
      return;
    }
    void submit(event);
  };
  const skuKey = errors.sku?.message;
  const skuError = skuKey
    ? skuKey === NOT_FOUND
      ? t('quickCart.notFoundNumber', { sku: notFound })
      : t(`validation.${skuKey}`)
    : undefined;

  return (
    <form className={styles.tool} onSubmit={onSubmit} noValidate aria-labelledby="quick-cart-heading">
      <h2 id="quick-cart-heading" className={styles.toolHeading}>
        {t('quickCart.title')}
      </h2>
      <div className={styles.inline}>
        <Field id="quick-sku" label={t('quickCart.partNumber')} required error={skuError}>
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
          error={!quantityDraft.error && errors.quantity ? t(`validation.${errors.quantity.message}`) : undefined}
          className={styles.narrow}
        >
          <input id="quick-quantity" aria-describedby={errorId('quick-quantity')} {...quantityDraft.inputProps} />
          <NumberField id={errorId('quick-quantity')} error={quantityDraft.error} note={quantityDraft.note} />
        </Field>
      </div>
      <Button type="submit" disabled={!sku?.trim() || isSubmitting}>
        {isSubmitting ? t('quickCart.adding') : t('quickCart.add')}
      </Button>
      {report.length > 0 && <ImportReport rows={report} onHide={() => setReport([])} data-testid="quick-cart-report" />}
    </form>
  );
}
