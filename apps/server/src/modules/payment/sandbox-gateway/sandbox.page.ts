import { resolveLocale } from '@kasa/contract/messages';
import { formatKurus } from '../../../lib/money.ts';
import type { DeliveryResult } from './sandbox-gateway.ts';
import type { SandboxSessionRow } from './sandbox.table.ts';

// The hosted payment page of the sandbox PSP: plain server-rendered HTML with forms (no script, so the site's CSP
// needs no exception). Every value is escaped.

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const TEXT = {
  tr: {
    title: 'Güvenli ödeme',
    sandbox: 'Test ortamı — gerçek para çekilmez',
    merchant: 'Üye işyeri',
    amount: 'Tutar',
    method: 'Yöntem',
    reference: 'Referans',
    card: 'Kart numarası',
    expiry: 'Son kullanma (AA/YY)',
    cvc: 'CVC',
    pay: 'Öde',
    decline: 'Reddet',
    paid: 'Ödeme başarılı. Tutar bakiyenize eklendi.',
    declined: 'Ödeme reddedildi.',
    undelivered:
      'Ödemeniz alındı ancak üye işyerine henüz bildirilemedi. Bildirim otomatik olarak yeniden denenecek; şimdi tekrar da bildirebilirsiniz.',
    retry: 'Tekrar bildir',
    back: 'Siteye dön',
    unknown: 'Ödeme oturumu bulunamadı.',
    testCard: 'Test kartı: 4111 1111 1111 1111',
  },
  en: {
    title: 'Secure payment',
    sandbox: 'Sandbox — no real money moves',
    merchant: 'Merchant',
    amount: 'Amount',
    method: 'Method',
    reference: 'Reference',
    card: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    pay: 'Pay',
    decline: 'Decline',
    paid: 'Payment successful. The amount has been added to your balance.',
    declined: 'Payment declined.',
    undelivered:
      'Your payment was taken but could not be reported to the merchant yet. It will be reported again automatically; you can also report it again now.',
    retry: 'Report again',
    back: 'Back to the site',
    unknown: 'Payment session not found.',
    testCard: 'Test card: 4111 1111 1111 1111',
  },
} as const;

const METHOD_NAMES: Record<string, { tr: string; en: string }> = {
  card: { tr: 'Kredi Kartı / Banka Kartı', en: 'Credit / debit card' },
  papara: { tr: 'Papara', en: 'Papara' },
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f1923;color:#e8edf2;margin:0;display:flex;justify-content:center}
main{background:#1a2632;margin:40px 16px;padding:24px;border-radius:12px;max-width:420px;width:100%}
h1{font-size:20px;margin:0 0 4px}.note{color:#f5b942;font-size:13px;margin:0 0 16px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 20px}dt{color:#8fa3b5}dd{margin:0;text-align:right}
.amount{font-size:22px;font-weight:700}label{display:block;font-size:13px;color:#8fa3b5;margin:10px 0 4px}
input{width:100%;box-sizing:border-box;padding:10px;border-radius:8px;border:1px solid #33475b;background:#0f1923;color:#e8edf2}
.row{display:flex;gap:12px}.row>div{flex:1}.buttons{display:flex;gap:12px;margin-top:20px}
button,a.button{flex:1;padding:12px;border:0;border-radius:8px;font-size:16px;cursor:pointer;text-align:center;text-decoration:none}
.pay{background:#2ecc71;color:#0f1923}.decline{background:#33475b;color:#e8edf2}.error{color:#ff6b6b}.hint{color:#8fa3b5;font-size:12px}`;

function layout(lang: 'tr' | 'en', title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function summary(session: SandboxSessionRow, t: (typeof TEXT)['tr' | 'en']): string {
  return `<dl><dt>${t.merchant}</dt><dd>Kasa</dd><dt>${t.amount}</dt><dd class="amount">${escape(formatKurus(Number(session.amount)))}</dd><dt>${t.method}</dt><dd>${escape(METHOD_NAMES[session.method]?.[t === TEXT.tr ? 'tr' : 'en'] ?? session.method)}</dd><dt>${t.reference}</dt><dd>${escape(session.merchant_reference)}</dd></dl>`;
}

export function renderPaymentPage(
  session: SandboxSessionRow,
  options: { isCard: boolean; error?: string | undefined; values?: Record<string, string> },
): string {
  const lang = resolveLocale(session.locale);
  const t = TEXT[lang];
  const v = (key: string) => escape(options.values?.[key] ?? '');
  const card = options.isCard
    ? `<label for="cardNumber">${t.card}</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" value="${v('cardNumber')}" placeholder="0000 0000 0000 0000">
<div class="row"><div><label for="expiry">${t.expiry}</label><input id="expiry" name="expiry" autocomplete="cc-exp" maxlength="5" value="${v('expiry')}" placeholder="12/30"></div>
<div><label for="cvc">${t.cvc}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="3" placeholder="123"></div></div>
<p class="hint">${t.testCard}</p>`
    : '';
  const error = options.error ? `<p class="error" role="alert">${escape(options.error)}</p>` : '';
  // Decline skips the card fields' checks: a payer may walk away without typing a card.
  return layout(
    lang,
    t.title,
    `<h1>${t.title}</h1><p class="note">${t.sandbox}</p>${summary(session, t)}${error}
<form method="post">${card}
<div class="buttons"><button class="pay" type="submit" name="action" value="pay">${t.pay}</button><button class="decline" type="submit" name="action" value="decline" formnovalidate>${t.decline}</button></div></form>`,
  );
}

export function renderOutcomePage(
  session: SandboxSessionRow,
  delivery: DeliveryResult,
  siteUrl: string,
): string {
  const lang = resolveLocale(session.locale);
  const t = TEXT[lang];
  const message = !delivery.delivered ? t.undelivered : session.status === 'paid' ? t.paid : t.declined;
  const retry = delivery.delivered
    ? ''
    : `<form method="post"><input type="hidden" name="action" value="${session.status === 'paid' ? 'pay' : 'decline'}"><div class="buttons"><button class="pay" type="submit">${t.retry}</button></div></form>`;
  return layout(
    lang,
    t.title,
    `<h1>${t.title}</h1><p class="note">${t.sandbox}</p>${summary(session, t)}<p role="status" data-outcome="${escape(session.status)}">${message}</p>${retry}<div class="buttons"><a class="button decline" href="${escape(siteUrl)}">${t.back}</a></div>`,
  );
}

export function renderUnknownPage(): string {
  return layout('tr', TEXT.tr.unknown, `<h1>${TEXT.tr.unknown}</h1><p>${TEXT.en.unknown}</p>`);
}
