// The name under which the downloaded account data is saved: the server's (Content-Disposition), else a dated one.

/** `attachment; filename="rayek-data-2026-11-25.json"` → `rayek-data-2026-11-25.json`, never a path. */
export function exportFileName(disposition: string | null, today: Date): string {
  const named = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1] ?? '';
  let decoded = named;
  try {
    decoded = decodeURIComponent(named);
  } catch {
    // Not percent-encoded after all: the name as sent.
  }
  const clean = decoded.replace(/[/\\]/g, '').trim();
  return clean || `rayek-data-${today.toISOString().slice(0, 10)}.json`;
}
