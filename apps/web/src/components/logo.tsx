/**
 * Coulisses' emblem, original to the project: a gold proscenium arch, red curtains drawn
 * aside, and a keyhole where the stage should be — backstage, and a case to open.
 */
export function Logo({ size = 96, title }: { size?: number; title: string }) {
  return (
    <svg role="img" aria-label={title} width={size} height={size} viewBox="0 0 120 120">
      <defs>
        <linearGradient id="logo-gold" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#f3d27a" />
          <stop offset="1" stopColor="#b8862b" />
        </linearGradient>
        <linearGradient id="logo-curtain" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#5e0d17" />
          <stop offset="0.45" stopColor="#b3243a" />
          <stop offset="1" stopColor="#6d101c" />
        </linearGradient>
        <radialGradient id="logo-light" cx="0.5" cy="0.35" r="0.6">
          <stop offset="0" stopColor="#3a2418" />
          <stop offset="1" stopColor="#14090b" />
        </radialGradient>
      </defs>
      <circle cx="60" cy="60" r="57" fill="url(#logo-light)" stroke="url(#logo-gold)" strokeWidth="4" />
      <path d="M22 96V46a38 38 0 0 1 76 0v50" fill="none" stroke="url(#logo-gold)" strokeWidth="5" />
      <path d="M25 46c0-17 13-31 31-33-6 12-10 30-10 50 0 12 3 23 6 33H25z" fill="url(#logo-curtain)" />
      <path d="M95 46c0-17-13-31-31-33 6 12 10 30 10 50 0 12-3 23-6 33h27z" fill="url(#logo-curtain)" />
      <path d="M33 40c3 14 3 34 1 56M86 40c-2 14-2 34 0 56" stroke="#4a0a12" strokeWidth="2" fill="none" />
      <circle cx="60" cy="58" r="9" fill="url(#logo-gold)" />
      <path d="M55 63h10l4 22H51z" fill="url(#logo-gold)" />
      <path d="M18 98h84" stroke="url(#logo-gold)" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}
