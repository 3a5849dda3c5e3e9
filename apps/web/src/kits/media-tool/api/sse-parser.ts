/**
 * A text/event-stream reader (the parts of the WHATWG format our job streams use): `data:` lines
 * gather until a blank line ends the event; comments (`:` keep-alives) and other fields are skipped.
 * Chunks may split anywhere, even between the two bytes of a CRLF.
 */
export function createSseParser(onData: (data: string) => void) {
  let pending = '';
  let data: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onData(data.join('\n'));
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
  };

  return {
    push(chunk: string) {
      pending += chunk;
      // A trailing CR may be the first half of a CRLF: it waits for the next chunk.
      const end = pending.endsWith('\r') ? pending.length - 1 : pending.length;
      const lines = pending.slice(0, end).replace(/\r\n?/g, '\n').split('\n');
      pending = (lines.pop() ?? '') + pending.slice(end);
      lines.forEach(readLine);
    },
    end() {
      if (pending) readLine(pending.replace(/\r$/, ''));
      pending = '';
      readLine('');
    },
  };
}
