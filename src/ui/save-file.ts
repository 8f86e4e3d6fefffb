// Saves data the app holds (a Blob) as a file, under the given name: a temporary link with `download`.

/** Long enough for the browser to have read the data behind the link; then it is released. */
const RELEASE_AFTER_MS = 60_000;

export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
