// Small line icons of the five sports, drawn in code.

export function SportIcon({ sportId, size = 18 }: { sportId: number; size?: number }) {
  const common = {
    width: size,
    height: size,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.7,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  switch (sportId) {
    case 2: // basketball
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3v18M5.6 5.6c3 2.8 3 10 0 12.8M18.4 5.6c-3 2.8-3 10 0 12.8" />
        </svg>
      );
    case 5: // tennis
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M4.5 6.5c4 2 4 9 0 11M19.5 6.5c-4 2-4 9 0 11" />
        </svg>
      );
    case 23: // volleyball
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 3c0 5 2 8 8 10M12 12c-4 2-6 5-6 8M12 12c4-1 6-5 6-8M3.5 10c4 0 7 1 8.5 2" />
        </svg>
      );
    case 4: // ice hockey
      return (
        <svg {...common}>
          <path d="M4 3l6 13h8M20 3l-6 13" />
          <ellipse cx="12" cy="19.5" rx="4" ry="1.5" />
        </svg>
      );
    default: // football
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 7.5l4 3-1.5 4.5h-5L8 10.5zM12 3v4.5M16 10.5l4.5-1.5M14.5 15l2.5 4M9.5 15L7 19M8 10.5L3.5 9" />
        </svg>
      );
  }
}
