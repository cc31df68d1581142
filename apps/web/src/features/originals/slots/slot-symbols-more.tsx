import type { ReactNode } from 'react';

// Symbol artwork of the six titles of issue 11 §5 (docs/decisions/0340-more-slots.md), drawn in SVG (viewBox
// 100×100) like slot-symbols.tsx. Gradient ids are prefixed by title and symbol, so copies never conflict.

type Art = () => ReactNode;

const lin = (id: string, a: string, b: string, c?: string) => (
  <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stopColor={a} />
    {c && <stop offset="0.5" stopColor={b} />}
    <stop offset="1" stopColor={c ?? b} />
  </linearGradient>
);
const rad = (id: string, inner: string, outer: string) => (
  <radialGradient id={id} cx="0.4" cy="0.35" r="0.7">
    <stop offset="0" stopColor={inner} />
    <stop offset="1" stopColor={outer} />
  </radialGradient>
);
const shine = (cx = 38, cy = 34) => (
  <ellipse cx={cx} cy={cy} rx="9" ry="5" fill="rgba(255,255,255,0.5)" transform={`rotate(-30 ${cx} ${cy})`} />
);
/** A caption under a special symbol (WILD, BONUS). */
const caption = (text: string, fill: string, edge: string) => (
  <text
    x="50"
    y="95"
    textAnchor="middle"
    fontSize="13"
    fontWeight="900"
    fill={fill}
    stroke={edge}
    strokeWidth="3"
    paintOrder="stroke"
    fontFamily="'Arial Black', Arial, sans-serif"
  >
    {text}
  </text>
);

function letter(text: string, id: string, top: string, bottom: string, edge: string): Art {
  return () => (
    <>
      <defs>{lin(`${id}-g`, top, bottom)}</defs>
      <text
        x="50"
        y="72"
        textAnchor="middle"
        fontFamily="Georgia, 'Times New Roman', serif"
        fontWeight="900"
        fontSize={text.length > 1 ? 50 : 64}
        fill={`url(#${id}-g)`}
        stroke={edge}
        strokeWidth="2.5"
        paintOrder="stroke"
      >
        {text}
      </text>
    </>
  );
}

/** A copper bowl holding a heap of ground spice. */
function bowl(id: string, light: string, dark: string, extra?: ReactNode): Art {
  return () => (
    <>
      <defs>
        {rad(`${id}-h`, light, dark)}
        {lin(`${id}-b`, '#f0a45a', '#9a4a14', '#5e2a08')}
      </defs>
      <path d="M22 52 Q50 10 78 52 Z" fill={`url(#${id}-h)`} stroke={dark} strokeWidth="1.5" />
      {[30, 42, 56, 66, 48].map((x, i) => (
        <circle key={x} cx={x} cy={44 - (i % 2) * 8} r="1.6" fill="rgba(255,255,255,0.35)" />
      ))}
      <path
        d="M14 52 H86 Q84 84 50 86 Q16 84 14 52 Z"
        fill={`url(#${id}-b)`}
        stroke="#4a1e04"
        strokeWidth="2"
      />
      <path d="M18 58 H82" stroke="rgba(255,230,180,0.5)" strokeWidth="2" />
      {extra}
    </>
  );
}

