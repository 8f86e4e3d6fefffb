// The frame of every modal: Radix Dialog (focus trap, Escape, focus return, aria wiring) with a title, an
// optional description, a close button, the content, and an optional footer. `sheet` slides in from the
// inline end as the phone menu. This module is only ever loaded lazily (Radix is not in the first load).
import { useRef, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useT } from '@/lib/i18n/use-t';
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
}

export function DialogFrame({ open, onOpenChange, title, description, variant = 'modal', footer, children }: DialogFrameProps) {
  const t = useT();
  // The dialogs open from buttons that are not Radix triggers (and may live in another dialog), so focus
  // goes back by hand to whatever had it; if that element is gone (the drawer closed), to the main content.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className={`dialog dialog-${variant}`}
          onOpenAutoFocus={() => {
            returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = returnFocusTo.current?.isConnected ? returnFocusTo.current : document.getElementById('main');
            target?.focus();
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="dialog-header">
            <Dialog.Title className="dialog-title">{title}</Dialog.Title>
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
