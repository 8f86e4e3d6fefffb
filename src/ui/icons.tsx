// Hand-drawn interface icons (24×24, stroke = currentColor). Decorative: the text next to them says it all.
import type { ReactNode } from 'react';

function Icon({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <svg
      className={className ?? 'icon'}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const InstitutionIcon = () => (
  <Icon className="icon icon-large">
    <path d="M3 9.5L12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18" />
  </Icon>
);

export const InstructorIcon = () => (
  <Icon className="icon icon-large">
    <circle cx="12" cy="7.5" r="3.5" />
    <path d="M5 20c.6-3.9 3.4-6 7-6s6.4 2.1 7 6" />
  </Icon>
);

export const ProgramIcon = () => (
  <Icon className="icon icon-large">
    <path d="M3 6.5C5.5 5 8.5 5 12 7c3.5-2 6.5-2 9-.5V19c-2.5-1.5-5.5-1.5-9 .5-3.5-2-6.5-2-9-.5z" />
    <path d="M12 7v12.5" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6z" />
    <path d="M9 12l2 2 4-4" />
  </Icon>
);

export const ChevronIcon = () => (
  <Icon className="icon icon-small">
    <path d="M8 10l4 4 4-4" />
  </Icon>
);

/** A check in a circle: the better value of a compared row (the word "Better" stands next to it). */
export const BetterIcon = () => (
  <Icon className="icon icon-small">
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.5 2.5L16 9.5" />
  </Icon>
);