const SPICES: Record<string, Art> = {
  saffron: () => (
    <>
      <defs>{rad('sp-saf', '#e9d5ff', '#7e22ce')}</defs>
      {[0, 60, 120, 180, 240, 300].map((a) => (
        <ellipse
          key={a}
          cx="50"
          cy="30"
          rx="13"
          ry="24"
          fill="url(#sp-saf)"
          stroke="#581c87"
          strokeWidth="1.5"
          transform={`rotate(${a} 50 52)`}
        />
      ))}
      {[-16, 0, 16].map((d) => (
        <path
          key={d}
          d={`M50 54 Q${50 + d} 40 ${50 + d * 1.4} 26`}
          stroke="#dc2626"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
      ))}
      <circle cx="50" cy="54" r="6" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
    </>
  ),
  pepper: () => (
    <>
      <defs>{lin('sp-pep', '#ff6b6b', '#dc2626', '#7f1d1d')}</defs>
      <path
        d="M30 30 Q24 66 58 86 Q68 90 64 80 Q44 60 48 32 Z"
        fill="url(#sp-pep)"
        stroke="#7f1d1d"
        strokeWidth="2"
      />
      <path d="M30 30 Q38 22 48 32 Q40 34 30 30 Z" fill="#16a34a" stroke="#14532d" strokeWidth="1.5" />
      <path d="M40 26 Q44 14 54 12" stroke="#15803d" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path
        d="M36 40 Q36 60 52 74"
        stroke="rgba(255,255,255,0.55)"
        strokeWidth="3"
        fill="none"
        strokeLinecap="round"
      />
    </>
  ),
  sumac: bowl('sp-sum', '#be3455', '#5b0f1f'),
  cinnamon: () => (
    <>
      <defs>{lin('sp-cin', '#c2773a', '#7c3f12')}</defs>
      {[
        [-18, 30],
        [0, 24],
        [18, 30],
      ].map(([dx, top]) => (
        <g key={dx} transform={`rotate(${dx! / 2} 50 60)`}>
          <rect
            x={42 + dx!}
            y={top}
            width="16"
            height="60"
            rx="7"
            fill="url(#sp-cin)"
            stroke="#4a2208"
            strokeWidth="2"
          />
          <path d={`M${46 + dx!} ${top! + 4} V${top! + 56}`} stroke="#e0a06a" strokeWidth="2" />
          <ellipse
            cx={50 + dx!}
            cy={top!}
            rx="8"
            ry="3.5"
            fill="#e0a06a"
            stroke="#4a2208"
            strokeWidth="1.5"
          />
        </g>
      ))}
      <rect x="26" y="58" width="48" height="8" rx="3" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
    </>
  ),
  cumin: bowl('sp-cum', '#e6c27a', '#8a6424'),
  mint: () => (
    <>
      <defs>{lin('sp-mint', '#86efac', '#15803d')}</defs>
      <path d="M50 90 V40" stroke="#166534" strokeWidth="4" />
      {[
        [50, 40, -40],
        [50, 40, 40],
        [50, 62, -55],
        [50, 62, 55],
        [50, 22, 0],
      ].map(([x, y, a]) => (
        <path
          key={`${y}${a}`}
          d={`M${x} ${y} q-14 -10 0 -30 q14 20 0 30 Z`}
          fill="url(#sp-mint)"
          stroke="#14532d"
          strokeWidth="1.5"
          transform={`rotate(${a} ${x} ${y})`}
        />
      ))}
    </>
  ),
  clove: () => (
    <>
      {[
        [34, 30, -20],
        [56, 24, 15],
        [44, 50, 5],
        [66, 50, 30],
        [28, 58, -35],
      ].map(([x, y, a]) => (
        <g key={`${x}${y}`} transform={`rotate(${a} ${x} ${y! + 18})`}>
          <rect
            x={x! - 3}
            y={y! + 8}
            width="6"
            height="30"
            rx="3"
            fill="#5b3416"
            stroke="#2b1606"
            strokeWidth="1"
          />
          <circle cx={x} cy={y! + 6} r="7" fill="#7c4a24" stroke="#2b1606" strokeWidth="1.5" />
          <path d={`M${x! - 5} ${y! + 2} l5 -6 l5 6`} fill="#a36a3a" />
        </g>
      ))}
    </>
  ),
};

