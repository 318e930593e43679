import type { CreatePromotionBody } from '@cerca/contracts/publishing';
import type { ContentType } from './content-types';
import type { CreateFormOutput, Publisher } from './create-form';
import { mediaKindOf } from './media';

// What each type sends (shared/contracts publishing.ts): a story, a post and an event go as
// multipart/form-data (their images stream to storage, with upload progress); a promotion as JSON.
// A story's or a post's video (up to 100 MB) goes from the browser straight to storage first, with
// progress, through a signed PUT asked of `video.uploadPath`; the form then names it (video_upload).

/** A video uploaded straight to storage before its story or post is published. */
export interface DirectVideo {
  file: File;
  purpose: 'story' | 'post';
  /** POST here answers the signed PUT (shared/contracts videoUploadSchema). */
  uploadPath: string;
}

export type PublishRequest =
  | { type: 'promotion'; path: string; body: CreatePromotionBody }
  | { type: Exclude<ContentType, 'promotion'>; path: string; form: FormData; video?: DirectVideo };

const businessPath = (businessId: string, resource: string) =>
  `/api/discovery/businesses/${encodeURIComponent(businessId)}/${resource}`;

/**
 * A story or a post: into the chosen business's own route, or, under a typed business name,
 * into POST /api/discovery/{stories,posts} with the name and the chosen city.
 */
function publisherTarget(publisher: Publisher, resource: 'stories' | 'posts', form: FormData): string {
  if ('business_id' in publisher) return businessPath(publisher.business_id, resource);
  form.append('business_name', publisher.business_name);
  form.append('city_id', publisher.city_id);
  return `/api/discovery/${resource}`;
}

/** The video of a story or post, uploaded straight to storage, or undefined for images. */
function directVideo(
  publisher: Publisher,
  purpose: DirectVideo['purpose'],
  files: File[],
): DirectVideo | undefined {
  const file = files.find((candidate) => mediaKindOf(candidate) === 'video');
  if (!file) return undefined;
  const uploadPath =
    'business_id' in publisher
      ? businessPath(publisher.business_id, 'video-uploads')
      : '/api/discovery/video-uploads';
  return { file, purpose, uploadPath };
}

/** The request of a valid form, with the endpoint's own field names. */
export function toPublishRequest(values: CreateFormOutput): PublishRequest {
  switch (values.type) {
    case 'story': {
      const form = new FormData();
      const path = publisherTarget(values, 'stories', form);
      const video = directVideo(values, 'story', [values.file]);
      if (video) return { type: 'story', path, form, video };
      form.append('file', values.file);
      return { type: 'story', path, form };
    }
    case 'post': {
      const form = new FormData();
      const path = publisherTarget(values, 'posts', form);
      form.append('caption', values.fields.caption);
      // With a video, only the video is published (spec 01 §5): it goes straight to storage.
      const video = directVideo(values, 'post', values.files);
      if (video) return { type: 'post', path, form, video };
      for (const file of values.files) form.append('files', file);
      return { type: 'post', path, form };
    }
    case 'promotion':
      return { type: 'promotion', path: businessPath(values.business_id, 'promotions'), body: values.body };
    case 'event': {
      const form = new FormData();
      const { title, description, event_date } = values.fields;
      if (title) form.append('title', title);
      form.append('description', description);
      form.append('event_date', event_date);
      form.append('file', values.file);
      return { type: 'event', path: businessPath(values.business_id, 'events'), form };
    }
  }
}
