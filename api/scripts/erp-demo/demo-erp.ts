import type { AnswerDataOf } from '@parts/contract/calls';
import type { IntegrationClient } from './client';

type Order = AnswerDataOf<'GET /api/integration/orders'>['Orders'][number];
type Line = Order['Lines'][number];

/** How the demo's ERP behaves: what its warehouse holds and how long each step takes. */
export interface DemoErpSettings {
  /** Pieces of every part in the demo warehouse: a line of more is backordered and shipped later. */
  stockPerPart: number;
  /** From taking an order to shipping what is in stock (and invoicing it). */
  shipAfterMs: number;
  /** From taking an order to shipping its backordered lines (and invoicing them). */
  backorderShipAfterMs: number;
  /** From shipping to delivered. */
  deliverAfterMs: number;
  /** The date a backorder is expected, in days from the order. */
  backorderDays: number;
  /** From approving a return to its parts received (and credited). */
  returnReceivedAfterMs: number;
}

export const DEMO_ERP_SETTINGS: DemoErpSettings = {
  stockPerPart: 3,
  shipAfterMs: 10_000,
  backorderShipAfterMs: 60_000,
  deliverAfterMs: 30_000,
  backorderDays: 7,
  returnReceivedAfterMs: 20_000,
};

/** What an invoice of the demo billed for an order line: what a credit note of a return of it credits. */
interface Billed {
  invoice: string;
  sku: string | undefined;
  name: string;
  unitNet: number;
  rate: number;
}

interface Taken {
  order: Order;
  takenAt: number;
  fromStock: Line[];
  backordered: Line[];
  /** The delivery notes sent, with when. */
  shipments: { note: string; shippedAt: number; delivered: boolean }[];
  invoices: number;
}

const ymd = (at: number): string => new Date(at).toISOString().slice(0, 10);
const cents = (amount: number): number => Math.round(amount * 100) / 100;
const DAY = 86_400_000;

/**
 * The demo's ERP (`pnpm erp:demo`): a client of the integration API only, as an importer's ERP
 * would be. Each `tick` takes the new orders (confirms every line, backorders a line of more than
 * its warehouse holds, then acknowledges the order), ships and invoices what is in stock a few
 * seconds later, ships and invoices the backorders later, and marks deliveries delivered. Every
 * write carries an Idempotency-Key made of what it reports, so a tick that failed half way is
 * simply run again; an order taken but not acknowledged is handed out again by the shop.
 */
export class DemoErp {
  private readonly taken = new Map<number, Taken>();
  private cursor: string | undefined;
  /** The lines this ERP invoiced, by line id (kept after the order is done: a return may come weeks later). */
  private readonly billed = new Map<number, Billed>();
  /** When each return was approved here. */
  private readonly approvedAt = new Map<number, number>();

  constructor(
    private readonly client: IntegrationClient,
    private readonly settings: DemoErpSettings = DEMO_ERP_SETTINGS,
    private readonly log: (line: string) => void = () => {},
    /** Whether the key may decide returns (scope returns:write). */
    private readonly returns = false,
  ) {}

  /** One round: new orders, then what is due for each order taken. */
  async tick(now: number): Promise<void> {
    await this.takeNewOrders(now);
    for (const taken of this.taken.values()) await this.advance(taken, now);
    if (this.returns) await this.decideReturns(now);
  }