const BOSPHORUS: Record<string, Art> = {
  crescent: () => (
    <>
      <defs>{rad('bo-cr', '#fff7d6', '#e5a400')}</defs>
      <circle cx="50" cy="46" r="38" fill="#0b1a3a" stroke="#fcd34d" strokeWidth="3" />
      <circle cx="44" cy="46" r="26" fill="url(#bo-cr)" />
      <circle cx="54" cy="42" r="22" fill="#0b1a3a" />
      <path d="M70 30 L73 39 L82 39 L75 45 L78 54 L70 48 L62 54 L65 45 L58 39 L67 39 Z" fill="#fcd34d" />
      {caption('WILD', '#fde68a', '#3b2500')}
    </>
  ),
  tower: () => (
    <>
      <defs>{lin('bo-tw', '#fef3c7', '#d6b98a')}</defs>
      <rect x="8" y="70" width="84" height="24" rx="4" fill="#1e40af" />
      <path
        d="M14 78 q6 -4 12 0 t12 0 t12 0 t12 0 t12 0 t12 0"
        stroke="#93c5fd"
        strokeWidth="2"
        fill="none"
      />
      <path d="M24 74 Q50 58 76 74 Z" fill="#57534e" />
      <rect x="38" y="34" width="24" height="34" fill="url(#bo-tw)" stroke="#78350f" strokeWidth="1.5" />
      <rect x="34" y="30" width="32" height="6" fill="#b45309" />
      <path d="M42 30 L50 10 L58 30 Z" fill="#475569" stroke="#1e293b" strokeWidth="1.5" />
      <rect x="46" y="42" width="8" height="12" rx="4" fill="#fcd34d" />
      <rect x="62" y="50" width="12" height="18" fill="url(#bo-tw)" stroke="#78350f" strokeWidth="1" />
    </>
  ),
  ferry: () => (
    <>
      <path d="M10 60 H90 L80 80 H20 Z" fill="#f8fafc" stroke="#334155" strokeWidth="2" />
      <rect x="22" y="46" width="56" height="14" fill="#f1f5f9" stroke="#334155" strokeWidth="1.5" />
      {[28, 38, 48, 58, 68].map((x) => (
        <rect key={x} x={x} y="50" width="6" height="5" rx="1" fill="#fcd34d" />
      ))}
      <rect x="46" y="28" width="10" height="18" fill="#dc2626" stroke="#7f1d1d" strokeWidth="1.5" />
      <rect x="46" y="28" width="10" height="4" fill="#111827" />
      <path d="M20 74 H80" stroke="#1d4ed8" strokeWidth="3" />
      <path d="M4 88 q8 -5 16 0 t16 0 t16 0 t16 0 t16 0 t16 0" stroke="#60a5fa" strokeWidth="3" fill="none" />
    </>
  ),
  simit: () => (
    <>
      <defs>{rad('bo-sim', '#f4b56a', '#9a5414')}</defs>
      <circle cx="50" cy="52" r="34" fill="url(#bo-sim)" stroke="#5c2e08" strokeWidth="2" />
      <circle cx="50" cy="52" r="13" fill="#0b1a3a" stroke="#5c2e08" strokeWidth="2" />
      {Array.from({ length: 22 }, (_, i) => {
        const a = (i / 22) * Math.PI * 2;
        const r = 20 + (i % 3) * 4;
        return (
          <ellipse
            key={i}
            cx={50 + Math.cos(a) * r}
            cy={52 + Math.sin(a) * r}
            rx="2.4"
            ry="1.3"
            fill="#fef3c7"
            transform={`rotate(${(a * 180) / Math.PI} ${50 + Math.cos(a) * r} ${52 + Math.sin(a) * r})`}
          />
        );
      })}
    </>
  ),
  lantern: () => (
    <>
      <defs>{rad('bo-ln', '#fff7c2', '#f59e0b')}</defs>
      <path d="M50 4 V16" stroke="#a16207" strokeWidth="3" />
      <path d="M38 16 H62 L66 24 H34 Z" fill="#a16207" />
      <path d="M34 24 Q22 52 38 78 H62 Q78 52 66 24 Z" fill="url(#bo-ln)" stroke="#78350f" strokeWidth="2" />
      {[42, 50, 58].map((x) => (
        <path
          key={x}
          d={`M${x} 26 Q${x + (x - 50) * 0.8} 52 ${x} 76`}
          stroke="#b45309"
          strokeWidth="1.5"
          fill="none"
        />
      ))}
      <path d="M38 78 H62 L58 88 H42 Z" fill="#a16207" />
      <circle cx="50" cy="94" r="3" fill="#a16207" />
    </>
  ),
  A: letter('A', 'bo-a', '#fde68a', '#d97706', '#1e1b4b'),
  K: letter('K', 'bo-k', '#bfdbfe', '#2563eb', '#0b1a3a'),
  Q: letter('Q', 'bo-q', '#fbcfe8', '#db2777', '#3b0a24'),
  J: letter('J', 'bo-j', '#bbf7d0', '#16a34a', '#052e16'),
  firework: () => (
    <>
      {Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        const c = ['#fcd34d', '#f472b6', '#60a5fa', '#34d399'][i % 4];
        return (
          <g key={i}>
            <line
              x1={50 + Math.cos(a) * 8}
              y1={42 + Math.sin(a) * 8}
              x2={50 + Math.cos(a) * 32}
              y2={42 + Math.sin(a) * 32}
              stroke={c}
              strokeWidth="3.5"
              strokeLinecap="round"
            />
            <circle cx={50 + Math.cos(a) * 37} cy={42 + Math.sin(a) * 37} r="3" fill={c} />
          </g>
        );
      })}
      <circle cx="50" cy="42" r="7" fill="#fff" />
      {caption('BONUS', '#fde68a', '#3b0764')}
    </>
  ),
};

