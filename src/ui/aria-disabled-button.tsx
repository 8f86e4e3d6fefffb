import type { ButtonHTMLAttributes } from 'react';

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'type'> & {
  unavailable: boolean;
  type?: 'button' | 'submit';
};

/**
 * A button that cannot act for a while (busy, or counting down) yet keeps the keyboard focus: `disabled`
 * would drop the focus to <body>. Screen readers hear it as unavailable and clicks do nothing (a submit
 * button still submits: the form hook ignores a submit while one is in flight).
 */
export function AriaDisabledButton({ unavailable, onClick, type = 'button', ...props }: Props) {
  return (
    <button
      type={type}
      {...props}
      aria-disabled={unavailable || undefined}
      onClick={unavailable ? undefined : onClick}
    />
  );
}
