import type { IncomingHttpHeaders } from 'node:http';
import type { Reply } from '../http-double';

// How ComfyUI's aiohttp server answers, and the reverse proxy a token puts in front of it.

export const json = (status: number, body: unknown): Reply => ({
  status,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
/** aiohttp's `web.Response(status=200)`: no body. */
export const ok = (): Reply => ({ status: 200, type: 'application/octet-stream', body: '' });
export const plain = (status: number, text: string): Reply => ({
  status,
  type: 'text/plain; charset=utf-8',
  body: text,
});
/** What aiohttp answers when a handler raises (a body that is not JSON, say). */
export const serverError = () =>
  plain(500, '500 Internal Server Error\n\nServer got itself in trouble');

export const authorized = (headers: IncomingHttpHeaders, token: string | undefined) =>
  !token || headers.authorization === `Bearer ${token}`;
export const UNAUTHORIZED =
  '<html>\r\n<head><title>401 Authorization Required</title></head>\r\n<body>\r\n<center><h1>401 Authorization Required</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';
