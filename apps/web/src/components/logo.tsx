import { useId } from 'react';

/** Folds of the two drapes, tied back under the proscenium arch. */
const LEFT_DRAPE = 'M20 0H58C57 38 48 56 36 68C40 80 38 92 31 104H20Z';
const RIGHT_DRAPE = 'M100 0H62C63 38 72 56 84 68C80 80 82 92 89 104H100Z';
const VALANCE =
  'M20 0H100V36Q93.5 43 87 36Q80.5 43 74 36Q67 43 60 36Q53 43 46 36Q39.5 43 33 36Q26.5 43 20 36Z';
const ARCH = 'M22 104V46A38 38 0 0 1 98 46V104';
const KEYHOLE = 'M60 50a9.5 9.5 0 0 1 5.3 17.4L69 88H51l3.7-20.6A9.5 9.5 0 0 1 60 50Z';

/**
 * The Coulisses emblem: red velvet drapes under a gold proscenium arch, a keyhole
 * glowing on the empty stage. Decorative text is left to the caller.
 */
export function Logo({ size = 96, title }: { size?: number; title: string }) {
  // Gradient ids must be unique per instance; useId's punctuation is stripped so the
  // ids stay valid inside url(#…).
  const uid = `logo-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const id = {
    fold: `${uid}-fold`,
    glow: `${uid}-glow`,
    gold: `${uid}-gold`,
    shade: `${uid}-shade`,
    stage: `${uid}-stage`,
    clip: `${uid}-clip`,
  };

  return (
    <svg role="img" aria-label={title} width={size} height={size} viewBox="0 0 120 120">
      <defs>
        <linearGradient id={id.fold} x1="0" x2="7" gradientUnits="userSpaceOnUse" spreadMethod="repeat">
          <stop offset="0" stopColor="#3a0a12" />
          <stop offset="0.45" stopColor="#a31d2c" />
          <stop offset="0.7" stopColor="#7a1522" />
          <stop offset="1" stopColor="#3a0a12" />
        </linearGradient>
        <linearGradient id={id.shade} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#14090b" stopOpacity="0.5" />
          <stop offset="0.4" stopColor="#14090b" stopOpacity="0" />
          <stop offset="1" stopColor="#14090b" stopOpacity="0.55" />
        </linearGradient>
        <radialGradient id={id.glow} cx="60" cy="70" r="34" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#e0b24a" stopOpacity="0.45" />
          <stop offset="1" stopColor="#e0b24a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={id.gold} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d48a" />
          <stop offset="1" stopColor="#c08f2e" />
        </linearGradient>
        <linearGradient id={id.stage} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#3b2418" />
          <stop offset="1" stopColor="#14090b" />
        </linearGradient>
        <clipPath id={id.clip}>
          <circle cx="60" cy="60" r="54" />
        </clipPath>
      </defs>

      <circle cx="60" cy="60" r="58" fill="#14090b" />
      <g clipPath={`url(#${id.clip})`}>
        <circle cx="60" cy="60" r="54" fill="#1f1013" />
        <rect x="22" y="8" width="76" height="96" fill={`url(#${id.glow})`} />
        <path d="M0 96H120V120H0Z" fill={`url(#${id.stage})`} />
        <path d="M22 96H98" stroke="#e0b24a" strokeOpacity="0.6" strokeWidth="1.5" />

        <path d={LEFT_DRAPE} fill={`url(#${id.fold})`} />
        <path d={LEFT_DRAPE} fill={`url(#${id.shade})`} />
        <path d={RIGHT_DRAPE} fill={`url(#${id.fold})`} />
        <path d={RIGHT_DRAPE} fill={`url(#${id.shade})`} />
        <ellipse cx="34.5" cy="68" rx="3.5" ry="2.2" fill="#e0b24a" />
        <ellipse cx="85.5" cy="68" rx="3.5" ry="2.2" fill="#e0b24a" />

        <path d={VALANCE} fill={`url(#${id.fold})`} />
        <path d={VALANCE} fill="#14090b" fillOpacity="0.35" stroke="#e0b24a" strokeWidth="1.5" />

        {/* Everything outside the arch is the dark proscenium wall. */}
        <path d={`${ARCH}H120V0H0V104Z`} fill="#14090b" />
        <path d={ARCH} fill="none" stroke={`url(#${id.gold})`} strokeWidth="4" />

        <path d={KEYHOLE} fill={`url(#${id.gold})`} stroke="#14090b" strokeWidth="1" />
      </g>
      <circle cx="60" cy="60" r="56" fill="none" stroke="#e0b24a" strokeWidth="3" />
    </svg>
  );
}
