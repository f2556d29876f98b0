import nodemailer, { type Transporter } from 'nodemailer';
import type { Attachment } from 'nodemailer/lib/mailer';

/** One message to one person, as the outbox hands it to SMTP. */
export interface OutgoingMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Stable per outbox document, so a receiver (and a reader) can tell a repeat from a new message. */
  messageId: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** What the outbox sends through: nodemailer's pooled SMTP transport in the app, the same in tests. */
export interface MailTransport {
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
}

export interface SmtpOptions {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  from: string;
  /** Connections the pool opens at most. */
  maxConnections: number;
}

/**
 * Pooled SMTP (nodemailer). Timeouts are short so that a server that hangs fails the attempt well
 * within the outbox's lease, and the message is tried again later instead of being held.
 */
export function smtpTransport({ url, from, maxConnections }: SmtpOptions): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections,
    maxMessages: 1000,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send({ to, subject, html, text, messageId, headers, attachments }) {
      await transporter.sendMail({
        from,
        to,
        subject,
        html,
        text,
        messageId,
        headers,
        attachments: attachments?.map((a): Attachment => ({ ...a })),
      });
    },
    close: () => transporter.close(),
  };
}

/** True when the SMTP server refused for good (5xx): trying again later would not help. */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
