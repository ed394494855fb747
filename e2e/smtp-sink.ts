import { SMTPServer } from 'smtp-server';

/** The port scripts/e2e-server.mjs points MAIL_URL at. */
export const smtpPort = () => Number(process.env.E2E_PORT) + 1000;

/** Recipients whose address contains this are refused for good, as a real server does. */
export const BOUNCING = 'rebota';
export const BOUNCE_REPLY = 'Buzón inexistente';

/**
 * A real SMTP server for the e2e server's mail: it takes every message, except for addresses
 * with BOUNCING in them, which get a permanent 550.
 */
export async function startSmtpSink(): Promise<{ received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.includes(BOUNCING)) {
        callback(Object.assign(new Error(BOUNCE_REPLY), { responseCode: 550 }));
        return;
      }
      received.push(address.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(smtpPort(), '127.0.0.1', () => resolve());
  });
  return { received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
