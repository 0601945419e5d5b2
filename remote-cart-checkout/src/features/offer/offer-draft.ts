import { readDealerStorage, removeDealerStorage, writeDealerStorage } from '@parts/shared-kernel';

/**
 * What the dealer typed on /offer, kept in the browser (dealer storage: gone when the session ends)
 * so a reload does not lose it, with or without the extension saved-offers: the name, the comment,
 * each row's discount (by product id), the order discount and the customer's details.
 */
export interface OfferDraft {
  name: string;
  comment: string;
  discounts: Record<number, number>;
  orderDiscount: number | null;
  customer: OfferCustomer;
}

/** The offer's customer, vehicle and validity (extension saved-offers). */
export interface OfferCustomer {
  CustomerName: string;
  CustomerPhone: string;
  CustomerEmail: string;
  CustomerVatNumber: string;
  Vehicle: string;
  /** yyyy-mm-dd; '' = the default validity. */
  ValidUntil: string;
}

export const EMPTY_CUSTOMER: OfferCustomer = {
  CustomerName: '',
  CustomerPhone: '',
  CustomerEmail: '',
  CustomerVatNumber: '',
  Vehicle: '',
  ValidUntil: '',
};

const DRAFT_KEY = 'parts.offer-draft';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The draft kept, or null (none, or one that cannot be read). */
export function readOfferDraft(): OfferDraft | null {
  try {
    const value: unknown = JSON.parse(readDealerStorage(DRAFT_KEY) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const draft = value as Record<string, unknown>;
    const discounts: Record<number, number> = {};
    if (draft.discounts && typeof draft.discounts === 'object') {
      for (const [id, discount] of Object.entries(draft.discounts as Record<string, unknown>)) {
        if (typeof discount === 'number' && Number.isFinite(discount)) discounts[Number(id)] = discount;
      }
    }
    const customer = (draft.customer && typeof draft.customer === 'object' ? draft.customer : {}) as Record<string, unknown>;
    return {
      name: text(draft.name),
      comment: text(draft.comment),
      discounts,
      orderDiscount: typeof draft.orderDiscount === 'number' && Number.isFinite(draft.orderDiscount) ? draft.orderDiscount : null,
      customer: Object.fromEntries(Object.keys(EMPTY_CUSTOMER).map((key) => [key, text(customer[key])])) as unknown as OfferCustomer,
    };
  } catch {
    return null;
  }
}

export function writeOfferDraft(draft: OfferDraft): void {
  writeDealerStorage(DRAFT_KEY, JSON.stringify(draft));
}

export function clearOfferDraft(): void {
  removeDealerStorage(DRAFT_KEY);
}
