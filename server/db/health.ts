import { databaseFailure } from './pg-errors.ts';

/** How often the database is asked again while it is down: it serves again within seconds. */
export const PROBE_EVERY_MS = 1_000;
/** What a client is told to wait before trying again (Retry-After, in seconds). */
export const RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE = {
  error: 'SERVICE_UNAVAILABLE',
  message: 'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.',
} as const;

export const DATABASE_TIMEOUT = {
  error: 'SERVICE_UNAVAILABLE',
  message: 'La base de datos tardó demasiado en responder. Inténtalo de nuevo en unos segundos.',
} as const;

/**
 * Whether the database can be reached (issue 25). A request that meets a lost connection only
 * makes us ask (`noticeFailure`): one connection killed while the database is fine must not turn
 * anyone away. Once a check fails, the API answers 503 at once (without waiting on the database)
 * and a check runs every second until one passes.
 */
export class DatabaseHealth {
  #down = false;
  #checking: Promise<boolean> | null = null;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(
    private readonly ping: () => Promise<unknown>,
    private readonly log: (message: string, error?: unknown) => void = () => undefined,
  ) {}

  /** The last check failed because the database could not be reached. */
  get isDown(): boolean {
    return this.#down;
  }

  /** Asks the database now (one check at a time); true when it answered. */
  check(): Promise<boolean> {
    this.#checking ??= this.#run().finally(() => {
      this.#checking = null;
    });
    return this.#checking;
  }

  async #run(): Promise<boolean> {
    try {
      try {
        await this.ping();
      } catch (error) {
        // The first try may have drawn a connection the database had just closed (one lost
        // connection says nothing about the others): a second one goes over a new connection.
        if (this.#down || databaseFailure(error) === null) throw error;
        await this.ping();
      }
      if (this.#down) this.log('base de datos disponible de nuevo');
      this.#down = false;
      return true;
    } catch (error) {
      // A failure that is not about reaching the database (a bug) does not take the API down.
      if (databaseFailure(error) === null) return !this.#down;
      if (!this.#down) this.log('base de datos no disponible', error);
      this.#down = true;
      this.#scheduleCheck();
      return false;
    }
  }

  #scheduleCheck(): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.check();
    }, PROBE_EVERY_MS);
    this.#timer.unref();
  }

  /** A request met a lost or refused connection: find out whether the database is down. */
  noticeFailure(): void {
    void this.check();
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }
}
