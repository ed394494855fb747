import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * LibreOffice headless as a real spreadsheet engine for the export tests (issue 30): it opens a
 * file the way a person's spreadsheet would and saves it as flat ODF, whose cells say their type.
 */

const run = promisify(execFile);

/** The LibreOffice command on this machine, or null (Debian: apt-get install libreoffice-calc-nogui). */
export const SOFFICE: string | null =
  ['soffice', 'libreoffice'].find((command) => spawnSync(command, ['--version']).status === 0) ??
  null;

/**
 * Opens each file with LibreOffice (a CSV through `csvImport`'s options, as its import dialog
 * would read it) and answers each as flat ODF text (.fods), by file name.
 */
export async function openWithLibreOffice(
  files: Record<string, Buffer | string>,
  csvImport?: string,
): Promise<Record<string, string>> {
  if (!SOFFICE) throw new Error('LibreOffice (soffice) is not installed');
  const dir = await mkdtemp(join(tmpdir(), 'elite-soffice-'));
  try {
    const names = Object.keys(files);
    for (const name of names) await writeFile(join(dir, name), files[name] ?? '');
    await run(
      SOFFICE,
      [
        // A profile of its own: no clash with another LibreOffice running on the machine.
        `-env:UserInstallation=file://${join(dir, 'profile')}`,
        '--headless',
        ...(csvImport ? [`--infilter=Text - txt - csv (StarCalc):${csvImport}`] : []),
        '--convert-to',
        'fods',
        '--outdir',
        join(dir, 'out'),
        ...names.map((name) => join(dir, name)),
      ],
      { timeout: 120_000 },
    );
    const opened: Record<string, string> = {};
    for (const name of names) {
      opened[name] = await readFile(join(dir, 'out', name.replace(/\.[^.]+$/, '.fods')), 'utf8');
    }
    return opened;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** A cell as LibreOffice typed it: its value type, its value, and the text it shows. */
export interface OdsCell {
  type: string | null;
  value: number | null;
  date: string | null;
  shown: string;
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&apos;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** The text of a cell's paragraphs, with ODF's tabs, runs of spaces and line breaks. */
function shownText(inner: string): string {
  const paragraphs = [...inner.matchAll(/<text:p[^>]*>([\s\S]*?)<\/text:p>/g)].map((m) =>
    (m[1] ?? '')
      .replaceAll('<text:tab/>', '\t')
      .replaceAll('<text:line-break/>', '\n')
      .replace(/<text:s text:c="(\d+)"\/>/g, (_, n: string) => ' '.repeat(Number(n)))
      .replaceAll('<text:s/>', ' ')
      .replace(/<[^>]+>/g, '')
      .replace(/&(quot|apos|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity),
  );
  return paragraphs.join('\n');
}

const attribute = (attributes: string, name: string) =>
  new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? null;

/** The first sheet of a flat ODF file, row by row, trailing empty cells left out. */
export function odsRows(fods: string): OdsCell[][] {
  const table = /<table:table [\s\S]*?<\/table:table>/.exec(fods)?.[0] ?? '';
  const rows: OdsCell[][] = [];
  for (const [row] of table.matchAll(/<table:table-row[\s\S]*?<\/table:table-row>/g)) {
    const cells: OdsCell[] = [];
    for (const m of row.matchAll(
      /<table:table-cell((?:\s[^>]*?)?)(?:\/>|>([\s\S]*?)<\/table:table-cell>)/g,
    )) {
      const attributes = m[1] ?? '';
      const value = attribute(attributes, 'office:value');
      const cell: OdsCell = {
        type: attribute(attributes, 'office:value-type'),
        value: value === null ? null : Number(value),
        date: attribute(attributes, 'office:date-value')?.slice(0, 10) ?? null,
        shown: shownText(m[2] ?? ''),
      };
      const repeated = Number(attribute(attributes, 'table:number-columns-repeated') ?? 1);
      for (let i = 0; i < Math.min(repeated, 1_000); i++) cells.push(cell);
    }
    while (cells.length > 0 && cells.at(-1)?.type === null) cells.pop();
    if (cells.length > 0) rows.push(cells);
  }
  return rows;
}
