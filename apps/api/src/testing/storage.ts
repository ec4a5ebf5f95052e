// `@portal/api/testing/storage`: object storage for the benchmarks (a local S3 server, the API's S3
// adapter, sample files); apart from `@portal/api/testing` so that the AWS SDK and the S3 server load only
// where a tool asks for them.
export { samplePdf } from '../test/multipart.ts';
export { startS3Server } from '../test/s3-server.ts';
export { s3Storage } from '../adapters/storage/s3.ts';
