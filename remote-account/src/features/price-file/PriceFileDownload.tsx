import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { Button, http, notify, useReferenceData } from '@parts/shared-kernel';
import { downloadText, exportDate } from '@parts/shared-kernel/download';
import styles from './price-file.module.css';

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
      downloadText(text.replace(/^\uFEFF/, ''), `${t('priceFile.fileName')}-${exportDate(new Date())}.csv`, { bom: true });
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
