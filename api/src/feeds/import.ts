import type { Executor } from '../db/database';
import { applyDelta } from './apply';
import { applyFull } from './full';
import { FILES } from './format';
import type { Problem } from './messages';
import { silentProgress, type Progress } from './progress';
import { openFeed, type ZIP_LIMITS } from './source';
import { StagingStore } from './stage';
import { checkFileNames, checkImages, crossChecks, loadShopKeys, Problems, readManifest, stageFile, type Manifest } from './validate';

export interface ImportOptions {
  dryRun?: boolean;
  progress?: Progress;
  zipLimits?: typeof ZIP_LIMITS;
  /** Runs once the feed is staged in the shop's database, before the switch (tests look at the shop then). */
  onStaged?: () => Promise<void>;
}

export interface ImportReport {
  manifest?: Manifest;
  /** The first problems (at most MAX_LISTED_PROBLEMS); problemCount counts them all. */
  problems: Problem[];
  problemCount: number;
  /** Rows read per file. */
  rows: Record<string, number>;
  /** Rows written per table (empty when nothing was written). */
  written: Record<string, number>;
  applied: boolean;
}

/**
 * Imports a feed (a folder or a .zip, docs/feeds.md): reads and checks all of it first, in a
 * staging store of its own; changes the shop only when there is no problem at all (and not on a
 * dry run), in one transaction.
 */
export async function importFeed(db: Executor, path: string, options: ImportOptions = {}): Promise<ImportReport> {
  const progress = options.progress ?? silentProgress;
  const problems = new Problems();
  const report = (
    manifest: Manifest | undefined,
    rows: Record<string, number> = {},
    written: Record<string, number> = {},
  ): ImportReport => ({
    ...(manifest && { manifest }),
    problems: problems.list,
    problemCount: problems.count,
    rows,
    written,
    applied: Object.keys(written).length > 0,
  });
  const opened = await openFeed(path, options.zipLimits);
  if (!opened.source) {
    opened.problems.forEach((problem) => problems.add(problem));
    return report(undefined);
  }
  const source = opened.source;
  const store = new StagingStore();
  try {
    const manifest = await readManifest(source, problems);
    if (!manifest) return report(undefined);
    const present = checkFileNames(source, manifest.kind, problems);
    progress.start(present.reduce((sum, spec) => sum + source.size(spec.file), 0));
    progress.step(`${manifest.kind} feed ${manifest.version} (${manifest.created})`);
    for (const spec of FILES) store.create(spec);
    const rows: Record<string, number> = {};
    for (const spec of present) rows[spec.file] = await stageFile(source, spec, manifest, store, problems, progress);
    // a full feed's diagrams and pictures, a delta's board_diagrams.csv and part_pictures.csv name them
    await checkImages(source, store, problems);
    progress.step('checking references');
    await loadShopKeys(db, store, manifest.kind);
    crossChecks(store, manifest.kind, problems);
    if (problems.count > 0 || options.dryRun) return report(manifest, rows);
    const written =
      manifest.kind === 'full'
        ? await applyFull(db, store, progress, options.onStaged)
        : await applyDelta(db, store, progress, options.onStaged);
    progress.done();
    return report(manifest, rows, written);
  } finally {
    store.close();
    source.close();
  }
}
