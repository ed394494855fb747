import type { MessageKind } from '#domain/messages.ts';

/**
 * What a message says, kept in the outbox row as written at its event (the figures of that
 * moment); the e-mail's HTML and text and the push notification are both made from it when it is
 * sent, so the sending instance's PUBLIC_URL and unsubscribe link are the ones used.
 */
export interface MessageContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label and value rows: 'Vehículo', 'Toyota Corolla (P 123-456)'. */
  details: [string, string][];
  /** A list under the details (damage, cars due). */
  items: string[];
  /** The screen the message is about: a path of the app ('/admin/operations'). */
  action: { label: string; path: string };
  /** The push notification's one line. */
  pushBody: string;
  company: { name: string; phone: string | null; address: string };
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** Text kept in the outbox row (the .ics), or bytes read when sending (a PDF). */
  content: string | Buffer;
}

/** The outbox row's payload: the content, and an e-mail's attachments. */
export interface MessagePayload {
  content: MessageContent;
  attachments?: EmailAttachment[];
}

/** The JSON a push message carries; the service worker shows title and body and opens url. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app, opened (or focused) when the notification is tapped. */
  url: string;
  /** One notification per message: a second push with the same tag replaces the first. */
  tag: string;
  kind: MessageKind;
  icon: string;
}

export const PUSH_ICON = '/icons/icon-192.png';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const NAVY = '#132140';
const GOLD = '#d9ae3a';
const FONT = "Montserrat, 'Segoe UI', Arial, sans-serif";

export interface RenderContext {
  publicUrl: string;
  /** One-click unsubscribe from reminders (pickup-reminder only). */
  unsubscribeUrl?: string;
}

export const absoluteUrl = (publicUrl: string, path: string) =>
  `${publicUrl.replace(/\/+$/, '')}${path}`;

function footerLines(content: MessageContent): string[] {
  const { company } = content;
  return [company.name, company.address, ...(company.phone ? [`Tel. ${company.phone}`] : [])];
}

/** The plain-text e-mail. */
export function renderText(content: MessageContent, context: RenderContext): string {
  const link = absoluteUrl(context.publicUrl, content.action.path);
  return [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...content.details.map(([label, value]) => `${label}: ${value}`),
    ...(content.details.length > 0 ? [''] : []),
    ...content.items.map((item) => `- ${item}`),
    ...(content.items.length > 0 ? [''] : []),
    `${content.action.label}: ${link}`,
    '',
    '--',
    ...footerLines(content),
    ...(context.unsubscribeUrl
      ? ['', `Para dejar de recibir recordatorios: ${context.unsubscribeUrl}`]
      : []),
    '',
  ].join('\n');
}

/** The HTML e-mail: the app's navy header and gold button, in tables every mail reader lays out. */
export function renderHtml(content: MessageContent, context: RenderContext): string {
  const link = escapeHtml(absoluteUrl(context.publicUrl, content.action.path));
  const cell = 'padding:6px 0;border-bottom:1px solid #e5e7eb;';
  const details = content.details
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}color:#52689c;width:40%;">${escapeHtml(label)}</td><td style="${cell}font-weight:600;">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const items = content.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  const unsubscribe = context.unsubscribeUrl
    ? `<p style="margin:12px 0 0;"><a href="${escapeHtml(context.unsubscribeUrl)}" style="color:#52689c;">Dejar de recibir recordatorios</a></p>`
    : '';
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:0;background:#eef2fa;font-family:${FONT};color:${NAVY};">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef2fa;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${NAVY};padding:20px 24px;color:${GOLD};font-size:20px;font-weight:700;letter-spacing:2px;">${escapeHtml(content.company.name)}</td></tr>
<tr><td style="padding:24px;">
<h1 style="margin:0 0 16px;font-size:22px;color:${NAVY};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px;line-height:1.5;">${escapeHtml(paragraph)}</p>`).join('\n')}
${details ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 16px;font-size:14px;">${details}</table>` : ''}
${items ? `<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5;">${items}</ul>` : ''}
<p style="margin:24px 0 8px;"><a href="${link}" style="display:inline-block;background:${GOLD};color:${NAVY};font-weight:700;text-decoration:none;padding:12px 20px;border-radius:8px;">${escapeHtml(content.action.label)}</a></p>
</td></tr>
<tr><td style="background:#f6f7fb;padding:16px 24px;font-size:12px;color:#52689c;line-height:1.5;">${footerLines(content).map(escapeHtml).join('<br>')}${unsubscribe}</td></tr>
</table></td></tr></table>
</body></html>
`;
}

/** The push notification of a message. */
export function pushPayloadOf(
  kind: MessageKind,
  tag: string,
  content: MessageContent,
): PushPayload {
  return {
    title: content.subject,
    body: content.pushBody,
    url: content.action.path,
    tag,
    kind,
    icon: PUSH_ICON,
  };
}
