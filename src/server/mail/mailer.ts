import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mail goes through SMTP_URL; without it, each message is written to DATA_DIR/outbox as an .eml file. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  // nodemailer is loaded with the first message: most processes never send one.
  let made: Promise<Transporter> | undefined;
  const transporter = (make: (nodemailer: typeof Nodemailer) => Transporter) => {
    made ??= import('nodemailer').then(({ default: nodemailer }) => make(nodemailer));
    return made;
  };
  const { smtpUrl } = config;
  if (smtpUrl) {
    return {
      async send(mail) {
        await (await transporter((n) => n.createTransport(smtpUrl))).sendMail({ from: config.mailFrom, ...mail });
        log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  return {
    async send(mail) {
      const transport = await transporter((n) =>
        n.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w.@-]/g, '_')}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