function balloonArt(id: string, a: string, b: string): Art {
  return () => (
    <>
      <defs>{rad(`${id}-g`, a, b)}</defs>
      <path
        d="M50 6 C80 6 88 34 74 56 L58 72 H42 L26 56 C12 34 20 6 50 6 Z"
        fill={`url(#${id}-g)`}
        stroke="#1f2937"
        strokeWidth="1.5"
      />
      <path d="M50 6 C60 6 64 34 58 56 L54 72 H46 L42 56 C36 34 40 6 50 6 Z" fill="rgba(255,255,255,0.28)" />
      <path d="M30 30 H70 M24 44 H76" stroke="rgba(0,0,0,0.2)" strokeWidth="2" />
      <path d="M43 72 L42 82 M57 72 L58 82" stroke="#5b3a1a" strokeWidth="2" />
      <rect x="40" y="82" width="20" height="12" rx="2" fill="#8b5a2b" stroke="#4a2c10" strokeWidth="1.5" />
      {shine(36, 24)}
    </>
  );
}

const KAPADOKYA: Record<string, Art> = {
  chimney: () => (
    <>
      <defs>{lin('kp-ch', '#fde7c7', '#d69a5c', '#a5643a')}</defs>
      <path d="M30 86 Q36 50 40 30 H60 Q64 50 70 86 Z" fill="url(#kp-ch)" stroke="#7c3f12" strokeWidth="2" />
      <path d="M28 32 Q50 6 72 32 Q50 38 28 32 Z" fill="#7c4a24" stroke="#4a2208" strokeWidth="2" />
      <rect x="45" y="52" width="10" height="14" rx="5" fill="#4a2208" />
      <rect x="14" y="84" width="72" height="6" rx="3" fill="#a5643a" />
      {caption('WILD', '#fff7ed', '#7c2d12')}
    </>
  ),
  balloonRed: balloonArt('kp-br', '#ff8a8a', '#b91c1c'),
  balloonBlue: balloonArt('kp-bb', '#93c5fd', '#1d4ed8'),
  horse: () => (
    <>
      <defs>{lin('kp-hs', '#d6a370', '#8a5a2e')}</defs>
      <path
        d="M30 90 Q28 64 38 50 Q30 44 28 30 Q36 20 44 22 L46 12 L54 22 Q72 26 78 46 Q82 58 74 62 Q66 62 60 54 Q56 70 62 90 Z"
        fill="url(#kp-hs)"
        stroke="#4a2c10"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M46 22 Q34 30 36 48 Q30 60 32 76"
        stroke="#3b1d08"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="62" cy="36" r="2.8" fill="#1f1208" />
      <path d="M70 56 l4 -2" stroke="#1f1208" strokeWidth="2" />
    </>
  ),
  pottery: () => (
    <>
      <defs>{lin('kp-pt', '#f59e6b', '#b4532a', '#7c2d12')}</defs>
      <path
        d="M38 14 H62 V22 Q80 34 78 58 Q76 82 50 88 Q24 82 22 58 Q20 34 38 22 Z"
        fill="url(#kp-pt)"
        stroke="#5a1f08"
        strokeWidth="2"
      />
      <path d="M24 50 H76" stroke="#fef3c7" strokeWidth="3" />
      <path d="M26 60 q6 -6 12 0 t12 0 t12 0 t12 0" stroke="#fef3c7" strokeWidth="2" fill="none" />
      <path d="M62 26 Q84 26 80 46" stroke="#5a1f08" strokeWidth="4" fill="none" />
      {shine(36, 38)}
    </>
  ),
  A: letter('A', 'kp-a', '#fde68a', '#ea580c', '#431407'),
  K: letter('K', 'kp-k', '#fecaca', '#dc2626', '#450a0a'),
  Q: letter('Q', 'kp-q', '#bfdbfe', '#2563eb', '#172554'),
  J: letter('J', 'kp-j', '#d9f99d', '#65a30d', '#1a2e05'),
  T: letter('10', 'kp-t', '#e9d5ff', '#9333ea', '#2e1065'),
  sunrise: () => (
    <>
      <defs>{rad('kp-sun', '#fff7c2', '#f97316')}</defs>
      {Array.from({ length: 12 }, (_, i) => (
        <rect
          key={i}
          x="48"
          y="4"
          width="4"
          height="16"
          rx="2"
          fill="#fbbf24"
          transform={`rotate(${i * 30 - 90} 50 50)`}
        />
      ))}
      <circle cx="50" cy="50" r="24" fill="url(#kp-sun)" />
      <path d="M8 74 Q30 50 50 70 Q70 52 92 74 V82 H8 Z" fill="#c2410c" />
      {caption('BONUS', '#fff7ed', '#7c2d12')}
    </>
  ),
};

