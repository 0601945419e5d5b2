import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Link, useSearchParams } from '@parts/shared-kernel/router';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import type { Offer } from '@parts/contract/offers';
import { useApiQuery } from '@parts/shared-kernel/query';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  ApiError,
  Button,
  Field,
  Spinner,
  buttonClass,
  errorId,
  formatMoney,
  formatPercent,
  notify,
  paths,
  roundMoney,
  useEventValue,
  useLocale,
  useReferenceData,
  useTeamMe,
} from '@parts/shared-kernel';
import { NumberField, useNumberDraft } from '@parts/shared-kernel/messages';
import { useCartAndCustomer } from '../cart/cart-state';
import { CartLoadFailed } from '../cart/CartLoadFailed';
import {
  MAX_ROW_DISCOUNT,
  MIN_ROW_DISCOUNT,
  ROW_DISCOUNT_STEP,
  clampRowDiscount,
  normaliseOrderDiscount,
  offerSummary,
} from './offer-arithmetic';
import { OfferDealer } from './OfferDealer';
import { nextOfferNumber, offerValidUntil, recordOfferNumber } from './offer-number';
import { offerVatSplit } from './offer-vat';
import { OfferSchema, type OfferValues } from './offer-schema';
import { JobTag } from '../job-reference/JobTag';
import styles from './offer.module.css';
import { savedOfferQuery, useCopyOffer, useMailOffer, useOfferToCart, useSaveOffer } from './api/offers';
import { EMPTY_CUSTOMER, clearOfferDraft, readOfferDraft, writeOfferDraft, type OfferCustomer } from './offer-draft';
import { OfferCustomerFields, OfferCustomerPrint } from './OfferCustomerFields';
import { OfferList } from './OfferList';
import { OfferPriceChanges } from './OfferPriceChanges';

/**
 * A line of the offer as the table shows it: a cart line, or a saved offer's line (extension
 * saved-offers) with the prices it was saved with. Another feature may carry more on a line.
 */
interface OfferViewLine {
  Product: { Id: number; Sku: string; Name: string; OldPrice: number; Price: number; Discount: number; OldPriceNetto: number };
  Quantity: number;
  /** extension job-reference: the job a cart line is for (saved offers keep no job) */
  JobReference?: string;
}

/** A saved offer's lines as the table shows them (net catalogue price from the gross, 23 % VAT as the shop's prices). */
const viewLinesOf = (offer: Offer): OfferViewLine[] =>
  offer.Lines.map((line) => ({
    Product: {
      Id: line.ProductId,
      Sku: line.Sku,
      Name: line.Name,
      OldPrice: line.OldPrice,
      Price: line.Price,
      Discount: line.OwnDiscount,
      OldPriceNetto: roundMoney(line.OldPrice / 1.23),
    },
    Quantity: line.Quantity,
  }));

