import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, useLocale } from '@parts/shared-kernel';
import { downloadBlob } from '@parts/shared-kernel/download';
import { invoicePdf } from './api/order-documents';

/** The invoice's or credit note's file name: its number with the slashes made dashes (FV-2026-11-42.pdf), as the API names it. */
const invoiceFileName = (number: string): string => `${number.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;

/**
 * Extension order-tracking: downloads an invoice or credit note as PDF in the shop's language
 * (as the price file downloads: the shop's call, then the file handed to the browser).
 * A failure is said by the http client's notice.
 */
export function InvoicePdfButton({ id, number }: { id: number; number: string }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [loading, setLoading] = useState(false);
  const download = async () => {
    setLoading(true);
    try {
      downloadBlob(await invoicePdf(id, locale), invoiceFileName(number));
    } catch {
      // the failure has been said by the http client (its notice)
    } finally {
      setLoading(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={loading}
      onClick={() => void download()}
      aria-label={t('invoices.downloadOf', { number })}
      data-testid="invoice-pdf"
    >
      {loading ? t('invoices.downloading') : t('invoices.download')}
    </Button>
  );
}
