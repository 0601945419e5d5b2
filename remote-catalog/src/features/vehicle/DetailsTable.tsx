import type { ReactNode } from 'react';
import styles from './vehicle.module.css';

interface DetailsColumn {
  label: string;
  /** Codes and numbers in a fixed-width font. */
  mono?: boolean;
  /** Right-aligned quantities. */
  numeric?: boolean;
}

interface DetailsRow {
  key: string;
  cells: ReactNode[];
}

/** A collapsible list of the current vehicle (equipment, technical campaigns, fuel quantities) as a dense table. */
export function DetailsTable({
  summary,
  empty,
  columns,
  rows,
}: {
  summary: string;
  empty: string;
  columns: DetailsColumn[];
  rows: DetailsRow[];
}) {
  const cellClass = (column: DetailsColumn | undefined) => (column?.numeric ? styles.num : column?.mono ? styles.mono : undefined);
  return (
    <details className={styles.more}>
      <summary>{summary}</summary>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.numeric ? styles.num : undefined}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) => (
                    <td key={index} className={cellClass(columns[index])}>
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </details>
  );
}
