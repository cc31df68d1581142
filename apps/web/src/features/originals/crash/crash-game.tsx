// Placeholder until its owner fills it in.
export function CrashGame(_props: { code: string; session: string }) {
  return <div className="page" data-testid="stub-CrashGame" />;
}
