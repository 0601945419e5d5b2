import { lazy, Suspense } from 'react';
import type { ImportReportProps } from './ImportReport';

/* the report (its view, styles and texts) is fetched when a first report is shown: the pages' first loads do not carry it */
const View = lazy(() =>
  import(/* webpackChunkName: "import-report" */ './ImportReport').then((module) => ({ default: module.ImportReport })),
);

/** The report of a bulk add (ImportReport.tsx), loaded when first shown. */
export function ImportReport(props: ImportReportProps) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
