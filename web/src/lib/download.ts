// Hands a file the page holds (a Blob) to the browser as a download.

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after click() has returned.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
