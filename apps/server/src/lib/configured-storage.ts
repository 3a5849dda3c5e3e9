import path from 'node:path';
import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** The S3 bucket when its settings are given, else DATA_DIR/media. */
export function createConfiguredStorage(config: Config): Storage {
  return config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
    ? createS3Storage({
        endpoint: config.S3_ENDPOINT,
        bucket: config.S3_BUCKET,
        accessKeyId: config.S3_ACCESS_KEY_ID,
        secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        region: config.S3_REGION,
        forcePathStyle: config.S3_FORCE_PATH_STYLE,
      })
    : createLocalStorage(path.join(config.dataDir, 'media'));
}
