import type { TombalaTicket } from '@kasa/contract/tombala';
import { completeLines } from '@kasa/contract/tombala-rules';

/**
 * A ticket: 3 rows × 9 columns, blanks shaded, called numbers daubed automatically (a drawn ink dab), complete rows
 * underlined; the ticket's numbers to go for the prize in play in its corner.
 */
export function TicketCard({
  ticket,
  called,
  toGo,
  toGoLabel,
  best,
  title,
}: {
  ticket: TombalaTicket;
  called: ReadonlySet<number>;
  toGo: number | null;
  toGoLabel: string;
  best: boolean;
  title: string;
}) {
  const lines = completeLines(ticket.grid, called);
  return (
    <article
      className={`tb-ticket${best ? ' is-best' : ''}${lines === 3 ? ' is-full' : ''}`}
      data-testid="tombala-ticket"
      data-ticket={ticket.ticketId}
    >
      <header className="tb-ticket__head">
        <span>{title}</span>
        {toGo !== null && (
          <span className="tb-ticket__togo" data-testid="tombala-ticket-togo">
            {toGoLabel}
          </span>
        )}
      </header>
      <div className="tb-ticket__grid">
        {ticket.grid.map((row, r) => {
          const done = row.every((n) => n === 0 || called.has(n));
          return (
            <div key={r} className={`tb-ticket__row${done ? ' is-line' : ''}`}>
              {row.map((n, c) => {
                const daubed = n > 0 && called.has(n);
                return (
                  <span
                    key={c}
                    className={`tb-ticket__cell${n === 0 ? ' is-blank' : ''}${daubed ? ' is-daubed' : ''}`}
                    data-daubed={daubed ? 'true' : undefined}
                  >
                    {n > 0 && (
                      <>
                        {daubed && (
                          <svg className="tb-daub" viewBox="0 0 40 40" aria-hidden="true">
                            <path d="M20 3c8 0 16 6 17 14 1 9-6 19-16 19S3 30 3 21 11 3 20 3z" />
                          </svg>
                        )}
                        <b>{n}</b>
                      </>
                    )}
                  </span>
                );
              })}
            </div>
          );
        })}
      </div>
    </article>
  );
}
