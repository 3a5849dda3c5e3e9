import { HTTP_URL_PATTERN, MediaReference } from '@atelier/contract';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { parseUrl } from './media-inputs/fetch-media-url';
import { NON_BLANK_TEXT_PATTERN, TEXT_PATTERN } from './openapi-errors';

/** As a client reads a pattern: ECMA-262, with and without the `u` flag. */
const readings = (pattern: string) => [new RegExp(pattern), new RegExp(pattern, 'u')];

const mediaPattern = (
  z.toJSONSchema(MediaReference, { io: 'input', target: 'openapi-3.0' }) as { pattern: string }
).pattern;

/** Whether the server takes the text as a link (the media-input module and webhooks). */
function serverTakes(url: string): boolean {
  try {
    parseUrl(url);
    return true;
  } catch {
    return false;
  }
}

describe('the patterns of request text in the OpenAPI document', () => {
  it('refuses NUL and takes any other text, emoji included', () => {
    for (const pattern of readings(TEXT_PATTERN)) {
      expect(pattern.test('a\u0000b')).toBe(false);
      for (const text of ['', ' ', 'plain', 'é😀\u202e', '\ud83d\ude00']) {
        expect(pattern.test(text), JSON.stringify(text)).toBe(true);
      }
    }
  });

  it('calls blank exactly what trim removes, in every character of the first plane', () => {
    const [plain, unicode] = readings(NON_BLANK_TEXT_PATTERN);
    for (let code = 1; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const text = String.fromCharCode(code);
      const blank = text.trim() === '';
      expect(plain.test(text), code.toString(16)).toBe(!blank);
      expect(unicode.test(text), code.toString(16)).toBe(!blank);
    }
    for (const pattern of [plain, unicode]) {
      expect(pattern.test('')).toBe(false);
      expect(pattern.test(' \u00a0\u3000\ufeff\n')).toBe(false);
      expect(pattern.test(' a ')).toBe(true);
      expect(pattern.test('😀')).toBe(true);
      expect(pattern.test('a\u0000')).toBe(false);
    }
  });

  it('takes as a media reference only links the server can read, and base64 data URLs', () => {
    const documented = readings(mediaPattern);
    const links = [
      'https://example.com/a.png',
      'HTTP://Example.COM:8080/a b?c=d#e',
      'http://a',
      'http://a-b.c-d.e2/',
      'https://cdn.example.com:65535',
      'http://x.y/😀',
    ];
    for (const url of links) {
      for (const pattern of documented) expect(pattern.test(url), url).toBe(true);
      expect(serverTakes(url), url).toBe(true);
    }
    for (const data of [
      'data:image/png;base64,iVBORw0KGgo=',
      'data:;BASE64,',
      'data:a;b=c;base64,x',
    ]) {
      for (const pattern of documented) expect(pattern.test(data), data).toBe(true);
    }
    // The server refuses these (400 "Invalid URL" or "URL not allowed")...
    const refused = [
      '0',
      'example.com/a.png',
      'ftp://example.com/a.png',
      'javascript:alert(1)',
      'http://',
      'http://user:secret@example.com/a.png',
      'http://xn--abc.com/',
      'http://a.09/',
      'http://a.0x/',
      'http://a.1/',
      'http://1.2.3.4.5/',
      'http://a:65536/',
      'http://a\u0000b/',
    ];
    // ...and these the document leaves out: an address in numbers (its range decides), a data
    // URL not in base64, and `DATA:` (read as a link, so refused).
    const leftOut = [
      'http://10.0.0.1/',
      'http://[::1]/',
      'data:image/png,plain',
      'DATA:a;base64,AA',
    ];
    for (const url of refused) expect(serverTakes(url), url).toBe(false);
    for (const url of [...refused, ...leftOut]) {
      for (const pattern of documented) expect(pattern.test(url), url).toBe(false);
    }
  });

  it('takes as a webhook URL the links a media reference may be, and no data URL', () => {
    for (const pattern of readings(HTTP_URL_PATTERN)) {
      expect(pattern.test('https://hooks.example.com/atelier?x=1')).toBe(true);
      expect(pattern.test('data:image/png;base64,AA')).toBe(false);
      expect(pattern.test('https://user@example.com/')).toBe(false);
    }
  });
});
