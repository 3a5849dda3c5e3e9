import { Fragment } from 'react';
import type { ReactNode } from 'react';

// Marks where each element goes in the translated text: a number between two characters no
// message holds.
const mark = (index: number) => `\u2063${index}\u2063`;
const MARKS = /\u2063(\d+)\u2063/;

/**
 * A translated sentence with elements inside it (links, a bold figure). The message names each
 * element's place with a placeholder, so each language puts them where its grammar wants: `text`
 * is given one mark per node to pass as those placeholders' values, and each mark becomes its node.
 */
export function WithElements({
  text,
  nodes,
}: {
  text: (...marks: string[]) => string;
  nodes: ReactNode[];
}) {
  // split() puts each captured mark's number between the texts around it.
  const parts = text(...nodes.map((_, index) => mark(index))).split(MARKS);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>{index % 2 === 1 ? nodes[Number(part)] : part}</Fragment>
      ))}
    </>
  );
}

/** The same with one element. */
export function WithElement({ text, node }: { text: (mark: string) => string; node: ReactNode }) {
  return <WithElements text={text} nodes={[node]} />;
}
