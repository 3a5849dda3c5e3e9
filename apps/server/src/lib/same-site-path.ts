const BASE = 'http://same-site.invalid';

/**
 * A path for a `Location` header the server builds from a request's path. Whatever the path holds
 * (`//host`, `/\host`, tabs browsers strip, `/.//host`), the answer stays on this site: it is read
 * as a browser would read it, anything naming another origin becomes `/`, and a leading run of
 * slashes is one slash, so no browser can take it for a host.
 */
export function sameSitePath(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE) return '/';
  return '/' + url.pathname.replace(/^[/\\]+/, '') + url.search;
}
