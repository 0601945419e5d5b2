import type { Address, Country } from '@parts/shared-kernel';

/** An address on one line, as a dealer reads it. */
export function formatAddress(address: Address, countries: readonly Country[]): string {
  const country = countries.find((c) => String(c.Id) === String(address.CountryId))?.Name;
  const name = [address.FirstName, address.LastName].filter(Boolean).join(' ');
  const street = [address.Address1, address.Address2].filter(Boolean).join(' ');
  const city = [address.ZipPostalCode, address.City].filter(Boolean).join(' ');
  return [name, address.Company, street, city, country].filter(Boolean).join(', ');
}
