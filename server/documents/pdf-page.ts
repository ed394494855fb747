import { readFile } from 'node:fs/promises';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFImage, type PDFPage, rgb } from 'pdf-lib';

/**
 * A top-to-bottom writer over Letter pages (issue 30): black text in the bundled Montserrat
 * (server/documents/fonts, SIL OFL, from @expo-google-fonts/montserrat), so accents and 'ñ'
 * print, and grey rules only, so a black-and-white printer reads everything.
 */

/** US Letter, the usual paper in El Salvador, in points. */
export const LETTER: [number, number] = [612, 792];
const MARGIN = 50;
const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.55, 0.55, 0.55);

const fontFile = (name: string) => readFile(new URL(`./fonts/${name}`, import.meta.url));

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(pdf: PDFDocument): Promise<Fonts> {
  pdf.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    fontFile('Montserrat-Regular.ttf'),
    fontFile('Montserrat-Bold.ttf'),
  ]);
  return {
    regular: await pdf.embedFont(regular, { subset: true }),
    bold: await pdf.embedFont(bold, { subset: true }),
  };
}

export class PageWriter {
  private page: PDFPage;
  private y: number;
  readonly width = LETTER[0] - 2 * MARGIN;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
  ) {
    this.page = pdf.addPage(LETTER);
    this.y = LETTER[1] - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left. */
  private room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(LETTER);
    this.y = LETTER[1] - MARGIN;
  }

  private lines(text: string, size: number, font: PDFFont, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (line && font.widthOfTextAtSize(next, size) > width) {
          out.push(line);
          line = word;
        } else {
          line = next;
        }
      }
      out.push(line);
    }
    return out;
  }

  /** A paragraph, wrapped to the page's width. */
  text(text: string, options: { size?: number; bold?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    for (const line of this.lines(text, size, font, this.width)) {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: BLACK });
      this.y -= size * 1.4;
    }
    this.y -= options.gap ?? 2;
  }

  heading(text: string) {
    this.y -= 6;
    this.text(text, { size: 12, bold: true, gap: 0 });
    this.rule();
  }

  /** 'Label: value' rows, the label in bold. */
  field(label: string, value: string) {
    const size = 10;
    const labelText = `${label}: `;
    const labelWidth = this.fonts.bold.widthOfTextAtSize(labelText, size);
    const lines = this.lines(value, size, this.fonts.regular, this.width - labelWidth);
    lines.forEach((line, index) => {
      this.room(size * 1.4);
      if (index === 0) {
        this.page.drawText(labelText, {
          x: MARGIN,
          y: this.y - size,
          size,
          font: this.fonts.bold,
          color: BLACK,
        });
      }
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y - size,
        size,
        font: this.fonts.regular,
        color: BLACK,
      });
      this.y -= size * 1.4;
    });
  }

  /** A row of a money table: description on the left, amount aligned right. */
  amountRow(label: string, amount: string, bold = false) {
    const size = 10;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const amountWidth = font.widthOfTextAtSize(amount, size);
    const lines = this.lines(label, size, font, this.width - amountWidth - 20);
    lines.forEach((line, index) => {
      this.room(size * 1.4);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color: BLACK });
      if (index === 0) {
        this.page.drawText(amount, {
          x: MARGIN + this.width - amountWidth,
          y: this.y - size,
          size,
          font,
          color: BLACK,
        });
      }
      this.y -= size * 1.4;
    });
  }

  rule() {
    this.room(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 2 },
      end: { x: MARGIN + this.width, y: this.y - 2 },
      thickness: 0.5,
      color: GREY,
    });
    this.y -= 8;
  }

  /**
   * Thumbnails in a row, each with its caption; a photo the PDF cannot hold (a WebP, or bytes
   * that are no image) is a framed box that names it, so the page still says it was taken.
   */
  thumbnails(items: { caption: string; image: PDFImage | null }[], boxWidth = 80, boxHeight = 60) {
    const gap = 8;
    const perRow = Math.max(1, Math.floor((this.width + gap) / (boxWidth + gap)));
    for (let start = 0; start < items.length; start += perRow) {
      this.room(boxHeight + 16);
      items.slice(start, start + perRow).forEach((item, index) => {
        const x = MARGIN + index * (boxWidth + gap);
        const bottom = this.y - boxHeight;
        if (item.image) {
          const scale = Math.min(boxWidth / item.image.width, boxHeight / item.image.height);
          this.page.drawImage(item.image, {
            x,
            y: bottom,
            width: item.image.width * scale,
            height: item.image.height * scale,
          });
        } else {
          this.page.drawRectangle({
            x,
            y: bottom,
            width: boxWidth,
            height: boxHeight,
            borderColor: GREY,
            borderWidth: 0.5,
          });
          this.page.drawText('Foto en la app', {
            x: x + 4,
            y: bottom + boxHeight / 2,
            size: 7,
            font: this.fonts.regular,
            color: BLACK,
          });
        }
        this.page.drawText(item.caption, {
          x,
          y: bottom - 10,
          size: 7,
          font: this.fonts.regular,
          color: BLACK,
        });
      });
      this.y -= boxHeight + 18;
    }
  }
}
