import { useTranslation } from 'react-i18next';
import { CHECKOUT_STEPS, canOpenStep, type CheckoutStep } from './checkout-rules';
import styles from './checkout.module.css';

/**
 * Shipping, Payment, Confirm: a header only goes back to an earlier step. On a phone one row: the
 * other steps show their number only (their names stay for screen readers).
 */
export function StepHeader({ step, onOpen }: { step: CheckoutStep; onOpen: (step: CheckoutStep) => void }) {
  const { t } = useTranslation('cart');
  return (
    <ol className={styles.steps}>
      {CHECKOUT_STEPS.map((name, index) => {
        const target = index as CheckoutStep;
        const state = index < step ? styles.done : index === step ? styles.current : '';
        return (
          <li key={name} className={[styles.stepItem, state].join(' ')}>
            <button
              type="button"
              disabled={!canOpenStep(step, target)}
              aria-current={index === step ? 'step' : undefined}
              onClick={() => onOpen(target)}
            >
              <span className={styles.stepNumber}>{index + 1}</span> <span className={styles.stepLabel}>{t(`checkout.steps.${name}`)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
