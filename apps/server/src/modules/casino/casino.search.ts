/**
 * Folds a game name or a search text for matching: Turkish-aware lower case (I → ı, İ → i), then ı/i, ş/s, ğ/g, ü/u,
 * ö/o, ç/c (and any other accent) folded to plain letters, apostrophes dropped, other punctuation to single spaces.
 * So 'SULTAN'S GOLD', "sultan's gold" and 'Sultans Göld' all become 'sultans gold', and 'AVİATOR'/'AVIATOR' 'aviator'.
 */
export function foldForSearch(text: string): string {
  return text
    .toLocaleLowerCase('tr')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
