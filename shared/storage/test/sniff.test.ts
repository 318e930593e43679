import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@cerca/service-kit';
import { describe, expect, it } from 'vitest';
import { createUploadInspector, detectFileType, inspectUpload, inspectUploadHead } from '../src/index';
import { ebml, fixture, heic, mp4, pngOfSize, quicktime } from './helpers';

const MB = 1024 * 1024;

function caught(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('detectFileType', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'jpg'],
    ['photo.png', 'image/png', 'png'],
    ['photo.gif', 'image/gif', 'gif'],
    ['photo.webp', 'image/webp', 'webp'],
    ['photo.avif', 'image/avif', 'avif'],
  ])('recognises the real image %s', (name, contentType, extension) => {
    expect(detectFileType(fixture(name))).toEqual({ kind: 'image', contentType, extension });
  });

  it('recognises HEIC and videos by their headers', () => {
    expect(detectFileType(heic())?.contentType).toBe('image/heic');
    expect(detectFileType(mp4())).toEqual({ kind: 'video', contentType: 'video/mp4', extension: 'mp4' });
    expect(detectFileType(quicktime())).toEqual({
      kind: 'video',
      contentType: 'video/quicktime',
      extension: 'mov',
    });
    expect(detectFileType(ebml('webm'))).toEqual({
      kind: 'video',
      contentType: 'video/webm',
      extension: 'webm',
    });
  });

  it('refuses what it does not know, whatever the name says', () => {
    expect(detectFileType(fixture('not-an-image.jpg'))).toBeNull();
    expect(detectFileType(ebml('matroska'))).toBeNull();
    expect(detectFileType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
  });
});

describe('inspectUpload', () => {
  it('goes by content, not by the file name', () => {
    expect(inspectUpload('avatars', fixture('photo.png'), 'selfie.jpg').contentType).toBe('image/png');
    const error = caught(() => inspectUpload('avatars', fixture('not-an-image.jpg'), 'foto.jpg'));
    expect(error.statusCode).toBe(415);
    expect(error.message).toBe('Por favor selecciona una imagen válida');
  });

  it('applies the 5MB image limit with the spec texts', () => {
    expect(inspectUpload('menu-items', pngOfSize(5 * MB), 'a.png').size).toBe(5 * MB);
    const avatar = caught(() => inspectUpload('avatars', pngOfSize(5 * MB + 1), 'yo.png'));
    expect([avatar.statusCode, avatar.code, avatar.message]).toEqual([
      413,
      'file_too_large',
      'La imagen es demasiado grande. Máximo 5MB.',
    ]);
    const photo = caught(() => inspectUpload('business-photos', pngOfSize(5 * MB + 1), 'fachada.png'));
    expect(photo.message).toBe('fachada.png es demasiado grande (máximo 5MB)');
    const notImage = caught(() => inspectUpload('business-photos', mp4(), 'clip.mp4'));
    expect(notImage.message).toBe('clip.mp4 no es una imagen válida');
  });

  it('applies 10MB per image and 100MB per video to stories and posts', () => {
    expect(inspectUploadHead('business-posts', fixture('photo.jpg'), 10 * MB, 'a.jpg').kind).toBe('image');
    const image = caught(() =>
      inspectUploadHead('business-posts', fixture('photo.jpg'), 10 * MB + 1, 'playa.jpg'),
    );
    expect(image.message).toBe('La imagen playa.jpg es demasiado grande. Máximo 10MB por imagen.');
    expect(inspectUploadHead('business-stories', mp4(), 100 * MB, 'v.mp4').kind).toBe('video');
    const video = caught(() => inspectUploadHead('business-stories', mp4(), 100 * MB + 1, 'v.mp4'));
    expect(video.message).toBe('El video es demasiado grande. Máximo 100MB.');
  });

  it('takes no videos where only images belong, and knows its buckets', () => {
    const error = caught(() => inspectUpload('driver-ids', quicktime(), 'id.mov'));
    expect(error.message).toBe('Por favor selecciona una imagen válida');
    expect(caught(() => inspectUpload('secrets', fixture('photo.png'))).statusCode).toBe(404);
    expect(caught(() => inspectUpload('avatars', Buffer.alloc(0))).code).toBe('empty_file');
  });

  it('never echoes paths or control characters in messages', () => {
    const error = caught(() => inspectUpload('business-photos', mp4(), '../../etc/\u0007passwd'));
    expect(error.message).toBe('passwd no es una imagen válida');
  });
});

describe('createUploadInspector', () => {
  /** Streams `size` bytes starting with `head` in 64 KiB chunks; answers what got through. */
  async function stream(bucket: string, head: Buffer, size: number, filename?: string) {
    const inspector = createUploadInspector(bucket, filename);
    let passed = 0;
    const chunks = function* () {
      yield head;
      for (let sent = head.length; sent < size; sent += 64 * 1024) {
        yield Buffer.alloc(Math.min(64 * 1024, size - sent), 1);
      }
    };
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        passed += chunk.length;
        callback();
      },
    });
    const error = await pipeline(Readable.from(chunks()), inspector.stream, sink).then(
      () => null,
      (failure: unknown) => failure as AppError,
    );
    return { error, passed, inspected: error ? null : inspector.inspected() };
  }

  it('passes what fits and answers as inspectUploadHead', async () => {
    const result = await stream('business-posts', fixture('photo.jpg'), 10 * MB, 'a.jpg');
    expect(result.error).toBeNull();
    expect(result.passed).toBe(10 * MB);
    expect(result.inspected).toEqual({
      kind: 'image',
      contentType: 'image/jpeg',
      extension: 'jpg',
      size: 10 * MB,
    });
    expect((await stream('avatars', fixture('photo.png'), fixture('photo.png').length)).inspected?.size).toBe(
      fixture('photo.png').length,
    );
  });

  it("stops an image at its kind's limit, where videos may be larger", async () => {
    const image = await stream('business-stories', fixture('photo.jpg'), 100 * MB, 'playa.jpg');
    expect([image.error?.statusCode, image.error?.code, image.error?.message]).toEqual([
      413,
      'file_too_large',
      'La imagen playa.jpg es demasiado grande. Máximo 10MB por imagen.',
    ]);
    expect(image.passed).toBeLessThanOrEqual(10 * MB);
    expect((await stream('business-stories', mp4(), 11 * MB)).error).toBeNull();
  });

  it('stops content of another kind at its head', async () => {
    const result = await stream('business-posts', fixture('not-an-image.jpg'), 20 * MB, 'menu.pdf');
    expect([result.error?.statusCode, result.error?.message]).toEqual([
      415,
      'El archivo menu.pdf no es una imagen o video válido.',
    ]);
    expect(result.passed).toBe(0);
  });

  it('decides short and empty files at their end', async () => {
    const empty = await stream('avatars', Buffer.alloc(0), 0);
    expect([empty.error?.statusCode, empty.error?.code]).toEqual([400, 'empty_file']);
    const short = await stream('avatars', Buffer.from('hola'), 4);
    expect(short.error?.message).toBe('Por favor selecciona una imagen válida');
  });
});
