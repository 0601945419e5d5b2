import { useCallback, useEffect, useRef, useState } from 'react';
import { clearCurrentVehicle, useCurrentVehicle, vehicleBrandOf } from '../vehicle/current-vehicle';
import { useLocale, useReferenceData } from '@parts/shared-kernel';
import { checkProductStock } from './api/check-product-stock';
import { loadBoard } from './api/load-board';
import { loadHotspots } from './api/load-hotspots';
import { loadProduct } from './api/load-product';
import { loadVehicleConditions } from './api/load-vehicle-conditions';
import { stockFromProduct } from './PartPurchase';
import { isGroupedProduct, type Board, type CatalogueProduct, type EquipmentCondition, type Hotspot, type ProductStock } from './product-schemas';

export type ProductPageState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'board'; product: CatalogueProduct; conditions: EquipmentCondition[]; board: Board; hotspots: Hotspot[]; reloading: boolean }
  | { status: 'simple'; product: CatalogueProduct; conditions: EquipmentCondition[]; stock: ProductStock };

/**
 * SPEC section 4, "Product page": the equipment conditions first, then the product. A board loads
 * its detail (and hotspots when the query names a diagram); a simple product loads its stock, or
 * falls back to its own data. A failed load empties the current vehicle.
 */
export function useProductPage(id: number, vehicleSpecific: boolean, hotspotsId: string | null) {
  const vehicle = useCurrentVehicle();
  const { config } = useReferenceData();
  const [state, setState] = useState<ProductPageState>({ status: 'loading' });
  const equipment = JSON.stringify(vehicle?.EquipmentList ?? []);
  const keys = JSON.stringify(vehicle?.VehicleKeyList ?? []);
  const brand = vehicleBrandOf(vehicle, config.general.vehicleBrand);
  const brandRef = useRef(brand);
  brandRef.current = brand;
  const reloadRef = useRef<AbortController | null>(null);

  // a failed load empties the vehicle; that change alone must not load the same product again
  const failedId = useRef<number | null>(null);
  // names and texts are in the shop's language: a switch loads the page again, showing this one
  // (and keeping the dealer's equipment choices) until the new answer is there
  const locale = useLocale();
  const shownFor = useRef<string | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (failedId.current === id) {
      failedId.current = null;
      return;
    }
    const controller = new AbortController();
    const { signal } = controller;
    const EquipmentList = JSON.parse(equipment) as (string | number)[];
    const VehicleKeyList = JSON.parse(keys) as (string | number)[];
    const scope = JSON.stringify([id, vehicleSpecific, hotspotsId, equipment, keys]);
    const again = shownFor.current === scope;
    if (!again) setState({ status: 'loading' });
    (async () => {
      if (!Number.isFinite(id)) throw new Error('not a product id');
      // the diagram's hotspots depend only on the query: asked for at once, used if the product is a board
      const hotspotsRequest = hotspotsId ? loadHotspots(hotspotsId, signal).catch(() => [] as Hotspot[]) : Promise.resolve([] as Hotspot[]);
      let conditions = await loadVehicleConditions({ id, vehicleSpecific, EquipmentList }, signal);
      const shown = stateRef.current;
      if (again && (shown.status === 'board' || shown.status === 'simple')) {
        const chosen = new Map(shown.conditions.map((condition) => [condition.Id, condition.Selected]));
        conditions = conditions.map((condition) => ({ ...condition, Selected: chosen.get(condition.Id) ?? condition.Selected }));
      }
      const product = await loadProduct(id, signal);
      if (isGroupedProduct(product)) {
        const [board, hotspots] = await Promise.all([
          loadBoard({ id, vehicleSpecific, conditions, VehicleKeyList, EquipmentList }, signal),
          hotspotsRequest,
        ]);
        if (signal.aborted) return;
        shownFor.current = scope;
        setState({ status: 'board', product, conditions, board, hotspots, reloading: false });
      } else {
        let stock: ProductStock;
        try {
          stock = await checkProductStock({ sku: product.Sku, ...brandRef.current }, { signal });
        } catch (error) {
          if (signal.aborted) throw error;
          stock = stockFromProduct(product); // SPEC section 8: fall back to the product data
        }
        if (signal.aborted) return;
        shownFor.current = scope;
        setState({ status: 'simple', product, conditions, stock });
      }
    })().catch(() => {
      if (signal.aborted) return;
      shownFor.current = null;
      setState({ status: 'failed' });
      if (equipment !== '[]' || keys !== '[]') failedId.current = id; // clearing the vehicle will run this effect again
      clearCurrentVehicle();
    });
    return () => controller.abort();
  }, [id, vehicleSpecific, hotspotsId, equipment, keys, locale]);

  /** New equipment conditions: the board is loaded again with them. */
  const changeConditions = useCallback(
    (conditions: EquipmentCondition[]) => {
      if (state.status !== 'board') return;
      reloadRef.current?.abort();
      const controller = new AbortController();
      reloadRef.current = controller;
      setState({ ...state, conditions, reloading: true });
      loadBoard({ id, vehicleSpecific, conditions, VehicleKeyList: JSON.parse(keys) as (string | number)[], EquipmentList: JSON.parse(equipment) as (string | number)[] }, controller.signal).then(
        (board) => setState((s) => (s.status === 'board' ? { ...s, board, reloading: false } : s)),
        () => {
          if (controller.signal.aborted) return;
          setState({ status: 'failed' });
          clearCurrentVehicle();
        },
      );
    },
    [state, id, vehicleSpecific, keys, equipment],
  );

  return { state, changeConditions };
}