  /**
   * Every return asked for is approved; its parts are received a little later and credited with a
   * credit note of the invoice that billed the line (one this ERP issued: else it is left received).
   */
  private async decideReturns(now: number): Promise<void> {
    const list = (state: 'requested' | 'approved') => this.client.call('GET /api/integration/returns', { query: { state, limit: '200' } });
    for (const asked of (await list('requested')).Returns) {
      await this.client.call('POST /api/integration/returns/:id/decision', {
        params: { id: asked.Id },
        idempotencyKey: `erp-demo-decision-${asked.Id}`,
        body: { Decision: 'approved' },
      });
      this.approvedAt.set(asked.Id, now);
      this.log(`return ${asked.Number} (${asked.Quantity} × ${asked.Sku}, order ${asked.OrderNumber}): approved`);
    }
    for (const approved of (await list('approved')).Returns) {
      const since = this.approvedAt.get(approved.Id) ?? now;
      this.approvedAt.set(approved.Id, since);
      if (now < since + this.settings.returnReceivedAfterMs) continue;
      await this.client.call('POST /api/integration/returns/:id/received', {
        params: { id: approved.Id },
        idempotencyKey: `erp-demo-received-${approved.Id}`,
        body: { ReceivedOn: ymd(now) },
      });
      this.approvedAt.delete(approved.Id);
      const billed = this.billed.get(approved.LineId);
      if (!billed) {
        this.log(
          `return ${approved.Number}: received; no invoice of this ERP bills line ${approved.LineId}, so it is left to credit by hand`,
        );
        continue;
      }
      const number = `FK/${ymd(now).slice(0, 7).replace('-', '/')}/${approved.Number}`;
      const net = cents(approved.Quantity * billed.unitNet);
      const vat = cents((net * billed.rate) / 100);
      await this.client.call('POST /api/integration/orders/:id/invoices', {
        params: { id: approved.OrderId },
        idempotencyKey: `erp-demo-credit-note-${number}`,
        body: {
          Kind: 'credit-note',
          Number: number,
          Corrects: billed.invoice,
          IssueDate: ymd(now),
          SaleDate: ymd(now),
          DueDate: ymd(now + 14 * DAY),
          Currency: 'PLN',
          Lines: [
            {
              LineId: approved.LineId,
              Sku: billed.sku,
              Name: billed.name,
              Quantity: approved.Quantity,
              UnitNet: billed.unitNet,
              VatRate: billed.rate,
              Net: net,
              Vat: vat,
              Gross: cents(net + vat),
            },
          ],
          NetTotal: net,
          VatTotal: vat,
          GrossTotal: cents(net + vat),
        },
      });
      await this.client.call('POST /api/integration/returns/:id/credit', {
        params: { id: approved.Id },
        idempotencyKey: `erp-demo-credit-${approved.Id}`,
        body: { CreditNote: number },
      });
      this.log(`return ${approved.Number}: received and credited by ${number}, ${cents(net + vat).toFixed(2)} PLN gross`);
    }
  }

  private async takeNewOrders(now: number): Promise<void> {
    for (;;) {
      const page = await this.client.call('GET /api/integration/orders', { query: { after: this.cursor, limit: '50' } });
      for (const order of page.Orders) if (!this.taken.has(order.Id)) await this.confirm(order, now);
      if (page.Orders.length > 0) {
        await this.client.call('POST /api/integration/orders/ack', { body: { OrderIds: page.Orders.map((order) => order.Id) } });
      }
      if (page.Next !== null) this.cursor = page.Next;
      if (page.Orders.length === 0 || page.Next === null) return;
    }
  }

  /** Every line confirmed from stock, or backordered when the warehouse holds less than it asks. */
  private async confirm(order: Order, now: number): Promise<void> {
    // a VOR order (vehicle off road) is never backordered: the ERP finds the parts and sends them all at once
    const short = (line: Line) => !order.Vor && line.Quantity > this.settings.stockPerPart;
    const fromStock = order.Lines.filter((line) => !short(line));
    const backordered = order.Lines.filter(short);
    const expected = ymd(now + this.settings.backorderDays * DAY);
    await this.client.call('POST /api/integration/orders/:id/lines', {
      params: { id: order.Id },
      // a confirmation sent again with the same time replays; taken again later (after a restart) it is a newer event of the same states
      idempotencyKey: `erp-demo-confirm-${order.Id}-${now}`,
      body: {
        Lines: [
          ...fromStock.map((line) => ({ LineId: line.LineId, State: 'confirmed' as const, OccurredAt: new Date(now).toISOString() })),
          ...backordered.map((line) => ({
            LineId: line.LineId,
            State: 'backordered' as const,
            ExpectedDate: expected,
            OccurredAt: new Date(now).toISOString(),
          })),
        ],
      },
    });
    this.taken.set(order.Id, { order, takenAt: now, fromStock, backordered, shipments: [], invoices: 0 });
    const late = backordered.map((line) => `${line.Sku} backordered until ${expected}`).join(', ');
    this.log(`order ${order.OrderNumber}: ${fromStock.length} of ${order.Lines.length} lines confirmed${late ? `; ${late}` : ''}`);
  }

  private async advance(taken: Taken, now: number): Promise<void> {
    const { fromStock, backordered, takenAt } = taken;
    if (taken.shipments.length === 0 && fromStock.length > 0 && now >= takenAt + this.settings.shipAfterMs) {
      await this.ship(taken, fromStock, now);
    }
    const backorderDue = backordered.length > 0 && now >= takenAt + this.settings.backorderShipAfterMs;
    if (backorderDue && taken.shipments.length === (fromStock.length > 0 ? 1 : 0)) await this.ship(taken, backordered, now);
    for (const shipment of taken.shipments) {
      if (shipment.delivered || now < shipment.shippedAt + this.settings.deliverAfterMs) continue;
      await this.client.call('POST /api/integration/shipments/delivered', {
        idempotencyKey: `erp-demo-delivered-${shipment.note}`,
        body: { DeliveryNote: shipment.note, DeliveredOn: ymd(now) },
      });
      shipment.delivered = true;
      this.log(`order ${taken.order.OrderNumber}: ${shipment.note} delivered`);
    }
    const shipmentsDue = (fromStock.length > 0 ? 1 : 0) + (backordered.length > 0 ? 1 : 0);
    if (taken.shipments.length === shipmentsDue && taken.shipments.every((shipment) => shipment.delivered))
      this.taken.delete(taken.order.Id);
  }

