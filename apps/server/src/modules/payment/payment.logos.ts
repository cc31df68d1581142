// The methods' logos, drawn here and served by the server (never hot-linked from a brand's site): simple marks in
// the brands' colours on a 120×48 tile.

const tile = (background: string, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48" viewBox="0 0 120 48" role="img"><rect width="120" height="48" rx="8" fill="${background}"/>${content}</svg>`;

const text = (value: string, color: string, x = 60, size = 18) =>
  `<text x="${x}" y="31" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${color}" text-anchor="middle">${value}</text>`;

export const PAYMENT_LOGOS: Record<string, string> = {
  havale: tile(
    '#0b3d91',
    `<path d="M14 20 L24 13 L34 20 Z M16 22h16v2H16z M17 25h3v8h-3z M22.5 25h3v8h-3z M28 25h3v8h-3z M15 34h18v2H15z" fill="#fff"/>${text('Havale/EFT', '#fff', 76, 15)}`,
  ),
  papara: tile('#1a1a2e', `<circle cx="22" cy="24" r="9" fill="#7b2ff7"/>${text('papara', '#fff', 72, 18)}`),
  card: tile(
    '#1f6f5c',
    `<rect x="12" y="14" width="30" height="20" rx="3" fill="#f4c542"/><rect x="12" y="19" width="30" height="4" fill="#1f6f5c"/>${text('Kart', '#fff', 78, 18)}`,
  ),
  usdt: tile(
    '#26a17b',
    `<circle cx="22" cy="24" r="11" fill="#fff"/><path d="M16 17h12v3h-4.5v11h-3V20H16z" fill="#26a17b"/>${text('USDT', '#fff', 78, 17)}`,
  ),
};
