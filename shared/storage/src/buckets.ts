/** What a file is, as far as the buckets care. */
export type MediaKind = 'image' | 'video';

/** Spanish texts shown when an upload breaks a bucket's rules; `{file}` is the file's name. */
export interface BucketMessages {
  /** The content is not one of the bucket's kinds. */
  invalidType: string;
  /** The file is larger than the limit of its kind. */
  tooLarge: Partial<Record<MediaKind, string>>;
}

export interface BucketRule {
  /** Private buckets are never served publicly; they are read through signed URLs. */
  public: boolean;
  /** Largest accepted file per kind, in bytes; kinds not listed are refused. */
  maxBytes: Partial<Record<MediaKind, number>>;
  /**
   * Who may write a key: `user` = exactly `<userId>.<ext>` (overwritten on each upload),
   * `business` = `<businessId>/...` of a business the caller owns, `service` = nobody over the
   * storage API: the owning service writes after its own checks and hands out signed URLs to read.
   */
  keyOwner: 'user' | 'business' | 'service';
  messages: BucketMessages;
}

const MB = 1024 * 1024;

// The texts below come from the specs word for word, except the two `invalidType` texts of
// stories and posts, which the specs do not give.
const IMAGE_5MB: BucketMessages = {
  invalidType: 'Por favor selecciona una imagen válida',
  tooLarge: { image: 'La imagen es demasiado grande. Máximo 5MB.' },
};

const STORY_OR_POST_MEDIA: BucketMessages = {
  invalidType: 'El archivo {file} no es una imagen o video válido.',
  tooLarge: {
    image: 'La imagen {file} es demasiado grande. Máximo 10MB por imagen.',
    video: 'El video es demasiado grande. Máximo 100MB.',
  },
};

/**
 * The bucket catalogue of both specs: stories and posts take images (10MB) and videos (100MB);
 * business, avatar, menu, identity and order-report images take 5MB; `driver-ids` and
 * `order-help-photos` are private.
 */
export const BUCKETS = {
  'business-stories': {
    public: true,
    maxBytes: { image: 10 * MB, video: 100 * MB },
    keyOwner: 'business',
    messages: STORY_OR_POST_MEDIA,
  },
  'business-posts': {
    public: true,
    maxBytes: { image: 10 * MB, video: 100 * MB },
    keyOwner: 'business',
    messages: STORY_OR_POST_MEDIA,
  },
  'business-photos': {
    public: true,
    maxBytes: { image: 5 * MB },
    keyOwner: 'business',
    messages: {
      invalidType: '{file} no es una imagen válida',
      tooLarge: { image: '{file} es demasiado grande (máximo 5MB)' },
    },
  },
  'menu-items': { public: true, maxBytes: { image: 5 * MB }, keyOwner: 'business', messages: IMAGE_5MB },
  avatars: { public: true, maxBytes: { image: 5 * MB }, keyOwner: 'user', messages: IMAGE_5MB },
  'driver-ids': { public: false, maxBytes: { image: 5 * MB }, keyOwner: 'user', messages: IMAGE_5MB },
  // "Ayuda con mi pedido" (issue 25): a customer's photo of what came, `<businessId>/<reportId>.<ext>`,
  // written by the ordering service with the report and shown to the business and its city's partner.
  'order-help-photos': {
    public: false,
    maxBytes: { image: 5 * MB },
    keyOwner: 'service',
    messages: IMAGE_5MB,
  },
  // Flags and category artwork written by the seed through the library; no kind is accepted,
  // so every upload through the HTTP API is refused.
  catalogue: { public: true, maxBytes: {}, keyOwner: 'business', messages: IMAGE_5MB },
} as const satisfies Record<string, BucketRule>;

export type BucketName = keyof typeof BUCKETS;

export const BUCKET_NAMES = Object.keys(BUCKETS) as BucketName[];

export function isBucketName(name: string): name is BucketName {
  return Object.hasOwn(BUCKETS, name);
}

export function bucketRule(bucket: BucketName): BucketRule {
  return BUCKETS[bucket];
}

/** The largest file a bucket takes of any kind: the stream limit of an upload. */
export function bucketMaxBytes(bucket: BucketName): number {
  return Math.max(
    0,
    ...Object.values(bucketRule(bucket).maxBytes).filter((n): n is number => typeof n === 'number'),
  );
}

/**
 * Videos (up to 100MB) go from the browser straight to the store in these buckets; the
 * publishing routes then check them (Storage.checkUploadedObject). Every other upload streams
 * through a service.
 */
export const DIRECT_UPLOAD_BUCKETS = ['business-stories', 'business-posts'] as const satisfies BucketName[];

/** The video types a direct upload may declare, with the extension its key gets (sniff.ts decides the same). */
export const DIRECT_UPLOAD_VIDEO_TYPES = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
} as const;

/** Business photos: the specs allow 5 main and 3 banner photos; posts up to 10 images. */
export const UPLOAD_COUNTS = {
  businessPhotosMain: 5,
  businessPhotosBanner: 3,
  postImages: 10,
  storyMedia: 1,
  postVideos: 1,
} as const;
