// Placeholder until its owner fills it in.
export function CrashVerifyPage() {
  return <div className="page" data-testid="stub-CrashVerifyPage" />;
}
