// Placeholder until its owner fills it in.
export function PromotionsPage() {
  return <div className="page" data-testid="stub-PromotionsPage" />;
}
