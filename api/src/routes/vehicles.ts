import { currentVehicle, FILTER_LEVELS, filterOptions, variantForFilters, vehiclesByVin } from '../domain/vehicles';
import { NotFound } from '../domain/errors';
import { CALLS } from '@parts/contract/calls';
import { callRoute, routePlugin } from '../http/route';

const tag = 'Catalogue: vehicles';
const VEHICLE_NOT_FOUND = 'Vehicle not found';

export const vehicleRoutes = routePlugin(tag, ({ db }) => {
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
          vehicle = variantId === undefined ? undefined : await currentVehicle(db, { variantId, year: body.year ?? 0, month: body.month ?? 0 }, language);
        }
        if (!vehicle) throw new NotFound(VEHICLE_NOT_FOUND);
        return vehicle;
      },
    }),
  ];
});
