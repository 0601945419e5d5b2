import type { ImportLine } from '@parts/contract/cart';
import { EXTENSIONS, hasExtension } from '@parts/contract/store';
import { lastValue } from '@parts/shared-kernel';

/**
 * A line of a bulk add's report: the API's line (extension import-report), or a CSV row the file
 * parser left out before asking (`Skipped`, Result `refused`); `Line` its line in the file;
 * `NotOnList` a number chosen from a list that is not on it (Result `not-found`).
 */
export type ReportRow = ImportLine & {
  Line?: number;
  Skipped?: 'noNumber' | 'noQuantity' | 'badQuantity';
  NotOnList?: boolean;
  /** The quantity as the file wrote it, for a row left out before asking ('abc', '0'). */
  QuantityText?: string;
};

/** The kinds the summary counts, in the order it says them. */
export const REPORT_KINDS = ['added', 'fewer', 'replaced', 'notFound', 'noPrice', 'notFitting', 'refused', 'unresolved'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const KIND_OF_RESULT: Record<ImportLine['Result'], ReportKind> = {
  added: 'added',
  fewer: 'fewer',
  'not-found': 'notFound',
  'no-price': 'noPrice',
  refused: 'refused',
  unresolved: 'unresolved',
};

/** The kinds one row counts as: its result, and replaced / not fitting beside it. */
export function kindsOf(row: ReportRow): ReportKind[] {
  const kinds: ReportKind[] = [KIND_OF_RESULT[row.Result]];
  if (row.ReplacedBy && row.ReplacedBy.length > 0) kinds.push('replaced');
  if (row.NotFitting) kinds.push('notFitting');
  return kinds;
}

/** How many rows count as each kind (kinds no row has are left out), in REPORT_KINDS order. */
export function summarize(rows: readonly ReportRow[]): { kind: ReportKind; count: number }[] {
  const counts = new Map<ReportKind, number>();
  for (const row of rows) for (const kind of kindsOf(row)) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return REPORT_KINDS.filter((kind) => counts.has(kind)).map((kind) => ({ kind, count: counts.get(kind) ?? 0 }));
}

/** Whether the back end answers per line (lists the extension import-report). */
export const reportsLines = (config: { extensions?: readonly string[] | undefined }): boolean =>
  hasExtension(config, EXTENSIONS.importReport);

/** The chosen vehicle's keys and equipment (the `vehicle` event), to say which parts do not fit it; null without one. */
export function chosenVehicle(): { VehicleKeyList: readonly string[]; EquipmentList: readonly string[] } | null {
  const vehicle = lastValue('vehicle');
  if (!vehicle) return null;
  return { VehicleKeyList: vehicle.VehicleKeyList, EquipmentList: vehicle.EquipmentList };
}

/**
 * Whether a bulk add (CSV, a list, order again) put anything into the cart, so that 'added' may be
 * said (issue 37, item 9: never 'added' for what was refused). With the report (extension
 * import-report) a line that went in says so. Without it the API answers the spec's list of
 * notices: a line that went in as asked says nothing, a refused one (no such number, no price, no
 * stock) always says why, so fewer notices than lines asked means at least one went in.
 */
export function addedAnything(answer: { notices: readonly string[]; lines: readonly { Added: number }[] | null }, asked: number): boolean {
  return answer.lines ? answer.lines.some((line) => line.Added > 0) : answer.notices.length < asked;
}
