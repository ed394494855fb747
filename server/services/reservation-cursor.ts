/** The opaque `cursor` of the paged reservation lists: the last row's sort value and its id. */
export interface Cursor {
  key: string;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): Cursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [key, id] = value as unknown[];
    if (typeof key !== 'string' || key.length > 200) return null;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 2 ** 31) return null;
    return { key, id };
  } catch {
    return null;
  }
}
