/**
 * The default image of the carousel's placeholder slides (spec §4: three before the data arrives): drawn here, a
 * calm gradient with the brand's emerald glow, as a data: URL so it needs no request.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 520" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0f1727"/><stop offset="1" stop-color="#1a2842"/></linearGradient><radialGradient id="r" cx="0.8" cy="0.2" r="0.7"><stop offset="0" stop-color="#19e38c" stop-opacity="0.22"/><stop offset="1" stop-color="#19e38c" stop-opacity="0"/></radialGradient></defs><rect width="1200" height="520" fill="url(#g)"/><rect width="1200" height="520" fill="url(#r)"/><g fill="none" stroke="#94aad2" stroke-opacity="0.14" stroke-width="2"><circle cx="930" cy="260" r="120"/><circle cx="930" cy="260" r="180"/><circle cx="930" cy="260" r="240"/></g><rect x="90" y="170" width="420" height="44" rx="10" fill="#94aad2" fill-opacity="0.12"/><rect x="90" y="236" width="300" height="28" rx="8" fill="#94aad2" fill-opacity="0.09"/><rect x="90" y="300" width="160" height="48" rx="24" fill="#19e38c" fill-opacity="0.28"/></svg>`;

export const PLACEHOLDER_IMAGE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
export const PLACEHOLDER_COUNT = 3;
