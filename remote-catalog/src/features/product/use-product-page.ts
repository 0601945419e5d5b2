import { useState } from 'react';
import { useApiQuery } from '@parts/shared-kernel/query';
import { useLocale, useReferenceData } from '@parts/shared-kernel';
import { useCurrentVehicle, useFailedLoadEmptiesVehicle, vehicleBrandOf } from '../vehicle/current-vehicle';
import { keepWhileOnly } from '../catalog-query';
import { productStockQuery } from './api/check-product-stock';
import { boardQuery } from './api/load-board';
import { hotspotsQuery } from './api/load-hotspots';
import { productQuery } from './api/load-product';
import { vehicleConditionsQuery } from './api/load-vehicle-conditions';
import { stockFromProduct } from './PartPurchase';
import {
  isGroupedProduct,
  type Board,
  type CatalogueProduct,
  type EquipmentCondition,
  type Hotspot,
  type ProductStock,
} from './product-schemas';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'board'; product: CatalogueProduct; conditions: EquipmentCondition[]; board: Board; hotspots: Hotspot[]; reloading: boolean }
  | { status: 'simple'; product: CatalogueProduct; conditions: EquipmentCondition[]; stock: ProductStock };

interface VehicleContext {
  EquipmentList: (string | number)[];
  VehicleKeyList: (string | number)[];
}

const NO_HOTSPOTS: Hotspot[] = [];

/**
 * SPEC section 4, "Product page": the equipment conditions first, then the product. A board loads
 * its detail (the diagram's hotspots, when the query names one, are asked for at once beside it);
 * a simple product loads its stock, or falls back to its own data. A failed load empties the
 * current vehicle, and the page stays failed (that change alone loads nothing again).
 * Every answer is in the shop's language: a switch asks again, showing this page until then (and
 * keeping the dealer's equipment choices).
 */
export function useProductPage(id: number, vehicleSpecific: boolean, hotspotsId: string | null) {
  const locale = useLocale();
  const vehicle = useCurrentVehicle();
  const { config } = useReferenceData();
  const brand = vehicleBrandOf(vehicle, config.general.vehicleBrand);
  const valid = Number.isFinite(id);

  // a failure pins the vehicle it was asked with, so emptying the vehicle does not ask again
  const [failedWith, setFailedWith] = useState<{ id: number; locale: string; context: VehicleContext } | null>(null);
  const pinned = failedWith && failedWith.id === id && failedWith.locale === locale ? failedWith.context : null;
  const { EquipmentList, VehicleKeyList } = pinned ?? {
    EquipmentList: vehicle?.EquipmentList ?? [],
    VehicleKeyList: vehicle?.VehicleKeyList ?? [],
  };

  // the dealer's equipment choices, for this product and vehicle
  const scope = JSON.stringify([id, vehicleSpecific, EquipmentList, VehicleKeyList]);
  const [choice, setChoice] = useState<{ scope: string; selected: ReadonlyMap<number, 0 | 1> } | null>(null);

  const conditionsOptions = vehicleConditionsQuery(locale, { id, vehicleSpecific, EquipmentList });
  const conditionsQuery = useApiQuery({ ...conditionsOptions, enabled: valid });
  const hotspotsOptions = hotspotsQuery(locale, hotspotsId ?? '');
  const hotspots = useApiQuery({ ...hotspotsOptions, enabled: valid && hotspotsId !== null });
  const productOptions = productQuery(locale, id);
  const productLoad = useApiQuery({ ...productOptions, enabled: valid && conditionsQuery.data !== undefined });

  const product = productLoad.data;
  const chosen = choice?.scope === scope ? choice.selected : null;
  const conditions = (conditionsQuery.data ?? []).map((condition) => ({
    ...condition,
    Selected: chosen?.get(condition.Id) ?? condition.Selected,
  }));
  const grouped = product !== undefined && isGroupedProduct(product);

  const boardOptions = boardQuery(locale, { id, vehicleSpecific, conditions, VehicleKeyList, EquipmentList });
  // new equipment conditions keep the board on screen (busy) until the new one is there
  const board = useApiQuery({
    ...boardOptions,
    enabled: grouped,
    placeholderData: keepWhileOnly<Board>(boardOptions.queryKey, 'conditions'),
  });
  const stockOptions = productStockQuery(locale, { sku: product?.Sku ?? '', ...brand });
  const stock = useApiQuery({ ...stockOptions, enabled: product !== undefined && !grouped });

  const failed = !valid || conditionsQuery.isError || productLoad.isError || (grouped && board.isError);
  if (failed && !pinned && valid) setFailedWith({ id, locale, context: { EquipmentList, VehicleKeyList } });
  useFailedLoadEmptiesVehicle(failed);

  let state: ProductPageState = { status: 'loading' };
  if (failed) state = { status: 'failed' };
  else if (product && grouped && board.data && (hotspotsId === null || hotspots.data || hotspots.isError)) {
    // a diagram whose hotspots cannot be loaded is shown without them (the notification said why)
    state = {
      status: 'board',
      product,
      conditions,
      board: board.data,
      hotspots: hotspots.data ?? NO_HOTSPOTS,
      reloading: board.isPlaceholderData,
    };
  } else if (product && !grouped && (stock.data || stock.isError)) {
    // SPEC section 8: a simple product whose stock cannot be asked shows its own data
    state = { status: 'simple', product, conditions, stock: stock.data ?? stockFromProduct(product) };
  }

  /** New equipment conditions: the board is loaded again with them. */
  const changeConditions = (next: EquipmentCondition[]) => {
    if (state.status !== 'board') return;
    setChoice({ scope, selected: new Map(next.map((condition) => [condition.Id, condition.Selected])) });
  };

  return { state, changeConditions };
}
