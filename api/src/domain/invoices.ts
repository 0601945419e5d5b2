import * as v from 'valibot';
import { INVOICE_KINDS, InvoiceSchema, type IntegrationInvoiceRequest, type IntegrationInvoiceSchema } from '@parts/contract/integration';
import { inTransaction, type Executor } from '../data/executor';
import { insertInvoice, invoiceByNumber, orderLines, orderOwner, type InvoiceRow } from '../data/order-life';
import { NotFound, Unprocessable, ValidationFailed, type FieldErrors } from './errors';
import { queueInvoiceMail } from './order-life-mail';

/**
 * Invoices and credit notes the ERP reports (issue 40, docs/integration.md): every amount is checked
 * to the cent before one is kept (a line's net is its quantity times its unit net, its VAT the net
 * times its rate, its gross the net and VAT; the totals the sums of the lines, the VAT total also
 * as the VAT of each rate's net sum, the way a Polish invoice may compute it). Once per number: the
 * same document again is `already applied`, another document under the same number is refused.
 */

type Invoice = v.InferOutput<typeof InvoiceSchema>;
type InvoiceRequest = v.InferOutput<typeof IntegrationInvoiceRequest>;

/** An amount in whole cents (undefined: not a whole number of cents). */
function cents(amount: number): number | undefined {
  const scaled = amount * 100;
  const whole = Math.round(scaled);
  return Math.abs(scaled - whole) < 1e-6 ? whole : undefined;
}

const formatCents = (value: number): string => (value / 100).toFixed(2);

/** A rounded amount of cents (half away from zero) of a value in cents that may have fractions. */
const roundCents = (value: number): number => Math.sign(value) * Math.round(Math.abs(value) + 1e-7);

function checkAmounts(request: InvoiceRequest): FieldErrors {
  const errors: FieldErrors = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  let net = 0;
  let vat = 0;
  const netByRate = new Map<number, number>();
  request.Lines.forEach((line, index) => {
    const at = `Lines[${index}]`;
    const lineNet = cents(line.Net);
    const lineVat = cents(line.Vat);
    const lineGross = cents(line.Gross);
    for (const [name, value] of [
      ['Net', lineNet],
      ['Vat', lineVat],
      ['Gross', lineGross],
    ] as const) {
      if (value === undefined) fail(`${at}.${name}`, `${name} must be a whole number of cents.`);
    }
    if (lineNet === undefined || lineVat === undefined || lineGross === undefined) return;
    const expectedNet = roundCents(line.Quantity * line.UnitNet * 100);
    if (lineNet !== expectedNet) fail(`${at}.Net`, `Net must be Quantity × UnitNet to the cent: ${formatCents(expectedNet)}.`);
    const expectedVat = roundCents((lineNet * line.VatRate) / 100);
    if (lineVat !== expectedVat) fail(`${at}.Vat`, `Vat must be Net × VatRate to the cent: ${formatCents(expectedVat)}.`);
    if (lineGross !== lineNet + lineVat) fail(`${at}.Gross`, `Gross must be Net + Vat to the cent: ${formatCents(lineNet + lineVat)}.`);
    net += lineNet;
    vat += lineVat;
    netByRate.set(line.VatRate, (netByRate.get(line.VatRate) ?? 0) + lineNet);
  });
  if (Object.keys(errors).length > 0) return errors;
  const vatByRate = [...netByRate].reduce((sum, [rate, rateNet]) => sum + roundCents((rateNet * rate) / 100), 0);
  const netTotal = cents(request.NetTotal);
  const vatTotal = cents(request.VatTotal);
  const grossTotal = cents(request.GrossTotal);
  if (netTotal !== net) fail('NetTotal', `NetTotal must be the sum of the lines' Net to the cent: ${formatCents(net)}.`);
  if (vatTotal !== vat && vatTotal !== vatByRate)
    fail('VatTotal', `VatTotal must be the sum of the lines' Vat to the cent: ${formatCents(vat)}.`);
  if (netTotal !== undefined && vatTotal !== undefined && grossTotal !== netTotal + vatTotal) {
    fail('GrossTotal', `GrossTotal must be NetTotal + VatTotal to the cent: ${formatCents(netTotal + vatTotal)}.`);
  }
  return errors;
}

