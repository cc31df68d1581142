import type { ReactNode } from 'react';

// Building blocks of the verification page: a labelled seed/number input and a label-over-value row.

/** A labelled input of the verification form; `id` is also its data-testid. */
export function VerifyInput({
  id,
  label,
  value,
  onChange,
  numeric = false,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Counts (nonce, mines): numeric keyboard, normal font. Otherwise a seed: monospace, no spell check. */
  numeric?: boolean;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="input">
        <input
          id={id}
          className={numeric ? 'input__control' : 'input__control fair-mono'}
          value={value}
          onChange={onChange}
          data-testid={id}
          {...(numeric ? { inputMode: 'numeric' as const } : { spellCheck: false, autoComplete: 'off' })}
        />
      </div>
    </div>
  );
}

/** A label over a value (hash, digest, floats), with an optional verdict after it. */
export function KeyValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fair-kv">
      <span className="fair-kv__label">{label}</span>
      {children}
    </div>
  );
}
