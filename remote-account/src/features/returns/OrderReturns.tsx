import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, Spinner, formatDate, useLocale, useReferenceData } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import {
  DESCRIBED_REASONS,
  RETURN_PHOTOS_MAX,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_REASONS,
  type OrderReturns as Returns,
  type Return,
  type ReturnReason,
} from '@parts/contract/returns';
import { orderReturnsQuery, useRequestReturn } from './api/returns';
import { ReturnsTable } from './ReturnsTable';
import styles from './returns.module.css';

type Line = Returns['Lines'][number];

/** Extension returns (issue 40 item 3): on the order page, 'Return' on each delivered line and the order's returns. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { config } = useReferenceData();
  if (!hasExtension(config, EXTENSIONS.returns)) return null;
  return <OrderReturnsSection orderId={orderId} />;
}

function OrderReturnsSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('account');
  const returns = useApiQuery(orderReturnsQuery(orderId, useLocale()));
  return (
    <section aria-labelledby="order-returns-heading" data-testid="order-returns" className={styles.section}>
      <h2 id="order-returns-heading">{t('returns.order.title')}</h2>
      {returns.isError ? (
        <p role="alert">{t('returns.order.failed')}</p>
      ) : returns.data ? (
        <ReturnLines data={returns.data} orderId={Number(orderId)} />
      ) : (
        <Spinner label={t('returns.order.loading')} />
      )}
    </section>
  );
}

function ReturnLines({ data, orderId }: { data: Returns; orderId: number }) {
  const { t, i18n } = useTranslation('account');
  const [open, setOpen] = useState<number | null>(null);
  const [made, setMade] = useState<Return | null>(null);
  const delivered = data.Lines.filter((line) => line.Delivered > 0);
  return (
    <>
      {made && (
        <p role="status" data-testid="return-made">
          {t('returns.form.made', { number: made.Number })}
        </p>
      )}
      {delivered.length === 0 ? (
        <p>{t('returns.order.nothingDelivered', { days: data.WindowDays })}</p>
      ) : (
        <ul className={styles.lines}>
          {delivered.map((line) => (
            <li key={line.LineId} data-testid="return-line">
              <div className={styles.lineHead}>
                <span>
                  <strong>{line.Sku}</strong> {line.ProductName}
                  {' · '}
                  {t('returns.order.delivered', { count: line.Delivered })}
                  {line.Returned > 0 && ` · ${t('returns.order.returned', { count: line.Returned })}`}
                </span>
                {line.Returnable > 0 ? (
                  <span>
                    {line.ReturnableUntil && (
                      <span className={styles.until}>
                        {t('returns.order.until', { date: formatDate(line.ReturnableUntil, i18n.language) })}{' '}
                      </span>
                    )}
                    {open !== line.LineId && (
                      <button
                        type="button"
                        className="btn btn-secondary"
                        onClick={() => {
                          setOpen(line.LineId);
                          setMade(null);
                        }}
                        aria-label={t('returns.order.returnLine', { sku: line.Sku })}
                      >
                        {t('returns.order.return')}
                      </button>
                    )}
                  </span>
                ) : (
                  line.Refusal && (
                    <span className={styles.refusal} data-testid="return-refusal">
                      {line.Refusal}
                    </span>
                  )
                )}
              </div>
              {open === line.LineId && (
                <ReturnForm
                  line={line}
                  orderId={orderId}
                  onCancel={() => setOpen(null)}
                  onDone={(ret) => {
                    setOpen(null);
                    setMade(ret);
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {data.Returns.length > 0 && <ReturnsTable returns={data.Returns} caption={t('returns.order.returnsCaption')} />}
    </>
  );
}

/** A photo's bytes as base64 (what POST /api/Return takes). */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

function ReturnForm({
  line,
  orderId,
  onCancel,
  onDone,
}: {
  line: Line;
  orderId: number;
  onCancel: () => void;
  onDone: (ret: Return) => void;
}) {
  const { t } = useTranslation('account');
  const request = useRequestReturn();
  const [quantity, setQuantity] = useState('1');
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const id = (name: string) => `return-${line.LineId}-${name}`;
  const described = reason !== '' && DESCRIBED_REASONS.includes(reason);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: string[] = [];
    const count = Number(quantity);
    if (!Number.isInteger(count) || count < 1 || count > line.Returnable)
      found.push(t('returns.form.quantityRange', { max: line.Returnable }));
    if (reason === '') found.push(t('returns.form.reasonRequired'));
    if (described && !description.trim()) found.push(t('returns.form.descriptionRequired'));
    if (photos.length > RETURN_PHOTOS_MAX) found.push(t('returns.form.tooManyPhotos', { count: RETURN_PHOTOS_MAX }));
    if (photos.some((photo) => photo.size > RETURN_PHOTO_MAX_BYTES)) found.push(t('returns.form.photoTooLarge'));
    setProblems(found);
    if (found.length > 0 || reason === '') return;
    try {
      const ret = await request.mutateAsync({
        OrderId: orderId,
        LineId: line.LineId,
        Quantity: count,
        Reason: reason,
        ...(description.trim() && { Description: description.trim() }),
        ...(photos.length > 0 && { Photos: await Promise.all(photos.map(base64Of)) }),
      });
      onDone(ret);
    } catch (error) {
      // the API's refusal in the dealer's language (past the window, more than delivered, not an image...)
      const messages = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
      setProblems(messages.length > 0 ? messages : [t('returns.form.failed')]);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      aria-label={t('returns.form.title', { sku: line.Sku })}
      noValidate
    >
      <div className={styles.field}>
        <label htmlFor={id('quantity')}>{t('returns.form.quantity', { max: line.Returnable })}</label>
        <input
          id={id('quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={line.Returnable}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('reason')}>{t('returns.form.reason')}</label>
        <select id={id('reason')} value={reason} onChange={(event) => setReason(event.target.value as ReturnReason | '')} required>
          <option value="">{t('returns.form.chooseReason')}</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`returns.reason.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={id('description')}>{described ? t('returns.form.descriptionRequiredLabel') : t('returns.form.description')}</label>
        <textarea
          id={id('description')}
          rows={3}
          maxLength={1000}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={id('photos')}>{t('returns.form.photos', { count: RETURN_PHOTOS_MAX })}</label>
        <input
          id={id('photos')}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(event) => setPhotos([...(event.target.files ?? [])])}
        />
      </div>
      {problems.length > 0 && (
        <ul role="alert" className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary" disabled={request.isPending}>
          {request.isPending ? t('returns.form.sending') : t('returns.form.submit')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          {t('returns.form.cancel')}
        </button>
      </div>
    </form>
  );
}
