import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import {
  activateMessages,
  formatMessage,
  hasMessage,
  loadMessages,
  messagesVersion,
  noteUsedMessages,
} from './messages';

/** Loads one English message as the catalogue plugin compiles it, and formats it. */
function format(text: string, values?: Record<string, unknown>, language = 'en'): string {
  loadMessages(language, { probe: compileMessageOrThrow(text) });
  activateMessages(language);
  return formatMessage('probe', values);
}

describe('the message reader (Lingui-compiled catalogues)', () => {
  it('gives texts and placeholders', () => {
    expect(format('Plain text')).toBe('Plain text');
    expect(format('Hello {name}, it’s {brand}', { name: 'Ada', brand: 'Atelier' })).toBe(
      'Hello Ada, it’s Atelier',
    );
    expect(format("Quotes '{'kept'}'")).toBe('Quotes {kept}');
  });

  it('chooses plurals by the language’s rules, exact cases first, # as the number', () => {
    const text = '{count, plural, =0 {No credits} one {# credit} other {# credits}}';
    expect(format(text, { count: 0 })).toBe('No credits');
    expect(format(text, { count: 1 })).toBe('1 credit');
    expect(format(text, { count: 1500 })).toBe('1,500 credits');
    expect(format('{n, plural, one {# crédito} other {# créditos}}', { n: 2 }, 'es')).toBe(
      '2 créditos',
    );
    expect(format('{n, plural, one {# Credit} other {# Credits}}', { n: 1000 }, 'de')).toBe(
      '1.000 Credits',
    );
  });

  it('chooses selects, with other as the fallback, and nests placeholders', () => {
    const text = '{kind, select, image {An image of {size}} other {Something}}';
    expect(format(text, { kind: 'image', size: '1024' })).toBe('An image of 1024');
    expect(format(text, { kind: 'video' })).toBe('Something');
  });

  it('formats numbers in the language, with a style', () => {
    expect(format('{n, number}', { n: 1234.5 }, 'fr')).toBe('1\u202f234,5');
    expect(format('{n, number, percent}', { n: 0.25 })).toBe('25%');
  });

  it('answers a missing id with the id, and knows which ids it has', () => {
    activateMessages('en');
    expect(formatMessage('nowhere.toBeFound')).toBe('nowhere.toBeFound');
    expect(hasMessage('nowhere.toBeFound')).toBe(false);
    loadMessages('en', { 'some.id': 'Some' });
    expect(hasMessage('some.id')).toBe(true);
  });

  it('notes the ids formatted once asked to (what a prerendered page must carry)', () => {
    loadMessages('en', { 'probe.a': 'A', 'probe.b': 'B' });
    activateMessages('en');
    const shown = noteUsedMessages();
    formatMessage('probe.b');
    expect([...shown]).toEqual(['probe.b']);
  });

  it('re-renders nothing when more of the active language arrives, unless a shown text is in it', () => {
    // A prerendered page's own messages, then the whole catalogue with the same texts (issue 48).
    loadMessages('pt', { 'page.title': 'Título' });
    activateMessages('pt');
    const before = messagesVersion();
    loadMessages('pt', { 'page.title': 'Título', 'other.text': 'Outro' });
    expect(messagesVersion()).toBe(before);
    expect(formatMessage('other.text')).toBe('Outro');

    // An id shown while missing (as the id) re-renders when it arrives, as does a changed text.
    expect(formatMessage('late.text')).toBe('late.text');
    loadMessages('pt', { 'late.text': 'Tarde' });
    expect(messagesVersion()).toBe(before + 1);
    loadMessages('pt', { 'page.title': 'Outro título' });
    expect(messagesVersion()).toBe(before + 2);
  });
});
