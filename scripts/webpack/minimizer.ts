/**
 * The production builds' JavaScript minifier: SWC's, through webpack's own minimizer plugin (the
 * plugin webpack runs terser with by default), with webpack's default options (two compress passes).
 * Measured on the whole shop (issue 24): the cold `pnpm build` took 30 CPU s instead of 60, and every
 * page's brotli JS came out 0.5-1.0 KB smaller than terser's.
 */
import MinimizerPlugin from 'minimizer-webpack-plugin';
import type webpack from 'webpack';

export function jsMinimizer(): webpack.WebpackPluginInstance {
  return new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } });
}
