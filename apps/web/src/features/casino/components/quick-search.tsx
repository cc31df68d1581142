// Placeholder until its owner fills it in: the header's quick search (casino/games, take 4).
export function QuickSearch() {
  return null;
}
