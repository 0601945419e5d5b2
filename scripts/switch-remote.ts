/**
 * `pnpm switch:remote <production|staging> <name> <version>`: points one environment's remotes
 * manifest at a built version of one remote (refused when that version is not built) and writes
 * the change into deploy/remotes.history.json. The other remotes stay as they are.
 */
import { parseEnvironment, setRemoteVersion } from './remote-releases';

try {
  const [environment, name, version] = process.argv.slice(2);
  if (!name || !version) throw new Error('Usage: pnpm switch:remote <production|staging> <catalog|cart_checkout|account> <version>');
  const entry = setRemoteVersion(parseEnvironment(environment), name, version, 'switch');
  console.log(
    entry
      ? `${entry.environment}: ${entry.remote} ${entry.from ?? '(none)'} -> ${entry.to}`
      : `${environment} already runs ${name} ${version}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
