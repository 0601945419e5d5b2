import { useRef, useState } from 'react';
import { Navigate, useNavigate } from '@parts/shared-kernel/router';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Spinner, checkoutNeedsApproval, paths, useTeamRole } from '@parts/shared-kernel';
import { TotalsSummary } from '../totals/TotalsSummary';
import { canGoBack, canGoNext, canOpenStep, shippingChosen, type CheckoutStep } from './checkout-rules';
import { useCheckout } from './use-checkout';
import { StepHeader } from './StepHeader';
import { ShippingStep } from './ShippingStep';
import { PaymentStep } from './PaymentStep';
import { ConfirmStep } from './ConfirmStep';
import type { ConfirmValues } from './confirm-schema';
import { placeOrder } from './place-order';
import { useConfirmCheckout } from './api/confirm-checkout';
import styles from './checkout.module.css';

/** /checkout: Shipping, Payment, Confirm. */
export function CheckoutPage() {
  const { t } = useTranslation('cart');
  const navigate = useNavigate();
  const checkout = useCheckout();
  const { state, setStep } = checkout;
  const confirm = useConfirmCheckout();
  const [placing, setPlacing] = useState(false);
  const sent = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // extension team: a Requester's order waits for an Administrator's or a Buyer's approval
  const forApproval = checkoutNeedsApproval(useTeamRole());

  // the first look waits for the preselected address's shipping methods: arriving later they
  // would push the buttons and the totals down
  // an empty cart (or none) goes back to /cart
  if (state.leave) return <Navigate to={paths.cart.href()} replace />;
  if (!state.ready || state.firstMethodsPending) return <Spinner label={t('checkout.loading')} />;

  const go = (target: CheckoutStep) => {
    setStep(target);
    headingRef.current?.focus();
  };

  const onPlaceOrder = async (values: ConfirmValues) => {
    if (sent.current) return; // never sent twice
    sent.current = true;
    setPlacing(true);
    const outcome = await placeOrder(confirm.mutateAsync, state.choice, values, {
      placed: { key: 'cart:checkout.orderPlaced' },
      somethingWrong: { key: 'cart:checkout.somethingWrong' },
      awaitingApproval: { key: 'cart:checkout.awaitingApproval' },
    });
    if (outcome.placed) {
      navigate(paths.success.href(outcome.orderNumber, outcome.orderId), { replace: true });
      return;
    }
    if (outcome.awaitingApproval) {
      navigate(paths.approvals.href(), { replace: true });
      return;
    }
    sent.current = false;
    setPlacing(false);
  };

  const { step } = state;
  return (
    <div className={styles.page}>
      <h1 className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('checkout.title')}: {t(`checkout.steps.${['shipping', 'payment', 'confirm'][step]}`)}
      </h1>
      {forApproval && <Alert kind="info">{t('checkout.forApprovalNotice')}</Alert>}
      <StepHeader step={step} onOpen={(target) => canOpenStep(step, target) && go(target)} />
      <div className={styles.layout}>
        <section className={styles.main}>
          {step === 0 && (
            <ShippingStep
              state={state}
              onExistingAddress={checkout.chooseExistingAddress}
              onNewAddress={checkout.chooseNewAddress}
              onPickup={checkout.choosePickup}
              onAddressCreated={checkout.addressCreated}
              onPickupPoint={checkout.choosePickupPoint}
              onShippingMethod={checkout.chooseShippingMethod}
            />
          )}
          {step === 1 && (
            <PaymentStep
              state={state}
              onPaymentMethod={checkout.choosePaymentMethod}
              onBillingAddress={checkout.chooseBillingAddress}
              onCopyShipping={checkout.copyShippingToBilling}
            />
          )}
          {step === 2 && (
            <ConfirmStep
              state={state}
              placing={placing}
              forApproval={forApproval}
              total={state.totals ? state.totals.OrderTotal || state.totals.Total : null}
              onBack={() => go(1)}
              onPlaceOrder={(values) => void onPlaceOrder(values)}
            />
          )}
          {step < 2 && (
            <div className={styles.nav}>
              {canGoBack(step) && (
                <Button variant="secondary" onClick={() => go((step - 1) as CheckoutStep)}>
                  {t('checkout.back')}
                </Button>
              )}
              <Button
                disabled={!canGoNext(step, state.choice) || state.methodsLoading || state.paymentLoading}
                onClick={() => go((step + 1) as CheckoutStep)}
              >
                {t('checkout.next')}
              </Button>
            </div>
          )}
        </section>
        <aside className={styles.side}>
          <TotalsSummary
            totals={state.totals}
            updating={state.totalsLoading}
            shipping={shippingChosen(state.choice) ? 'chosen' : 'toChoose'}
          />
        </aside>
      </div>
    </div>
  );
}
