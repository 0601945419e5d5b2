import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_REFERENCE_MAX_LENGTH } from '@parts/contract/checkout-request';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Field, errorId, useReferenceData } from '@parts/shared-kernel';
import styles from './customer-reference.module.css';

export interface CustomerReferenceFieldProps {
  /** The confirm form's registration of `customerReference`. */
  registration: UseFormRegisterReturn<'customerReference'>;
  /** The form's message key for it ('customerReferenceTooLong', 'customerReferenceControl'), if refused. */
  error: string | undefined;
  /** What is typed, for the characters left. */
  value: string | undefined;
}

/**
 * The dealer's own reference of the order (extension order-reference): the purchase-order number
 * of the dealer's own system, optional, at most 50 characters, shown on the order, in its
 * confirmation mail and in the order history. Not shown unless the back end lists the extension
 * (then the request never carries it).
 */
export function CustomerReferenceField({ registration, error, value }: CustomerReferenceFieldProps) {
  const { t } = useTranslation('cart');
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.orderReference)) return null;
  const left = CUSTOMER_REFERENCE_MAX_LENGTH - (value?.trim().length ?? 0);
  return (
    <Field
      className={styles.field}
      id="customer-reference"
      label={t('customerReference.label')}
      hint={left >= 0 ? t('customerReference.hint', { count: left }) : undefined}
      error={error ? t(`customerReference.${error}`, { max: CUSTOMER_REFERENCE_MAX_LENGTH }) : undefined}
    >
      <input
        id="customer-reference"
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error ? 'true' : 'false'}
        aria-describedby={errorId('customer-reference')}
        {...registration}
      />
    </Field>
  );
}
