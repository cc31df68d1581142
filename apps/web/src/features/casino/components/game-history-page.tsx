// Placeholder until its owner fills it in.
export function GameHistoryPage() {
  return <div className="page" data-testid="stub-GameHistoryPage" />;
}
