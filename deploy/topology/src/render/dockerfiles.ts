import type { DeclaredService } from '../declarations';
import { NGINX_IMAGE, NODE_IMAGE, REGISTRY, REMOTE_IMAGE_PORT, STORAGE_DIR } from '../settings';
import { imageOf, type Topology } from '../topology';
import { generatedHeader } from './header';

/** Files a build never needs: installs, builds and local data are made inside the image. */
const IGNORED = ['**/node_modules', '**/dist', '**/.data', '**/.cache', '**/test-results', '.git'];

/** BuildKit reads `<file>.dockerignore` next to the Dockerfile it builds. */
export function dockerignore(dockerfile: string): string {
  return `${generatedHeader(`the build steps of ${dockerfile}`)}${IGNORED.join('\n')}\n`;
}

const BUILD_STAGE = (pnpm: string) => [
  `FROM ${NODE_IMAGE} AS build`,
  'WORKDIR /repo',
  'ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1',
  `RUN npm install -g pnpm@${pnpm}`,
  'COPY . .',
];

const deploy = (pkg: string, out: string) => [
  '# The package, its production dependencies and the workspace packages it uses, nothing else. pnpm 10',
  '# deploys from the shared lockfile only with injected workspace packages: set here, not in',
  '# pnpm-workspace.yaml, so development keeps symlinked ones.',
  `RUN pnpm --filter ${pkg} --prod --config.inject-workspace-packages=true deploy ${out}`,
];

function healthcheck(probe: string): string {
  const script = `fetch('http://127.0.0.1:'+process.env.PORT+'${probe}').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))`;
  return `HEALTHCHECK --interval=10s --timeout=3s --start-period=30s CMD ${JSON.stringify(['node', '-e', script])}`;
}

function runtimeStage(service: DeclaredService, tsx: string, workdir: string): string[] {
  const { declaration, dependencies } = service;
  const keepsFiles = dependencies.includes('@cerca/storage');
  return [
    `FROM ${NODE_IMAGE}`,
    '# Services run their TypeScript through tsx (their start script), a root dev dependency that',
    "# pnpm deploy leaves out: the lockfile's version, installed globally.",
    `RUN npm install -g tsx@${tsx}`,
    ...(keepsFiles
      ? [
          '# Uploaded files are kept here (the storage driver writes to local disk): compose mounts one',
          '# volume and Kubernetes one ReadWriteMany claim here in every service that keeps files.',
          `RUN mkdir -p ${STORAGE_DIR} && chown node:node ${STORAGE_DIR}`,
          `ENV STORAGE_DIR=${STORAGE_DIR}`,
        ]
      : []),
    `ENV NODE_ENV=production HOST=0.0.0.0 PORT=${declaration.port}`,
    `WORKDIR ${workdir}`,
  ];
}

function serviceDockerfile(service: DeclaredService, topology: Topology): string {
  const { declaration } = service;
  const { pnpm, tsx } = topology.toolchain;
  const file = `deploy/docker/${declaration.name}.Dockerfile`;
  return `${[
    generatedHeader(`services/${declaration.name}/service.json`, [
      `The ${declaration.name} service alone, built from its own package (${declaration.package}):`,
      `  docker build -f ${file} -t ${imageOf(service, REGISTRY)} .`,
    ]),
    ...BUILD_STAGE(pnpm),
    ...deploy(declaration.package, '/out'),
    '',
    ...runtimeStage(service, tsx, '/app'),
    'COPY --from=build --chown=node:node /out .',
    'USER node',
    `EXPOSE ${declaration.port}`,
    healthcheck(declaration.probes.health),
    'CMD ["tsx", "src/server.ts"]',
  ].join('\n')}\n`;
}

