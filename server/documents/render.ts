import { inArray, sql } from 'drizzle-orm';
import { PDFDocument, type PDFImage } from 'pdf-lib';
import {
  CHARGE_KIND_LABELS,
  type ChargeKind,
  documentHeading,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from '#domain/billing.ts';
import type { PlaceKind } from '#domain/company-settings.ts';
import { formatDate, formatTimestampDate, TIME_ZONE } from '#domain/dates.ts';
import { formatFuel, PHOTO_ANGLE_LABELS, type PhotoAngle } from '#domain/handover.ts';
import { formatDays, formatUsd } from '#domain/money.ts';
import { formatKilometers } from '#domain/number-format.ts';
import type { Db } from '../db/client.ts';
import { photos } from '../db/schema.ts';
import type { AgreementContent, DocumentContent, StatementContent } from './content.ts';
import { embedFonts, PageWriter } from './pdf-page.ts';

const timeFormat = new Intl.DateTimeFormat('es-SV', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/mm/yyyy HH:MM' in El Salvador. */
const issuedAtText = (iso: string) =>
  `${formatTimestampDate(iso)} ${timeFormat.format(new Date(iso))} (hora de El Salvador)`;

const PLACE_TEXT: Record<PlaceKind, string> = {
  agency: 'Recogida en la agencia',
  delivery: 'Entrega a domicilio',
};

const documentLabel = (type: 'dui' | 'passport') => (type === 'passport' ? 'Pasaporte' : 'DUI');
const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

async function photoBytes(db: Db, names: string[]) {
  if (names.length === 0) return new Map<string, { type: string; bytes: Buffer }>();
  const rows = await db
    .select({
      sha256: photos.sha256,
      contentType: photos.contentType,
      base64: sql<string>`encode(${photos.bytes}, 'base64')`,
    })
    .from(photos)
    .where(inArray(photos.sha256, names));
  return new Map(
    rows.map((row) => [
      row.sha256,
      { type: row.contentType, bytes: Buffer.from(row.base64, 'base64') },
    ]),
  );
}

/** JPEG and PNG are embedded; a WebP or unreadable bytes get a named box instead. */
async function embedImage(pdf: PDFDocument, photo: { type: string; bytes: Buffer } | undefined) {
  if (!photo) return null;
  try {
    if (photo.type === 'image/jpeg') return await pdf.embedJpg(photo.bytes);
    if (photo.type === 'image/png') return await pdf.embedPng(photo.bytes);
  } catch {
    return null;
  }
  return null;
}

function header(page: PageWriter, content: DocumentContent) {
  page.text(documentHeading(content.series, content.number), { size: 16, bold: true });
  if (content.replaces) page.text(`Sustituye al documento N.º ${content.replaces}`, { bold: true });
  const { company, customer, vehicle } = content;
  page.text(company.name, { bold: true, gap: 0 });
  if (company.nit) page.text(`NIT ${company.nit}`, { gap: 0 });
  page.text(company.address, { gap: 0 });
  if (company.phone) page.text(`Tel. ${company.phone}`, { gap: 0 });
  page.heading('Cliente');
  page.field('Nombre', customer.name);
  page.field(documentLabel(customer.documentType), customer.document);
  page.field('Teléfono', customer.phone);
  page.field('Correo electrónico', customer.email);
  page.heading('Vehículo');
  page.field('Vehículo', vehicle.name);
  page.field('Placa', vehicle.plate ?? 'Sin placa');
  page.field('Tipo', vehicle.type);
}

async function agreement(pdf: PDFDocument, page: PageWriter, db: Db, content: AgreementContent) {
  header(page, content);
  page.heading('Renta');
  page.field('Desde', `${formatDate(content.startDate)} ${content.pickupTime}`);
  page.field('Hasta', `${formatDate(content.endDate)} ${content.returnTime}`);
  page.field('Precio por día', formatUsd(content.pricePerDay));
  page.field('Días', formatDays(content.days));
  page.field('Total', formatUsd(content.total));
  page.field(PLACE_TEXT[content.place.kind], content.place.address);
  if (content.deposit) {
    page.field(
      'Depósito',
      `${formatUsd(content.deposit.amount)} (${methodLabel(content.deposit.method)}${
        content.deposit.reference ? `, ref. ${content.deposit.reference}` : ''
      })`,
    );
  }
  page.heading('Entrega del vehículo');
  page.field('Kilometraje de salida', formatKilometers(content.odometer));
  page.field('Combustible de salida', formatFuel(content.fuel));
  page.field(
    'Daños anotados',
    content.damages.length === 0
      ? 'Ninguno'
      : content.damages.map((damage) => `${damage.area}: ${damage.note}`).join('; '),
  );
  if (content.notes) page.field('Observaciones', content.notes);
  const stored = await photoBytes(db, [
    ...content.photos.map((photo) => photo.sha256),
    ...(content.signature ? [content.signature] : []),
  ]);
  const thumbnails: { caption: string; image: PDFImage | null }[] = [];
  for (const photo of content.photos) {
    thumbnails.push({
      caption: PHOTO_ANGLE_LABELS[photo.angle as PhotoAngle] ?? photo.angle,
      image: await embedImage(pdf, stored.get(photo.sha256)),
    });
  }
  if (thumbnails.length > 0) page.thumbnails(thumbnails);
  page.heading('Términos y condiciones');
  page.text(content.terms, { size: 8 });
  page.heading('Firma del cliente');
  const signature = content.signature ? await embedImage(pdf, stored.get(content.signature)) : null;
  if (content.signature) {
    page.thumbnails([{ caption: content.customer.name, image: signature }], 180, 60);
  } else {
    page.text('Sin firma registrada');
  }
  page.field('Atendió', content.staff);
  page.field('Fecha y hora', issuedAtText(content.issuedAt));
}

function statement(page: PageWriter, content: StatementContent) {
  header(page, content);
  page.heading('Renta');
  if (content.agreementNumber) page.field('Contrato', `N.º ${content.agreementNumber}`);
  page.field('Período', `${formatDate(content.startDate)} al ${formatDate(content.endDate)}`);
  page.heading('Liquidación');
  const { billing } = content;
  page.amountRow('Renta', formatUsd(billing.base));
  for (const charge of billing.charges) {
    const label = `${CHARGE_KIND_LABELS[charge.kind as ChargeKind]}: ${charge.description}${
      charge.reason ? ` (motivo: ${charge.reason})` : ''
    }`;
    page.amountRow(label, formatUsd(charge.amount));
  }
  page.amountRow('Depósito retenido', formatUsd(-billing.deposit));
  for (const payment of billing.payments) {
    page.amountRow(
      `Pago (${methodLabel(payment.method)}${payment.reference ? `, ref. ${payment.reference}` : ''})`,
      formatUsd(-payment.amount),
    );
  }
  page.rule();
  const balanceLabel =
    billing.balance > 0
      ? 'Saldo a pagar por el cliente'
      : billing.balance < 0
        ? 'Saldo a devolver al cliente'
        : 'Saldo';
  page.amountRow(balanceLabel, formatUsd(Math.abs(billing.balance)), true);
  page.heading('Devolución del vehículo');
  if (content.returnedAt) page.field('Fecha de devolución', issuedAtText(content.returnedAt));
  if (content.kmOut !== null) page.field('Kilometraje de salida', formatKilometers(content.kmOut));
  page.field('Kilometraje de entrada', formatKilometers(content.kmIn));
  if (content.kmOut !== null) {
    page.field(
      'Kilómetros recorridos',
      formatKilometers(Math.max(0, content.kmIn - content.kmOut)),
    );
  }
  if (content.fuelOut !== null) page.field('Combustible de salida', formatFuel(content.fuelOut));
  page.field('Combustible de entrada', formatFuel(content.fuelIn));
  page.field(
    'Daños nuevos',
    content.newDamages.length === 0
      ? 'Ninguno'
      : content.newDamages
          .map(
            (damage) =>
              `${damage.area}: ${damage.note}${
                damage.estimatedCost === null
                  ? ''
                  : ` (estimado ${formatUsd(damage.estimatedCost)})`
              }`,
          )
          .join('; '),
  );
  page.field('Atendió', content.staff);
  page.field('Fecha y hora', issuedAtText(content.issuedAt));
}

/** The PDF of an issued document, from its frozen content and the (immutable) photos. */
export async function renderDocument(db: Db, content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(documentHeading(content.series, content.number));
  pdf.setAuthor(content.company.name);
  pdf.setCreationDate(new Date(content.issuedAt));
  pdf.setModificationDate(new Date(content.issuedAt));
  const page = new PageWriter(pdf, await embedFonts(pdf));
  if (content.series === 'agreement') await agreement(pdf, page, db, content);
  else statement(page, content);
  return pdf.save();
}
