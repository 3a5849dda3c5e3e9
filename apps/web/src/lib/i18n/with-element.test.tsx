import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { WithElements } from './with-element';

describe('WithElements', () => {
  it('places each element where the sentence names it', () => {
    const html = renderToString(
      <p>
        <WithElements
          text={(terms, email) => `See the ${terms}. Questions: ${email}`}
          nodes={[<a key="terms">terms</a>, <a key="email">help@example.com</a>]}
        />
      </p>,
    );
    expect(html).toBe('<p>See the <a>terms</a>. Questions: <a>help@example.com</a></p>');
  });
});
