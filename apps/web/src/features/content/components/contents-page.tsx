// Placeholder until its owner fills it in.
export function ContentsPage() {
  return <div className="page" data-testid="stub-ContentsPage" />;
}
