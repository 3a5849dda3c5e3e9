/**
 * The help centre's Markdown, cut into blocks: "##" and "###" headings, paragraphs, "-" and "1."
 * lists (with one indented level under an item), and the pipe tables three articles use for
 * prices. Inline marks stay in the text; markdown.tsx renders them. Anything else is plain text.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | MarkdownList
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface MarkdownList {
  kind: 'list';
  ordered: boolean;
  /** The first item's number, for an ordered list that does not start at 1. */
  start: number;
  items: { text: string; children: MarkdownList | null }[];
}

const HEADING = /^(#{2,3})\s+(.+)$/;
const LIST_ITEM = /^(\s*)(?:[-*]|(\d+)\.)\s+(.*)$/;
const TABLE_SEPARATOR = /^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;

export function parseMarkdown(source: string): MarkdownBlock[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };

  let at = 0;
  while (at < lines.length) {
    const line = lines[at];
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (line.trim() === '') {
      endParagraph();
      at += 1;
    } else if (heading) {
      endParagraph();
      blocks.push({ kind: 'heading', level: heading[1].length === 2 ? 2 : 3, text: heading[2] });
      at += 1;
    } else if (item && item[1] === '') {
      endParagraph();
      const list = readList(lines, at);
      blocks.push(list.block);
      at = list.next;
    } else if (line.startsWith('|') && TABLE_SEPARATOR.test(lines[at + 1] ?? '')) {
      endParagraph();
      const rows: string[][] = [];
      for (at += 2; at < lines.length && lines[at].startsWith('|'); at += 1) {
        rows.push(tableCells(lines[at]));
      }
      blocks.push({ kind: 'table', header: tableCells(line), rows });
    } else {
      paragraph.push(line.trim());
      at += 1;
    }
  }
  endParagraph();
  return blocks;
}

/** Items at the margin, their indented sub-items and continuation lines, up to the list's end. */
function readList(lines: string[], from: number): { block: MarkdownList; next: number } {
  const first = LIST_ITEM.exec(lines[from]);
  const block = newList(first?.[2]);
  let at = from;
  while (at < lines.length) {
    const line = lines[at];
    const item = LIST_ITEM.exec(line);
    const current = block.items[block.items.length - 1];
    if (line.trim() === '') {
      // A blank line ends the list unless an item (or an indented line) follows it.
      const following = lines[at + 1] ?? '';
      if (!LIST_ITEM.test(following) && !/^\s+\S/.test(following)) break;
      at += 1;
      continue;
    }
    if (item && item[1] === '') {
      if ((item[2] !== undefined) !== block.ordered) break;
      block.items.push({ text: item[3], children: null });
    } else if (item && current) {
      current.children ??= newList(item[2]);
      current.children.items.push({ text: item[3], children: null });
    } else if (/^\s/.test(line) && current) {
      const target = current.children?.items[current.children.items.length - 1] ?? current;
      target.text += ` ${line.trim()}`;
    } else {
      break;
    }
    at += 1;
  }
  return { block, next: at };
}

function newList(number: string | undefined): MarkdownList {
  return {
    kind: 'list',
    ordered: number !== undefined,
    start: number === undefined ? 1 : Number(number),
    items: [],
  };
}

function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split('|')
    .map((cell) => cell.trim());
}
