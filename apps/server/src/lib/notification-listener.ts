import pg from 'pg';
import type { Logger } from 'pino';

const RECONNECT_MS = 1000;

export interface NotificationListenerOptions {
  url: string;
  /** How the connection is named in pg_stat_activity. */
  applicationName: string;
  channels: readonly string[];
  logger: Logger;
  /** What the log says when the connection is lost (and again while it stays down). */
  lostMessage: string;
  onNotification(channel: string, payload: string): void;
  /** Listening (again): from here on every change will be heard. */
  onUp(): void;
  /** Not listening: a change may go unheard, so whatever it would have corrected must go. */
  onDown(): void;
}

export interface NotificationListener {
  start: () => Promise<void>;
  stop: () => Promise<void>;
  isListening: () => boolean;
}

/**
 * A PostgreSQL connection that LISTENs on some channels and comes back by itself when lost: what
 * the caches kept exact by notifications (sessions, search revisions) stand on.
 */
export function createNotificationListener(
  options: NotificationListenerOptions,
): NotificationListener {
  const { logger } = options;
  let client: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const lost = (error?: Error) => {
    if (!listening) return;
    listening = false;
    options.onDown();
    void client?.end().catch(() => undefined);
    if (!stopped) {
      logger.warn({ err: error }, options.lostMessage);
      scheduleReconnect();
    }
  };

  const scheduleReconnect = () => {
    reconnectTimer = setTimeout(() => {
      listen().catch((retryError: unknown) => {
        logger.warn({ err: retryError }, `${options.lostMessage} (still down)`);
        if (!stopped) scheduleReconnect();
      });
    }, RECONNECT_MS);
  };

  const listen = async () => {
    const next = new pg.Client({
      connectionString: options.url,
      application_name: options.applicationName,
    });
    next.on('notification', ({ channel, payload }) => {
      if (payload) options.onNotification(channel, payload);
    });
    next.on('error', (error) => lost(error));
    next.on('end', () => lost());
    await next.connect();
    await next.query(options.channels.map((channel) => `LISTEN ${channel}`).join('; '));
    client = next;
    options.onUp();
    listening = true;
  };

  return {
    start: listen,
    stop: async () => {
      stopped = true;
      clearTimeout(reconnectTimer);
      listening = false;
      await client?.end().catch(() => undefined);
    },
    isListening: () => listening,
  };
}
