import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack from 'webpack';
import { CompressAssetsPlugin } from './compress-assets.mjs';
import { ConsumesManifestPlugin } from './consumes-manifest.mjs';
import { SharedChunksPlugin } from './shared-chunks.mjs';
import { sharedDependencies } from './shared-deps.mjs';
import { StartupChunksPlugin } from './startup-chunks.mjs';

export { sharedDependencies };

// Loaders are this package's dependencies, not the app's: resolve them from here.
const require = createRequire(import.meta.url);

const production = process.env.NODE_ENV !== 'development';

/**
 * Where the build goes: `<dir>/dist`, or CERCA_BUILD_OUTPUT (absolute, or relative to the working
 * directory) when set. A release (deploy/release) builds into its own folder, never over the
 * configured build in `<dir>/dist` that the gateway keeps serving until the switch.
 */
function outputPath(dir) {
  const override = process.env.CERCA_BUILD_OUTPUT;
  return override ? path.resolve(override) : path.join(dir, 'dist');
}

/**
 * Settings common to the shell and every remote: TypeScript through esbuild, CSS, images.
 * CSS goes to .css files, never into JavaScript. The shell's are linked by the page, so the first
 * paint is styled without waiting for JavaScript. A remote's load with the chunks that import
 * them: the remote's own webpack runtime adds a <link> from its public path (any origin the CSP's
 * style-src lists) and resolves the chunk once the sheet has loaded, so nothing paints unstyled.
 * As style-loader it cost every remote's first load its CSS text plus the injector runtime,
 * twice on / (remote-kit's and the remote's): about 4.5 KB of compressed JavaScript (issue 24).
 */
function baseConfig({ dir, name }) {
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'web',
    output: {
      path: outputPath(dir),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        {
          // The host's federation runtime plugin is CommonJS and would pull in the CommonJS build
          // of the runtime beside the ES module build the rest of the runtime imports: two copies
          // of runtime-core in main.js. Its requires resolve to the ES module build instead.
          test: /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/,
          resolve: { conditionNames: ['import', 'module', 'webpack', 'production', 'browser'] },
        },
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: require.resolve('esbuild-loader'),
          options: { loader: 'tsx', target: 'es2022', jsx: 'automatic' },
        },
        {
          test: /\.css$/,
          use: [
            MiniCssExtractPlugin.loader,
            { loader: require.resolve('css-loader'), options: { sourceMap: false } },
          ],
        },
        { test: /\.(png|jpe?g|webp|svg|mp4|woff2?)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      // SWC, not esbuild, minifies: esbuild drops unused code only at a file's top level, and
      // webpack puts each chunk's modules inside functions, so esbuild kept every unused function
      // of a library (all of react-router but the 10 names the apps use). SWC removes them like
      // terser does, 9 % less JavaScript overall (mf-discovery: 456 to 414 KB brotli), at about
      // esbuild's speed (terser took twice as long).
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: true, mangle: true },
          extractComments: false,
        }),
        // The extracted .css files.
        new MinimizerPlugin({ test: /\.css$/i, minify: MinimizerPlugin.esbuildMinifyCss }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Brotli and gzip copies of every text asset, for production builds only (dev serves as is). */
function compression() {
  return production ? [new CompressAssetsPlugin()] : [];
}

function federation({ name, exposes, filename, runtime }) {
  return new ModuleFederationPlugin({
    name,
    filename,
    exposes,
    shared: sharedDependencies,
    shareStrategy: 'loaded-first',
    manifest: true,
    dts: false,
    // The host carries the federation runtime once (provideExternalRuntime) and remotes reuse
    // it (externalRuntime): each remoteEntry.js shrinks from ~30 KB to ~8 KB gzipped.
    experiments: {
      asyncStartup: true,
      // Browser-only builds: the runtime's Node code paths (fs/vm script loading) are dropped.
      // No snapshot: the shell registers each remote by its remoteEntry.js, not its manifest
      // (shell/src/root/federation.ts), so the runtime's manifest layer is not bundled.
      optimization: { target: 'web', disableSnapshot: true },
      ...(runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true }),
    },
  });
}

/**
 * A server-rendered page is painted before any script runs, so the page must link every style
 * its markup may use: the remote's own styles go into one stylesheet (about 60 KB, 11 KB brotli
 * for mf-discovery) instead of one per chunk, which the gateway links from the page's head.
 * Shared modules keep theirs (the page links those too: preloads.ts).
 */
