import type { Sql } from '../db/sql';
import { ValidationFailed } from '../domain/errors';

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
  const country = sql.one<{ states: number }>(
    'SELECT (SELECT COUNT(*) FROM state_provinces s WHERE s.country_id = c.id) AS states FROM countries c WHERE c.id = ?',
    [countryId],
  );
  if (!country) throw ValidationFailed.field(fields.country, 'Country is unknown.');
  if (country.states === 0) {
    if (stateProvinceId !== undefined) throw ValidationFailed.field(fields.state, 'This country has no states or provinces.');
    return;
  }
  if (stateProvinceId === undefined) throw ValidationFailed.field(fields.state, 'State / province is required.');
  const state = sql.one<{ id: number }>('SELECT id FROM state_provinces WHERE id = ? AND country_id = ?', [stateProvinceId, countryId]);
  if (!state) throw ValidationFailed.field(fields.state, 'State / province does not belong to the country.');
}
