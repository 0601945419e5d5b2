/**
 * `pnpm rollback:remote <production|staging> <name>`: returns one environment's remote to the
 * version it ran before the current one (from deploy/remotes.history.json).
 */
import { parseEnvironment, rollbackRemote } from './remote-releases';

try {
  const [environment, name] = process.argv.slice(2);
  if (!name) throw new Error('Usage: pnpm rollback:remote <production|staging> <catalog|cart_checkout|account>');
  const entry = rollbackRemote(parseEnvironment(environment), name);
  console.log(`${entry.environment}: ${entry.remote} rolled back ${entry.from ?? '(none)'} -> ${entry.to}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
