import type { Executor } from '../data/executor';
import { stateCountOf, stateIsIn } from '../data/reference-data';
import { ValidationFailed } from './errors';

/**
 * A state is required when the country has states and must belong to it; a country without
 * states takes none. Field names are those of the payload being checked.
 */
export async function checkCountryAndState(
  db: Executor,
  countryId: number,
  stateProvinceId: number | undefined,
  fields: { country: string; state: string },
): Promise<void> {
  const states = await stateCountOf(db, countryId);
  if (states === undefined) throw ValidationFailed.field(fields.country, 'Country is unknown.');
  if (states === 0) {
    if (stateProvinceId !== undefined) throw ValidationFailed.field(fields.state, 'This country has no states or provinces.');
    return;
  }
  if (stateProvinceId === undefined) throw ValidationFailed.field(fields.state, 'State / province is required.');
  if (!(await stateIsIn(db, stateProvinceId, countryId)))
    throw ValidationFailed.field(fields.state, 'State / province does not belong to the country.');
}
