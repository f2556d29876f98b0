import { SMTPServer } from 'smtp-server';
import type * as MailParser from 'mailparser';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@/logger';
import { packageOnDemand } from '@/packagesOnDemand';

/** A message as the catcher received it, for `/dev/mail` and tests. */
export interface CaughtMessage {
  /** Its place in the order of arrival, from 1. */
  number: number;
  receivedAt: Date;
  /** The SMTP envelope's recipients (what the server was asked to deliver to). */
  envelopeTo: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments: { filename: string; contentType: string; content: Buffer }[];
  /** The message as sent on the wire (RFC 5322), for anything the fields above leave out. */
  raw: Buffer;
}

export interface MailCatcher {
  port: number;
  /** Newest first. */
  messages(): CaughtMessage[];
  close(): Promise<void>;
}

/** How many messages the catcher keeps (the oldest go first): development needs the last few. */
const keptMessages = 500;

const addressText = (value: MailParser.AddressObject | MailParser.AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

/**
 * An SMTP server on 127.0.0.1 that accepts every message and keeps it in memory: with no
 * SMTP_URL outside production the app sends here, and `/dev/mail` shows what arrived, so nothing
 * leaves the machine. `port` 0: any free port (tests).
 */
export async function startMailCatcher(
  port: number,
  logger?: Logger,
  /** Tests: how to answer each recipient instead of accepting it (e.g. 451 or 550). */
  refusal?: () => { code: number; message: string } | null,
): Promise<MailCatcher> {
  const caught: CaughtMessage[] = [];
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Pooled senders keep connections open: on close, end them after a second rather than 30.
    closeTimeout: 1000,
    // Development mail is small; a bound keeps a runaway sender from filling the memory.
    size: 10 * 1024 * 1024,
    onRcptTo(_address, _session, callback) {
      const refused = refusal?.();
      if (!refused) return callback();
      return callback(Object.assign(new Error(refused.message), { responseCode: refused.code }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const { simpleParser } = packageOnDemand<typeof MailParser>('mailparser');
        simpleParser(raw).then(
          (parsed) => {
            count += 1;
            caught.unshift({
              number: count,
              receivedAt: new Date(),
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              from: addressText(parsed.from),
              to: addressText(parsed.to),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              headers: Object.fromEntries(
                parsed.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()]),
              ),
              attachments: parsed.attachments.map((a) => ({
                filename: a.filename ?? '',
                contentType: a.contentType,
                content: a.content,
              })),
              raw,
            });
            caught.length = Math.min(caught.length, keptMessages);
            callback();
          },
          (error: unknown) => callback(error as Error),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  server.on('error', (error) => logger?.warn('mail catcher error', { error: error.message }));
  const { port: boundPort } = server.server.address() as AddressInfo;
  return {
    port: boundPort,
    messages: () => [...caught],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
