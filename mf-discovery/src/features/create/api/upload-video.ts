import { videoUploadSchema } from '@cerca/contracts/publishing';
import { i18n } from '@cerca/i18n';
import { apiFetch } from '@cerca/session';
import { putFile, type UploadOptions } from '@cerca/session/upload';
import { NS } from '../../../lib/i18n';
import type { DirectVideo } from '../lib/publish-request';

/**
 * POST …/video-uploads (shared/contracts createVideoUploadBodySchema) for a signed PUT, then the
 * file straight to storage with progress: S3 when the server uses it, else the storage service,
 * the same PUT either way. Answers the id the story or post is published with; the server checks
 * the bytes then, and removes what it refuses.
 */
export async function uploadVideo(video: DirectVideo, options: UploadOptions = {}): Promise<string> {
  const upload = await apiFetch(video.uploadPath, videoUploadSchema, {
    method: 'POST',
    body: JSON.stringify({
      purpose: video.purpose,
      content_type: video.file.type,
      size: video.file.size,
      file_name: video.file.name.slice(0, 255),
    }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  await putFile(upload, video.file, i18n.t('publish.videoUploadFailed', { ns: NS }), options);
  return upload.id;
}
