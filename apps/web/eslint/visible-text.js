/**
 * `atelier/visible-text`: a text a user can see, written in a component, must come from the
 * message catalogues (`t('area.id')`, ADR 026), not be English in the code. It reports letters in
 * JSX text, in a string a JSX child expression gives, and in the attributes a user sees or hears
 * (aria-label, title, placeholder, alt, label). Names that no language translates (the product's,
 * a payment gateway's) are allowed through NAMES.
 */
const SEEN_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const NAMES = [
  'Atelier',
  'Copilot',
  'PayPal',
  'Razorpay',
  'Google',
  'GitHub',
  'USD',
  'INR',
  'API',
  'CSV',
];
const WORDS = new RegExp(`\\b(?:${NAMES.join('|')})\\b`, 'g');

/** True when the text has letters left once the untranslated names are taken out. */
function isWords(text) {
  return /\p{L}/u.test(text.replace(WORDS, ''));
}

function stringOf(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral')
    return node.quasis.map((part) => part.value.cooked).join(' ');
  return null;
}

export const visibleText = {
  meta: {
    type: 'problem',
    docs: { description: 'Visible text comes from the message catalogues' },
    schema: [],
    messages: {
      text: 'Visible text "{{text}}" belongs in the message catalogues: use t(...) (ADR 026).',
    },
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (isWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXAttribute') return;
        const text = stringOf(node.expression);
        if (text !== null && isWords(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : '';
        if (!SEEN_ATTRIBUTES.has(name) || !node.value) return;
        const value =
          node.value.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = stringOf(value);
        if (text !== null && isWords(text)) report(node, text);
      },
    };
  },
};

export default { rules: { 'visible-text': visibleText } };
