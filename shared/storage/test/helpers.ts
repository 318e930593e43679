import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

/** Real images written by sharp (see fixtures/); other packages' tests use them through @cerca/storage/testing. */
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

function box(type: string, payload: Buffer): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, payload]);
}

/** The first boxes of an ISO media file: ftyp(major, minor 0, compatible…) then some mdat. */
export function isoMedia(major: string, compatible: string[], size = 1024): Buffer {
  const ftyp = box('ftyp', Buffer.from(`${major}\0\0\0\0${compatible.join('')}`, 'latin1'));
  return Buffer.concat([ftyp, box('mdat', Buffer.alloc(Math.max(0, size - ftyp.length - 8), 7))]);
}

export const mp4 = (size?: number) => isoMedia('isom', ['isom', 'iso2', 'avc1', 'mp41'], size);
export const quicktime = (size?: number) => isoMedia('qt  ', ['qt  '], size);
export const heic = () => isoMedia('heic', ['mif1', 'heic'], 256);

/** An EBML header with DocType `webm` (or `matroska`), as browsers' MediaRecorder writes. */
export function ebml(docType: 'webm' | 'matroska', size = 512): Buffer {
  const doc = Buffer.from(docType, 'latin1');
  const header = Buffer.concat([
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | (doc.length + 3 + 4)]),
    Buffer.from([0x42, 0x82, 0x80 | doc.length]),
    doc,
    Buffer.from([0x42, 0x87, 0x81, 0x04]),
  ]);
  return Buffer.concat([header, Buffer.alloc(size - header.length, 1)]);
}

/** A PNG signature followed by padding: content sniffing says image, of `size` bytes. */
export function pngOfSize(size: number): Buffer {
  const png = fixture('photo.png');
  return Buffer.concat([png, Buffer.alloc(Math.max(0, size - png.length))]);
}