  /** A delivery note of these lines in full, then their invoice (the first one also bills the shipping). */
  private async ship(taken: Taken, lines: Line[], now: number): Promise<void> {
    const { order } = taken;
    const n = taken.shipments.length + 1;
    const month = ymd(now).slice(0, 7).replace('-', '/');
    const note = `WZ/${month}/${order.OrderNumber}-${n}`;
    const tracking = `DEMO${String(order.Id).padStart(8, '0')}${n}`;
    await this.client.call('POST /api/integration/orders/:id/shipments', {
      params: { id: order.Id },
      idempotencyKey: `erp-demo-ship-${note}`,
      body: {
        DeliveryNote: note,
        DeliveryDate: ymd(now),
        Carrier: 'DPD',
        TrackingNumber: tracking,
        TrackingUrl: `https://tracktrace.dpd.com.pl/parcelDetails?p1=${tracking}`,
        Lines: lines.map((line) => ({ LineId: line.LineId, Quantity: line.Quantity })),
      },
    });
    taken.shipments.push({ note, shippedAt: now, delivered: false });
    this.log(`order ${order.OrderNumber}: ${note} shipped (${lines.map((line) => `${line.Quantity} × ${line.Sku}`).join(', ')})`);
    await this.invoice(taken, lines, now, `FV/${month}/${order.OrderNumber}-${n}`);
  }

  private async invoice(taken: Taken, lines: Line[], now: number, number: string): Promise<void> {
    const { order } = taken;
    // the shop's prices and totals are gross (VAT included, one rate): the invoice's net prices are worked back from them
    const total = order.OrderTotal ?? 0;
    const rate = order.Tax !== null && total > order.Tax ? Math.round((order.Tax / (total - order.Tax)) * 100) : 23;
    const line = (name: string, quantity: number, unitGross: number, orderLine?: Line) => {
      const unitNet = cents(unitGross / (1 + rate / 100));
      const net = cents(quantity * unitNet);
      const vat = cents((net * rate) / 100);
      return {
        LineId: orderLine?.LineId,
        Sku: orderLine?.Sku,
        Name: name,
        Quantity: quantity,
        UnitNet: unitNet,
        VatRate: rate,
        Net: net,
        Vat: vat,
        Gross: cents(net + vat),
      };
    };
    const invoiceLines = lines.map((orderLine) => line(orderLine.ProductName, orderLine.Quantity, orderLine.UnitPrice, orderLine));
    if (taken.invoices === 0) {
      const shipping = order.OrderShipping ?? 0;
      const fee = cents(total - (order.OrderSubtotal ?? 0) - shipping);
      if (shipping > 0) invoiceLines.push(line(order.ShippingMethod, 1, shipping));
      if (fee > 0) invoiceLines.push(line(order.PaymentMethod, 1, fee));
    }
    const netTotal = cents(invoiceLines.reduce((sum, item) => sum + item.Net, 0));
    const vatTotal = cents((netTotal * rate) / 100);
    await this.client.call('POST /api/integration/orders/:id/invoices', {
      params: { id: order.Id },
      idempotencyKey: `erp-demo-invoice-${number}`,
      body: {
        Kind: 'invoice',
        Number: number,
        IssueDate: ymd(now),
        SaleDate: ymd(now),
        DueDate: ymd(now + 14 * DAY),
        Currency: 'PLN',
        Lines: invoiceLines,
        NetTotal: netTotal,
        VatTotal: vatTotal,
        GrossTotal: cents(netTotal + vatTotal),
      },
    });
    taken.invoices += 1;
    for (const item of invoiceLines) {
      if (item.LineId !== undefined)
        this.billed.set(item.LineId, { invoice: number, sku: item.Sku, name: item.Name, unitNet: item.UnitNet, rate });
    }
    this.log(`order ${order.OrderNumber}: invoice ${number}, ${cents(netTotal + vatTotal).toFixed(2)} PLN gross`);
  }
}
