import { edition, type Language } from '@caawg11/conference';
import { mailText } from '../../platform/mail/mail-i18n.js';

/**
 * The api answers JSON everywhere else; the unsubscribe link opens this one small page, so its
 * policy lets the page post its own form and load nothing.
 */
export const unsubscribePagePolicy =
  "default-src 'none'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

type UnsubscribePageState =
  { kind: 'confirm'; email: string } | { kind: 'done' } | { kind: 'invalid' };

/**
 * The page in the recipient's language: a button that posts the one-click form (a link opened
 * by a mail scanner unsubscribes nobody), the confirmation, or the refusal of a bad link.
 */
export function unsubscribePage(state: UnsubscribePageState, language: Language): string {
  const text = mailText(language);
  const values = { shortName: edition.shortName };
  const title = escapeHtml(text('announcement.unsubscribePage.title'));
  const content =
    state.kind === 'confirm'
      ? `<p>${escapeHtml(text('announcement.unsubscribePage.question', { ...values, email: state.email }))}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(text('announcement.unsubscribePage.button'))}</button></form>`
      : `<p>${escapeHtml(text(state.kind === 'done' ? 'announcement.unsubscribePage.done' : 'announcement.unsubscribePage.invalid', values))}</p>`;
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head>
<body><h1>${title}</h1>
${content}
</body></html>
`;
}
