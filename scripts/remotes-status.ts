/** `pnpm remotes:status`: per environment, each remote's version, build time, kernel and the version before it. */
import { statusTable } from './remote-releases';

console.log(statusTable());
