import { useTranslation } from 'react-i18next';
import { Modal, paths, useLocale } from '@parts/shared-kernel';
import { useApiQuery } from '@parts/shared-kernel/query';
import { Link } from '@parts/shared-kernel/router';
import { useCurrentVehicle } from '../vehicle/current-vehicle';
import { whereUsedQuery, type WhereUsed, type WhereUsedVehicle } from './api/where-used';
import styles from './where-used.module.css';

/** Where a part is used, in a dialog: loading, failed, or the answer. */
export default function WhereUsedDialog({ sku, onClose }: { sku: string; onClose: () => void }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const current = useCurrentVehicle();
  const vehicle: WhereUsedVehicle | null = current
    ? { vehicleId: current.VehicleId, keys: current.VehicleKeyList, equipment: current.EquipmentList }
    : null;
  const used = useApiQuery(whereUsedQuery(locale, sku, vehicle));
  return (
    <Modal title={t('whereUsed.title', { sku })} onClose={onClose} wide>
      <div className={styles.body} aria-busy={used.isPending}>
        {used.data ? (
          <WhereUsedAnswer used={used.data} vehicleLabel={current ? current.VehicleInfo.baureihe : null} onNavigate={onClose} />
        ) : used.isError ? (
          <p role="alert" className={styles.failed}>
            {t('whereUsed.failed')}{' '}
            <button type="button" className={styles.retry} onClick={() => void used.refetch()}>
              {t('whereUsed.retry')}
            </button>
          </p>
        ) : (
          <p role="status" className={styles.loading}>
            {t('loading')}
          </p>
        )}
      </div>
    </Modal>
  );
}

function WhereUsedAnswer({ used, vehicleLabel, onNavigate }: { used: WhereUsed; vehicleLabel: string | null; onNavigate: () => void }) {
  const { t } = useTranslation('catalog');
  const { Part, Fits, FitCount, Boards, BoardCount, Supersession, FitsVehicle } = used;
  return (
    <>
      <p className={styles.part}>
        <span className={styles.sku}>{Part.Sku}</span> {Part.Name}
      </p>
      {vehicleLabel !== null && (
        <p
          className={[styles.fit, FitsVehicle === true ? styles.fits : FitsVehicle === false ? styles.notFits : ''].join(' ')}
          data-testid="where-used-fit"
        >
          {t('whereUsed.myVehicle', { vehicle: vehicleLabel })}{' '}
          <strong>{FitsVehicle === null ? t('whereUsed.unknown') : FitsVehicle ? t('whereUsed.fits') : t('whereUsed.notFits')}</strong>
        </p>
      )}
      <section aria-labelledby="where-used-vehicles">
        <h3 id="where-used-vehicles" className={styles.heading}>
          {t('whereUsed.vehicles', { count: FitCount })}
        </h3>
        {Fits.length === 0 ? (
          <p>{t('whereUsed.noVehicles')}</p>
        ) : (
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="where-used-vehicles">
              <thead>
                <tr>
                  <th scope="col">{t('whereUsed.serie')}</th>
                  <th scope="col">{t('whereUsed.model')}</th>
                  <th scope="col">{t('whereUsed.engine')}</th>
                  <th scope="col">{t('whereUsed.years')}</th>
                </tr>
              </thead>
              <tbody>
                {Fits.map((fit) => (
                  <tr key={`${fit.Serie}-${fit.ModelId}-${fit.EngineId}`}>
                    <td>
                      {fit.SerieName} ({fit.Serie})
                    </td>
                    <td>{fit.ModelName}</td>
                    <td>{fit.EngineName}</td>
                    <td className={styles.years}>{fit.YearFrom === fit.YearTo ? fit.YearFrom : `${fit.YearFrom}–${fit.YearTo}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {FitCount > Fits.length && <p className={styles.more}>{t('whereUsed.more', { shown: Fits.length, count: FitCount })}</p>}
      </section>
      <section aria-labelledby="where-used-boards">
        <h3 id="where-used-boards" className={styles.heading}>
          {t('whereUsed.boards', { count: BoardCount })}
        </h3>
        {Boards.length === 0 ? (
          <p>{t('whereUsed.noBoards')}</p>
        ) : (
          <ul className={styles.boards} data-testid="where-used-boards">
            {Boards.map((board) => (
              <li key={board.Id}>
                <Link
                  to={paths.product.href(board.Id, {
                    hotspots: board.GrafikId ?? undefined,
                    // with a vehicle, the board as it applies to it (as a part found by name opens it)
                    vehicleSpecific: vehicleLabel !== null,
                    position: board.Position,
                    part: Part.Sku,
                  })}
                  onClick={onNavigate}
                >
                  {board.Name}
                </Link>{' '}
                <span className={styles.boardPlace}>
                  {[board.Serie ?? t('whereUsed.everySerie'), t('search.byNamePosition', { position: board.Position })].join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        )}
        {BoardCount > Boards.length && <p className={styles.more}>{t('whereUsed.more', { shown: Boards.length, count: BoardCount })}</p>}
      </section>
      {(Supersession.Replaces.length > 0 || Supersession.ReplacedBy.length > 0) && (
        <section aria-labelledby="where-used-chain" data-testid="where-used-chain">
          <h3 id="where-used-chain" className={styles.heading}>
            {t('whereUsed.chain')}
          </h3>
          {Supersession.ReplacedBy.length > 0 && (
            <p>
              {t('supersession.replacedBy')}{' '}
              {Supersession.ReplacedBy.map((part, index) => (
                <span key={part.Id}>
                  {index > 0 && ', '}
                  <Link to={paths.partSearch.href(part.Sku)} onClick={onNavigate}>
                    {part.Sku}
                  </Link>
                  {Supersession.ReplacedBy.length > 1 || part.Quantity !== 1 ? ` x${part.Quantity}` : ''}
                </span>
              ))}
            </p>
          )}
          {Supersession.Replaces.length > 0 && (
            <p>
              {t('supersession.replaces')} {Supersession.Replaces.map((part) => part.Sku).join(', ')}
            </p>
          )}
        </section>
      )}
    </>
  );
}
