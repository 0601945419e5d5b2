import type { Sql } from '../db/sql';
import { stateCountOf, stateIsIn } from '../data/reference-data';
import { ValidationFailed } from './errors';

/**
 * A state is required when the country has states and must belong to it; a country without
 * states takes none. Field names are those of the payload being checked.
 */
export function checkCountryAndState(
  sql: Sql,
  countryId: number,
  stateProvinceId: number | undefined,
  fields: { country: string; state: string },
): void {
  const states = stateCountOf(sql, countryId);
  if (states === undefined) throw ValidationFailed.field(fields.country, 'Country is unknown.');
  if (states === 0) {
    if (stateProvinceId !== undefined) throw ValidationFailed.field(fields.state, 'This country has no states or provinces.');
    return;
  }
  if (stateProvinceId === undefined) throw ValidationFailed.field(fields.state, 'State / province is required.');
  if (!stateIsIn(sql, stateProvinceId, countryId)) throw ValidationFailed.field(fields.state, 'State / province does not belong to the country.');
}
