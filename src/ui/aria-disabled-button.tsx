import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'type'> & { unavailable: boolean };

/**
 * A button that cannot act for a while (busy, or counting down) yet keeps the keyboard focus: `disabled`
 * would drop the focus to <body>. Screen readers hear it as unavailable and clicks do nothing.
 */
export function AriaDisabledButton({ unavailable, onClick, ...props }: Props) {
  return <button type="button" {...props} aria-disabled={unavailable || undefined} onClick={unavailable ? undefined : onClick} />;
}
