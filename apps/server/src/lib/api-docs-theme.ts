/**
 * Swagger UI as it ships fails an accessibility check (axe, serious and critical): white on light
 * method badges and version stamps, a URL bar with an unlabelled field and logo, a dark-mode
 * toggle without a name, and buttons nested in each operation's summary button. This sheet darkens
 * the colours to WCAG AA contrast and hides the parts this page does not need (the URL bar: it only
 * ever shows our own document; the per-operation lock and copy buttons: the page's Authorize button
 * and the path text do the same).
 */
export const API_DOCS_THEME_CSS = `
.swagger-ui .topbar, .dark-mode-toggle { display: none; }
.swagger-ui .opblock-summary-control .authorization__btn,
.swagger-ui .opblock-summary-control .copy-to-clipboard,
.swagger-ui .opblock-summary .view-line-link { display: none; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1d5fa8; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #17703a; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #8a4b00; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #b3261e; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f6b5c; }
.swagger-ui .info .title small, .swagger-ui .info .title small pre { background: #4a5160; }
.swagger-ui .info .title small.version-stamp, .swagger-ui .info .title small.version-stamp pre { background: #3d6b00; }
.swagger-ui .info .url, .swagger-ui .info a, .swagger-ui a.nostyle { color: #1d5fa8; }
.swagger-ui .btn.authorize { color: #17703a; border-color: #17703a; }
.swagger-ui .btn.authorize svg { fill: #17703a; }
.swagger-ui .opblock-tag small, .swagger-ui .opblock .opblock-summary-description,
.swagger-ui .opblock .opblock-summary-path { color: #2b2f36; }
`;
