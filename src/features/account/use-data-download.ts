// "Download my data": the server's export saved as the file it names, or why it could not be had.
import { useRef, useState } from 'react';
import { exportFailure } from '@/domain/account-errors';
import type { AuthErrorId } from '@/domain/auth-schemas';
import { exportAccountData } from '@/lib/auth/account-api';
import { useT } from '@/lib/i18n/use-t';
import { notify } from '@/ui/notifications/notify';
import { saveFile } from '@/ui/save-file';
import { failureOf } from '@/slices/account/failure';

export function useDataDownload() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AuthErrorId | undefined>();
  // A second press before the first answer is rendered must not ask twice.
  const running = useRef(false);
  const download = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError(undefined);
    try {
      const { blob, fileName } = await exportAccountData();
      saveFile(blob, fileName);
      notify.success(t('account.data.done', { file: fileName }));
    } catch (failed) {
      setError(exportFailure(failureOf(failed)));
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, download };
}
