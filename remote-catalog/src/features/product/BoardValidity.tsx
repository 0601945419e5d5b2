import { useTranslation } from 'react-i18next';
import type { Board } from './product-schemas';
import styles from './product-page.module.css';

type Row = Board['BoardDetail'][number];
const COLUMNS = ['Model', 'Engine', 'Body', 'Version'] as const;
const LABELS = { Model: 'vehicle.model', Engine: 'vehicle.engine', Body: 'vehicle.body', Version: 'vehicle.version' } as const;

/**
 * 'Valid for': the parts of the board that fit only some vehicles, with what they fit (position,
 * part, and only the columns that say something); a board without such parts says that every
 * part fits.
 */
export function BoardValidity({ rows }: { rows: Row[] }) {
  const { t } = useTranslation('catalog');
  const restricted = rows.filter((row) => COLUMNS.some((column) => row[column]));
  if (rows.length === 0) return null;
  if (restricted.length === 0) return <p className={styles.validForAll}>{t('board.validForAll')}</p>;
  const columns = COLUMNS.filter((column) => restricted.some((row) => row[column]));
  return (
    <details className={styles.boardDetail} data-testid="board-validity">
      <summary>{t('board.validity', { count: restricted.length })}</summary>
      <p className={styles.validityHelp}>{t('board.validityHelp')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('board.position')}</th>
            <th scope="col">{t('board.part')}</th>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(LABELS[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {restricted.map((row, index) => (
            <tr key={`${row.Id}-${row.Position}-${index}`}>
              <td>{row.Position}</td>
              <td>{row.Name}</td>
              {columns.map((column) => (
                <td key={column}>{row[column] ?? '–'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
