// Placeholder until its owner fills it in.
export function LobbyPage(_props: { category: 'live' | 'slot' | 'bingo' | 'games' | 'tvbets' | 'search' }) {
  return <div className="page" data-testid="stub-LobbyPage" />;
}
