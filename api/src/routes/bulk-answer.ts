import * as v from 'valibot';
import { ImportReportSchema, type ImportLine, type ImportReport, type ImportReportQuery } from '@parts/contract/cart';
import { NoticesSchema } from '@parts/contract/common';
import { EXTENSIONS, type Extension } from '@parts/contract/store';
import type { BulkOptions } from '../domain/cart';

/**
 * The answer of a call that adds parts (AddItem, cartFromCsv, CreateCart): the spec's notices, or
 * with `?report=lines` (extension import-report) the notices and a line per line asked.
 */
export const BulkAnswerSchema = v.union([NoticesSchema, ImportReportSchema]);

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
