/**
 * The dealer's active job (extension job-reference): a workshop order number or a registration
 * plate that every line added while it is set is for: from the board, the part-number box, the
 * quick cart and the CSV import alike. Kept in the dealer's own browser storage (dealer-storage.ts),
 * so it outlives a reload and is gone with the session; one copy for every app (the kernel is shared).
 */
import { useSyncExternalStore } from 'react';
import { EXTENSIONS, JOB_REFERENCE_MAX_LENGTH, hasExtension } from '@parts/contract/store';
import { readDealerStorage, removeDealerStorage, writeDealerStorage } from './dealer-storage';

const ACTIVE_JOB_KEY = 'activeJob';
const listeners = new Set<() => void>();

/** A job as the API keeps it: one line, trimmed, at most JOB_REFERENCE_MAX_LENGTH characters. */
export const cleanJobReference = (text: string): string =>
  text
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, JOB_REFERENCE_MAX_LENGTH)
    .trim();

/** The active job as stored ('' when none). */
const storedActiveJob = (): string => cleanJobReference(readDealerStorage(ACTIVE_JOB_KEY) ?? '');

/** The job a line added now is for: the active one when the back end lists job-reference, else ''. */
const activeJobFor = (config: { extensions?: readonly string[] | undefined }): string =>
  hasExtension(config, EXTENSIONS.jobReference) ? storedActiveJob() : '';

/** Sets ('' clears) the active job; every app showing it follows. */
export function setActiveJob(job: string): void {
  const clean = cleanJobReference(job);
  if (clean) writeDealerStorage(ACTIVE_JOB_KEY, clean);
  else removeDealerStorage(ACTIVE_JOB_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab of the shop set it
  const onStorage = (event: StorageEvent) => {
    if (event.key === ACTIVE_JOB_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The active job ('' when none), following its changes. */
export const useActiveJob = (): string => useSyncExternalStore(subscribe, storedActiveJob, () => '');

/** A request body with the active job added when there is one (extension job-reference). */
export function withActiveJob<T extends object>(
  body: T,
  config: { extensions?: readonly string[] | undefined },
): T & { JobReference?: string } {
  const job = activeJobFor(config);
  return job ? { ...body, JobReference: job } : body;
}
