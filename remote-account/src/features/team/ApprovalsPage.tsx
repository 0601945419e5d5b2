import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '@parts/contract/team';
import { Alert, ApiError, Button, Spinner, formatDate, formatMoney, notify, paths, teamMeQuery, useLocale } from '@parts/shared-kernel';
import { useApiMutation, useApiQuery } from '@parts/shared-kernel/query';
import { Link } from '@parts/shared-kernel/router';
import { AccountLayout } from '../account-layout/AccountLayout';
import { LoadFailed } from '../account-layout/LoadFailed';
import {
  approvalQuery,
  approvalQueueQuery,
  approveMutation,
  myApprovalsQuery,
  rejectMutation,
  withdrawMutation,
  type Approval,
} from './api/approvals';
import styles from './team.module.css';
import { TeamOnly } from './TeamOnly';

/**
 * /my-account/approvals (extension team): Administrators and Buyers see the company's orders
 * waiting for approval, review one (its lines priced again: a change is shown before approving)
 * and approve or reject it with a comment; everybody sees their own requests and withdraws one
 * while it waits. Without the extension the page says it is not offered.
 */
export function ApprovalsPage() {
  const { t } = useTranslation('account');
  return (
    <TeamOnly title={t('approvals.title')} notOffered={t('approvals.notOffered')}>
      <TeamApprovals />
    </TeamOnly>
  );
}

function TeamApprovals() {
  const { t } = useTranslation('account');
  const me = useApiQuery(teamMeQuery(useLocale()));
  const decides = me.data?.Role === ROLES.administrator || me.data?.Role === ROLES.buyer;
  return (
    <AccountLayout title={t('approvals.title')}>
      {me.isPending ? (
        <Spinner label={t('approvals.loading')} />
      ) : me.isError ? (
        <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void me.refetch()} />
      ) : (
        <>
          {decides && <Queue />}
          <Mine opensOrders={decides} />
        </>
      )}
    </AccountLayout>
  );
}

