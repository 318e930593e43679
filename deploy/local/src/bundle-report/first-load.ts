/**
 * One chunk group of a build, as shared/webpack-config's cerca-webpack writes them with
 * CERCA_BUILD_STATS: the script files loaded together for an entry, an exposed module, a shared
 * module or a dynamic import, and what asks for them.
 */
export interface ChunkGroup {
  name: string | null;
  entrypoint: boolean;
  files: string[];
  origins: Array<{ module: string | null; request: string | null }>;
}

/** A script of an app's first load and why it is loaded ("entry", "shared react-dom", …). */
export interface FirstLoadFile {
  file: string;
  roles: string[];
}

/** The exposed module the shell mounts on the remote's routes: its single-spa lifecycles. */
export const APP_EXPOSE = './app';

/** "provide shared module (default) @cerca/ui@0.1.0 = ../shared/ui/src/index.ts" and the like. */
const SHARED_ORIGIN = /^(provide|consume) shared module \([^)]*\) (.+?)@[^@\s]*( |$)/;

/** The shared module a group loads (provided or consumed), if it is one's. */
function sharedModuleOf(group: ChunkGroup, kind?: 'provide' | 'consume'): string | undefined {
  for (const origin of group.origins) {
    const match = SHARED_ORIGIN.exec(origin.module ?? '');
    if (match && (!kind || match[1] === kind)) return match[2];
  }
  return undefined;
}

function roleOf(group: ChunkGroup, exposes: Record<string, string>): string {
  if (group.entrypoint) return 'entry';
  const shared = sharedModuleOf(group);
  if (shared) return `shared ${shared}`;
  const origin = group.origins.find((candidate) => candidate.request);
  const exposed = Object.entries(exposes).find(([, request]) => request === origin?.request);
  if (exposed && origin?.module?.startsWith('container entry')) return `exposes ${exposed[0]}`;
  return origin?.request ? `import ${origin.request}` : (group.name ?? 'chunk group');
}

/** Each file of the groups once, with the roles of every group that loads it. */
function filesOf(groups: ChunkGroup[], exposes: Record<string, string> = {}): FirstLoadFile[] {
  const roles = new Map<string, Set<string>>();
  for (const group of groups) {
    for (const file of group.files) {
      const fileRoles = roles.get(file) ?? new Set();
      fileRoles.add(roleOf(group, exposes));
      roles.set(file, fileRoles);
    }
  }
  return [...roles].map(([file, fileRoles]) => ({ file, roles: [...fileRoles].sort() }));
}

/** The shared modules a build provides to the page's share scope. */
export function providedModules(groups: ChunkGroup[]): Set<string> {
  return new Set(groups.flatMap((group) => sharedModuleOf(group, 'provide') ?? []));
}

/**
 * The shell's first load: its entry (main.js) and the scripts its startup.json lists, which the
 * gateway preloads on every page (the shared libraries and the chrome). A group is counted as
 * loaded at start when all its files are among them.
 */
export function hostFirstLoad(groups: ChunkGroup[], startupScripts: string[]): FirstLoadFile[] {
  const files = new Set(groups.filter((group) => group.entrypoint).flatMap((group) => group.files));
  for (const script of startupScripts) files.add(script);
  const atStart = groups.filter(
    (group) => group.entrypoint || (group.files.length > 0 && group.files.every((file) => files.has(file))),
  );
  const loaded = filesOf(atStart);
  const missing = [...files].filter((file) => !loaded.some((entry) => entry.file === file));
  return [...loaded, ...missing.map((file) => ({ file, roles: ['startup.json'] }))];
}

/**
 * A remote's first load inside the shell, as the gateway preloads it for the remote's routes:
 * remoteEntry.js, the exposed ./app and the shared modules the shell does not provide (the
 * remote's own copy is the one loaded). `providedByHost` lists the remote's copies of the others:
 * fallbacks, downloaded only if the shell's version does not satisfy the remote.
 */
export function remoteFirstLoad(
  groups: ChunkGroup[],
  exposes: Record<string, string>,
  hostProvides: Set<string>,
): { firstLoad: FirstLoadFile[]; providedByHost: FirstLoadFile[] } {
  const app = exposes[APP_EXPOSE];
  if (!app) throw new Error(`the remote exposes no ${APP_EXPOSE}`);
  const exposesApp = (group: ChunkGroup) =>
    group.origins.some((origin) => origin.module?.startsWith('container entry') && origin.request === app);
  const provided = groups.filter((group) => sharedModuleOf(group, 'provide'));
  const byHost = (group: ChunkGroup) => hostProvides.has(sharedModuleOf(group, 'provide')!);
  const firstLoad = filesOf(
    [
      ...groups.filter((group) => group.entrypoint || exposesApp(group)),
      ...provided.filter((group) => !byHost(group)),
    ],
    exposes,
  );
  const loaded = new Set(firstLoad.map((entry) => entry.file));
  const providedByHost = filesOf(provided.filter(byHost)).filter((entry) => !loaded.has(entry.file));
  return { firstLoad, providedByHost };
}
