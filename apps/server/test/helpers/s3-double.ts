import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import { findFreePort } from '../../src/lib/free-port';

export interface S3Object {
  body: Buffer;
  contentType: string;
}

export interface S3Request {
  method: string;
  /** The path as sent, e.g. `/atelier/avatars/<user>/<name>.png`. */
  path: string;
  headers: IncomingHttpHeaders;
}

export interface S3Double {
  /** The endpoint to give the client (path-style: `<url>/<bucket>/<key>`). */
  url: string;
  /** The bucket's objects by key. */
  objects: Map<string, S3Object>;
  /** Every request, including refused ones. */
  requests: S3Request[];
  close(): Promise<void>;
}

/**
 * A local double of the S3 REST API for one bucket, path-style: PUT, GET, HEAD and DELETE of an
 * object. Like S3 it checks each request's SigV4 signature against the one key pair it knows and
 * answers S3's XML errors (AccessDenied, InvalidAccessKeyId, SignatureDoesNotMatch, NoSuchKey, ...).
 */
export async function startS3Double(options: {
  accessKeyId: string;
  secretAccessKey: string;
  bucket?: string;
}): Promise<S3Double> {
  const bucket = options.bucket ?? 'atelier';
  const port = await findFreePort();
  const objects = new Map<string, S3Object>();
  const requests: S3Request[] = [];

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const method = incoming.method ?? 'GET';
      const [rawPath = '/', rawQuery = ''] = (incoming.url ?? '/').split('?', 2);
      const body = Buffer.concat(chunks);
      requests.push({ method, path: rawPath, headers: incoming.headers });

      const refusal = checkSignature(options, {
        method,
        rawPath,
        rawQuery,
        headers: incoming.headers,
        body,
      });
      if (refusal) return sendError(response, refusal.status, refusal.code, refusal.message);

      const [, requestedBucket = '', ...keyParts] = rawPath.split('/');
      const key = keyParts.map(decodeURIComponent).join('/');
      if (requestedBucket !== bucket) {
        return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      const object = objects.get(key);
      switch (method) {
        case 'PUT': {
          objects.set(key, {
            body,
            contentType: incoming.headers['content-type'] ?? 'binary/octet-stream',
          });
          response.writeHead(200, { etag: etagOf(body) });
          return response.end();
        }
        case 'GET':
        case 'HEAD': {
          if (!object) {
            if (method === 'HEAD') return response.writeHead(404).end();
            return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', key);
          }
          response.writeHead(200, {
            'content-type': object.contentType,
            'content-length': object.body.length,
            etag: etagOf(object.body),
          });
          return response.end(method === 'GET' ? object.body : undefined);
        }
        case 'DELETE':
          // S3 answers 204 whether or not the key existed.
          objects.delete(key);
          return response.writeHead(204).end();
        default:
          return sendError(
            response,
            405,
            'MethodNotAllowed',
            'The specified method is not allowed against this resource.',
          );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        // The SDK keeps connections alive; without this, close waits for them to idle out.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface SignedRequest {
  method: string;
  rawPath: string;
  rawQuery: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/** SigV4 as S3 checks it (header form); answers why a request is refused, or null. */
function checkSignature(
  keys: { accessKeyId: string; secretAccessKey: string },
  request: SignedRequest,
): { status: number; code: string; message: string } | null {
  const match = AUTHORIZATION.exec(String(request.headers.authorization ?? ''));
  if (!match) return { status: 403, code: 'AccessDenied', message: 'Access Denied' };
  const [, accessKeyId, date = '', region = '', signedHeaders = '', signature = ''] = match;
  if (accessKeyId !== keys.accessKeyId) {
    return {
      status: 403,
      code: 'InvalidAccessKeyId',
      message: 'The AWS Access Key Id you provided does not exist in our records.',
    };
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(request.body)) {
    return {
      status: 400,
      code: 'XAmzContentSHA256Mismatch',
      message: "The provided 'x-amz-content-sha256' header does not match what was computed.",
    };
  }
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${headerValue(request.headers[name])}\n`)
    .join('');
  const canonicalRequest = [
    request.method,
    request.rawPath,
    canonicalQuery(request.rawQuery),
    canonicalHeaders,
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    headerValue(request.headers['x-amz-date']),
    scope,
    sha256(canonicalRequest),
  ].join('\n');
  const signingKey = [date, region, 's3', 'aws4_request'].reduce<Buffer>(
    (key, part) => hmac(key, part),
    Buffer.from(`AWS4${keys.secretAccessKey}`),
  );
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString('hex'));
  if (!timingSafeEqual(expected, Buffer.from(signature))) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message:
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
    };
  }
  return null;
}

function canonicalQuery(rawQuery: string): string {
  const encode = (value: string) =>
    encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  return [...new URLSearchParams(rawQuery)]
    .map(([name, value]) => [encode(name), encode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? compare(x, y) : compare(a, b)))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const headerValue = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim().replace(/\s+/g, ' ');

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer, data: string) => createHmac('sha256', key).update(data).digest();
const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex')}"`;

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  key?: string,
): void {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${escapeXml(message)}</Message>` +
    (key === undefined ? '' : `<Key>${escapeXml(key)}</Key>`) +
    `<RequestId>${randomBytes(8).toString('hex').toUpperCase()}</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(xml);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
