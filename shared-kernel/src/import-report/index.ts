/**
 * `@parts/shared-kernel/import-report`: the report of a bulk add (CSV import, quick add, a
 * shopping list or an order put into the cart) as the API says it per line (extension
 * import-report). Not part of the kernel's shared index: the apps that add parts import it. Its
 * texts (the `importReport` namespace) go into the shop's i18next instance when it first renders.
 */
export { ImportReport } from './lazy';
export { addedAnything, chosenVehicle, reportsLines, type ReportRow } from './report';
