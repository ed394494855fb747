import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The stamp of what the reservation lists show (migration 0012): the sum of `list_stamps`, which
 * every committed write to reservations, handovers, or a list's customer and vehicle fields
 * raises in its own transaction, with the server's start time (a database restored under a
 * running app starts its sums again). Equal stamps mean nothing a list shows has changed in
 * between; reading one costs one small statement (16 rows).
 */
export const listStampSql = sql`(select pg_postmaster_start_time()::text || '/' || sum("stamp")::text from "list_stamps")`;

export async function readListStamp(db: Db): Promise<string> {
  const result = (await db.execute(sql`select ${listStampSql} as stamp`)) as unknown as {
    rows: { stamp: string }[];
  };
  const stamp = result.rows[0]?.stamp;
  if (!stamp) throw new Error('list_stamps is empty');
  return stamp;
}

interface Entry<T> {
  stamp: string;
  value: Promise<T>;
  size: number;
}

export interface StampedCacheOptions<T> {
  /** Entries kept at most, the least recently used dropped first. */
  maxEntries: number;
  /** Bytes kept at most (by sizeOf); an answer over half of it is served but not kept. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
}

/**
 * Answers kept per key with the stamp read before they were built; one is reused only while the
 * stamp read for a request is the same. Read the stamp first, then build: a write that commits
 * in between is either in the answer or changes the stamp, so a kept answer is never older than
 * its stamp, and a read after a write (anywhere: another instance, psql) gets a new stamp and a
 * new answer. Requests that arrive together with the same stamp share one build. This memory
 * never decides what is sent, only whether it must be built again; a restart builds once.
 */
export class StampedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private bytes = 0;

  constructor(private readonly options: StampedCacheOptions<T>) {}

  get(key: string, stamp: string, build: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known && known.stamp === stamp) {
      // Most recently used last.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.value;
    }
    if (known) this.remove(key, known);
    const entry: Entry<T> = { stamp, value: build(), size: 0 };
    this.entries.set(key, entry);
    entry.value.then(
      (value) => this.settle(key, entry, value),
      () => this.remove(key, entry),
    );
    return entry.value;
  }

  get size(): number {
    return this.entries.size;
  }

  private settle(key: string, entry: Entry<T>, value: T) {
    if (this.entries.get(key) !== entry) return;
    const { maxBytes, sizeOf, maxEntries } = this.options;
    entry.size = sizeOf ? sizeOf(value) : 0;
    this.bytes += entry.size;
    if (maxBytes !== undefined && entry.size > maxBytes / 2) this.remove(key, entry);
    for (const [oldKey, old] of this.entries) {
      const over =
        this.entries.size > maxEntries || (maxBytes !== undefined && this.bytes > maxBytes);
      if (!over) break;
      this.remove(oldKey, old);
    }
  }

  private remove(key: string, entry: Entry<T>) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
