import {
  POST_MAX_IMAGES,
  PUBLISH_IMAGE_MAX_BYTES,
  PUBLISH_VIDEO_MAX_BYTES,
} from '@cerca/contracts/publishing';
import { describe, expect, it } from 'vitest';
import { acceptedMediaOf, keepMediaFor, mediaKindOf, selectMedia, takesSeveralFiles } from './media';

const MB = 1024 * 1024;
const image = (name: string, size = 1 * MB, type = 'image/jpeg') => ({ name, type, size });
const video = (name: string, size = 20 * MB, type = 'video/mp4') => ({ name, type, size });

describe('media kinds', () => {
  it('tells images and videos by MIME type', () => {
    expect(mediaKindOf({ type: 'image/png' })).toBe('image');
    expect(mediaKindOf({ type: 'image/heic' })).toBe('image');
    expect(mediaKindOf({ type: 'video/quicktime' })).toBe('video');
    expect(mediaKindOf({ type: 'VIDEO/MP4' })).toBe('video');
    expect(mediaKindOf({ type: 'application/pdf' })).toBeNull();
    expect(mediaKindOf({ type: '' })).toBeNull();
  });
  it('offers each type its own picker', () => {
    expect(acceptedMediaOf('story')).toBe('image/*,video/*');
    expect(acceptedMediaOf('post')).toBe('image/*,video/*');
    expect(acceptedMediaOf('event')).toBe('image/*');
    expect(acceptedMediaOf('promotion')).toBeNull();
    expect(takesSeveralFiles('post')).toBe(true);
    expect(takesSeveralFiles('story')).toBe(false);
    expect(takesSeveralFiles('event')).toBe(false);
  });
});

describe('size limits (spec 01 §5, §9)', () => {
  it('refuses an image over 10MB by name and a video over 100MB', () => {
    const big = image('playa.jpg', PUBLISH_IMAGE_MAX_BYTES + 1);
    const long = video('fiesta.mp4', PUBLISH_VIDEO_MAX_BYTES + 1);
    const result = selectMedia('post', [], [big, long]);
    expect(result.files).toEqual([]);
    expect(result.rejected).toEqual([
      { file: 'playa.jpg', reason: 'imageTooLarge' },
      { file: 'fiesta.mp4', reason: 'videoTooLarge' },
    ]);
  });
  it('accepts files exactly at the limit', () => {
    const atLimit = image('a.jpg', PUBLISH_IMAGE_MAX_BYTES);
    const videoAtLimit = video('b.mp4', PUBLISH_VIDEO_MAX_BYTES);
    expect(selectMedia('story', [], [atLimit]).files).toEqual([atLimit]);
    expect(selectMedia('story', [], [videoAtLimit]).files).toEqual([videoAtLimit]);
  });
  it('refuses what is neither image nor video, and a video for an event', () => {
    const pdf = { name: 'menu.pdf', type: 'application/pdf', size: 1000 };
    expect(selectMedia('story', [], [pdf]).rejected).toEqual([{ file: 'menu.pdf', reason: 'unsupported' }]);
    expect(selectMedia('event', [], [video('v.mp4')]).rejected).toEqual([
      { file: 'v.mp4', reason: 'notImage' },
    ]);
  });
  it('keeps what was chosen when a pick brings nothing valid', () => {
    const chosen = image('ok.jpg');
    const result = selectMedia('story', [chosen], [image('huge.jpg', PUBLISH_IMAGE_MAX_BYTES + 1)]);
    expect(result.files).toEqual([chosen]);
  });
});

describe('how many files each type takes', () => {
  it('a story takes one photo or video, the new pick replacing the old', () => {
    const first = image('a.jpg');
    const second = image('b.jpg');
    expect(selectMedia('story', [first], [second]).files).toEqual([second]);
  });
  it('uses only the first video when the files include one', () => {
    const photos = [image('a.jpg'), image('b.jpg')];
    const clips = [video('one.mp4'), video('two.mp4')];
    const post = selectMedia('post', [image('old.jpg')], [photos[0]!, clips[0]!, photos[1]!, clips[1]!]);
    expect(post.files).toEqual([clips[0]]);
    expect(post.videoOnly).toBe(true);
    expect(selectMedia('story', [], [photos[0]!, clips[1]!]).files).toEqual([clips[1]]);
    expect(selectMedia('post', [], [clips[0]!]).videoOnly).toBe(false);
  });
  it('a post adds photos up to 10 and says when more were left out', () => {
    const chosen = Array.from({ length: 8 }, (_, i) => image(`p${i}.jpg`));
    const picked = Array.from({ length: 4 }, (_, i) => image(`n${i}.jpg`));
    const result = selectMedia('post', chosen, picked);
    expect(result.files).toHaveLength(POST_MAX_IMAGES);
    expect(result.files.slice(8)).toEqual(picked.slice(0, 2));
    expect(result.overLimit).toBe(true);
    expect(selectMedia('post', [], picked).overLimit).toBe(false);
  });
  it('photos replace a post’s chosen video', () => {
    const photo = image('a.jpg');
    expect(selectMedia('post', [video('v.mp4')], [photo]).files).toEqual([photo]);
  });
  it('an event takes one image; a promotion none', () => {
    const photos = [image('a.jpg'), image('b.jpg')];
    expect(selectMedia('event', [], photos).files).toEqual([photos[0]]);
    expect(selectMedia('promotion', [], photos).files).toEqual([]);
  });
  it('keeps what still fits when the type changes', () => {
    const photos = [image('a.jpg'), image('b.jpg')];
    const clip = video('v.mp4');
    expect(keepMediaFor('post', photos)).toEqual(photos);
    expect(keepMediaFor('story', photos)).toEqual([photos[0]]);
    expect(keepMediaFor('event', [clip])).toEqual([]);
    expect(keepMediaFor('event', photos)).toEqual([photos[0]]);
    expect(keepMediaFor('promotion', photos)).toEqual([]);
  });
});
