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
 * SMTP when SMTP_URL is set. Otherwise the message is rendered by nodemailer to check it is
 * deliverable, and the outbox row itself is the mailbox, read on the development mailbox page.
 */
export function createMailTransport(smtpUrl: string | undefined): MailTransport {
  const transporter: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    async send(message) {
      const info = (await transporter.sendMail(message)) as { messageId: string };
      return { messageId: info.messageId };
    },
  };
}
