import type { ReactNode } from 'react';

/**
 * The success screen's green tick with whatever follows it (title, text, actions). `className` is added in front
 * of `success`; `role="status"` announces the panel when it replaces a form.
 */
export function SuccessPanel({
  className,
  role,
  testId,
  markSize = 88,
  children,
}: {
  className?: string;
  role?: 'status';
  testId?: string;
  markSize?: number;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${className} success` : 'success'} role={role} data-testid={testId}>
      <div className="success__mark" aria-hidden="true">
        <svg viewBox="0 0 96 96" width={markSize} height={markSize}>
          <circle cx="48" cy="48" r="44" fill="rgba(25,227,140,0.12)" stroke="#19e38c" strokeWidth="3" />
          <path
            d="M30 49l12 12 24-26"
            fill="none"
            stroke="#19e38c"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      {children}
    </div>
  );
}
