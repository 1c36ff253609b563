/** The little of s3rver's API the tests use (the package ships no types). */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
  }
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}

declare module 's3rver/lib/stores/filesystem.js' {
  interface ListOptions {
    delimiter?: string;
    prefix?: string;
    startAfter?: string;
    maxKeys?: number;
  }
  interface Listing {
    objects: { key: string }[];
    commonPrefixes: string[];
    isTruncated: boolean;
  }
  export default class FilesystemStore {
    listObjects(bucket: string, options: ListOptions): Promise<Listing>;
  }
}
