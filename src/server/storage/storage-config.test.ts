import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('storage configuration', () => {
  it('keeps originals and media in DATA_DIR, with scratch in DATA_DIR/work, by default', () => {
    const config = loadConfig({ DATA_DIR: '/srv/izoom' });
    expect(config.storage).toEqual({ kind: 'local' });
    expect(config.workDir).toBe(path.resolve('/srv/izoom/work'));
    expect(loadConfig({ DATA_DIR: '/srv/izoom', WORK_DIR: '/scratch' }).workDir).toBe('/scratch');
  });

  it('reads STORAGE_URL=s3://bucket/prefix with the S3 variables', () => {
    expect(
      loadConfig({
        STORAGE_URL: 's3://izoom-media/prod/eu/',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-central-1',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'izoom-media',
      prefix: 'prod/eu',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ STORAGE_URL: 's3://izoom-media', AWS_REGION: 'us-west-2' }).storage).toEqual({
      kind: 's3',
      bucket: 'izoom-media',
      prefix: '',
      endpoint: undefined,
      region: 'us-west-2',
      forcePathStyle: false,
    });
  });

  it.each([
    [
      { STORAGE_URL: 'https://bucket.example/x' },
      'STORAGE_URL must be s3://bucket or s3://bucket/prefix, got "https://bucket.example/x"',
    ],
    [{ STORAGE_URL: 's3://' }, 'STORAGE_URL must be s3://bucket or s3://bucket/prefix'],
    [{ STORAGE_URL: 's3://My_Bucket/x' }, 'STORAGE_URL: "My_Bucket" is not a valid bucket name'],
    [{ STORAGE_URL: 's3://media/a//b' }, 'STORAGE_URL: the prefix "a//b" has an empty, "." or ".." segment'],
    [{ STORAGE_URL: 's3://media/../b' }, 'has an empty, "." or ".." segment'],
    [{ STORAGE_URL: 's3://media', S3_ENDPOINT: 'ftp://host' }, 'S3_ENDPOINT must be an http:// or https:// URL'],
    [{ STORAGE_URL: 's3://media', S3_ENDPOINT: 'host:9000' }, 'S3_ENDPOINT must be an'],
    [{ STORAGE_URL: 's3://media', S3_FORCE_PATH_STYLE: 'maybe' }, 'S3_FORCE_PATH_STYLE must be true or false'],
    [
      { S3_ENDPOINT: 'http://127.0.0.1:9000' },
      'S3_ENDPOINT: only used with STORAGE_URL=s3://bucket/prefix, which is not set',
    ],
  ] as [Record<string, string>, string][])('refuses %j in words', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
