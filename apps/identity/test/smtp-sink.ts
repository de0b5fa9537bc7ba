import { SMTPServer } from 'smtp-server';
import { eventually } from '@stave/platform/testing';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

// A real SMTP server on loopback that keeps what it is sent (smtp-server, from nodemailer's authors): identity
// runs with MAIL_TRANSPORT=smtp against it, so a test reads the mails a member would get.
export class SmtpSink {
  private constructor(
    private readonly server: SMTPServer,
    readonly port: number,
    readonly mails: ReceivedMail[],
  ) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<SmtpSink> {
    const mails: ReceivedMail[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const [head = '', ...body] = raw.split(/\r?\n\r?\n/);
          const subject = /^Subject: (.*)$/im.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
          mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject, text: decodeQuotedPrintable(body.join('\n\n')) });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.server.address();
    return new SmtpSink(server, typeof address === 'object' && address ? address.port : 0, mails);
  }

  // The first mail to `to` whose subject matches, once it has arrived (mail is sent after the answer).
  async mailTo(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    return eventually(async () => this.mails.find((mail) => mail.to.includes(to) && subject.test(mail.subject)), timeoutMs, 25);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
