import * as v from 'valibot';
import { CurrentVehicleSchema, FilterOptionSchema, RecentVehicleSchema, VehicleListItemSchema } from '@parts/contract/catalogue';
import { EXTENSIONS } from '@parts/contract/store';
import { currentVehicle, FILTER_LEVELS, filterOptions, variantForFilters, vehiclesByVin } from '../domain/vehicles';
import { NotFound } from '../domain/errors';
import { recentVehicles, rememberRecentVehicle } from '../domain/recent-vehicles';
import { optionalId, requiredText } from '@parts/contract/fields';
import { defineRoute, routePlugin } from '../http/route';
import { vehicleFilterEntries } from '@parts/contract/vehicle-filters';

const tag = 'Catalogue: vehicles';
const VEHICLE_NOT_FOUND = 'Vehicle not found';

export const vehicleRoutes = routePlugin(tag, ({ db, now }) => {
  return [
    defineRoute({
      method: 'POST', url: '/api/level4/VehicleFilter', auth: true, response: v.array(FilterOptionSchema),
      summary: `Options of one vehicle filter level for the values chosen above it; levels: ${FILTER_LEVELS.join(', ')}`,
      query: v.object({
        type: v.pipe(
          requiredText('type', 20),
          v.transform((value) => value.toLowerCase()),
          v.picklist(FILTER_LEVELS, `type must be one of ${FILTER_LEVELS.join(', ')}.`),
        ),
      }),
      body: v.object(vehicleFilterEntries),
      handler: async ({ query, body, language }) => await filterOptions(db, query.type, body, language),
    }),
    defineRoute({
      method: 'GET', url: '/api/level4/Vehicle', auth: true, response: v.array(VehicleListItemSchema),
      summary: 'Vehicles by full VIN (17 characters) or its last 7; [] when none',
      query: v.object({
        vin: v.pipe(
          requiredText('vin', 40),
          v.transform((value) => value.replace(/\s+/g, '').toUpperCase()),
          v.check((value) => (value.length === 7 || value.length === 17) && /^[A-Z0-9]+$/.test(value), 'Enter the full VIN (17 characters) or its last 7.'),
        ),
      }),
      handler: async ({ query, language }) => await vehiclesByVin(db, query.vin, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/Level4/VehicleSearch', auth: true, response: CurrentVehicleSchema,
      summary: 'Current vehicle data for a vehicle Id from the VIN list, or for complete filter values down to month',
      body: v.object({ Id: optionalId('Id'), ...vehicleFilterEntries }),
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
    defineRoute({
      method: 'GET', url: '/api/RecentVehicles', auth: true, response: v.array(RecentVehicleSchema), extension: EXTENSIONS.recentVehicles,
      summary: "Extension recent-vehicles: the signed-in customer's last vehicles (at most 5, newest first), each in the request's language with the VehicleSearch request that finds it again (Search)",
      handler: async ({ customerId, language }) => await recentVehicles(db, customerId, language),
    }),
    defineRoute({
      method: 'POST', url: '/api/RecentVehicles', auth: true, response: v.array(RecentVehicleSchema), extension: EXTENSIONS.recentVehicles,
      summary: 'Extension recent-vehicles: records a vehicle the customer chose (the body of VehicleSearch: a VIN list Id, or filter values down to month) as the newest of their recent vehicles (once per vehicle, the oldest beyond 5 forgotten); answers the list',
      body: v.object({ Id: optionalId('Id'), ...vehicleFilterEntries }),
      handler: async ({ body, customerId, language }) => await rememberRecentVehicle(db, customerId, body, language, now()),
    }),
  ];
});
