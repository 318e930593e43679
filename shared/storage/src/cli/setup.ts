// npm run storage:setup — creates the object store's missing buckets (STORAGE_DRIVER=s3) and lets
// the app's origin PUT the videos browsers upload directly. `npm start` runs it when STORAGE_DRIVER
// is s3; production runs it once per store (and again after adding a bucket), with the services'
// environment (S3_*, PUBLIC_URL). With the local driver there is nothing to set up.
import { loadConfig } from '@cerca/service-kit';
import { BUCKET_NAMES, DIRECT_UPLOAD_BUCKETS } from '../buckets';
import { S3Driver } from '../s3-driver';
import { corsOriginsOf } from './cors-origins';

const config = loadConfig(process.env);
const { s3 } = config.objectStorage;

async function main(): Promise<void> {
  if (!s3) {
    console.info(`storage: local disk at ${config.storageDir}, nothing to set up`);
    return;
  }
  const driver = new S3Driver(s3);
  const corsOrigins = corsOriginsOf(config.publicUrl, config.env);
  const created = await driver.ensureBuckets(BUCKET_NAMES, {
    directUploadBuckets: DIRECT_UPLOAD_BUCKETS,
    corsOrigins,
  });
  const store = s3.endpoint ?? `AWS S3 (${s3.region})`;
  console.info(
    `storage: ${BUCKET_NAMES.length} buckets in ${store}` +
      (created.length ? `, created ${created.join(', ')}` : ', all there') +
      `; direct uploads allowed from ${corsOrigins.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error('storage setup failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
