// The frame of every modal: Radix Dialog (focus trap, Escape, focus return, aria wiring) with a title, an
// optional description, a close button, the content, and an optional footer. `sheet` slides in from the
// inline end as the phone menu. This module is only ever loaded lazily (Radix is not in the first load).
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '@/lib/i18n/use-t';
import { focusPageHeading } from './focus-page-heading';
import { CloseIcon } from './icons';
import './dialog.css';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  variant?: 'modal' | 'sheet';
  footer?: ReactNode;
  children?: ReactNode;
  /** Names the content shown (e.g. sign-in or sign-up): when it changes, focus must not be lost with the old one. */
  view?: string;
  /** What takes the focus on opening (a search field), instead of the first focusable control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called once the dialog has closed and given the focus back (a link chosen in it navigates then). */
  onClosed?: () => void;
}

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  variant = 'modal',
  footer,
  children,
  view,
  initialFocus,
  onClosed,
}: DialogFrameProps) {
  const t = useT();
  // The dialogs open from buttons that are not Radix triggers (and may live in another dialog), so focus
  // goes back by hand to whatever had it; if that element is gone (the drawer closed, or a sign-in replaced
  // the header's buttons), to the page's heading.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    // The new content replaced the focused control (e.g. a submit that switched to the sign-in form): focus
    // fell to <body> or to the dialog itself, so it goes to the new content's heading.
    const active = document.activeElement;
    if (content.current && (active === content.current || !content.current.contains(active))) heading.current?.focus();
  }, [view]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          ref={content}
          className={`dialog dialog-${variant}`}
          onOpenAutoFocus={(event) => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            if (!initialFocus?.current) return;
            event.preventDefault();
            initialFocus.current.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus();
            else focusPageHeading();
            onClosed?.();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <Dialog.Title className="dialog-title" ref={heading} tabIndex={-1}>
              {title}
            </Dialog.Title>
            <Dialog.Close className="icon-button" aria-label={t('dialog.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="dialog-description">{description}</Dialog.Description> : null}
          {children ? <div className="dialog-body">{children}</div> : null}
          {footer ? <div className="dialog-footer">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
