import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { parseMarkdown } from './parse-markdown';

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter>
      <Markdown source={source} />
    </MemoryRouter>,
  );
}

describe('Markdown', () => {
  it('renders headings, paragraphs and the inline marks', () => {
    const { container } = renderMarkdown(
      [
        '## See your usage',
        '',
        'Open **Subscription and Usage** (`/subscription`) and look',
        'at *Today’s usage*.',
        '',
        '### Details',
      ].join('\n'),
    );

    expect(screen.getByRole('heading', { level: 2, name: 'See your usage' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeTruthy();
    const paragraph = container.querySelector('p');
    // The paragraph's two lines are one paragraph.
    expect(paragraph?.textContent).toBe(
      'Open Subscription and Usage (/subscription) and look at Today’s usage.',
    );
    expect(paragraph?.querySelector('strong')?.textContent).toBe('Subscription and Usage');
    expect(paragraph?.querySelector('code')?.textContent).toBe('/subscription');
    expect(paragraph?.querySelector('em')?.textContent).toBe('Today’s usage');
  });

  it('renders bullet and numbered lists, with an indented level under an item', () => {
    renderMarkdown(
      [
        '- **AI Prompts**: one each.',
        '- Workflows: one each.',
        '',
        '1. Open the page.',
        '2. Click the card that fits:',
        '   - Data Analytics',
        '   - Text Generation',
        '3. Done.',
      ].join('\n'),
    );

    const [bullets, numbered] = screen.getAllByRole('list').filter((list) => !list.closest('li'));
    expect(bullets.tagName).toBe('UL');
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AI Prompts: one each.', 'Workflows: one each.']);
    expect(numbered.tagName).toBe('OL');
    const steps = numbered.querySelectorAll(':scope > li');
    expect(steps).toHaveLength(3);
    const nested = within(steps[1] as HTMLElement).getByRole('list');
    expect(
      within(nested)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Data Analytics', 'Text Generation']);
  });

  it('links in-app paths through the router and other sites in a new tab', () => {
    renderMarkdown(
      'See [Plans compared](/help/plans-compared), [the directory](https://example.com/tools) and [this](javascript:alert(1)).',
    );

    const inApp = screen.getByRole('link', { name: 'Plans compared' });
    expect(inApp.getAttribute('href')).toBe('/help/plans-compared');
    expect(inApp.getAttribute('target')).toBeNull();
    const external = screen.getByRole('link', { name: /the directory/ });
    expect(external.getAttribute('href')).toBe('https://example.com/tools');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    // Any other scheme is not a link at all.
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByText(/and this/)).toBeTruthy();
  });

  it('keeps markup in the text as text', () => {
    const { container } = renderMarkdown(
      '## <img src=x onerror=alert(1)>\n\nHello <script>alert(1)</script> **<b>bold</b>**',
    );

    expect(container.querySelector('script, img, b')).toBeNull();
    expect(screen.getByText(/Hello <script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(container.querySelector('strong')?.textContent).toBe('<b>bold</b>');
  });

  it('renders the price tables the articles use', () => {
    renderMarkdown(['| Tier | 5 s |', '| --- | --- |', '| Ultra | 0.0355 |'].join('\n'));

    expect(screen.getByRole('columnheader', { name: 'Tier' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '0.0355' })).toBeTruthy();
  });
});

describe('parseMarkdown', () => {
  it('keeps an ordered list’s first number and ends a list at a paragraph', () => {
    expect(parseMarkdown('3. Third\n4. Fourth\n\nAfter.')).toEqual([
      {
        kind: 'list',
        ordered: true,
        start: 3,
        items: [
          { text: 'Third', children: null },
          { text: 'Fourth', children: null },
        ],
      },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });
});
