import { or, type SQL, sql } from 'drizzle-orm';
import { searchWords } from '#domain/reservation-query.ts';
import type { Db } from '../db/client.ts';
import { reservations } from '../db/schema.ts';
import { listStampSql } from './list-stamp.ts';

/**
 * The management list's search (issue 14). A reservation matches a word when its text — '#' and
 * its id, the customer's name, e-mail and DUI, the vehicle's name, brand, model and type, joined
 * by spaces and folded — contains the word. A word has no space, so it lies inside one of three
 * parts: '#id', the customer's folded text or the vehicle's (stored by migration 0012 as
 * `search_text`). The customers and vehicles a word names are looked up first, in those small
 * tables; the reservations are then found by their ids, which the planner can count and read
 * through an index, instead of folding the text of every reservation ever made.
 */

/** Postgres `integer`: no id is larger. */
export const MAX_ID = 2_147_483_647;

/** Past this many customers or vehicles for one word, the lookup stays in SQL as a sub-select. */
export const MAX_LISTED_IDS = 5_000;

/**
 * A word that names at most this many customers and vehicles (and cannot be an id) keeps the
 * search to their reservations: a page of it is sorted after reading them all through their
 * index, not found by walking the whole list in order (see reservationPage).
 */
export const NARROW_IDS = 20;

/** Which ids '#<id>' lets a word match. */
export type IdMatch =
  | { kind: 'none' }
  | { kind: 'all' }
  /** '#12': ids whose digits start with 12, as ranges (12, 120–129, 1200–1299, …). */
  | { kind: 'ranges'; ranges: [number, number][] }
  /** '12': ids whose digits contain 12 anywhere. */
  | { kind: 'digits'; digits: string };

export function idMatch(word: string): IdMatch {
  if (word === '#') return { kind: 'all' };
  const prefix = /^#([0-9]+)$/.exec(word)?.[1];
  if (prefix !== undefined) {
    // Ids have no leading zero and at most ten digits.
    if (prefix.startsWith('0') || prefix.length > 10) return { kind: 'none' };
    const ranges: [number, number][] = [];
    for (let scale = 1; Number(prefix) * scale <= MAX_ID; scale *= 10) {
      const from = Number(prefix) * scale;
      ranges.push([from, Math.min((Number(prefix) + 1) * scale - 1, MAX_ID)]);
    }
    return ranges.length > 0 ? { kind: 'ranges', ranges } : { kind: 'none' };
  }
  if (/^[0-9]+$/.test(word) && word.length <= 10) return { kind: 'digits', digits: word };
  return { kind: 'none' };
}

function idCondition(word: string): SQL | undefined {
  const match = idMatch(word);
  switch (match.kind) {
    case 'all':
      return sql`true`;
    case 'ranges':
      return or(
        ...match.ranges.map(([from, to]) => sql`${reservations.id} between ${from} and ${to}`),
      );
    case 'digits':
      return sql`strpos(${reservations.id}::text, ${match.digits}) > 0`;
    default:
      return undefined;
  }
}

export interface SearchFilter {
  /** Every word matched (AND); it reads reservations' columns only. */
  condition: SQL;
  /** Some word names only a few customers or vehicles (NARROW_IDS). */
  narrow: boolean;
}

export interface ResolvedSearch {
  /** The list stamp, read in the same statement as the lookup and before any list query. */
  stamp: string;
  /** The folded words, the search's part of a cache key. */
  words: string[];
  /** Undefined without a search, or when no word tells reservations apart. */
  filter: SearchFilter | undefined;
}

interface LookupRow {
  stamp: string;
  [column: string]: string | boolean | null;
}

const idList = (ids: string) => sql`${`{${ids}}`}::int[]`;

/**
 * Reads the list stamp and looks the search's words up, in one statement (one snapshot).
 */
export async function resolveSearch(db: Db, q: string | undefined): Promise<ResolvedSearch> {
  const words = searchWords(q ?? '');
  const lookups = words.flatMap((word, i) => {
    const found = (table: SQL) =>
      sql`array_to_string(array(select id from ${table} where strpos(search_text, ${word}) > 0 order by id limit ${MAX_LISTED_IDS + 1}), ',')`;
    // A word every customer (or every vehicle) has tells no reservation apart: it is dropped.
    const everyone = (table: SQL) =>
      sql`not exists (select 1 from ${table} where strpos(search_text, ${word}) = 0)`;
    return [
      sql`, ${found(sql`"users"`)} as ${sql.identifier(`u${i}`)}`,
      sql`, ${found(sql`"vehicles"`)} as ${sql.identifier(`v${i}`)}`,
      sql`, ${everyone(sql`"users"`)} or ${everyone(sql`"vehicles"`)} as ${sql.identifier(`all${i}`)}`,
    ];
  });
  const result = (await db.execute(
    sql`select ${listStampSql} as stamp${sql.join(lookups, sql``)}`,
  )) as unknown as { rows: LookupRow[] };
  const row = result.rows[0];
  if (!row?.stamp) throw new Error('list_stamps is empty');
  if (words.length === 0) return { stamp: row.stamp, words, filter: undefined };

  let narrow = false;
  const conditions = words.flatMap((word, i) => {
    if (row[`all${i}`] === true) return [];
    const listed = [row[`u${i}`], row[`v${i}`]].reduce<number>(
      (sum, ids) => sum + (typeof ids === 'string' && ids !== '' ? ids.split(',').length : 0),
      0,
    );
    if (idMatch(word).kind === 'none' && listed <= NARROW_IDS) narrow = true;
    const part = (ids: string | boolean | null | undefined, column: SQL, table: SQL) => {
      if (typeof ids !== 'string' || ids === '') return undefined;
      if (ids.split(',').length > MAX_LISTED_IDS) {
        return sql`${column} in (select id from ${table} where strpos(search_text, ${word}) > 0)`;
      }
      return sql`${column} = any(${idList(ids)})`;
    };
    const matched = or(
      idCondition(word),
      part(row[`u${i}`], sql`${reservations.userId}`, sql`"users"`),
      part(row[`v${i}`], sql`${reservations.vehicleId}`, sql`"vehicles"`),
    );
    return [matched ? sql`(${matched})` : sql`false`];
  });
  const filter =
    conditions.length > 0 ? { condition: sql.join(conditions, sql` and `), narrow } : undefined;
  return { stamp: row.stamp, words, filter };
}