function Queue() {
  const { t } = useTranslation('account');
  const queue = useApiQuery(approvalQueueQuery(useLocale()));
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-labelledby="approvals-queue" className={styles.section}>
      <h2 id="approvals-queue">{t('approvals.queue')}</h2>
      {queue.isPending ? (
        <Spinner label={t('approvals.loading')} />
      ) : queue.isError ? (
        <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void queue.refetch()} />
      ) : queue.data.length === 0 ? (
        <Alert kind="info">{t('approvals.queueEmpty')}</Alert>
      ) : (
        <ul className={styles.list}>
          {queue.data.map((approval) => (
            <li key={approval.Id} className={styles.item}>
              <Summary approval={approval} />
              {open === approval.Id ? (
                <Review id={approval.Id} onDone={() => setOpen(null)} />
              ) : (
                <Button
                  variant="secondary"
                  onClick={() => setOpen(approval.Id)}
                  aria-label={t('approvals.reviewOf', { name: approval.RequestedBy })}
                >
                  {t('approvals.review')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Summary({ approval }: { approval: Approval }) {
  const { t, i18n } = useTranslation('account');
  return (
    <dl className={styles.summary}>
      <div>
        <dt>{t('approvals.requestedBy')}</dt>
        <dd>{approval.RequestedBy}</dd>
      </div>
      <div>
        <dt>{t('approvals.requestedOn')}</dt>
        <dd>{formatDate(approval.RequestedOn, i18n.language, true)}</dd>
      </div>
      <div>
        <dt>{t('approvals.total')}</dt>
        <dd>{formatMoney(approval.Total)}</dd>
      </div>
      <div>
        <dt>{t('approvals.reason')}</dt>
        <dd>{t(`approvals.reasons.${approval.Reason}`)}</dd>
      </div>
    </dl>
  );
}

/** One waiting order: its lines then and now, approve (with the total now) or reject with a comment. */
function Review({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation('account');
  const detail = useApiQuery(approvalQuery(useLocale(), id));
  const approve = useApiMutation(approveMutation);
  const reject = useApiMutation(rejectMutation);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  if (detail.isPending) return <Spinner label={t('approvals.loading')} />;
  if (detail.isError) return <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void detail.refetch()} />;
  const order = detail.data;

  const failed = (error: unknown) => {
    // a field's refusal (prices changed, decided meanwhile) is told here; anything else by the shared notification
    if (error instanceof ApiError) setErrors(Object.values(error.fieldErrors).flat());
    void detail.refetch();
  };
  const onApprove = async () => {
    setErrors([]);
    try {
      const result = await approve.mutateAsync({ id, total: order.CurrentTotal ?? order.Total });
      if (!result.Success || !result.PlacedOrder) {
        setErrors(result.Errors);
        return;
      }
      notify('success', { key: 'account:approvals.approved', params: { number: result.PlacedOrder.OrderNumber } });
      onDone();
    } catch (error) {
      failed(error);
    }
  };
  const onReject = async () => {
    setErrors([]);
    try {
      await reject.mutateAsync({ id, comment });
      notify('success', { key: 'account:approvals.rejected' });
      onDone();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div className={styles.review}>
      {order.PricesChanged && <Alert kind="warning">{t('approvals.pricesChanged')}</Alert>}
      <table className={styles.lines}>
        <caption className={styles.caption}>{t('approvals.lines')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('approvals.part')}</th>
            <th scope="col">{t('approvals.quantity')}</th>
            <th scope="col">{t('approvals.priceThen')}</th>
            <th scope="col">{t('approvals.priceNow')}</th>
          </tr>
        </thead>
        <tbody>
          {order.Lines.map((line) => (
            <tr key={`${line.ProductId}-${line.JobReference ?? ''}`}>
              <td>
                {line.Sku} {line.Name}
              </td>
              <td>{line.Quantity}</td>
              <td>{formatMoney(line.PriceThen)}</td>
              <td className={line.PriceNow === line.PriceThen ? undefined : styles.changed}>
                {line.PriceNow !== line.PriceThen && (
                  // on a phone the column of the price when requested is not shown: a changed one stands here, struck out
                  <span className={styles.thenInline} data-testid="approval-price-then-inline">
                    <span className={styles.hiddenLabel}>{t('approvals.priceThen')}: </span>
                    <s>{formatMoney(line.PriceThen)}</s>{' '}
                  </span>
                )}
                {formatMoney(line.PriceNow)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {t('approvals.totalNow')}: <strong>{formatMoney(order.CurrentTotal ?? order.Total)}</strong>
      </p>
      {errors.length > 0 && (
        <Alert kind="danger">
          {errors.map((error) => (
            <span key={error} className={styles.error}>
              {error}
            </span>
          ))}
        </Alert>
      )}
      <div className={styles.actions}>
        <Button onClick={() => void onApprove()} disabled={approve.isPending}>
          {t('approvals.approve')}
        </Button>
      </div>
      <label className={styles.comment}>
        <span>{t('approvals.comment')}</span>
        <textarea value={comment} maxLength={500} onChange={(event) => setComment(event.target.value)} />
      </label>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void onReject()} disabled={reject.isPending || comment.trim() === ''}>
          {t('approvals.reject')}
        </Button>
      </div>
    </div>
  );
}

/** `opensOrders`: whether the person may open an order (a Requester has no order history: the number alone). */
function Mine({ opensOrders }: { opensOrders: boolean }) {
  const { t } = useTranslation('account');
  const mine = useApiQuery(myApprovalsQuery(useLocale()));
  const withdraw = useApiMutation(withdrawMutation);
  return (
    <section aria-labelledby="approvals-mine" className={styles.section}>
      <h2 id="approvals-mine">{t('approvals.mine')}</h2>
      {mine.isPending ? (
        <Spinner label={t('approvals.loading')} />
      ) : mine.isError ? (
        <LoadFailed message={t('approvals.loadFailed')} onRetry={() => void mine.refetch()} />
      ) : mine.data.length === 0 ? (
        <Alert kind="info">{t('approvals.mineEmpty')}</Alert>
      ) : (
        <ul className={styles.list}>
          {mine.data.map((approval) => (
            <li key={approval.Id} className={styles.item}>
              <Summary approval={approval} />
              <p>
                <strong>{t(`approvals.statuses.${approval.Status}`)}</strong>
                {approval.DecidedBy && ` · ${approval.DecidedBy}`}
                {approval.Comment && ` · ${t('approvals.comment')}: ${approval.Comment}`}
                {approval.PlacedOrder && (
                  <>
                    {' · '}
                    {opensOrders ? (
                      <Link to={paths.order.href(approval.PlacedOrder.Id)}>
                        {t('approvals.order', { number: approval.PlacedOrder.OrderNumber })}
                      </Link>
                    ) : (
                      t('approvals.order', { number: approval.PlacedOrder.OrderNumber })
                    )}
                  </>
                )}
              </p>
              {approval.Status === 'awaiting' && (
                <Button
                  variant="secondary"
                  disabled={withdraw.isPending}
                  onClick={() =>
                    void withdraw.mutateAsync(approval.Id).then(
                      () => notify('success', { key: 'account:approvals.withdrawn' }),
                      () => undefined,
                    )
                  }
                >
                  {t('approvals.withdraw')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
