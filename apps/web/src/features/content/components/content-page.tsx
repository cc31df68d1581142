// Placeholder until its owner fills it in.
export function ContentPage() {
  return <div className="page" data-testid="stub-ContentPage" />;
}
