import { useRef } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { DialogFrame } from '@/ui/dialog';
import { SearchPanel } from './search-panel';
import './search.css';

/** The search of the header, as a modal (Radix: focus kept inside, Escape closes, focus back to the button). */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const field = useRef<HTMLInputElement>(null);
  // A chosen result opens once the dialog has closed: while it is open its focus trap would keep the new
  // page's heading from taking the focus, which then fell to <body> when the dialog went.
  const chosen = useRef<(() => void) | null>(null);
  const onClosed = () => {
    const go = chosen.current;
    chosen.current = null;
    go?.();
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t('browse.unified.title')}
      initialFocus={field}
      onClosed={onClosed}
    >
      <SearchPanel
        fieldRef={field}
        onOpen={(go) => {
          chosen.current = go;
          onOpenChange(false);
        }}
      />
    </DialogFrame>
  );
}
