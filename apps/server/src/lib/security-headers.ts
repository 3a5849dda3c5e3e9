import { AD_CONSENT_COOKIE } from '@atelier/contract';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  https: boolean;
  /** Razorpay's checkout.js runs on our pages and opens its window in a frame. */
  razorpay: boolean;
  /** The advertising pixels configured (REDDIT_PIXEL_ID, SNAP_PIXEL_ID). */
  pixels: { reddit: boolean; snap: boolean };
}

type Sources = Partial<Record<'script' | 'connect' | 'img' | 'frame', string[]>>;

/** Where each pixel loads its script from and sends its events to. */
const PIXEL_HOSTS: Record<'reddit' | 'snap', Sources> = {
  reddit: {
    script: ['https://www.redditstatic.com'],
    connect: ['https://alb.reddit.com', 'https://pixel-config.reddit.com'],
    img: ['https://alb.reddit.com'],
  },
  snap: {
    script: ['https://sc-static.net'],
    connect: ['https://tr.snapchat.com', 'https://tr-shadow.snapchat.com'],
    img: ['https://tr.snapchat.com'],
    frame: ['https://tr.snapchat.com'],
  },
};

const consented = new RegExp(`(?:^|;\\s*)${AD_CONSENT_COOKIE}=granted(?:;|$)`);

const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/**
 * Helmet's headers on every answer, with each header set built once at start-up: @fastify/helmet
 * builds Helmet again for every request, which cost the hottest API routes about a tenth of their
 * throughput (ADR 005 has the measurement).
 *
 * Pages, scripts and the API documentation get the site's content security policy. JSON answers
 * under /api get the short policy OWASP suggests for APIs (nothing may load, nothing may frame
 * them) and `cache-control: no-store`, since they carry one user's data.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions) {
  const common = {
    hsts: options.https,
    xFrameOptions: { action: 'deny' as const },
  };
  const forDocuments = helmet({ ...common, contentSecurityPolicy: documentPolicy(options, []) });
  // Pages for a visitor who accepted the pixels' banner also admit the configured pixels' hosts.
  const pixels = (['reddit', 'snap'] as const).filter((name) => options.pixels[name]);
  const forConsented =
    pixels.length > 0
      ? helmet({ ...common, contentSecurityPolicy: documentPolicy(options, pixels) })
      : forDocuments;
  const forApi = apiHeaders(options);
  const noop = () => undefined;

  app.addHook('onRequest', (request, reply, done) => {
    const api = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    if (api) {
      reply.headers(forApi);
    } else if (consented.test(request.headers.cookie ?? '')) {
      forConsented(request.raw, reply.raw, noop);
    } else {
      forDocuments(request.raw, reply.raw, noop);
    }
    done();
  });
}

/**
 * OWASP's REST set: JSON is never rendered as a page, so the document-only headers Helmet adds
 * (COOP, Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection, X-Download-Options, cross-domain
 * policies) would only make every answer 250 bytes longer.
 */
function apiHeaders(options: SecurityHeaderOptions): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cache-control': 'no-store',
    ...(options.https
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * The built app loads only its own scripts and styles (and Razorpay's checkout when that gateway
 * is on, and the advertising pixels a visitor accepted); media may come from blob: and data:.
 */
function documentPolicy(options: SecurityHeaderOptions, pixels: ('reddit' | 'snap')[]) {
  const allowed = (list: keyof typeof RAZORPAY) => [
    ...(options.razorpay ? RAZORPAY[list] : []),
    ...pixels.flatMap((name) => PIXEL_HOSTS[name][list] ?? []),
  ];
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...allowed('script')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...allowed('img')],
      // A video or audio file the user has just chosen is previewed from its data: URL.
      mediaSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...allowed('connect')],
      frameSrc: ["'self'", ...allowed('frame')],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(options.https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}
