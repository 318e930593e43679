import type { MediaKind } from './buckets';

export interface DetectedType {
  kind: MediaKind;
  contentType: string;
  /** The canonical file extension for the content, without the dot. */
  extension: string;
}

/** How many leading bytes `detectFileType` needs to decide. */
export const SNIFF_BYTES = 4100;

const IMAGE = (contentType: string, extension: string): DetectedType => ({
  kind: 'image',
  contentType,
  extension,
});
const VIDEO = (contentType: string, extension: string): DetectedType => ({
  kind: 'video',
  contentType,
  extension,
});

function startsWith(head: Buffer, bytes: number[], offset = 0): boolean {
  if (head.length < offset + bytes.length) return false;
  return bytes.every((byte, index) => head[offset + index] === byte);
}

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, Math.min(end, head.length)).toString('latin1');
}

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso7',
  'iso8',
  'iso9',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'mmp4',
  'f4v ',
  'MSNV',
  'NDAS',
]);

/** ISO base media files (MP4, QuickTime, AVIF, HEIC) say what they are in their `ftyp` box. */
function detectIsoBmff(head: Buffer): DetectedType | null {
  if (ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = head.readUInt32BE(0);
  const major = ascii(head, 8, 12);
  const compatible: string[] = [];
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4) {
    compatible.push(ascii(head, offset, offset + 4));
  }
  const brands = [major, ...compatible];
  if (major === 'avif' || major === 'avis' || (major === 'mif1' && compatible.includes('avif'))) {
    return IMAGE('image/avif', 'avif');
  }
  if (
    HEIC_BRANDS.has(major) ||
    ((major === 'mif1' || major === 'msf1') && compatible.some((b) => HEIC_BRANDS.has(b)))
  ) {
    return IMAGE('image/heic', 'heic');
  }
  if (major === 'mif1' || major === 'msf1') return IMAGE('image/heif', 'heif');
  if (major === 'qt  ') return VIDEO('video/quicktime', 'mov');
  if (brands.some((brand) => MP4_BRANDS.has(brand))) return VIDEO('video/mp4', 'mp4');
  return null;
}

/** Matroska files declare a DocType; only WebM is a web video. */
function detectEbml(head: Buffer): DetectedType | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const header = ascii(head, 0, 64);
  return header.includes('webm') ? VIDEO('video/webm', 'webm') : null;
}

/**
 * What a file is, from its first bytes (never from its name or the browser's claim): JPEG,
 * PNG, GIF, WebP, AVIF, HEIC/HEIF images and MP4, QuickTime, WebM videos. Null for anything else.
 */
export function detectFileType(head: Buffer): DetectedType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return IMAGE('image/jpeg', 'jpg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return IMAGE('image/png', 'png');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return IMAGE('image/gif', 'gif');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return IMAGE('image/webp', 'webp');
  if (head.length >= 12) {
    const iso = detectIsoBmff(head);
    if (iso) return iso;
  }
  return detectEbml(head);
}
