import { currentVehicle, FILTER_LEVELS, filterOptions, variantForFilters, vehiclesByVin } from '../domain/vehicles';
import { NotFound } from '../domain/errors';
import { recentVehicles, rememberRecentVehicle } from '../domain/recent-vehicles';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Catalogue: vehicles';
const VEHICLE_NOT_FOUND = 'Vehicle not found';

export const vehicleRoutes = routePlugin(tag, ({ db, now }) => {
  return [
    callRoute(CALLS['POST /api/level4/VehicleFilter'], {
      summary: `Options of one vehicle filter level for the values chosen above it; levels: ${FILTER_LEVELS.join(', ')}`,
      handler: async ({ query, body, language }) => await filterOptions(db, query.type, body, language),
    }),
    callRoute(CALLS['GET /api/level4/Vehicle'], {
      summary: 'Vehicles by full VIN (17 characters) or its last 7; [] when none',
      handler: async ({ query, language }) => await vehiclesByVin(db, query.vin, language),
    }),
    callRoute(CALLS['POST /api/Level4/VehicleSearch'], {
      summary: 'Current vehicle data for a vehicle Id from the VIN list, or for complete filter values down to month',
      handler: async ({ body, language }) => {
        let vehicle;
        if (body.Id !== undefined) {
          vehicle = await currentVehicle(db, { vehicleId: body.Id }, language);
        } else {
          const variantId = await variantForFilters(db, body);
          vehicle =
            variantId === undefined
              ? undefined
              : await currentVehicle(db, { variantId, year: body.year ?? 0, month: body.month ?? 0 }, language);
        }
        if (!vehicle) throw new NotFound(VEHICLE_NOT_FOUND);
        return vehicle;
      },
    }),
    callRoute(CALLS['GET /api/RecentVehicles'], {
      summary:
        "Extension recent-vehicles: the signed-in customer's last vehicles (at most 5, newest first), each in the request's language with the VehicleSearch request that finds it again (Search)",
      handler: async ({ customerId, language }) => await recentVehicles(db, customerId, language),
    }),
    callRoute(CALLS['POST /api/RecentVehicles'], {
      summary:
        'Extension recent-vehicles: records a vehicle the customer chose (the body of VehicleSearch: a VIN list Id, or filter values down to month) as the newest of their recent vehicles (once per vehicle, the oldest beyond 5 forgotten); answers the list',
      handler: async ({ body, customerId, language }) => await rememberRecentVehicle(db, customerId, body, language, now()),
    }),
  ];
});
