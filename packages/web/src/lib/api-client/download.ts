/** Default name of a downloaded file when the reply names none (spec section 8). */
export const DEFAULT_DOWNLOAD_NAME = 'downLoad';

/** The file name of a content-disposition header: `filename*=UTF-8''...` first, then `filename=`. */
export function fileNameFromDisposition(header: string | null): string {
  if (!header) return DEFAULT_DOWNLOAD_NAME;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name : DEFAULT_DOWNLOAD_NAME;
}

/** Save a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
