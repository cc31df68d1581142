// Placeholder until its owner fills it in.
export function FairVerifyPage(_props: { game: 'dice' | 'mines' }) {
  return <div className="page" data-testid="stub-FairVerifyPage" />;
}
