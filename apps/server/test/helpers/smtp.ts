import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { findFreePort } from '../../src/lib/free-port';

export interface ReceivedMail {
  to: string[];
  from: string;
  raw: string;
}

export interface SmtpCatcher {
  url: string;
  received: ReceivedMail[];
  /** The first message to `to` (after `skip` earlier ones) whose subject matches, parsed. */
  waitFor(
    to: string,
    subject?: RegExp,
    options?: { skip?: number; timeoutMs?: number },
  ): Promise<ParsedMail>;
  stop(): Promise<void>;
}

/** A real SMTP server on a free port; `failFirst` refuses that many deliveries with a 451. */
export async function startSmtpServer(options: { failFirst?: number } = {}): Promise<SmtpCatcher> {
  const received: ReceivedMail[] = [];
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refused < (options.failFirst ?? 0)) {
          refused += 1;
          return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await findFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async waitFor(to, subject, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching: ParsedMail[] = [];
        for (const mail of received.filter((m) => m.to.includes(to))) {
          const parsed = await simpleParser(mail.raw);
          if (!subject || subject.test(parsed.subject ?? '')) matching.push(parsed);
        }
        const found = matching[skip];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(subject)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the first link in a message that points at `path` (e.g. /verify-email). */
export function tokenFromLink(mail: ParsedMail, path: string): string {
  const match = (mail.text ?? '').match(new RegExp(`https?://[^\\s]+${path}\\?token=([^\\s&]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.text}`);
  return decodeURIComponent(match[1]);
}