/** The offer asked for by ?offer=<id>; null for none or what is no id. */
function offerIdOf(value: string | null): number | null {
  const id = Number(value);
  return value !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A row's discount field: '7,5' in Polish (or '7.5') is 7.5 %, counted as typed; above 100 it is
 * 100 and the field says so (SPEC: clamped to 0..100); what is no number is said, the row keeps
 * its last discount.
 */
function RowDiscountInput({
  id,
  value,
  onValue,
  describedBy,
}: {
  id: string;
  value: number;
  onValue: (value: number) => void;
  describedBy: string | undefined;
}) {
  const messageId = `${id}-message`;
  const draft = useNumberDraft(value, (n) => onValue(n ?? 0), {
    live: true,
    clamp: true,
    min: MIN_ROW_DISCOUNT,
    max: MAX_ROW_DISCOUNT,
    decimals: decimalsOf(ROW_DISCOUNT_STEP),
  });
  const described = [describedBy, draft.error || draft.note ? messageId : undefined].filter(Boolean).join(' ');
  return (
    <>
      <span className={[styles.percentInput, styles.noPrint].join(' ')}>
        <input id={id} className={styles.input} aria-describedby={described || undefined} {...draft.inputProps} />
        <span className={styles.unit} aria-hidden="true">
          %
        </span>
      </span>
      <NumberField id={messageId} error={draft.error} note={draft.note} className={[styles.fieldMessage, styles.noPrint].join(' ')} />
    </>
  );
}

/** 0.01 -> 2 */
const decimalsOf = (step: number) => Math.max(0, -Math.floor(Math.log10(step)));

/**
 * The order discount: typed as an amount ('50' or '-50', '12,5'), shown back as the discount it is
 * (SPEC: forced negative, not lower than minus the cart total, 0 is none) once the field is left.
 */
function OrderDiscountInput({ value, onValue }: { value: number | null; onValue: (value: number | null) => void }) {
  const messageId = 'offer-order-discount-message';
  const draft = useNumberDraft(value, onValue, { decimals: 2 });
  return (
    <>
      <input
        id="offer-order-discount"
        className={styles.input}
        aria-describedby={draft.error ? messageId : undefined}
        {...draft.inputProps}
      />{' '}
      <span aria-hidden="true">zł</span>
      <NumberField id={messageId} error={draft.error} note={draft.note} className={styles.fieldMessage} />
    </>
  );
}

const shortDates: Record<string, Intl.DateTimeFormat> = {};

/** A date as the offer prints it: '07.12.2026' in Polish, '07/12/2026' in English. */
function formatShortDate(date: Date, language: string): string {
  const locale = language.startsWith('en') ? 'en-GB' : 'pl-PL';
  shortDates[locale] ??= new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return shortDates[locale].format(date);
}

const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * /offer: a printable price offer for the dealer's own customer. The printout carries who offers
 * (logo, company, address), the date, a number and how long it is valid, the customer's prices
 * and, when the store shows net prices, the net/VAT split; never the dealer's own discount or
 * price.
 */
export function OfferPage() {
  const { t, i18n } = useTranslation('cart');
  // the lines and the dealer's data; a language switch keeps them shown until the new ones are in
  const { cart, customer } = useCartAndCustomer();
  const { config } = useReferenceData();
  const me = useTeamMe();
  const savedOffers = hasExtension(config, EXTENSIONS.savedOffers);
  const [params, setParams] = useSearchParams();
  const openedId = savedOffers ? offerIdOf(params.get('offer')) : null;
  const opened = useApiQuery({ ...savedOfferQuery(openedId ?? 0, useLocale()), enabled: openedId !== null });
  const openedOffer = openedId !== null ? opened.data : undefined;
  const lines: OfferViewLine[] | undefined = openedId !== null ? openedOffer && viewLinesOf(openedOffer) : cart.data;
  // what was typed survives a reload (a draft in the browser); an opened offer is the server's
  const [draft] = useState(() => (openedId === null ? readOfferDraft() : null));
  const [discounts, setDiscounts] = useState<Record<number, number>>(() => draft?.discounts ?? {});
  const [orderDiscount, setOrderDiscount] = useState<number | null>(() => draft?.orderDiscount ?? null);
  const vehicle = useEventValue('vehicle');
  const [offerCustomer, setOfferCustomer] = useState<OfferCustomer>(
    () => draft?.customer ?? { ...EMPTY_CUSTOMER, Vehicle: vehicle?.Vin ?? vehicle?.VehicleInfo.vin ?? '' },
  );
  const [saveErrors, setSaveErrors] = useState<Record<string, string[]>>({});
  const [today] = useState(() => new Date());
  const [offerNumber] = useState(() => nextOfferNumber(today, window.localStorage));
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<OfferValues>({
    resolver: valibotResolver(OfferSchema),
    defaultValues: { name: draft?.name ?? '', comment: draft?.comment ?? '' },
  });
  const typedName = watch('name');
  const typedComment = watch('comment');
  const saveOffer = useSaveOffer();
  const copyOffer = useCopyOffer();
  const mailOffer = useMailOffer();
  const offerToCart = useOfferToCart();

  // an opened offer fills the page once it is in (again after it was saved)
  const openedVersion = openedOffer ? `${openedOffer.Id}:${openedOffer.UpdatedOn}` : null;
  useEffect(() => {
    if (!openedOffer) return;
    reset({ name: openedOffer.Name, comment: openedOffer.Comment });
    setDiscounts(Object.fromEntries(openedOffer.Lines.map((line) => [line.ProductId, line.Discount])));
    setOrderDiscount(openedOffer.OrderDiscount === 0 ? null : openedOffer.OrderDiscount);
    setOfferCustomer({
      CustomerName: openedOffer.CustomerName,
      CustomerPhone: openedOffer.CustomerPhone,
      CustomerEmail: openedOffer.CustomerEmail,
      CustomerVatNumber: openedOffer.CustomerVatNumber,
      Vehicle: openedOffer.Vehicle,
      ValidUntil: openedOffer.ValidUntil,
    });
    setSaveErrors({});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per version of the offer
  }, [openedVersion]);

  useEffect(() => {
    if (openedId !== null) return;
    writeOfferDraft({ name: typedName, comment: typedComment, discounts, orderDiscount, customer: offerCustomer });
  }, [openedId, typedName, typedComment, discounts, orderDiscount, offerCustomer]);

  const rowsInput = useMemo(
    () =>
      (lines ?? []).map((line) => ({
        cataloguePrice: line.Product.OldPrice,
        price: line.Product.Price,
        ownDiscount: line.Product.Discount,
        quantity: line.Quantity,
        discount: clampRowDiscount(discounts[line.Product.Id] ?? 0),
      })),
    [lines, discounts],
  );
  const summary = useMemo(() => offerSummary(rowsInput, normaliseOrderDiscount(orderDiscount, Infinity)), [rowsInput, orderDiscount]);
  const vatSplit = useMemo(
    () =>
      config.general.showPriceNetto
        ? offerVatSplit(
            (lines ?? []).map((line, index) => ({
              gross: summary.rows[index]?.total ?? 0,
              catalogueGross: line.Product.OldPrice,
              catalogueNet: line.Product.OldPriceNetto,
            })),
            summary.orderDiscount,
          )
        : null,
    [config.general.showPriceNetto, lines, summary],
  );

  if (openedId !== null && opened.isError)
    return (
      <div className={styles.page}>
        <Alert kind="danger">{t('offer.saved.notFound')}</Alert>
        <Link to={paths.offer.href()} className={buttonClass('secondary')}>
          {t('offer.saved.newOffer')}
        </Link>
      </div>
    );
  if (openedId === null && cart.isError && !cart.isFetching) return <CartLoadFailed onRetry={() => void cart.refetch()} />;
  // the dealer's header waits for the customer, so the page does not move when it arrives
  if (lines === undefined || (customer.data === undefined && customer.isFetching)) return <Spinner label={t('loadingCart')} />;

  const print = handleSubmit(() => {
    if (!openedOffer) recordOfferNumber(offerNumber, window.localStorage);
    window.print();
  });
  const defaultValidUntil = offerValidUntil(today);
  const validUntil = offerCustomer.ValidUntil ? new Date(`${offerCustomer.ValidUntil}T12:00:00`) : defaultValidUntil;
  const shownNumber = openedOffer?.Number ?? offerNumber;
  // extension team: who made the offer (a saved one's author, else the signed-in person)
  const author = openedOffer ? openedOffer.Author : me?.Name;

  const save = handleSubmit(async (values) => {
    setSaveErrors({});
    try {
      const saved = await saveOffer.mutateAsync({
        id: openedOffer?.Id ?? null,
        body: {
          Name: values.name,
          Comment: values.comment,
          ...offerCustomer,
          ValidUntil: offerCustomer.ValidUntil || isoDay(defaultValidUntil),
          OrderDiscount: summary.orderDiscount,
          Lines: lines.map((line) => ({
            Sku: line.Product.Sku,
            Quantity: line.Quantity,
            Discount: clampRowDiscount(discounts[line.Product.Id] ?? 0),
          })),
        },
      });
      if (!openedOffer) clearOfferDraft();
      notify('success', t('offer.saved.savedAs', { number: saved.Number }));
      setParams({ offer: String(saved.Id) });
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const fields = error.fieldErrors;
      if (Object.keys(fields).length > 0) setSaveErrors(fields);
      else notify('danger', error.messageText, { title: error.titleText, topic: 'POST /api/Offer' });
    }
  });
  const copy = async () => {
    if (!openedOffer) return;
    const copied = await copyOffer.mutateAsync(openedOffer.Id);
    notify('success', t('offer.saved.copiedAs', { number: copied.Number }));
    setParams({ offer: String(copied.Id) });
  };
  const mail = async () => {
    if (!openedOffer) return;
    await mailOffer.mutateAsync(openedOffer.Id);
    notify('success', t('offer.saved.mailed', { email: openedOffer.CustomerEmail }));
  };
  const toCart = () => {
    if (openedOffer) offerToCart.mutate(openedOffer.Id);
  };
  const percent = (value: number) => formatPercent(value, i18n.language);

  return (
    <div className={styles.page}>
      <header className={styles.printHeader}>
        <OfferDealer customer={customer.data ?? null} />
        <dl className={styles.offerFacts}>
          <div>
            <dt>{t('offer.number')}</dt>
            <dd data-testid="offer-number">{shownNumber}</dd>
          </div>
          <div>
            <dt>{t('offer.date')}</dt>
            <dd>
              <time dateTime={isoDay(today)}>{formatShortDate(today, i18n.language)}</time>
            </dd>
          </div>
          {author && (
            <div>
              <dt>{t('offer.preparedBy')}</dt>
              <dd data-testid="offer-author">{author}</dd>
            </div>
          )}
        </dl>
      </header>
      <h1 className={styles.title}>{t('offer.titleNumbered', { number: shownNumber })}</h1>
      <p className={styles.validity} data-testid="offer-validity">
        {t('offer.validUntil')} <time dateTime={isoDay(validUntil)}>{formatShortDate(validUntil, i18n.language)}</time>
      </p>

      {lines.length === 0 ? (
        <>
          <p>{t('empty')}</p>
          <Link to={paths.cart.href()} className={[buttonClass('secondary'), styles.noPrint].join(' ')}>
            {t('offer.returnToCart')}
          </Link>
        </>
      ) : (
        <form onSubmit={print} noValidate aria-labelledby="offer-heading">
          <h2 id="offer-heading" className="visually-hidden">
            {t('offer.title')}
          </h2>
          <div className={styles.fields}>
            <Field
              id="offer-name"
              label={t('offer.name')}
              required
              error={errors.name?.message ? t(`validation.${errors.name.message}`) : undefined}
            >
              <input
                id="offer-name"
                aria-invalid={errors.name ? 'true' : 'false'}
                aria-describedby={errorId('offer-name')}
                {...register('name')}
              />
            </Field>
            <Field id="offer-comment" label={t('offer.comment')}>
              <textarea id="offer-comment" rows={2} {...register('comment')} />
            </Field>
          </div>
          {savedOffers && (
            <OfferCustomerFields
              customer={offerCustomer}
              onChange={setOfferCustomer}
              errors={saveErrors}
              defaultValidUntil={isoDay(offerValidUntil(today))}
            />
          )}
          {savedOffers && <OfferCustomerPrint customer={offerCustomer} />}

          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('offer.sku')}</th>
                  <th scope="col">{t('offer.productName')}</th>
                  <th scope="col" className={styles.money}>
                    {t('offer.qty')}
                  </th>
                  <th scope="col" className={styles.money}>
                    {t('offer.grossCatalogPrice')}
                  </th>
                  <th scope="col" className={styles.money}>
                    {t('offer.grossPrice')}
                  </th>
                  <th scope="col" className={styles.money}>
                    {t('offer.subTotal')}
                  </th>
                  <th scope="col" className={styles.money}>
                    {t('offer.discount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {lines.map((line, index) => {
                  const row = summary.rows[index];
                  const id = `offer-discount-${line.Product.Id}`;
                  const warningId = `${id}-warning`;
                  return (
                    // on a phone each row stacks (number and name, quantity and prices, then the
                    // discount), each value labelled with its column's name (data-label)
                    <tr
                      key={`${line.Product.Id}:${line.JobReference ?? ''}`}
                      className={styles.row}
                      data-testid="offer-row"
                      data-sku={line.Product.Sku}
                    >
                      <td className={styles.sku}>{line.Product.Sku}</td>
                      <td className={styles.name} data-testid="offer-row-name">
                        {line.Product.Name}
                        {/* extension job-reference: the job the row is for (the API sends it only with the extension) */}
                        {line.JobReference && (
                          <>
                            {' '}
                            <JobTag job={line.JobReference} />
                          </>
                        )}
                      </td>
                      <td className={styles.money} data-label={t('offer.qty')}>
                        {line.Quantity}
                      </td>
                      <td className={styles.money} data-label={t('offer.grossCatalogPrice')}>
                        {formatMoney(line.Product.OldPrice)}
                      </td>
                      <td className={styles.money} data-label={t('offer.grossPrice')}>
                        {formatMoney(row?.price ?? 0)}
                      </td>
                      <td className={[styles.money, styles.strong].join(' ')} data-label={t('offer.subTotal')}>
                        {formatMoney(row?.total ?? 0)}
                      </td>
                      <td className={styles.discountCell} data-label={t('offer.discount')}>
                        <label htmlFor={id} className="visually-hidden">
                          {t('offer.discountOf', { sku: line.Product.Sku })}
                        </label>
                        <span className={styles.printOnly} data-testid="offer-row-discount">
                          {percent(clampRowDiscount(discounts[line.Product.Id] ?? 0))}
                        </span>
                        <RowDiscountInput
                          id={id}
                          value={discounts[line.Product.Id] ?? 0}
                          onValue={(value) => setDiscounts((d) => ({ ...d, [line.Product.Id]: clampRowDiscount(value) }))}
                          describedBy={row?.exceedsOwnDiscount ? warningId : undefined}
                        />
                        <span className={[styles.own, styles.noPrint].join(' ')}>
                          {t('offer.yourDiscount')}: {percent(line.Product.Discount)}
                        </span>
                        {row?.exceedsOwnDiscount && (
                          <span id={warningId} className={[styles.warning, styles.noPrint].join(' ')} role="alert">
                            {t('offer.discountAboveOwn')}
                          </span>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>

          <div className={styles.summaries}>
            <section className={[styles.summary, styles.noPrint].join(' ')} aria-labelledby="your-summary">
              <h2 id="your-summary">{t('offer.yourSummary')}</h2>
              <dl>
                <div className={styles.sumRow}>
                  <dt>{t('offer.orderTotal')}</dt>
                  <dd data-testid="your-total">{formatMoney(summary.actualTotal)}</dd>
                </div>
              </dl>
            </section>
            <section className={styles.summary} aria-labelledby="client-summary">
              <h2 id="client-summary">{t('offer.clientSummary')}</h2>
              <dl>
                <div className={styles.sumRow}>
                  <dt>{t('offer.subTotal')}</dt>
                  <dd>{formatMoney(summary.customSubTotal)}</dd>
                </div>
                <div className={[styles.sumRow, summary.orderDiscount === 0 ? styles.noPrint : ''].join(' ')}>
                  <dt>
                    <label htmlFor="offer-order-discount">{t('offer.orderTotalDiscount')}</label>
                  </dt>
                  <dd>
                    <span className={styles.printOnly} data-testid="offer-order-discount">
                      {formatMoney(summary.orderDiscount)}
                    </span>
                    <span className={styles.noPrint}>
                      <OrderDiscountInput
                        value={orderDiscount}
                        onValue={(value) => setOrderDiscount(normaliseOrderDiscount(value, summary.actualTotal))}
                      />
                    </span>
                  </dd>
                </div>
                {vatSplit && (
                  <>
                    <div className={[styles.sumRow, styles.split].join(' ')}>
                      <dt>{t('offer.net')}</dt>
                      <dd data-testid="offer-net">{formatMoney(vatSplit.net)}</dd>
                    </div>
                    {vatSplit.rates.map(({ rate, vat }) => (
                      <div key={rate} className={styles.sumRow}>
                        <dt>{t('offer.vat', { rate: percent(rate) })}</dt>
                        <dd data-testid="offer-vat">{formatMoney(vat)}</dd>
                      </div>
                    ))}
                  </>
                )}
                <div className={[styles.sumRow, styles.total].join(' ')}>
                  <dt>{vatSplit ? t('offer.grossTotal') : t('offer.orderTotal')}</dt>
                  <dd data-testid="client-total">{formatMoney(summary.customTotal)}</dd>
                </div>
              </dl>
            </section>
          </div>
          <div className={styles.noPrint}>{summary.belowActual && <Alert kind="warning">{t('offer.moreExpensive')}</Alert>}</div>
          <div className={[styles.buttons, styles.noPrint].join(' ')}>
            <Button type="submit">{t('offer.print')}</Button>
            <Link to={paths.cart.href()} className={buttonClass('secondary')}>
              {t('offer.returnToCart')}
            </Link>
          </div>
          {savedOffers && (
            <div className={[styles.buttons, styles.noPrint].join(' ')}>
              <Button variant="secondary" onClick={() => void save()} disabled={saveOffer.isPending}>
                {t('offer.saved.save')}
              </Button>
              {openedOffer && (
                <>
                  <Button variant="secondary" onClick={() => void copy()} disabled={copyOffer.isPending}>
                    {t('offer.saved.copy')}
                  </Button>
                  <Button variant="secondary" onClick={() => void mail()} disabled={mailOffer.isPending || !openedOffer.CustomerEmail}>
                    {t('offer.saved.mail')}
                  </Button>
                  <Button variant="secondary" onClick={toCart} disabled={offerToCart.isPending}>
                    {t('offer.saved.toCart')}
                  </Button>
                  <Link to={paths.offer.href()} className={buttonClass('secondary')}>
                    {t('offer.saved.newOffer')}
                  </Link>
                </>
              )}
            </div>
          )}
          {offerToCart.data && <OfferPriceChanges result={offerToCart.data} />}
        </form>
      )}
      {savedOffers && <OfferList />}
    </div>
  );
}
