import {
  createEventResponseSchema,
  createPostResponseSchema,
  createPromotionResponseSchema,
  createStoryResponseSchema,
  VIDEO_UPLOAD_FIELD,
} from '@cerca/contracts/publishing';
import { apiFetch } from '@cerca/session';
import { type UploadOptions, uploadForm } from '@cerca/session/upload';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../api/query-roots';
import type { ContentType } from '../lib/content-types';
import type { PublishRequest } from '../lib/publish-request';
import { uploadVideo } from './upload-video';

/**
 * POST /api/discovery/businesses/:id/{stories,posts,promotions,events} (shared/contracts
 * publishing.ts). Images go as multipart with upload progress; a video first goes straight to
 * storage with progress (upload-video.ts) and the form names it; a promotion goes as JSON.
 */
export async function publish(request: PublishRequest, upload: UploadOptions = {}): Promise<void> {
  let options = upload;
  if (request.type !== 'promotion' && request.video) {
    request.form.append(VIDEO_UPLOAD_FIELD, await uploadVideo(request.video, upload));
    // The form itself is a few fields: its progress would only restart the bar.
    options = upload.signal ? { signal: upload.signal } : {};
  }
  switch (request.type) {
    case 'story':
      await uploadForm(request.path, request.form, createStoryResponseSchema, options);
      return;
    case 'post':
      await uploadForm(request.path, request.form, createPostResponseSchema, options);
      return;
    case 'event':
      await uploadForm(request.path, request.form, createEventResponseSchema, options);
      return;
    case 'promotion':
      await apiFetch(request.path, createPromotionResponseSchema, {
        method: 'POST',
        body: JSON.stringify(request.body),
        ...(options.signal ? { signal: options.signal } : {}),
      });
      return;
  }
}

/** The lists that show what each type publishes, by their keys' first element. */
const REFRESHED: Record<ContentType, (keyof typeof queryRoots)[]> = {
  story: ['stories', 'businessStories', 'businessPage'],
  post: ['feed', 'businessPosts', 'businessPage'],
  promotion: ['businessPromotions', 'businessPage'],
  event: ['upcomingEvents', 'businessSearch', 'businessPage'],
};

export function refreshAfterPublishing(queryClient: QueryClient, type: ContentType): Promise<unknown> {
  return Promise.all(
    REFRESHED[type].map((root) => queryClient.invalidateQueries({ queryKey: queryRoots[root] })),
  );
}

export interface PublishVariables {
  request: PublishRequest;
  options?: UploadOptions;
}

/** Publishes, then refreshes the feed, stories and business lists that show it. */
export function usePublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, options }: PublishVariables) => publish(request, options),
    onSuccess: (_data, { request }) => {
      // Not awaited: the dialog closes at once and the lists refetch behind it.
      void refreshAfterPublishing(queryClient, request.type);
    },
  });
}
