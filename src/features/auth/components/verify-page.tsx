import { useT } from '@/lib/i18n/use-t';
import { PageFrame } from '@/ui/page-frame';

/** `/verify/$token`, the page the verification e-mail links to. Confirming the token comes with the accounts issue. */
export function VerifyPage() {
  const t = useT();
  return <PageFrame title={t('verify.title')} />;
}
