/**
 * The publisher's report laid out: the HTML page prints every figure of its JSON (through the one number
 * format), loads nothing (no script, no address, no outside url()), draws one SVG per chart, and escapes
 * the user's names and texts; the Markdown summary's flagged rows are the fixture's flagged figures.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { chartLabel, inlineSvg } from "../report/report-charts.js";
import { bucketLabel, escapeHtml, escapeMarkdownCell, formatEstimate, formatNumber } from "../report/report-format.js";
import { renderReportHtml, reportChartCount } from "../report/report-html.js";
import { OCCURRENCE_CAVEAT } from "../report/report-html-cards.js";
import { MARKDOWN_LIMIT, renderReportMarkdown } from "../report/report-markdown.js";
import { csvCell, reportCsvFiles } from "../report/report-csv.js";
import { summarySentences } from "../report/report-summary.js";
import type { Estimate, PublisherReport } from "../report/report-model.js";

const FIXTURE = fileURLToPath(new URL("./fixtures/report/base.report.json", import.meta.url));
const report = JSON.parse(readFileSync(FIXTURE, "utf8")) as PublisherReport;
const html = renderReportHtml(report);
const markdown = renderReportMarkdown(report);

/** Every number in a JSON value, depth first. */
function numbersOf(value: unknown): number[] {
  if (typeof value === "number") return [value];
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(numbersOf);
  return [];
}

/** A section of the page without its charts: the numbers must be in its text, not only in an SVG. */
function sectionText(id: string): string {
  const m = new RegExp(`<section id="${id}">([\\s\\S]*?)</section>`).exec(html);
  if (!m) throw new Error(`no section ${id}`);
  return m[1]!.replace(/<svg[\s\S]*?<\/svg>/g, "");
}

const missing = (text: string, value: unknown) => [...new Set(numbersOf(value).map(formatNumber))].filter((n) => !text.includes(n));

describe("the one way numbers and strings are written", () => {
  test("whole numbers as they are, others with three decimals; an interval in brackets; no data says why", () => {
    expect([0, 42, -3, 0.2, 0.2372, -0.0005, 1 / 3].map(formatNumber)).toEqual(["0", "42", "-3", "0.200", "0.237", "-0.001", "0.333"]);
    expect(formatEstimate({ estimate: 0.27, low: 0.251, high: 0.29, flagged: true })).toBe("0.270 [0.251, 0.290]");
    expect(formatEstimate({ noData: "no trials" })).toBe("no figure (no trials)");
    expect([{ min: 3, max: 3, count: 1 }, { min: 6, max: 10, count: 1 }, { min: 9, max: null, count: 1 }].map(bucketLabel)).toEqual(["3", "6–10", "9+"]);
  });

  test("escaping: HTML's five characters; a Markdown cell on one line with bars, marks and tags neutral", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    expect(escapeMarkdownCell("a | b\nc *d* <i>`e`</i> [f](g) & h")).toBe("a \\| b c \\*d\\* &lt;i&gt;\\`e\\`&lt;/i&gt; \\[f\\](g) &amp; h");
  });

  test("a chart's label is one line of at most 30 characters; an SVG names no namespace address", () => {
    expect(chartLabel("Pipe\n  Newline")).toBe("Pipe Newline");
    expect(chartLabel("x".repeat(40))).toBe(`${"x".repeat(29)}…`);
    expect(inlineSvg('<svg width="1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><path d="M0 0"/></svg>')).toBe('<svg role="img" width="1"><path d="M0 0"/></svg>');
  });
});

