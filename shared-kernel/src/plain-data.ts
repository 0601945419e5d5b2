/**
 * The kernel's plain-data subpaths (`@parts/shared-kernel/paths`, `/slider-type`,
 * `/reference-data-paths`) as a front end's build resolves them (scripts/webpack/app-config.ts):
 * taken from the shared kernel, the one instance every app uses, instead of a second copy in the
 * app's own chunks. Node (the host's build reading its route table) and the tests get the files.
 */
/** @public read through the webpack alias of the kernel's plain-data subpaths, which knip cannot see */
export { paths, SliderType, REFERENCE_DATA_PATHS } from '@parts/shared-kernel';
