import type * as v from 'valibot';
import type { ImportLine, ImportReport, ImportReportQuery } from '@parts/contract/cart';
import { EXTENSIONS, type Extension } from '@parts/contract/store';
import type { BulkOptions } from '../domain/cart';

/** How the query asks the call to add: its report only when the server runs the extension. */
export function bulkOptions(query: v.InferOutput<typeof ImportReportQuery>, extensions: ReadonlySet<Extension>): BulkOptions {
  const report = query.report === 'lines' && extensions.has(EXTENSIONS.importReport);
  if (!report) return { report: false };
  const vehicle = { keys: query.VehicleKeyList, equipment: query.EquipmentList };
  return { report, ...(vehicle.keys.length + vehicle.equipment.length > 0 && { vehicle }) };
}

export function bulkAnswer(added: { notices: string[]; lines: ImportLine[] }, options: BulkOptions): string[] | ImportReport {
  return options.report ? { Notices: added.notices, Lines: added.lines } : added.notices;
}
