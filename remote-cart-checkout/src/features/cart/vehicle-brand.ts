import { lastValue, type StoreConfig } from '@parts/shared-kernel';

const DEFAULT_VEHICLE_KIND = 'PKW';

/** marke and produktart for AddItem: the current vehicle's, else the dealer network's brand and PKW. */
export function vehicleBrand(config: StoreConfig): { marke: string; produktart: string } {
  const info = lastValue('vehicle')?.VehicleInfo;
  return {
    marke: info?.marke || config.general.vehicleBrand,
    produktart: info?.produktart || DEFAULT_VEHICLE_KIND,
  };
}
