import { describe, expect, it } from 'vitest';
import { toPublishRequest } from './publish-request';

const BUSINESS = '7d4c3b0a-2f1e-4d5c-9b8a-1a2b3c4d5e6f';
const photo = new File(['x'], 'foto.jpg', { type: 'image/jpeg' });

describe('the requests', () => {
  it('sends a story’s file as multipart', () => {
    const request = toPublishRequest({ type: 'story', business_id: BUSINESS, file: photo });
    expect(request.path).toBe(`/api/discovery/businesses/${BUSINESS}/stories`);
    expect(request.type === 'story' && request.form.getAll('file')).toHaveLength(1);
  });
  it('sends a post’s caption and every file under `files`', () => {
    const request = toPublishRequest({
      type: 'post',
      business_id: BUSINESS,
      fields: { caption: 'Hola' },
      files: [photo, photo],
    });
    expect(request.path).toBe(`/api/discovery/businesses/${BUSINESS}/posts`);
    if (request.type !== 'post') throw new Error('post expected');
    expect(request.form.get('caption')).toBe('Hola');
    expect(request.form.getAll('files')).toHaveLength(2);
  });
  it('sends a story or a post under a typed name to the routes for people without a business', () => {
    const CITY = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
    const story = toPublishRequest({ type: 'story', business_name: 'Tacos Ana', city_id: CITY, file: photo });
    expect(story.path).toBe('/api/discovery/stories');
    if (story.type !== 'story') throw new Error('story expected');
    expect(story.form.get('business_name')).toBe('Tacos Ana');
    expect(story.form.get('city_id')).toBe(CITY);
    expect(story.form.getAll('file')).toHaveLength(1);
    const post = toPublishRequest({
      type: 'post',
      business_name: 'Tacos Ana',
      city_id: CITY,
      fields: { caption: 'Hola' },
      files: [photo],
    });
    expect(post.path).toBe('/api/discovery/posts');
    if (post.type !== 'post') throw new Error('post expected');
    expect([post.form.get('business_name'), post.form.get('city_id'), post.form.get('caption')]).toEqual([
      'Tacos Ana',
      CITY,
      'Hola',
    ]);
    expect(post.form.getAll('files')).toHaveLength(1);
  });
  it('sends a story’s or a post’s video straight to storage, never in the form', () => {
    const video = new File(['v'], 'paseo.mp4', { type: 'video/mp4' });
    const story = toPublishRequest({ type: 'story', business_id: BUSINESS, file: video });
    if (story.type !== 'story') throw new Error('story expected');
    expect(story.path).toBe(`/api/discovery/businesses/${BUSINESS}/stories`);
    expect(story.video).toEqual({
      file: video,
      purpose: 'story',
      uploadPath: `/api/discovery/businesses/${BUSINESS}/video-uploads`,
    });
    expect(story.form.has('file')).toBe(false);
    const CITY = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7a8b';
    const post = toPublishRequest({
      type: 'post',
      business_name: 'Tacos Ana',
      city_id: CITY,
      fields: { caption: 'Hola' },
      files: [video],
    });
    if (post.type !== 'post') throw new Error('post expected');
    expect(post.video).toEqual({ file: video, purpose: 'post', uploadPath: '/api/discovery/video-uploads' });
    expect(post.form.getAll('files')).toEqual([]);
    expect(post.form.get('caption')).toBe('Hola');
    // Photos still go in the form, streamed through the service.
    expect(toPublishRequest({ type: 'story', business_id: BUSINESS, file: photo })).not.toHaveProperty(
      'video',
    );
  });
  it('sends a promotion as JSON and an event with its date, description and optional title', () => {
    const promotion = toPublishRequest({
      type: 'promotion',
      business_id: BUSINESS,
      body: { message: '2x1' },
    });
    expect(promotion).toEqual({
      type: 'promotion',
      path: `/api/discovery/businesses/${BUSINESS}/promotions`,
      body: { message: '2x1' },
    });
    const event = toPublishRequest({
      type: 'event',
      business_id: BUSINESS,
      fields: { description: 'Jazz', event_date: '2025-06-20' },
      file: photo,
    });
    if (event.type !== 'event') throw new Error('event expected');
    expect(event.path).toBe(`/api/discovery/businesses/${BUSINESS}/events`);
    expect(event.form.has('title')).toBe(false);
    expect(event.form.get('description')).toBe('Jazz');
    expect(event.form.get('event_date')).toBe('2025-06-20');
    expect(event.form.getAll('file')).toHaveLength(1);
  });
});
