/** Whether a local server answers `url` with a success (dev servers, the API) within 1.5 s. */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(1500) })).ok;
  } catch {
    return false;
  }
}
