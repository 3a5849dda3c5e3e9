/** jsdom's Blob has no text(); FileReader reads it. */
export function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(blob);
  });
}

/** A file to upload whose text() works under jsdom, as it does in browsers. */
export function readableFile(content: string, name: string, type = 'application/json'): File {
  const file = new File([content], name, { type });
  return Object.assign(file, { text: () => readBlob(file) });
}