const OLYMPOS: Record<string, Art> = {
  bolt: () => (
    <>
      <defs>{lin('ol-bt', '#fff9c4', '#facc15', '#ca8a04')}</defs>
      <circle cx="50" cy="46" r="40" fill="#1e1b4b" stroke="#a5b4fc" strokeWidth="2.5" />
      <path
        d="M58 8 L30 52 H48 L38 88 L72 38 H54 L66 8 Z"
        fill="url(#ol-bt)"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      {caption('WILD', '#fef9c3', '#1e1b4b')}
    </>
  ),
  zeus: () => (
    <>
      <defs>
        {rad('ol-zf', '#fde2c4', '#d19a6a')}
        {lin('ol-zb', '#ffffff', '#cbd5e1')}
      </defs>
      <circle cx="50" cy="40" r="22" fill="url(#ol-zf)" stroke="#7c4a24" strokeWidth="1.5" />
      <path
        d="M28 42 Q26 88 50 92 Q74 88 72 42 Q66 60 50 58 Q34 60 28 42 Z"
        fill="url(#ol-zb)"
        stroke="#94a3b8"
        strokeWidth="1.5"
      />
      <path
        d="M28 30 Q30 12 50 12 Q70 12 72 30 Q62 22 50 24 Q38 22 28 30 Z"
        fill="#f1f5f9"
        stroke="#94a3b8"
      />
      {[20, 30, 40, 60, 70, 80].map((x, i) => (
        <ellipse
          key={x}
          cx={x}
          cy={22 - (i % 3 === 1 ? 4 : 0)}
          rx="5"
          ry="3"
          fill="#16a34a"
          transform={`rotate(${x < 50 ? -30 : 30} ${x} 22)`}
        />
      ))}
      <circle cx="42" cy="38" r="2.5" fill="#1e293b" />
      <circle cx="58" cy="38" r="2.5" fill="#1e293b" />
      <path d="M38 32 H46 M54 32 H62" stroke="#64748b" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M44 52 Q50 55 56 52" stroke="#7c4a24" strokeWidth="2" fill="none" />
    </>
  ),
  trident: () => (
    <>
      <defs>{lin('ol-tr', '#a5f3fc', '#0891b2', '#164e63')}</defs>
      <rect
        x="46"
        y="34"
        width="8"
        height="60"
        rx="3"
        fill="url(#ol-tr)"
        stroke="#083344"
        strokeWidth="1.5"
      />
      <path
        d="M22 12 L28 26 Q28 40 46 42 H54 Q72 40 72 26 L78 12 L68 24 Q66 34 56 34 V10 L50 2 L44 10 V34 Q34 34 32 24 Z"
        fill="url(#ol-tr)"
        stroke="#083344"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </>
  ),
  helmet: () => (
    <>
      <defs>{lin('ol-hm', '#fde68a', '#d97706', '#78350f')}</defs>
      <path d="M30 30 Q20 4 50 6 Q80 4 70 30" fill="#dc2626" stroke="#7f1d1d" strokeWidth="2" />
      <path
        d="M22 50 Q22 18 50 18 Q78 18 78 50 V86 H62 V60 H56 V88 H44 V60 H38 V86 H22 Z"
        fill="url(#ol-hm)"
        stroke="#451a03"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M30 46 H46 M54 46 H70" stroke="#1c1917" strokeWidth="6" strokeLinecap="round" />
    </>
  ),
  harp: () => (
    <>
      <defs>{lin('ol-hp', '#fef08a', '#ca8a04')}</defs>
      <path
        d="M26 88 Q14 50 28 16 Q36 30 34 46 M74 88 Q86 50 72 16 Q64 30 66 46"
        stroke="url(#ol-hp)"
        strokeWidth="7"
        fill="none"
        strokeLinecap="round"
      />
      <rect x="22" y="80" width="56" height="10" rx="4" fill="#a16207" />
      <rect x="30" y="26" width="40" height="6" rx="3" fill="#a16207" />
      {[38, 46, 54, 62].map((x) => (
        <line key={x} x1={x} y1="32" x2={x} y2="80" stroke="#fef9c3" strokeWidth="1.5" />
      ))}
    </>
  ),
  A: letter('A', 'ol-a', '#ffffff', '#94a3b8', '#1e1b4b'),
  K: letter('K', 'ol-k', '#fef08a', '#ca8a04', '#422006'),
  Q: letter('Q', 'ol-q', '#c7d2fe', '#4f46e5', '#1e1b4b'),
  J: letter('J', 'ol-j', '#a5f3fc', '#0891b2', '#083344'),
  temple: () => (
    <>
      <path d="M10 32 L50 8 L90 32 Z" fill="#f8fafc" stroke="#64748b" strokeWidth="2" />
      <rect x="12" y="32" width="76" height="7" fill="#e2e8f0" stroke="#64748b" strokeWidth="1.5" />
      {[20, 35, 50, 65, 80].map((x) => (
        <rect
          key={x}
          x={x - 4}
          y="40"
          width="8"
          height="34"
          fill="#f1f5f9"
          stroke="#94a3b8"
          strokeWidth="1"
        />
      ))}
      <rect x="8" y="74" width="84" height="7" fill="#cbd5e1" stroke="#64748b" strokeWidth="1.5" />
      <circle cx="50" cy="22" r="5" fill="#facc15" />
      {caption('BONUS', '#fef9c3', '#312e81')}
    </>
  ),
};

