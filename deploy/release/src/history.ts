import type { Db } from '@cerca/db';
import { listReleases, listSwitches } from '@cerca/releases';
import { seconds, versionLabel } from './format';

const when = (date: Date | string): string => new Date(date).toISOString().replace('T', ' ').slice(0, 19);

/**
 * The lines `npm run releases` prints: every version newest first (when, who, build time, the live
 * marker), then the switches newest first (what went live, who switched, what was rolled back).
 */
export async function releaseHistory(db: Db, remote: string): Promise<string[]> {
  const releases = await listReleases(db, remote);
  const switches = await listSwitches(db, remote);
  const live = releases.find((entry) => entry.live);
  const lines = [`${remote}: ${versionLabel(live?.version)} is live.`, '', 'Versions (newest first, UTC):'];
  if (releases.length === 0) lines.push('  none released yet');
  for (const entry of releases) {
    const build = entry.buildMs === null ? '' : `  build ${seconds(entry.buildMs)}`;
    lines.push(
      `${entry.live ? '* ' : '  '}${entry.version}  ${when(entry.createdAt)}  ${entry.releasedBy}${build}${entry.live ? '  (live)' : ''}`,
    );
  }
  lines.push('', 'Switches (newest first, UTC):');
  if (switches.length === 0) lines.push('  none yet: the configured build has always been live');
  for (const entry of switches) {
    const undone = entry.rolled_back_at ? `  (rolled back ${when(entry.rolled_back_at)})` : '';
    lines.push(
      `  ${when(entry.switched_at)}  ${entry.action.padEnd(8)}  → ${versionLabel(entry.version)}  by ${entry.switched_by}${undone}`,
    );
  }
  return lines;
}