/** An invoice or credit note as the contract gives it. */
export function invoiceOf(row: InvoiceRow): Invoice {
  return v.parse(InvoiceSchema, {
    OrderId: row.orderId,
    OrderNumber: row.orderNumber ?? String(row.orderId),
    Kind: row.kind,
    Number: row.number,
    Corrects: row.corrects,
    IssueDate: row.issueDate,
    SaleDate: row.saleDate,
    DueDate: row.dueDate,
    Currency: row.currency,
    Lines: JSON.parse(row.lines) as unknown,
    NetTotal: row.netTotal,
    VatTotal: row.vatTotal,
    GrossTotal: row.grossTotal,
  });
}

/** The document as the shop keeps it (its lines with every field, null where none was sent). */
function keptLines(request: InvoiceRequest): Invoice['Lines'] {
  return request.Lines.map((line) => ({
    LineId: line.LineId ?? null,
    Sku: line.Sku ?? null,
    Name: line.Name,
    Quantity: line.Quantity,
    UnitNet: line.UnitNet,
    VatRate: line.VatRate,
    Net: line.Net,
    Vat: line.Vat,
    Gross: line.Gross,
  }));
}

/** POST /api/integration/orders/{id}/invoices: an invoice or credit note, once per number. */
export async function reportInvoice(
  db: Executor,
  orderId: number,
  request: InvoiceRequest,
  now: number,
  /** Mail the dealer, the PDF attached (extension order-tracking). */
  mail = false,
): Promise<v.InferOutput<typeof IntegrationInvoiceSchema>> {
  const errors = checkAmounts(request);
  if (request.DueDate < request.IssueDate) errors.DueDate = ['DueDate must not be before IssueDate.'];
  if (request.Kind === 'credit-note' && !request.Corrects) errors.Corrects = ['A credit note needs the number of the invoice it Corrects.'];
  if (Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return inTransaction(db, async (trx) => {
    if (!(await orderOwner(trx, orderId))) throw new NotFound();
    const lines = keptLines(request);
    const known = await invoiceByNumber(trx, request.Number);
    if (known) {
      const kept = invoiceOf(known);
      const same =
        kept.OrderId === orderId &&
        kept.Kind === request.Kind &&
        kept.Corrects === (request.Corrects ?? null) &&
        kept.IssueDate === request.IssueDate &&
        kept.SaleDate === request.SaleDate &&
        kept.DueDate === request.DueDate &&
        kept.Currency === request.Currency &&
        JSON.stringify(kept.Lines) === JSON.stringify(lines) &&
        kept.NetTotal === request.NetTotal &&
        kept.VatTotal === request.VatTotal &&
        kept.GrossTotal === request.GrossTotal;
      if (!same) throw new Unprocessable(`Invoice ${request.Number} was reported before with other data.`);
      return { Result: 'already applied' as const, Invoice: kept };
    }
    const own = await orderLines(trx, orderId);
    const lineErrors: FieldErrors = {};
    request.Lines.forEach((line, index) => {
      if (line.LineId !== undefined && !own.some((item) => item.id === line.LineId)) {
        lineErrors[`Lines[${index}].LineId`] = [`Line ${line.LineId} is not a line of order ${orderId}.`];
      }
    });
    if (request.Corrects) {
      const corrected = await invoiceByNumber(trx, request.Corrects);
      if (!corrected || corrected.orderId !== orderId || corrected.kind !== INVOICE_KINDS[0]) {
        lineErrors.Corrects = [`Corrects must be the number of an invoice of order ${orderId}.`];
      }
    }
    if (Object.keys(lineErrors).length > 0) throw new ValidationFailed(lineErrors);
    await insertInvoice(trx, {
      orderId,
      kind: request.Kind,
      number: request.Number,
      corrects: request.Kind === 'credit-note' ? (request.Corrects ?? null) : null,
      issueDate: request.IssueDate,
      saleDate: request.SaleDate,
      dueDate: request.DueDate,
      currency: request.Currency,
      netTotal: request.NetTotal,
      vatTotal: request.VatTotal,
      grossTotal: request.GrossTotal,
      lines: JSON.stringify(lines),
      now,
    });
    const saved = await invoiceByNumber(trx, request.Number);
    if (!saved) throw new Error('invoice not saved');
    const invoice = invoiceOf(saved);
    if (mail) await queueInvoiceMail(trx, invoice, now);
    return { Result: 'applied' as const, Invoice: invoice };
  });
}
