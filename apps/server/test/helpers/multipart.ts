/**
 * A multipart/form-data body as a browser's FormData would send it, for `app.inject`; a part may
 * name its own Content-Type, as OpenAPI clients send an object (JSON) or a file without a name.
 */
export function multipartForm(
  parts: { name: string; value: string | Buffer; filename?: string; contentType?: string }[],
) {
  const boundary = '----atelier-test';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const type = part.contentType ?? (part.filename ? 'application/octet-stream' : undefined);
    const disposition =
      `form-data; name="${part.name}"` +
      (part.filename ? `; filename="${part.filename}"` : '') +
      (type ? `\r\nContent-Type: ${type}` : '');
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
