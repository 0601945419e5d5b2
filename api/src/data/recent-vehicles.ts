import { inTransaction } from '../db/database';
import type { Executor } from './executor';

export interface RecentVehicleRow {
  vehicle_key: string;
  search: string;
}

/** The customer's recent vehicles, newest first (at most `limit`). */
export async function recentVehicleRows(db: Executor, customerId: number, limit: number): Promise<RecentVehicleRow[]> {
  return db
    .selectFrom('recent_vehicles')
    .select(['vehicle_key', 'search'])
    .where('customer_id', '=', customerId)
    .orderBy('chosen_at', 'desc')
    .orderBy('vehicle_key')
    .limit(limit)
    .execute();
}

/**
 * Records a vehicle the customer chose now (once per vehicle: choosing it again makes it the
 * newest), keeping the newest `limit`; in one transaction, each choice later than the one before
 * (two in the same millisecond keep their order).
 */
export async function saveRecentVehicle(
  db: Executor,
  customerId: number,
  vehicleKey: string,
  search: string,
  now: number,
  limit: number,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    const newest = await trx
      .selectFrom('recent_vehicles')
      .select((eb) => eb.fn.max('chosen_at').as('chosen_at'))
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    const chosenAt = Math.max(now, Number(newest?.chosen_at ?? 0) + 1);
    await trx
      .insertInto('recent_vehicles')
      .values({ customer_id: customerId, vehicle_key: vehicleKey, search, chosen_at: chosenAt })
      .onConflict((conflict) => conflict.columns(['customer_id', 'vehicle_key']).doUpdateSet({ search, chosen_at: chosenAt }))
      .execute();
    const kept = await recentVehicleRows(trx, customerId, limit);
    await trx
      .deleteFrom('recent_vehicles')
      .where('customer_id', '=', customerId)
      .where(
        'vehicle_key',
        'not in',
        kept.map((row) => row.vehicle_key),
      )
      .execute();
  });
}
