import { useTranslation } from 'react-i18next';
import { useReferenceData } from '@parts/shared-kernel';
import type { CurrentCustomer } from '../cart/api/get-current-customer';
import styles from './offer.module.css';

/**
 * Who makes the offer (issue 12, item 7): the logo and the dealer's company, address, VAT number
 * and contacts, from the signed-in customer's data (the billing address, else the first one).
 * The customer data has no logo of its own, so the store's logo is printed.
 */
export function OfferDealer({ customer }: { customer: CurrentCustomer | null }) {
  const { t, i18n } = useTranslation('cart');
  const { config, countries } = useReferenceData();
  const address =
    customer?.Addresses.find((candidate) => customer.BillingAddress !== null && String(candidate.Id) === String(customer.BillingAddress)) ??
    customer?.Addresses[0];
  const person = [customer?.FirstName, customer?.LastName].filter(Boolean).join(' ');
  const company = customer?.Company || address?.Company || person;
  const country = address ? countries.find((candidate) => String(candidate.Id) === String(address.CountryId))?.Name : undefined;
  const vatNumber = customer?.VatNumber || address?.VatNumber;
  const phone = customer?.Phone || address?.PhoneNumber;
  const email = customer?.Email || address?.Email;

  return (
    <div className={styles.dealer} data-testid="offer-dealer">
      {/* a fixed box, so the page does not move when the logo arrives */}
      {/* the back office draws the store's name in the language of `lang` (another image ignores it) */}
      {config.general.logo && (
        <img
          src={`${config.general.logo}${config.general.logo.includes('?') ? '&' : '?'}lang=${i18n.language}`}
          alt=""
          width={180}
          height={48}
          className={styles.logo}
        />
      )}
      <address className={styles.dealerAddress}>
        <span className={styles.company}>{company}</span>
        {address && (
          <>
            <span>{[address.Address1, address.Address2].filter(Boolean).join(', ')}</span>
            <span>{[address.ZipPostalCode, address.City].filter(Boolean).join(' ')}</span>
            {country && <span>{country}</span>}
          </>
        )}
        {vatNumber && <span>{t('offer.vatNumber', { number: vatNumber })}</span>}
        {(phone || email) && <span>{[phone && t('offer.phone', { phone }), email].filter(Boolean).join(' · ')}</span>}
      </address>
    </div>
  );
}
