// Placeholder until its owner fills it in.
export function PlayPage() {
  return <div className="page" data-testid="stub-PlayPage" />;
}
