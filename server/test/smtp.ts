/** A real SMTP server inside the tests (smtp-server), keeping every mail it accepts, parsed. */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface TestMailbox {
  mails: ParsedMail[];
  port: number;
  url: string;
  /** Stops accepting connections (the server is 'down'); start() takes the same port again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Answers every RCPT with this SMTP reply code (550: unknown mailbox), or accepts again. */
  rejectWith(code: number | null): void;
}

export async function startMailbox(): Promise<TestMailbox> {
  const mails: ParsedMail[] = [];
  let rejectCode: number | null = null;
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        if (rejectCode === null) return callback();
        const error = new Error('Buzón no disponible') as Error & { responseCode: number };
        error.responseCode = rejectCode;
        callback(error);
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            mails.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
  let server = make();
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        resolve((server.server.address() as AddressInfo).port);
      });
    });
  const port = await listen(0);
  return {
    mails,
    port,
    url: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    start: async () => {
      server = make();
      await listen(port);
    },
    rejectWith: (code) => {
      rejectCode = code;
    },
  };
}
