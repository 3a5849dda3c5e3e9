/**
 * Hands a file to the browser's downloads: made in the page, or fetched with the bearer header,
 * which a plain link cannot send.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