/** The gold coin of Gold Rush (its value is written over it by the game). */
const goldCoin: Art = () => (
  <>
    <defs>{rad('gr-coin', '#fff3b0', '#d99a06')}</defs>
    <circle cx="50" cy="54" r="40" fill="#8a5a00" />
    <circle cx="50" cy="50" r="40" fill="url(#gr-coin)" stroke="#fff7cc" strokeWidth="2" />
    <circle cx="50" cy="50" r="31" fill="none" stroke="#a86b00" strokeWidth="2.5" strokeDasharray="3 3" />
    <text
      x="50"
      y="62"
      textAnchor="middle"
      fontFamily="Georgia, serif"
      fontWeight="900"
      fontSize="32"
      fill="#8a4b00"
      opacity="0.35"
    >
      ₺
    </text>
  </>
);

const GOLD_RUSH: Record<string, Art> = {
  dynamite: () => (
    <>
      {[34, 50, 66].map((x) => (
        <g key={x}>
          <rect
            x={x - 7}
            y="34"
            width="14"
            height="50"
            rx="3"
            fill="#dc2626"
            stroke="#7f1d1d"
            strokeWidth="1.5"
          />
          <rect x={x - 7} y="38" width="14" height="4" fill="#fca5a5" />
        </g>
      ))}
      <rect x="24" y="52" width="52" height="8" fill="#44403c" />
      <path d="M50 34 Q52 20 64 16" stroke="#a8a29e" strokeWidth="2.5" fill="none" />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((a) => (
        <line
          key={a}
          x1="66"
          y1="14"
          x2={66 + Math.cos((a * Math.PI) / 180) * 9}
          y2={14 + Math.sin((a * Math.PI) / 180) * 9}
          stroke="#fde047"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      ))}
      {caption('WILD', '#fef3c7', '#450a0a')}
    </>
  ),
  miner: () => (
    <>
      <defs>{lin('gr-mh', '#fde047', '#ca8a04')}</defs>
      <path d="M16 62 Q16 22 50 22 Q84 22 84 62 Z" fill="url(#gr-mh)" stroke="#713f12" strokeWidth="2" />
      <rect x="10" y="60" width="80" height="10" rx="5" fill="#a16207" stroke="#713f12" strokeWidth="1.5" />
      <rect x="44" y="14" width="12" height="20" rx="3" fill="#44403c" />
      <circle cx="50" cy="40" r="10" fill="#fffbeb" stroke="#44403c" strokeWidth="3" />
      <path d="M50 40 L20 90 H80 Z" fill="rgba(255,251,200,0.35)" />
    </>
  ),
  cart: () => (
    <>
      <path d="M18 38 H82 L74 74 H26 Z" fill="#78716c" stroke="#292524" strokeWidth="2" />
      <path d="M22 38 Q34 18 50 28 Q62 14 78 38 Z" fill="#facc15" stroke="#a16207" strokeWidth="1.5" />
      {[34, 50, 64].map((x) => (
        <circle key={x} cx={x} cy="30" r="4" fill="#fef08a" />
      ))}
      <circle cx="34" cy="80" r="9" fill="#292524" stroke="#a8a29e" strokeWidth="2" />
      <circle cx="66" cy="80" r="9" fill="#292524" stroke="#a8a29e" strokeWidth="2" />
      <path d="M6 90 H94" stroke="#57534e" strokeWidth="3" />
    </>
  ),
  lamp2: () => (
    <>
      <defs>{rad('gr-lp', '#fffbeb', '#f59e0b')}</defs>
      <path d="M36 20 Q50 4 64 20" stroke="#44403c" strokeWidth="4" fill="none" />
      <rect x="34" y="20" width="32" height="8" rx="2" fill="#44403c" />
      <rect x="36" y="28" width="28" height="44" rx="6" fill="url(#gr-lp)" stroke="#44403c" strokeWidth="3" />
      <path d="M50 40 Q44 52 50 60 Q56 52 50 40 Z" fill="#ea580c" />
      <rect x="30" y="72" width="40" height="12" rx="3" fill="#57534e" />
    </>
  ),
  pickaxe: () => (
    <>
      <rect
        x="46"
        y="26"
        width="8"
        height="66"
        rx="3"
        fill="#92400e"
        stroke="#451a03"
        strokeWidth="1.5"
        transform="rotate(20 50 60)"
      />
      <path
        d="M12 36 Q50 6 88 36 Q50 22 12 36 Z"
        fill="#a8a29e"
        stroke="#44403c"
        strokeWidth="2"
        transform="rotate(20 50 30)"
      />
    </>
  ),
  A: letter('A', 'gr-a', '#fef08a', '#ca8a04', '#422006'),
  K: letter('K', 'gr-k', '#fecaca', '#b91c1c', '#450a0a'),
  Q: letter('Q', 'gr-q', '#d6d3d1', '#57534e', '#1c1917'),
  J: letter('J', 'gr-j', '#bae6fd', '#0369a1', '#082f49'),
  coin: goldCoin,
};

