import { HTTP_URL_PATTERN, MediaReference } from '@atelier/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NON_BLANK_TEXT_PATTERN, TEXT_PATTERN } from './lib/openapi-errors';
import { describeApi } from './openapi-document';

interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  allOf?: Schema[];
  oneOf?: Schema[];
}
interface Media {
  schema: Schema;
  encoding?: Record<string, { contentType: string }>;
}
interface Operation {
  parameters?: { name: string; schema: Schema }[];
  requestBody?: { content: Record<string, Media> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const MEDIA_PATTERN = (
  z.toJSONSchema(MediaReference, { io: 'input', target: 'openapi-3.0' }) as { pattern: string }
).pattern;

/** Every string schema under a request schema, with where it is. */
function texts(schema: Schema | undefined, at: string): [string, Schema][] {
  if (!schema) return [];
  const own: [string, Schema][] = schema.type === 'string' ? [[at, schema]] : [];
  const inner = [
    ...Object.entries(schema.properties ?? {}).map(([name, s]) => texts(s, `${at}.${name}`)),
    texts(schema.items, `${at}[]`),
    typeof schema.additionalProperties === 'object'
      ? texts(schema.additionalProperties, `${at}.*`)
      : [],
    ...[...(schema.anyOf ?? []), ...(schema.allOf ?? []), ...(schema.oneOf ?? [])].map((s, i) =>
      texts(s, `${at}|${i}`),
    ),
  ];
  return [...own, ...inner.flat()];
}

describe('the OpenAPI document says what the server accepts', () => {
  let doc: Document;
  beforeAll(async () => {
    doc = (await describeApi()) as unknown as Document;
  });
  const json = (path: string, method = 'post') =>
    doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
  /** The forms of a body whose forms differ by a property's value. */
  const formsOf = (schema: Schema | undefined) => schema?.anyOf ?? (schema ? [schema] : []);
  const formWith = (schema: Schema | undefined, name: string, value: unknown) =>
    formsOf(schema).filter((form) => form.properties?.[name]?.enum?.includes(value));

  it('refuses NUL in every text of every request (422 at the server)', () => {
    const open: string[] = [];
    let seen = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const where = `${method.toUpperCase()} ${path}`;
        const schemas = [
          ...Object.entries(operation.requestBody?.content ?? {}).map(
            ([type, media]) => [`${where} ${type}`, media.schema] as const,
          ),
          ...(operation.parameters ?? []).map((p) => [`${where} ${p.name}`, p.schema] as const),
        ];
        for (const [at, schema] of schemas) {
          for (const [name, text] of texts(schema, at)) {
            if (text.enum || text.format) continue;
            seen++;
            const pattern = text.pattern ? new RegExp(text.pattern, 'u') : null;
            if (!pattern || pattern.test('a\u0000b')) open.push(name);
          }
        }
      }
    }
    expect(seen).toBeGreaterThan(300);
    expect(open).toEqual([]);
  });

  it('says which texts must hold more than white space', () => {
    expect(json('/api/generate-image')?.properties?.prompt?.pattern).toBe(NON_BLANK_TEXT_PATTERN);
    const [voiceOver] = formWith(json('/api/audio/generate'), 'tool_type', 'voice_over');
    expect(voiceOver?.required).toContain('text');
    expect(voiceOver?.properties?.text?.pattern).toBe(NON_BLANK_TEXT_PATTERN);
    for (const tool of ['music', 'song', 'song_with_music']) {
      const [form] = formWith(json('/api/audio/generate'), 'tool_type', tool);
      expect(form?.required, tool).toContain('prompt');
      expect(form?.properties?.prompt?.pattern, tool).toBe(NON_BLANK_TEXT_PATTERN);
    }
    for (const path of ['/api/reimagine/generate', '/api/reimagine/analyze-image']) {
      for (const form of formsOf(json(path))) {
        expect(form.required, path).toContain('prompt');
        expect(form.properties?.prompt?.pattern, path).toBe(NON_BLANK_TEXT_PATTERN);
      }
    }
    for (const form of formsOf(json('/api/product-ads/video/generate'))) {
      expect(form.required).toContain('user_description');
      expect(form.properties?.user_description?.pattern).toBe(NON_BLANK_TEXT_PATTERN);
    }
    expect(json('/api/translate')?.properties?.text?.pattern).toBe(NON_BLANK_TEXT_PATTERN);
    // A text that may be blank refuses only NUL.
    expect(json('/api/chat/generate-prompt')?.properties?.prompt?.pattern).toBe(TEXT_PATTERN);
  });

  it('says a custom ad style needs its description, and the listed styles none', () => {
    const body = json('/api/product-ads/image/generate');
    const custom = formWith(body, 'ad_style', 'custom');
    expect(custom.length).toBeGreaterThan(0);
    for (const form of custom) {
      expect(form.required).toContain('custom_style');
      expect(form.properties?.custom_style?.pattern).toBe(NON_BLANK_TEXT_PATTERN);
    }
    const listed = formWith(body, 'ad_style', 'minimalist');
    expect(listed.length).toBeGreaterThan(0);
    for (const form of listed) {
      expect(form.required ?? []).not.toContain('custom_style');
      expect(form.properties?.ad_style?.enum).not.toContain('custom');
    }
  });

  it('says which files each media tool needs, each a link the server reads or a data URL', () => {
    const needsOneOf = (path: string, first: string, second: string, tool?: string) => {
      const forms = tool ? formWith(json(path), 'tool_type', tool) : formsOf(json(path));
      // Each form needs one of the two, and some form needs each.
      const needs = forms.map((form) => form.required?.filter((n) => [first, second].includes(n)));
      for (const one of needs) expect(one).toHaveLength(1);
      expect(new Set(needs.flat())).toEqual(new Set([first, second]));
      for (const form of forms) {
        for (const name of form.required ?? []) {
          if ([first, second].includes(name)) {
            expect(form.properties?.[name]?.pattern).toBe(MEDIA_PATTERN);
          }
        }
      }
    };
    needsOneOf('/api/reimagine/generate', 'image', 'image_url', 'image_modification');
    needsOneOf('/api/reimagine/analyze-image', 'image', 'image_url');
    needsOneOf('/api/reimagine/generate-video', 'video', 'video_url', 'video_reference_ultra_pro');
    needsOneOf('/api/product-ads/image/generate', 'product_image', 'product_image_url');
    const [references] = formWith(
      json('/api/reimagine/generate'),
      'tool_type',
      'multi_images_reference',
    );
    expect(references?.required).toContain('reference_images');
    expect(references?.properties?.reference_images).toMatchObject({
      minItems: 1,
      items: { pattern: MEDIA_PATTERN },
    });
    expect(json('/api/developer/webhooks')?.properties?.url?.pattern).toBe(HTTP_URL_PATTERN);
  });

  it('says which video parameters each tool takes, leaving out the combinations it refuses', () => {
    const [ultra] = formWith(
      json('/api/reimagine/generate-video'),
      'tool_type',
      'video_reference_ultra',
    );
    const parameters = ultra?.properties?.parameters?.anyOf ?? [];
    expect(parameters).toHaveLength(2);
    // Either 5 seconds, or a quality below 1080p: never 8 s at 1080p.
    expect(parameters.map((form) => form.properties?.duration?.enum)).toContainEqual([5]);
    expect(parameters.map((form) => form.properties?.quality?.enum)).toContainEqual([
      '360p',
      '540p',
      '720p',
    ]);
    expect(parameters[0]?.properties?.aspect_ratio?.enum).toEqual(['16:9', '9:16', '1:1']);
  });

  it('names the text providers with their models, and the plans on sale', () => {
    const [choices] = json('/api/chat/generate')?.allOf?.slice(1) ?? [];
    const anthropic = formWith(choices, 'provider', 'anthropic')[0];
    expect(anthropic?.required).toEqual(['provider', 'model']);
    expect(anthropic?.properties?.model?.enum).toContain('claude-haiku-4-5');
    expect(json('/api/subscription/sandbox-order')?.properties?.plan_id?.enum).toEqual([
      'pro',
      'growth',
      'enterprise',
    ]);
  });

  it('sends objects as JSON and files as bytes in multipart bodies', () => {
    const form =
      doc.paths['/api/reimagine/generate']?.post?.requestBody?.content['multipart/form-data'];
    expect(form?.encoding).toEqual({
      parameters: { contentType: 'application/json' },
      image: { contentType: 'application/octet-stream' },
      reference_images: { contentType: 'application/octet-stream' },
    });
    // A part the tool does not name is taken as text and ignored.
    for (const each of formsOf(form?.schema)) {
      expect(each.additionalProperties).toEqual({ type: 'string', pattern: TEXT_PATTERN });
    }
  });

  it('keeps the length a normalising pipe checks before its address check', () => {
    // AdminInviteBody: trim, lower-case, at most 254 ("Email is too long"), then an address.
    expect(json('/api/admin/admins')?.properties?.email).toMatchObject({ maxLength: 254 });
    expect(json('/api/auth/register')?.properties?.email).toMatchObject({ maxLength: 254 });
  });

  it("leaves out PayPal's browser returns, which lead to the web app", () => {
    expect(Object.keys(doc.paths).filter((path) => path.includes('/payments/paypal/'))).toEqual([]);
  });
});
