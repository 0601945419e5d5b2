/**
 * Until `condition` holds: jest's side of Playwright's expect.poll, for tests of servers, processes
 * and databases (a DOM test has waitFor). It looks at the condition, and again after each short
 * interval, until it holds; `timeoutMs` bounds a hang, it is not a measure. What it waits for is
 * the observable thing itself (an answer, a row, a flag), never an amount of time.
 */
export async function eventually(
  what: string,
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, intervalMs = 20 } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    // eslint-disable-next-line no-restricted-syntax -- the interval between two looks at the condition (expect.poll's), not a wait standing for it
    await new Promise((next) => setTimeout(next, intervalMs));
  }
}