function fruitArt(id: string, light: string, dark: string, extra: ReactNode, rx = 30, ry = 30): Art {
  return () => (
    <>
      <defs>{rad(`${id}-g`, light, dark)}</defs>
      <ellipse cx="50" cy="56" rx={rx} ry={ry} fill={`url(#${id}-g)`} stroke={dark} strokeWidth="2" />
      {extra}
      {shine(40, 44)}
    </>
  );
}

const POMEGRANATE: Record<string, Art> = {
  tea: () => (
    <>
      <defs>{lin('pw-tea', '#f87171', '#991b1b')}</defs>
      <ellipse cx="50" cy="84" rx="34" ry="7" fill="#e2e8f0" stroke="#94a3b8" strokeWidth="1.5" />
      <path
        d="M34 20 Q30 36 38 48 Q30 62 36 80 H64 Q70 62 62 48 Q70 36 66 20 Z"
        fill="rgba(255,255,255,0.35)"
        stroke="#e2e8f0"
        strokeWidth="2"
      />
      <path d="M36 34 Q34 40 38 48 Q31 62 37 78 H63 Q69 62 62 48 Q66 40 64 34 Z" fill="url(#pw-tea)" />
      <ellipse cx="50" cy="20" rx="16" ry="3" fill="none" stroke="#e2e8f0" strokeWidth="2" />
      <path
        d="M44 10 q4 -6 0 -10 M56 10 q4 -6 0 -10"
        stroke="rgba(255,255,255,0.6)"
        strokeWidth="2"
        fill="none"
      />
      {caption('WILD', '#fff1f2', '#7f1d1d')}
    </>
  ),
  pomegranate: fruitArt(
    'pw-pg',
    '#f87171',
    '#991b1b',
    <>
      <path d="M40 24 L44 14 L50 22 L56 14 L60 24 Z" fill="#7f1d1d" />
      <path d="M34 60 A16 14 0 0 0 66 60 Z" fill="#fecdd3" />
      {[38, 44, 50, 56, 62, 41, 47, 53, 59].map((x, i) => (
        <circle key={i} cx={x} cy={i < 5 ? 64 : 70} r="2.6" fill="#e11d48" />
      ))}
    </>,
  ),
  fig: fruitArt(
    'pw-fg',
    '#c084fc',
    '#581c87',
    <>
      <path d="M46 26 Q50 14 56 22" stroke="#166534" strokeWidth="4" fill="none" />
      <path d="M50 44 Q40 60 50 78 Q60 60 50 44 Z" fill="#fda4af" opacity="0.8" />
    </>,
    26,
    32,
  ),
  apricot: fruitArt(
    'pw-ap',
    '#fed7aa',
    '#ea580c',
    <>
      <path d="M50 28 Q46 50 52 84" stroke="rgba(154,52,18,0.45)" strokeWidth="2.5" fill="none" />
      <path d="M52 26 Q64 12 76 18 Q66 30 52 26 Z" fill="#4ade80" stroke="#166534" strokeWidth="1.5" />
    </>,
  ),
  hazelnut: () => (
    <>
      <defs>{rad('pw-hz', '#d6a370', '#7c4a1e')}</defs>
      <path
        d="M50 24 Q80 30 76 62 Q72 86 50 88 Q28 86 24 62 Q20 30 50 24 Z"
        fill="url(#pw-hz)"
        stroke="#3b1d08"
        strokeWidth="2"
      />
      <path
        d="M22 40 Q30 8 50 20 Q70 8 78 40 Q64 30 50 34 Q36 30 22 40 Z"
        fill="#65a30d"
        stroke="#1a2e05"
        strokeWidth="1.5"
      />
      {shine(38, 54)}
    </>
  ),
  olive: () => (
    <>
      <path d="M10 80 Q50 60 90 20" stroke="#57534e" strokeWidth="3" fill="none" />
      {[
        [24, 66, -30],
        [46, 52, 20],
        [64, 38, -40],
        [80, 28, 30],
      ].map(([x, y, a]) => (
        <ellipse
          key={x}
          cx={x}
          cy={y! - 8}
          rx="4"
          ry="12"
          fill="#84cc16"
          stroke="#3f6212"
          strokeWidth="1"
          transform={`rotate(${a} ${x} ${y})`}
        />
      ))}
      {[
        [36, 70],
        [58, 60],
        [72, 50],
      ].map(([x, y]) => (
        <g key={x}>
          <ellipse cx={x} cy={y} rx="10" ry="13" fill="#365314" stroke="#1a2e05" strokeWidth="1.5" />
          <ellipse cx={x! - 3} cy={y! - 5} rx="3" ry="2" fill="rgba(255,255,255,0.5)" />
        </g>
      ))}
    </>
  ),
  quince: fruitArt(
    'pw-qn',
    '#fef9c3',
    '#ca8a04',
    <path d="M50 26 Q48 16 54 10" stroke="#713f12" strokeWidth="3.5" fill="none" />,
    28,
    32,
  ),
  mulberry: () => (
    <>
      <path d="M50 18 Q46 8 56 4" stroke="#166534" strokeWidth="3" fill="none" />
      {Array.from({ length: 13 }, (_, i) => {
        const row = Math.floor(i / 3);
        const x = 38 + (i % 3) * 12 + (row % 2) * 6;
        const y = 28 + row * 13;
        return (
          <circle
            key={i}
            cx={Math.min(x, 68)}
            cy={y}
            r="8"
            fill="#581c87"
            stroke="#2e1065"
            strokeWidth="1.5"
          />
        );
      })}
      <circle cx="40" cy="30" r="2.5" fill="rgba(255,255,255,0.6)" />
    </>
  ),
  crate: () => (
    <>
      <circle cx="34" cy="30" r="12" fill="#dc2626" />
      <circle cx="52" cy="26" r="12" fill="#f59e0b" />
      <circle cx="68" cy="32" r="11" fill="#7e22ce" />
      <rect x="14" y="36" width="72" height="44" rx="4" fill="#b45309" stroke="#451a03" strokeWidth="2" />
      {[46, 58, 70].map((y) => (
        <path key={y} d={`M14 ${y} H86`} stroke="#78350f" strokeWidth="2" />
      ))}
      {caption('BONUS', '#fff7ed', '#7f1d1d')}
    </>
  ),
};

export const MORE_ART: Record<string, Record<string, Art>> = {
  'kasa-slots-anatolian-spices': SPICES,
  'kasa-slots-bosphorus-nights': BOSPHORUS,
  'kasa-slots-kapadokya-balloons': KAPADOKYA,
  'kasa-slots-olympos-thunder': OLYMPOS,
  'kasa-slots-gold-rush': GOLD_RUSH,
  'kasa-slots-pomegranate-ways': POMEGRANATE,
};

/** Theme classes of the six titles (colours, frame) — see slots.css. */
export const MORE_THEMES: Record<string, string> = {
  'kasa-slots-anatolian-spices': 'slots--spices',
  'kasa-slots-bosphorus-nights': 'slots--bosphorus',
  'kasa-slots-kapadokya-balloons': 'slots--kapadokya',
  'kasa-slots-olympos-thunder': 'slots--olympos',
  'kasa-slots-gold-rush': 'slots--goldrush',
  'kasa-slots-pomegranate-ways': 'slots--pomegranate',
};
