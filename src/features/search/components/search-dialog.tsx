import { useT } from '@/lib/i18n/use-t';
import { DialogFrame } from '@/ui/dialog';
import { SearchPanel } from './search-panel';
import './search.css';

/** The search of the header, as a modal (Radix: focus kept inside, Escape closes, focus back to the button). */
export default function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange} title={t('browse.unified.title')}>
      <SearchPanel autoFocus onOpen={() => onOpenChange(false)} />
    </DialogFrame>
  );
}
