import type { FastifyBaseLogger } from 'fastify';
import type { DueSoonThresholds } from '#domain/maintenance-forecast.ts';
import type { Db } from '../../db/client.ts';
import { absoluteUrl } from './content.ts';
import { unsubscribeToken, userOfUnsubscribeToken } from './preferences.ts';
import { runSchedule } from './scheduler.ts';
import { smtpMailer, type VapidPair, vapidPairOf, webPushSender } from './senders.ts';
import { drainOutbox, type WorkerOptions } from './worker.ts';

/** MAIL_URL, MAIL_FROM, PUBLIC_URL, VAPID_* (README "Configuration", docs/messages.md). */
export interface MessagingOptions {
  /** smtp://user:pass@host:587 or smtps://…; none keeps e-mail as 'no-mail-server'. */
  mailUrl?: string | undefined;
  mailFrom: string;
  /** Where links in messages lead: https://elitedrive.example */
  publicUrl: string;
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; made once and kept in the database when absent. */
  vapid?: VapidPair | undefined;
  /** How often the outbox is looked at (MESSAGES_POLL_MS). */
  pollMs: number;
  /** How often the scheduled kinds are looked for: at least once a minute. */
  scheduleMs: number;
  /** The clock: tests drive it. */
  now: () => Date;
}

export const DEFAULT_MAIL_FROM = 'ELITE DRIVE <notificaciones@elitedrive.example>';

export const DEFAULT_MESSAGING: MessagingOptions = {
  mailFrom: DEFAULT_MAIL_FROM,
  publicUrl: 'http://localhost:3000',
  pollMs: 5_000,
  scheduleMs: 60_000,
  now: () => new Date(),
};

/** The address part of MAIL_FROM, as the VAPID subject (a mailto: the push services accept). */
function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The app's messaging: the outbox worker and the scheduler, on timers once started (main.ts),
 * or run by hand (tests). Each run is safe beside any other instance's.
 */
export class Messaging {
  private readonly timers: NodeJS.Timeout[] = [];
  private draining: Promise<number> | null = null;
  private scheduling: Promise<void> | null = null;
  private vapid: Promise<VapidPair> | null = null;
  private readonly senders: WorkerOptions;

  constructor(
    private readonly db: Db,
    readonly options: MessagingOptions,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
    private readonly thresholds?: DueSoonThresholds,
  ) {
    // One SMTP transport and one push sender for the process's life.
    this.senders = {
      mailer: smtpMailer(options.mailUrl, options.mailFrom),
      push: webPushSender(db, () => this.vapidKeys(), vapidSubjectOf(options.mailFrom)),
      publicUrl: options.publicUrl,
      unsubscribeUrl: (userId) => this.unsubscribeUrl(userId),
      log,
    };
  }

  /** The VAPID pair, read (or made) once per process. */
  vapidKeys(): Promise<VapidPair> {
    this.vapid ??= vapidPairOf(this.db, this.options.vapid).catch((error) => {
      this.vapid = null;
      throw error;
    });
    return this.vapid;
  }

  unsubscribeUrl(userId: number): string {
    const token = unsubscribeToken(this.secret, userId);
    return absoluteUrl(this.options.publicUrl, `/api/unsubscribe?token=${token}`);
  }

  /** The person a one-click unsubscribe link was made for, or null for a forged one. */
  userOfUnsubscribeToken(token: string): number | null {
    return userOfUnsubscribeToken(this.secret, token);
  }

  /** Sends everything due now; a second call while one runs waits for that one. */
  drain(now: Date = this.options.now()): Promise<number> {
    this.draining ??= drainOutbox(this.db, this.senders, now).finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  /** Finds the scheduled messages due at `now` and writes them to the outbox. */
  schedule(now: Date = this.options.now()): Promise<void> {
    this.scheduling ??= runSchedule(this.db, now, this.thresholds).finally(() => {
      this.scheduling = null;
    });
    return this.scheduling;
  }

  /** Runs the scheduler and the worker on timers until stop(). */
  start(): void {
    const guard = (what: string, run: () => Promise<unknown>) => () => {
      run().catch((error: Error) => this.log.warn({ err: error }, `messages: ${what} failed`));
    };
    const schedule = guard('schedule', () => this.schedule());
    const drain = guard('drain', () => this.drain());
    schedule();
    drain();
    this.timers.push(setInterval(schedule, this.options.scheduleMs).unref());
    this.timers.push(setInterval(drain, this.options.pollMs).unref());
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.allSettled([this.draining, this.scheduling]);
  }
}
