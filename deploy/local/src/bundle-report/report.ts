import type { PackageShare } from './attribute';
import type { ChunkReport } from './chunks';

export interface AppReport {
  app: string;
  kind: 'shell' | 'remote';
  /** The scripts a first visit loads for this app, heaviest first. */
  firstLoad: ChunkReport[];
  /**
   * A remote's own copies of the shared modules the shell provides: fallbacks, downloaded only
   * when the shell's version does not satisfy the remote. Empty for the shell.
   */
  providedByShell: ChunkReport[];
}

export interface BundleReport {
  generatedAt: string;
  commit: string | null;
  apps: AppReport[];
}

export const sumCompressed = (chunks: ChunkReport[]) =>
  chunks.reduce((sum, chunk) => sum + chunk.compressed, 0);
export const sumBytes = (chunks: ChunkReport[]) => chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

/** The packages of several chunks together, heaviest first. */
export function packagesAcross(chunks: ChunkReport[]): PackageShare[] {
  const totals = new Map<string, PackageShare>();
  for (const share of chunks.flatMap((chunk) => chunk.packages)) {
    const total = totals.get(share.name) ?? { name: share.name, bytes: 0, compressed: 0 };
    total.bytes += share.bytes;
    total.compressed += share.compressed;
    totals.set(share.name, total);
  }
  return [...totals.values()].sort((a, b) => b.compressed - a.compressed || a.name.localeCompare(b.name));
}

/** The report as JSON: sizes in whole bytes. */
export function toJson(report: BundleReport): string {
  return `${JSON.stringify(
    report,
    (key, value) => (key === 'compressed' && typeof value === 'number' ? Math.round(value) : value),
    2,
  )}\n`;
}
