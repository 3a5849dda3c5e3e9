import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from '../../../components/ui/external-link';
import { parseMarkdown } from './parse-markdown';
import type { MarkdownBlock, MarkdownList } from './parse-markdown';

/** `code`, **bold**, *italic* and [text](href), in the order they appear. */
const INLINE = /`([^`]+)`|\*\*(.+?)\*\*|\*([^*\s](?:[^*]*[^*\s])?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClasses =
  'font-medium text-primary-700 underline underline-offset-2 hover:no-underline dark:text-primary-300';

/**
 * Renders a help article's Markdown as React elements: text stays text (React escapes it), so an
 * article cannot inject markup; a link to another site opens in a new tab.
 */
export function Markdown({ source }: { source: string }) {
  return (
    <div className="text-slate-700 dark:text-slate-300">
      {parseMarkdown(source).map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

function Block({ block }: { block: MarkdownBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2 className="mt-8 text-xl font-semibold text-slate-900 dark:text-slate-100">
          {inline(block.text)}
        </h2>
      ) : (
        <h3 className="mt-6 text-lg font-semibold text-slate-900 dark:text-slate-100">
          {inline(block.text)}
        </h3>
      );
    case 'paragraph':
      return <p className="mt-4 leading-7">{inline(block.text)}</p>;
    case 'list':
      return <List list={block} className="mt-4" />;
    case 'table':
      return (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.header.map((cell, index) => (
                  <th key={index} scope="col" className={cellClasses('font-semibold')}>
                    {inline(cell)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, index) => (
                    <td key={index} className={cellClasses()}>
                      {inline(cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function cellClasses(extra = ''): string {
  return `border border-slate-200 px-3 py-2 dark:border-slate-700 ${extra}`;
}

function List({ list, className = '' }: { list: MarkdownList; className?: string }) {
  const items = list.items.map((item, index) => (
    <li key={index} className="pl-1 leading-7">
      {inline(item.text)}
      {item.children ? <List list={item.children} className="mt-1" /> : null}
    </li>
  ));
  return list.ordered ? (
    <ol
      start={list.start === 1 ? undefined : list.start}
      className={`list-decimal space-y-1 pl-6 ${className}`}
    >
      {items}
    </ol>
  ) : (
    <ul className={`list-disc space-y-1 pl-6 ${className}`}>{items}</ul>
  );
}

function inline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    const [, code, bold, italic, label, href] = match;
    const key = nodes.length;
    if (code !== undefined) {
      nodes.push(
        <code
          key={key}
          className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200"
        >
          {code}
        </code>,
      );
    } else if (bold !== undefined) {
      nodes.push(
        <strong key={key} className="font-semibold text-slate-900 dark:text-slate-100">
          {inline(bold)}
        </strong>,
      );
    } else if (italic !== undefined) {
      nodes.push(<em key={key}>{inline(italic)}</em>);
    } else {
      nodes.push(<MarkdownLink key={key} href={href} label={inline(label)} />);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** In-app paths go through the router; other sites open in a new tab; other schemes stay text. */
function MarkdownLink({ href, label }: { href: string; label: ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={linkClasses}>
        {label}
      </Link>
    );
  }
  if (/^(https?:\/\/|mailto:)/i.test(href)) {
    return (
      <ExternalLink href={href} className={linkClasses}>
        {label}
      </ExternalLink>
    );
  }
  return <>{label}</>;
}
