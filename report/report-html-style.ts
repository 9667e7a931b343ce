/** The report page's stylesheet, inlined: the page loads nothing, fonts included (the system's own). */
export const REPORT_CSS = `
:root { color-scheme: light; --flag: #c0392b; --ok: #2e7d32; --muted: #666; --rule: #ddd; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; margin: 0 auto; max-width: 1352px; padding: 1.5rem; color: #222; background: #fff; }
h1 { font-size: 1.6rem; margin: 0 0 .5rem; }
h1, h2, h3, h4 { overflow-wrap: anywhere; }
h2 { font-size: 1.3rem; border-bottom: 2px solid var(--rule); padding-bottom: .2rem; margin-top: 2.2rem; }
h3 { font-size: 1.1rem; margin-top: 1.6rem; }
h4 { font-size: 1rem; margin: 1.2rem 0 .4rem; }
nav a { margin-right: 1rem; white-space: nowrap; display: inline-block; }
table { border-collapse: collapse; margin: .5rem 0 1rem; font-size: 13px; }
th, td { border-bottom: 1px solid var(--rule); padding: .25rem .5rem; text-align: left; vertical-align: top; }
th { background: #f4f4f4; font-weight: 600; }
td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
table.cards tbody tr:nth-child(odd) { background: #fafafa; }
code, pre { font: 12px/1.4 ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace; }
pre { background: #f6f6f6; padding: .6rem; overflow-x: auto; white-space: pre-wrap; word-break: break-all; }
code.place { color: #1f4f8f; overflow-wrap: anywhere; }
.est { white-space: nowrap; }
.wide { overflow-x: auto; }
.flag { color: var(--flag); font-weight: 600; }
.ok { color: var(--ok); }
.muted { color: var(--muted); font-weight: normal; }
.sev-error { color: var(--flag); font-weight: 600; }
.sev-warning { color: #b26a00; font-weight: 600; }
figure.chart { margin: 1rem 0 .3rem; }
figure.chart svg { display: block; max-width: 100%; height: auto; }
figcaption { color: var(--muted); font-size: 12px; }
dl.texts dt { font-weight: 600; margin-top: .6rem; }
dl.texts dd { margin: .2rem 0 0 1.2rem; }
dl.run { display: grid; grid-template-columns: max-content minmax(0, 1fr); gap: .2rem 1rem; }
dl.run dt { font-weight: 600; }
dl.run dd { margin: 0; overflow-wrap: anywhere; }
`;
