import type { FastifyBaseLogger } from 'fastify';
import pino, {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';

/** Query parameters that carry a secret: emailed and OAuth tokens, media signatures. */
const SECRET_PARAMETERS = /([?&](?:token|sig|code|state)=)[^&#]*/gi;

/** A URL fit for the log: the values of secret-bearing query parameters are replaced. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(SECRET_PARAMETERS, '$1[redacted]') : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    // Fastify's request serializer, with the URL's secrets left out: a reset link opened in the
    // browser, or a signed media URL, would otherwise put a working token in the access log.
    serializers: {
      req: (request: LoggedRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Fastify gives every request a pino child bound to its request id. Making one is about 2 % of
 * the hottest route's time, and most requests never log at the configured level, so the child
 * is made on the first line that will be written; a line below the level costs one comparison.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined || !('isLevelEnabled' in logger)) {
    return logger.child(bindings, options);
  }
  return new LazyChild(logger as Logger, bindings, options);
}

type LogArgs = Parameters<FastifyBaseLogger['info']>;

class LazyChild implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.real.level;
  }
  set level(level: string) {
    this.real.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real.child(bindings, options);
  }
  silent() {}
  fatal(...args: LogArgs) {
    if (this.parent.isLevelEnabled('fatal')) this.real.fatal(...args);
  }
  error(...args: LogArgs) {
    if (this.parent.isLevelEnabled('error')) this.real.error(...args);
  }
  warn(...args: LogArgs) {
    if (this.parent.isLevelEnabled('warn')) this.real.warn(...args);
  }
  info(...args: LogArgs) {
    if (this.parent.isLevelEnabled('info')) this.real.info(...args);
  }
  debug(...args: LogArgs) {
    if (this.parent.isLevelEnabled('debug')) this.real.debug(...args);
  }
  trace(...args: LogArgs) {
    if (this.parent.isLevelEnabled('trace')) this.real.trace(...args);
  }
}