describe("the report's CSV tables", () => {
  /** RFC 4180 read back: rows of cells. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = "";
    let quoted = false;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
        else if (ch === '"') quoted = false;
        else cell += ch;
      } else if (ch === '"') quoted = true;
      else if (ch === ",") row.push(cell), (cell = "");
      else if (ch === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
      else cell += ch;
    }
    return rows;
  }

  test("one row per card, seat and paired figure, with the JSON's numbers; names that look like formulas made inert", () => {
    const named = { ...report, cards: [{ ...report.cards[0]!, name: '=HYPERLINK("x"), "quoted"' }, ...report.cards.slice(1)] };
    const files = reportCsvFiles(named);
    const cards = parseCsv(files["cards.csv"]);
    expect(cards).toHaveLength(report.cards.length + 1);
    const column = (name: string) => cards[0]!.indexOf(name);
    expect(cards[1]![column("name")]).toBe(`'=HYPERLINK("x"), "quoted"`);
    expect(cards[1]![column("players")]).toBe(String(report.cards[0]!.players));
    expect(Number(cards[2]![column("held_effect")])).toBe((report.cards[1]!.heldEffect as { estimate: number }).estimate);
    const seats = parseCsv(files["seats.csv"]);
    expect(seats).toHaveLength(report.tables.reduce((n, t) => n + t.seats.length, 0) + 1);
    expect(seats[1]!.slice(0, 2)).toEqual([String(report.tables[0]!.players), "P1"]);
    expect(parseCsv(files["comparisons.csv"])).toHaveLength(report.comparisons.reduce((n, c) => n + c.figures.length, 0) + 1);
    expect(csvCell("-1+2")).toBe("'-1+2");
    expect(csvCell(-0.5)).toBe("-0.5");
  });
});

describe("the report's HTML page", () => {
  test("the fixture is the realistic report it says: 2 table sizes, 10 cards and 2 events at each, 2 comparisons at each", () => {
    expect(report.tables.map((t) => t.players)).toEqual([4, 5]);
    expect(report.cards).toHaveLength(20);
    expect(report.occurrences.map((o) => o.kind)).toEqual(["event", "event", "event", "event"]);
    expect(report.comparisons).toHaveLength(4);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.gate?.some((g) => g.crossed)).toBe(true);
  });

  test.each([
    ["sheet", () => report.sheet],
    ["shape", () => report.tables],
    ["cards", () => [report.cards, report.occurrences]],
    ["comparisons", () => [report.comparisons, report.previous]],
    ["run", () => [report.run.seed, report.run.games, report.run.seconds, report.run.players]],
  ])("every number of the JSON's %s is printed in its section, as formatNumber writes it", (id, part) => {
    expect(numbersOf(part()).length).toBeGreaterThan(0);
    expect(missing(sectionText(id), part())).toEqual([]);
  });

  test("each estimate is printed whole, its interval beside it, and flagged ones are marked", () => {
    const estimates: Estimate[] = [
      ...report.tables.flatMap((t) => [...t.seats.map((s) => s.share), ...t.roundEnds.map((r) => r.share)]),
      ...report.cards.flatMap((c) => [c.winWhenHeld, c.winWhenNotHeld, c.heldEffect]),
      ...report.comparisons.flatMap((c) => c.figures.map((f) => f.difference)),
    ];
    for (const e of estimates) {
      const text = escapeHtml(formatEstimate(e));
      expect(html).toContain(e.flagged ? `<span class="est flag" title="the interval excludes the even value">${text} ⚑</span>` : `<span class="est">${text}</span>`);
    }
    expect(estimates.filter((e) => e.flagged).length).toBeGreaterThan(2);
  });

  test("a place is written file:line:column for an editor to open", () => {
    expect(sectionText("findings")).toContain("<code class=\"place\">cards/base/open-wish-specials.yaml:57:1</code>");
  });

  test("it loads nothing: no script, no address, no outside url(), no image, no link", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/https?:\/\//i);
    expect(html).not.toMatch(/\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    expect([...html.matchAll(/url\(\s*([^)]*)\)/gi)].map((m) => m[1]).filter((u) => !u!.startsWith("#"))).toEqual([]);
    expect(html).not.toMatch(/<(img|link|iframe|object|embed|image)\b/i);
    expect(html).not.toMatch(/@import|@font-face/i);
    expect(html).not.toMatch(/\s(src|srcset|href|xlink:href)="(?!#)/i);
  });

  test("one SVG per chart, each drawn with paths: per table size 6, the cards' and the events' forest plots, the plot across sizes, one per compared figure", () => {
    const figures = new Set(report.comparisons.flatMap((c) => c.figures.map((f) => f.figure))).size;
    const previous = report.previous ? new Set(report.previous.figures.map((f) => f.figure)).size : 0;
    const expected = report.tables.length * 8 + 1 + figures + previous;
    expect(reportChartCount(report)).toBe(expected);
    const svgs = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]);
    expect(svgs).toHaveLength(expected);
    for (const svg of svgs) expect(svg).toMatch(/<path\b[^>]*\sd="M/);
    expect(html.match(/<svg\b/g)).toHaveLength(expected);
  });

  test("the same report gives the same page", () => {
    expect(renderReportHtml(report)).toBe(html);
  });

  test("hostile names and texts are escaped, in tables and in charts", () => {
    const hostile = report.cards.find((c) => c.card === "hostile")!;
    expect(hostile.name).toContain("<img src=x onerror=");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>evil");
    expect(html).not.toMatch(/<script>alert/);
    expect(sectionText("cards")).toContain(escapeHtml(hostile.name));
    const text = report.sheet.cards.find((c) => c.id === "hostile")!.text!;
    const asEvent = renderReportHtml({ ...report, sheet: { ...report.sheet, cards: report.sheet.cards.map((c) => (c.id === "hostile" ? { ...c, kind: "event" as const } : c)) } });
    expect(asEvent).toContain(`<dd>${escapeHtml(text)}</dd>`);
    expect(asEvent).not.toMatch(/<script|<b>/);
    // The forest plot's label: one line, escaped by the SVG renderer.
    const forest = /<section id="cards">[\s\S]*?<\/svg>/.exec(html)![0];
    expect(forest).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  test("a report with nothing played still lays out, with no chart and no gate", () => {
    const empty: PublisherReport = { ...report, tables: [], cards: [], occurrences: [], comparisons: [], findings: [], gate: undefined, previous: undefined };
    const page = renderReportHtml(empty);
    expect(page).not.toContain("<svg");
    expect(page).toContain("No games were played.");
    expect(page).not.toContain('id="gate"');
    expect(reportChartCount(empty)).toBe(0);
  });

  test("an estimate without data says why instead of a number", () => {
    const noData: PublisherReport = { ...report, cards: [{ ...report.cards[0]!, heldEffect: { noData: "never held" } }] };
    expect(renderReportHtml(noData)).toContain("no figure (never held)");
  });
});

describe("the report's Markdown summary", () => {
  const lines = markdown.split("\n");
  const isHeader = (i: number) => lines[i + 1]?.startsWith("| ---") === true;
  /** The body rows of the tables under a heading (their header rows left out). */
  const tableRows = (heading: string): string[] => {
    const start = lines.indexOf(heading);
    expect(start).toBeGreaterThanOrEqual(0);
    const rows: string[] = [];
    for (let i = start + 1; i < lines.length && !lines[i]!.startsWith("## "); i++) {
      if (lines[i]!.startsWith("| ") && !lines[i]!.startsWith("| ---") && !isHeader(i)) rows.push(lines[i]!);
    }
    return rows;
  };
  /** The cells of a row, split on the bars that are not escaped. */
  const cells = (row: string) => row.slice(2, -2).split(/(?<!\\) \| /);

  test("the Markdown's title names the house cards too, and a long summary stops at its limit saying where the rest is", () => {
    const withHouse = renderReportMarkdown({ ...report, run: { ...report.run, with: ["my-set/"] } });
    expect(withHouse.split("\n")[0]).toBe(`# Publisher's report: ${report.run.sets.join(", ")} with my-set/`);
    const looping = { code: "FR6025", severity: "error" as const, message: `a game stopped with an error: ${"x".repeat(300)}` };
    const long = renderReportMarkdown({ ...report, findings: Array.from({ length: 400 }, () => looping) });
    expect(long.length).toBeLessThanOrEqual(MARKDOWN_LIMIT);
    expect(long).toContain("the rest is in the HTML report");
    expect(long.split("\n")[0]).toBe(markdown.split("\n")[0]);
  });

  test("the events' and rule cards' rounds are told as a description, with the selection caveat", () => {
    expect(sectionText("cards")).toContain(escapeHtml(OCCURRENCE_CAVEAT));
  });

  test("a summary comes first, in sentences with figures: the run, the findings, the seats, the strongest and weakest cards, the flags, the gate", () => {
    const sentences = summarySentences(report);
    const flaggedSeat = report.tables.flatMap((t) => t.seats.filter((s) => s.share.flagged).map((s) => `P${s.seat + 1} at ${t.players} players`))[0]!;
    expect(sentences.join(" ")).toContain(flaggedSeat);
    expect(sentences.join(" ")).toMatch(/Of your cards at 4 players, by the held effect \(round won when held minus when not\): strongest [\s\S]+? \([+-]\d/);
    expect(sentences.join(" ")).toContain(report.gate!.some((g) => g.crossed) ? "The gate fails" : "The gate passes");
    expect(html.indexOf('<section id="summary">')).toBeLessThan(html.indexOf('<section id="run">'));
    expect(markdown.split("\n\n")[1]).toBe(sentences.map(escapeMarkdownCell).join(" "));
  });

  test("no figure pools table sizes: each card, event and comparison at each size of the fixture's two, and one chart across them", () => {
    expect(report.tables.map((t) => t.players)).toEqual([4, 5]);
    for (const rows of [report.cards, report.occurrences, report.comparisons]) expect(new Set(rows.map((r) => r.players))).toEqual(new Set([4, 5]));
    const cards = sectionText("cards");
    expect(cards).toContain("<h3>4 players</h3>");
    expect(cards).toContain("<h3>5 players</h3>");
    expect(cards).toContain("held effect at each table size, side by side");
    expect(cards.indexOf("<h3>4 players</h3>")).toBeLessThan(cards.indexOf("<h3>5 players</h3>"));
    expect(markdown).toContain("**Strongest at 4 players**");
    expect(markdown).toContain("**Strongest at 5 players**");
    expect(html).not.toMatch(/[Pp]ooled/);
  });

  test("seats read P1 to Pn in the shape's tables and charts, as in the gate (seat 0 is P1)", () => {
    const shape = sectionText("shape");
    expect(shape).toContain("P1");
    expect(shape).not.toMatch(/\bP0\b/);
    expect(html).not.toMatch(/>P0</);
  });

  test("the flagged seats are the fixture's, one row each", () => {
    const flagged = report.tables.flatMap((t) => t.seats.filter((s) => s.share.flagged).map((s) => `| ${t.players} | P${s.seat + 1} | ${formatNumber(s.wins)} | ${formatEstimate(s.share)} | ${formatNumber(1 / t.players)} |`));
    expect(flagged.length).toBeGreaterThan(0);
    expect(tableRows("## Seat advantage")).toEqual(flagged);
  });

  test("the flagged paired differences are the fixture's, and no other", () => {
    const all = [...report.comparisons, ...(report.previous ? [report.previous] : [])];
    const flagged = all.flatMap((c) => c.figures.filter((f) => f.difference.flagged).map((f) => [c.label, String(c.players ?? ""), f.figure, formatEstimate(f.difference)]));
    expect(flagged.length).toBeGreaterThan(0);
    expect(tableRows("## Paired differences").map((r) => cells(r).slice(0, 4))).toEqual(flagged);
  });

  test("the strongest and weakest five by held effect at each table size, with their intervals", () => {
    const rows = tableRows("## Cards by held effect").map(cells);
    expect(rows).toHaveLength(20);
    const shown = (c: PublisherReport["cards"][number]) => formatEstimate(c.heldEffect) + (c.heldEffect.flagged ? " ⚑" : "");
    for (const [i, players] of [4, 5].entries()) {
      const ranked = report.cards.filter((c) => c.players === players).sort((a, b) => ("noData" in b.heldEffect ? -1 : b.heldEffect.estimate) - ("noData" in a.heldEffect ? -1 : a.heldEffect.estimate));
      const at = rows.slice(i * 10, i * 10 + 10);
      expect(at.slice(0, 5).map((r) => r[1])).toEqual(ranked.slice(0, 5).map(shown));
      expect(at.slice(5).map((r) => r[1])).toEqual(ranked.slice(5).reverse().map(shown));
    }
  });

  test("hostile names stay in their cell: bars and markup escaped, no line break", () => {
    const row = lines.find((l) => l.startsWith("| &lt;img src=x onerror=alert(1)&gt; \\| Pipe Newline |"));
    expect(row).toBeDefined();
    expect(cells(row!)).toHaveLength(4);
    expect(markdown).not.toMatch(/<img|<b>/);
    let columns = 0;
    lines.forEach((line, i) => {
      if (!line.startsWith("| ") || line.startsWith("| ---")) return;
      if (isHeader(i)) columns = cells(line).length;
      else expect(cells(line).length, line).toBe(columns);
    });
  });

  test("the gate's verdict and the thresholds crossed", () => {
    expect(markdown).toContain("**The gate fails:** 1 of 2 thresholds crossed.");
    expect(markdown).toContain("| `seat-advantage>1.5` | crossed ✗ | P1 at 4 players: 50.7 points from an even share; P2 at 4 players: -15.7 points from an even share;");
  });
});
