import nodemailer, { type Transporter } from 'nodemailer';

export interface MailTransport {
  kind: 'smtp' | 'outbox';
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<{ messageId: string }>;
}

/**
 * An attempt gives up well within the delivery job's expiry (nodemailer's own defaults run to
 * minutes), so a job pg-boss expires is never still sending.
 */
const SMTP_TIMEOUTS = {
  dnsTimeout: 10_000,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/**
 * SMTP when SMTP_URL is set. Otherwise the message is rendered by nodemailer to check it is
 * deliverable, and the outbox row itself is the mailbox, read on the development mailbox page.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  const transporter: Transporter = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      const info = (await transporter.sendMail(message)) as { messageId: string };
      return { messageId: info.messageId };
    },
  };
}
