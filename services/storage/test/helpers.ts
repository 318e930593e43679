import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Real images written by sharp (copies of shared/storage/test/fixtures). */
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** The first boxes of an MP4 file: ftyp(isom, minor 0, compatible…) then some mdat. */
export function mp4(size = 1024): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomiso2avc1mp41', 'latin1'));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(Math.max(0, size - ftyp.length - 8), 7))]);
}

/** A PNG signature followed by padding: content sniffing says image, of `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const png = fixture('photo.png');
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
}
