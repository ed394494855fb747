/**
 * The two ways out: SMTP through nodemailer and Web Push through web-push. Each answers how a
 * try went (sent, a temporary failure to retry, a permanent one) without ever logging a body.
 */
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions, vapidKeys } from '../../db/schema.ts';
import type { EmailAttachment, PushPayload } from './content.ts';

export type SendOutcome =
  | { outcome: 'sent' }
  | { outcome: 'temporary'; detail: string }
  | { outcome: 'permanent'; detail: string };

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: EmailAttachment[];
  headers: Record<string, string>;
}

export type Mailer = (email: Email) => Promise<SendOutcome>;

/** A mailer over MAIL_URL (smtp://user:pass@host:587, smtps://…); null when none is set. */
export function smtpMailer(mailUrl: string | undefined, from: string): Mailer | null {
  if (!mailUrl) return null;
  const transport = nodemailer.createTransport(mailUrl, {
    // A server that does not answer is a temporary failure within seconds, not minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  return async (email) => {
    try {
      await transport.sendMail({ from, ...email });
      return { outcome: 'sent' };
    } catch (error) {
      const { responseCode, code, message } = error as {
        responseCode?: number;
        code?: string;
        message?: string;
      };
      const detail = responseCode
        ? `SMTP ${responseCode}: ${(message ?? '').slice(0, 300)}`
        : `${code ?? 'ERROR'}: ${(message ?? '').slice(0, 300)}`;
      // A 5xx reply is the server's final word (unknown mailbox, refused); 4xx and a server
      // that cannot be reached are worth another try.
      if (responseCode !== undefined && responseCode >= 500)
        return { outcome: 'permanent', detail };
      return { outcome: 'temporary', detail };
    }
  };
}

export interface VapidPair {
  publicKey: string;
  privateKey: string;
}

/**
 * The pair every instance signs with: VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, else the one kept in
 * the database, made by whichever instance needs it first (the single row settles a race).
 */
export async function vapidPairOf(db: Db, fromEnv: VapidPair | undefined): Promise<VapidPair> {
  if (fromEnv) return fromEnv;
  const read = async () => {
    const [row] = await db
      .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
      .from(vapidKeys)
      .where(eq(vapidKeys.id, 1));
    return row;
  };
  const existing = await read();
  if (existing) return existing;
  const made = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...made })
    .onConflictDoNothing();
  const kept = await read();
  if (!kept) throw new Error('VAPID keys could not be stored');
  return kept;
}

export type PushSender = (endpoint: string, payload: PushPayload) => Promise<SendOutcome>;

const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 15_000;

/**
 * Web Push: the library encrypts the payload (aes128gcm) and signs the VAPID header; the request
 * goes out with fetch, so endpoints on http://127.0.0.1 and http://localhost (tests, a local push
 * service) are delivered too, which the library's own https-only sender refuses. A 404 or 410
 * means the subscription is gone: it is removed.
 */
export function webPushSender(
  db: Db,
  vapid: () => Promise<VapidPair>,
  subject: string,
): PushSender {
  return async (endpoint, payload) => {
    const [subscription] = await db
      .select({ p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    if (!subscription) return { outcome: 'permanent', detail: 'La suscripción ya no existe.' };
    const keys = await vapid();
    let response: Response;
    try {
      const request = webpush.generateRequestDetails(
        { endpoint, keys: subscription },
        JSON.stringify(payload),
        { vapidDetails: { subject, ...keys }, TTL: PUSH_TTL_SECONDS },
      );
      const headers = Object.fromEntries(
        Object.entries(request.headers)
          .filter(([name]) => name.toLowerCase() !== 'content-length')
          .map(([name, value]) => [name, String(value)]),
      );
      response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        ...(request.body ? { body: new Uint8Array(request.body) } : {}),
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
    } catch (error) {
      return { outcome: 'temporary', detail: `Push: ${(error as Error).message.slice(0, 300)}` };
    }
    const detail = `Push ${response.status}`;
    if (response.ok) return { outcome: 'sent' };
    if (response.status === 404 || response.status === 410) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
      return { outcome: 'permanent', detail: `${detail}: la suscripción ya no existe` };
    }
    if (response.status === 429 || response.status >= 500) return { outcome: 'temporary', detail };
    return { outcome: 'permanent', detail };
  };
}
