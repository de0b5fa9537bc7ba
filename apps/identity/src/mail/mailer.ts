import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import { APP_CONFIG, LOGGER } from '@stave/platform';
import type { IdentityEnv } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

// nodemailer for both modes: SMTP in the cluster, its JSON transport in embedded mode, where the
// rendered mail is written to the service log (the dev mailbox) instead of leaving the machine.
@Injectable()
export class Mailer implements OnModuleDestroy {
  private readonly transport: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: IdentityEnv,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    if (config.MAIL_TRANSPORT === 'smtp' && !config.SMTP_URL) throw new Error('SMTP_URL is required when MAIL_TRANSPORT=smtp');
    this.transport = config.MAIL_TRANSPORT === 'smtp' ? createTransport(config.SMTP_URL) : createTransport({ jsonTransport: true });
  }

  // Sent after the request has answered: a slow mail server must not make a known email take
  // longer than an unknown one (docs/reliability.md–3). Failures are logged, never shown to the caller.
  sendInBackground(mail: OutgoingMail): void {
    void this.transport
      .sendMail({ from: this.config.MAIL_FROM, ...mail })
      .then((info) => {
        if (this.config.MAIL_TRANSPORT === 'log') this.logger.info({ mail: { to: mail.to, subject: mail.subject, text: mail.text } }, 'dev mailbox');
        else this.logger.info({ messageId: info.messageId }, 'mail sent');
      })
      .catch((error: unknown) => this.logger.error({ err: error, subject: mail.subject }, 'mail failed'));
  }

  onModuleDestroy(): void {
    this.transport.close();
  }
}