function gatewayDockerfile(gateway: DeclaredService, topology: Topology): string {
  const { declaration } = gateway;
  const { pnpm, tsx } = topology.toolchain;
  const folders = topology.remotes.map((remote) => remote.folder);
  return `${[
    generatedHeader('services/gateway/service.json and mf-*/remote.json', [
      'The gateway: the shell page, the configured build of every remote, /remotes.json, and in',
      'GATEWAY_MODE=proxy every service route passed on to SERVICE_<NAME>_URL.',
      `  docker build -f deploy/docker/gateway.Dockerfile -t ${imageOf(gateway, REGISTRY)} .`,
    ]),
    ...BUILD_STAGE(pnpm),
    'RUN pnpm install --frozen-lockfile && NODE_ENV=production pnpm run build',
    ...deploy(declaration.package, '/out/services/gateway'),
    '# The gateway finds shell/dist and mf-*/{dist,remote.json} two folders above its own, as in the checkout.',
    `RUN mkdir -p /out/shell && cp -r shell/dist /out/shell/ \\`,
    ` && for app in ${folders.join(' ')}; do mkdir -p /out/$app && cp -r $app/dist $app/remote.json /out/$app/; done`,
    '',
    ...runtimeStage(gateway, tsx, '/app/services/gateway'),
    'COPY --from=build --chown=node:node /out /app',
    'USER node',
    `EXPOSE ${declaration.port}`,
    healthcheck(declaration.probes.health),
    'CMD ["tsx", "src/server.ts"]',
  ].join('\n')}\n`;
}

/** deploy/docker/<service>.Dockerfile for every service, the gateway's carrying the web builds. */
export function serviceDockerfiles(topology: Topology): Record<string, string> {
  const files: Record<string, string> = {};
  for (const service of topology.services) {
    const file = `deploy/docker/${service.declaration.name}.Dockerfile`;
    files[file] =
      service.declaration.name === 'gateway'
        ? gatewayDockerfile(service, topology)
        : serviceDockerfile(service, topology);
    files[`${file}.dockerignore`] = dockerignore(file);
  }
  return files;
}

export const REMOTE_DOCKERFILE = 'deploy/docker/remote.Dockerfile';

export function remoteDockerfile(topology: Topology): string {
  const folders = topology.remotes.map((remote) => remote.folder);
  return `${[
    generatedHeader('mf-*/remote.json', [
      "One remote's configured build served as static files by nginx, to run a remote on an origin",
      'of its own:',
      `  docker build -f deploy/docker/remote.Dockerfile --build-arg APP=${folders[0]} -t ${REGISTRY}/${folders[0]} .`,
      `APP is one of: ${folders.join(', ')}.`,
      '',
      'Production does not ship remotes as images: `npm run release -- <remote>` publishes one build to',
      'a content-hashed version folder (<remote>/<version>/) on the asset store or S3 and switches the',
      'live manifest. Nothing under a version folder ever changes, so every file there is cached as',
      'immutable. This image serves one unversioned build instead, so its entry files are revalidated',
      '(remote.nginx.conf).',
    ]),
    ...BUILD_STAGE(topology.toolchain.pnpm),
    'ARG APP',
    'RUN pnpm install --frozen-lockfile --filter "./$APP..." && NODE_ENV=production pnpm --filter "./$APP" run build',
    '',
    `FROM ${NGINX_IMAGE}`,
    'ARG APP',
    'COPY deploy/docker/remote.nginx.conf /etc/nginx/conf.d/default.conf',
    'COPY --from=build /repo/$APP/dist /usr/share/nginx/html',
    `EXPOSE ${REMOTE_IMAGE_PORT}`,
    `HEALTHCHECK --interval=10s --timeout=3s CMD wget -q -O /dev/null http://127.0.0.1:${REMOTE_IMAGE_PORT}/mf-manifest.json || exit 1`,
  ].join('\n')}\n`;
}

/** The nginx site of remote.Dockerfile. */
export function remoteNginxConf(): string {
  return `${generatedHeader('deploy/topology/src/render/dockerfiles.ts', [
    "The site of remote.Dockerfile: one remote's build, for any origin (the shell loads it cross-origin).",
  ])}${[
    'server {',
    `  listen ${REMOTE_IMAGE_PORT};`,
    '  root /usr/share/nginx/html;',
    '  # webpack writes .gz copies next to every file.',
    '  gzip_static on;',
    '  add_header Access-Control-Allow-Origin * always;',
    '  # Every other file is named by its content hash.',
    '  add_header Cache-Control "public, max-age=31536000, immutable" always;',
    '  # The entry files keep their names from build to build and name the chunks of the current one.',
    '  location ~ ^/(remoteEntry\\.js|mf-manifest\\.json|mf-stats\\.json)$ {',
    '    add_header Access-Control-Allow-Origin * always;',
    '    add_header Cache-Control no-cache always;',
    '  }',
    '  location / {',
    '    try_files $uri =404;',
    '  }',
    '}',
  ].join('\n')}\n`;
}
