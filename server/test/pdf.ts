import { execFileSync } from 'node:child_process';

/** The text a real PDF reader (poppler's pdftotext) extracts. */
export function pdfText(bytes: Buffer): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString('utf8');
}
