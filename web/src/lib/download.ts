// Hands text to the browser as a file download, without a server round trip.

export function downloadTextFile(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
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