const oneStylesheet = {
  splitChunks: {
    cacheGroups: {
      styles: {
        name: 'styles',
        type: 'css/mini-extract',
        chunks: 'all',
        enforce: true,
        // A CSS module's identifier is its loaders' paths, then `!`, then the file.
        test: (module) => !/[\\/](node_modules|shared)[\\/]/.test(module.identifier().split('!').pop()),
      },
    },
  },
};

/**
 * A remote: exposes single-spa lifecycles ("./app") and any cross-remote pieces, and lists the
 * other remotes' modules it loads (`consumes`, recorded in its mf-manifest.json).
 * It has no entry of its own; Module Federation adds the container (remoteEntry.js).
 */
export function createRemoteConfig({ dir, name, exposes, consumes = [], serverRendered = false }) {
  if (!/^[A-Za-z_$][\w$]*$/.test(name))
    throw new Error(`Module Federation names must be identifiers: ${name}`);
  const config = baseConfig({ dir, name });
  return {
    ...config,
    // The server build (below) writes into server/ beside this one, possibly while this one runs.
    output: { ...config.output, clean: { keep: /^server[\\/]/ } },
    entry: {},
    ...(serverRendered ? { optimization: { ...config.optimization, ...oneStylesheet } } : {}),
    plugins: [
      federation({ name, exposes, filename: 'remoteEntry.js', runtime: 'external' }),
      new ConsumesManifestPlugin(consumes),
      new SharedChunksPlugin(),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
        // One stylesheet gathers what chunks import in differing orders; every rule of a remote
        // is scoped by its own class names, so their order in the file changes nothing.
        ignoreOrder: serverRendered,
      }),
      ...compression(),
    ],
  };
}

/**
 * The host: the single-spa root config page. Remotes are registered at runtime from the manifest;
 * `consumes` lists the remotes' modules its chrome loads (recorded in its mf-manifest.json);
 * `templateParameters` fills the template's `<%= … %>`.
 */
export function createHostConfig({ dir, name, entry, template, templateParameters = {}, consumes = [] }) {
  const config = baseConfig({ dir, name });
  return {
    ...config,
    entry: { main: entry },
    // The entry name must not carry a hash (Module Federation host entries cannot); the
    // HTML appends ?hash instead so browsers still pick up new builds.
    // Absolute public path: deep links such as /businesses/1 must still load /main.js.
    output: { ...config.output, filename: '[name].js', publicPath: '/' },
    plugins: [
      federation({ name, exposes: {}, filename: 'shellEntry.js', runtime: 'provide' }),
      new ConsumesManifestPlugin(consumes),
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:8].css',
        chunkFilename: '[name].[contenthash:8].css',
      }),
      // templateParameters: values the page's HTML shows before any script runs (e.g. the brand).
      new HtmlWebpackPlugin({ template, templateParameters, hash: true, scriptLoading: 'defer' }),
      new StartupChunksPlugin(),
      ...compression(),
    ],
  };
}

/** Where a remote's server render bundle goes, inside its build (a release carries it along). */
export const SERVER_RENDER_FILE = 'server/render.cjs';

/**
 * A remote's server render bundle (issue 24): `src/server.tsx` (a @cerca/remote-kit/server
 * renderer) and everything it imports, React included, as one CommonJS file the gateway loads
 * for the remote's live version. No federation: the server renders this remote's own pages and
 * never loads another's modules. Styles become nothing (the page links the browser build's).
 */
export function createRemoteServerConfig({ dir, name }) {
  const config = baseConfig({ dir, name });
  const script = config.module.rules.find((rule) => String(rule.loader).includes('esbuild-loader'));
  return {
    ...config,
    target: 'node',
    devtool: false,
    entry: { render: './src/server.tsx' },
    // ws's optional native speed-ups (socket.io-client's Node transport): absent, ws does without.
    externals: { bufferutil: 'commonjs bufferutil', 'utf-8-validate': 'commonjs utf-8-validate' },
    output: {
      path: path.join(outputPath(dir), path.dirname(SERVER_RENDER_FILE)),
      filename: path.basename(SERVER_RENDER_FILE),
      library: { type: 'commonjs2' },
      chunkFormat: 'commonjs',
      uniqueName: `${name}_server`,
      clean: true,
    },
    module: {
      rules: [
        script,
        { test: /\.css$/, loader: require.resolve('./css-to-nothing.cjs') },
        { test: /\.(png|jpe?g|webp|svg|mp4|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Readable stacks in the gateway's logs; a server file is not downloaded, so size matters little.
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  };
}
