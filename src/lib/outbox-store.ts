import {
  INITIAL_REPLAY_STATE,
  type NewOutboxEntry,
  type OutboxEntry,
  type OutboxReport,
  type ReplayState,
} from '#domain/outbox-policy.ts';

/**
 * The outbox's IndexedDB database, shared by the service worker (which queues and replays) and
 * the page (which shows what is pending and mirrors the session token for replays). Plain
 * IndexedDB, usable in both worlds: no DOM or worker-only API here.
 *
 * - entries: the queue, keyed by an auto-increment `seq` so reading it back is FIFO;
 * - reports: results of replays that a page of their user has not shown yet;
 * - meta: the token mirror ('auth') and the replay state ('state').
 */
export const OUTBOX_DB = 'elite-drive-outbox';
const VERSION = 1;
const ENTRIES = 'entries';
const REPORTS = 'reports';
const META = 'meta';
/** How many past conflicts the sync panel keeps listing. */
export const RECENT_CONFLICTS = 10;

export interface OutboxAuth {
  token: string;
}

export interface OutboxStore {
  /** Every queued change, oldest first. */
  list(): Promise<OutboxEntry[]>;
  add(entry: NewOutboxEntry): Promise<OutboxEntry>;
  update(entry: OutboxEntry): Promise<void>;
  /** Drops a queued change unsent (the user discarded it in the sync panel). */
  remove(seq: number): Promise<void>;
  /**
   * Removes a replayed change and keeps its result, in one transaction; a conflict is also kept
   * among the last conflicts the sync panel lists.
   */
  settle(seq: number, report: OutboxReport): Promise<void>;
  /** settle for several changes in one transaction (a replay writes its results in batches). */
  settleMany(settled: readonly { seq: number; report: OutboxReport }[]): Promise<void>;
  /** The last conflicts, newest first (at most RECENT_CONFLICTS). */
  conflicts(): Promise<OutboxReport[]>;
  reports(): Promise<OutboxReport[]>;
  /** Forgets reports a page has shown, in one transaction. */
  acknowledge(reportIds: readonly string[]): Promise<void>;
  getAuth(): Promise<OutboxAuth | null>;
  /** A new token (or none) also clears a pending "sign in again": the next round may try it. */
  setAuth(auth: OutboxAuth | null): Promise<void>;
  getState(): Promise<ReplayState>;
  setState(state: ReplayState): Promise<void>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });
}

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(ENTRIES)) {
        db.createObjectStore(ENTRIES, { keyPath: 'seq', autoIncrement: true });
      }
      if (!db.objectStoreNames.contains(REPORTS)) db.createObjectStore(REPORTS, { keyPath: 'id' });
      if (!db.objectStoreNames.contains(META)) db.createObjectStore(META);
    };
    request.onsuccess = () => {
      const db = request.result;
      // A newer version of the app wants to upgrade: let it, and reopen on the next call.
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error);
    request.onblocked = () => reject(new Error('outbox database blocked by an older tab'));
  });
}

export function openOutboxStore(name: string = OUTBOX_DB): OutboxStore {
  let connection: Promise<IDBDatabase> | null = null;

  async function db(): Promise<IDBDatabase> {
    connection ??= open(name).then((opened) => {
      opened.addEventListener('close', () => {
        connection = null;
      });
      return opened;
    });
    try {
      return await connection;
    } catch (error) {
      connection = null;
      throw error;
    }
  }

  async function run<T>(
    stores: string[],
    mode: IDBTransactionMode,
    work: (tx: IDBTransaction) => Promise<T> | T,
  ): Promise<T> {
    let database = await db();
    let tx: IDBTransaction;
    try {
      tx = database.transaction(stores, mode);
    } catch {
      // The connection was closed under us (version change): open a fresh one once.
      connection = null;
      database = await db();
      tx = database.transaction(stores, mode);
    }
    const finished = committed(tx);
    try {
      const result = await work(tx);
      await finished;
      return result;
    } catch (error) {
      finished.catch(() => undefined);
      try {
        tx.abort();
      } catch {
        // Already finished or aborted.
      }
      throw error;
    }
  }

  function settleMany(settled: readonly { seq: number; report: OutboxReport }[]): Promise<void> {
    return run([ENTRIES, REPORTS, META], 'readwrite', async (tx) => {
      for (const { seq, report } of settled) {
        tx.objectStore(ENTRIES).delete(seq);
        tx.objectStore(REPORTS).put(report);
      }
      const conflicts = settled.filter(({ report }) => report.outcome === 'conflict');
      if (conflicts.length === 0) return;
      const meta = tx.objectStore(META);
      const kept = ((await done(meta.get('conflicts'))) as OutboxReport[] | undefined) ?? [];
      const newest = conflicts.map(({ report }) => report).reverse();
      await done(meta.put([...newest, ...kept].slice(0, RECENT_CONFLICTS), 'conflicts'));
    });
  }

  return {
    list: () => run([ENTRIES], 'readonly', (tx) => done(tx.objectStore(ENTRIES).getAll())),
    add: (entry) =>
      run([ENTRIES], 'readwrite', async (tx) => {
        const seq = await done(tx.objectStore(ENTRIES).add(entry));
        return { ...entry, seq: Number(seq) };
      }),
    update: (entry) =>
      run([ENTRIES], 'readwrite', async (tx) => {
        await done(tx.objectStore(ENTRIES).put(entry));
      }),
    remove: (seq) =>
      run([ENTRIES], 'readwrite', async (tx) => {
        await done(tx.objectStore(ENTRIES).delete(seq));
      }),
    settle: (seq, report) => settleMany([{ seq, report }]),
    settleMany,
    conflicts: () =>
      run([META], 'readonly', async (tx) => {
        const kept = (await done(tx.objectStore(META).get('conflicts'))) as
          | OutboxReport[]
          | undefined;
        return kept ?? [];
      }),
    reports: () => run([REPORTS], 'readonly', (tx) => done(tx.objectStore(REPORTS).getAll())),
    acknowledge: (reportIds) =>
      run([REPORTS], 'readwrite', (tx) => {
        for (const id of reportIds) tx.objectStore(REPORTS).delete(id);
      }),
    getAuth: () =>
      run([META], 'readonly', async (tx) => {
        const auth: unknown = await done(tx.objectStore(META).get('auth'));
        return auth && typeof (auth as OutboxAuth).token === 'string' ? (auth as OutboxAuth) : null;
      }),
    setAuth: (auth) =>
      run([META], 'readwrite', async (tx) => {
        const meta = tx.objectStore(META);
        if (auth) meta.put({ token: auth.token }, 'auth');
        else meta.delete('auth');
        const state = (await done(meta.get('state'))) as ReplayState | undefined;
        if (state?.authRequired) meta.put({ ...state, authRequired: false }, 'state');
      }),
    getState: () =>
      run([META], 'readonly', async (tx) => {
        const state = (await done(tx.objectStore(META).get('state'))) as ReplayState | undefined;
        return { ...INITIAL_REPLAY_STATE, ...state };
      }),
    setState: (state) =>
      run([META], 'readwrite', async (tx) => {
        await done(tx.objectStore(META).put(state, 'state'));
      }),
  };
}
