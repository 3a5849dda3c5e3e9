import type { ReactNode } from 'react';

// A character no message holds: it marks where the element goes in the translated text.
const MARK = '\u2063';

/**
 * A translated sentence with an element inside it (a link, a bold figure). The message names
 * the element's place with a placeholder, so each language puts it where its grammar wants:
 * `text` is given a mark to pass as that placeholder's value, and the mark becomes `node`.
 */
export function WithElement({ text, node }: { text: (mark: string) => string; node: ReactNode }) {
  const [before, after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}
