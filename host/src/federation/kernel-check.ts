/**
 * The shared kernel is versioned with semver, and every remote's mf-manifest.json says which
 * kernel it was built for (`requiredVersion` of @parts/shared-kernel, e.g. '^1.0.1'). The host
 * reads that as the manifest arrives (a federation runtime plugin) and refuses a remote that needs
 * a kernel it does not run: that remote's area says so, and the rest of the shop goes on.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const KERNEL = '@parts/shared-kernel';

export interface KernelMismatch {
  /** The kernel the shop runs, e.g. '1.0.1'. */
  has: string;
  /** What the remote needs, e.g. '^2.0.0'. */
  needs: string;
}

export class KernelMismatchError extends Error {
  constructor(
    readonly remote: string,
    readonly mismatch: KernelMismatch,
  ) {
    super(`Remote "${remote}" needs shared kernel ${mismatch.needs}; the shop runs ${mismatch.has}`);
    this.name = 'KernelMismatchError';
  }
}

function parts(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/** Whether `version` satisfies a caret range (the only kind the build writes); any other range is not judged here. */
export function satisfiesCaret(version: string, range: string): boolean {
  if (!range.startsWith('^')) return true;
  const have = parts(version);
  const need = parts(range.slice(1));
  if (!have || !need) return false;
  const [major, minor] = need;
  // ^1.2.3: 1.x from 1.2.3; ^0.2.3: 0.2.x from 0.2.3 (semver: the first non-zero part is fixed)
  const fixed = major > 0 ? 1 : minor > 0 ? 2 : 3;
  for (let i = 0; i < fixed; i += 1) if (have[i] !== need[i]) return false;
  for (let i = fixed; i < 3; i += 1) if (have[i] !== need[i]) return have[i]! > need[i]!;
  return true;
}

interface ManifestShared {
  name: string;
  requiredVersion?: string;
}

const refused = new Map<string, KernelMismatch>();

/** Why the host refuses a remote, if it does (known once its manifest has arrived). */
export function kernelRefusal(remote: string): KernelMismatch | undefined {
  return refused.get(remote);
}

export function checkManifest(remote: string, shared: readonly ManifestShared[], hostKernel: string): void {
  const needs = shared.find((entry) => entry.name === KERNEL)?.requiredVersion;
  if (needs && !satisfiesCaret(hostKernel, needs)) refused.set(remote, { has: hostKernel, needs });
  else refused.delete(remote);
}

export default (): ModuleFederationRuntimePlugin => ({
  name: 'parts-kernel-check',
  loadRemoteSnapshot(args) {
    if (args.manifestJson) checkManifest(args.moduleInfo.name, args.manifestJson.shared, __KERNEL_VERSION__);
    return args;
  },
});
