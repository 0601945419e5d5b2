import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Button, http, notify, useReferenceData } from '@parts/shared-kernel';
import styles from './price-file.module.css';

/** The file's local date, YYYY-MM-DD. */
function today(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

/** Hands the CSV to the browser as a download (with the byte order mark a spreadsheet needs for the Polish letters). */
function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Extension price-file: the dealer's whole price list as CSV for their dealer management system
 * (GET /api/PriceFile in the shop's language), from the account area. Not shown without the extension.
 */
export function PriceFileDownload() {
  const { t, i18n } = useTranslation('account');
  const { config } = useReferenceData();
  const [loading, setLoading] = useState(false);
  if (!hasExtension(config, EXTENSIONS.priceFile)) return null;
  const download = async () => {
    setLoading(true);
    try {
      // the API streams it; the browser holds the text once to hand it over as a file
      const text = await http.get<string>('/api/PriceFile');
      downloadCsv(text.replace(/^\uFEFF/, ''), `${t('priceFile.fileName')}-${today(new Date())}.csv`);
      notify('success', { key: 'account:priceFile.done' });
    } catch {
      // the failure has been said by the http client (its notice)
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className={styles.priceFile} lang={i18n.language}>
      <Button variant="secondary" size="small" disabled={loading} onClick={() => void download()} data-testid="price-file">
        {loading ? t('priceFile.loading') : t('priceFile.download')}
      </Button>
      <p className={styles.hint}>{t('priceFile.hint')}</p>
    </div>
  );
}
