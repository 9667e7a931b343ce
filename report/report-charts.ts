/**
 * The report's charts as SVG text, drawn by Apache ECharts' server-side SVG renderer (no DOM, no Node API):
 * bars with interval whiskers, histograms and forest plots. Each returns one <svg> element to inline in the
 * page; it names no outside resource (the namespace declarations, which HTML does not need, are dropped).
 */
import { BarChart, CustomChart, ScatterChart } from "echarts/charts";
import { GridComponent, MarkLineComponent, TitleComponent } from "echarts/components";
import * as echarts from "echarts/core";
import { SVGRenderer } from "echarts/renderers";
import { bucketLabel, formatNumber } from "./report-format.js";
import type { Distribution, Estimate } from "./report-model.js";

echarts.use([BarChart, CustomChart, ScatterChart, GridComponent, MarkLineComponent, TitleComponent, SVGRenderer]);

export const CHART_WIDTH = 760;
const BLUE = "#4a6fa5";
const RED = "#c0392b";
const GREY = "#555";
// A flagged interval drawn over its red bar stays visible.
const DARK_RED = "#7a1f16";
const FONT = { fontFamily: "system-ui, sans-serif", fontSize: 12 };

/** One row of an interval chart: its label, its estimate and whether the report flags it. */
export interface IntervalRow {
  label: string;
  estimate: Estimate;
}

/** A label that fits an axis: one line, at most LABEL_LENGTH characters (the tables give it whole). */
const LABEL_LENGTH = 30;
export function chartLabel(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH - 1)}…` : line;
}

function render(option: echarts.EChartsCoreOption, height: number): string {
  const chart = echarts.init(null, null, { renderer: "svg", ssr: true, width: CHART_WIDTH, height });
  try {
    chart.setOption({ animation: false, textStyle: FONT, ...option });
    return inlineSvg(chart.renderToSVGString());
  } finally {
    chart.dispose();
  }
}

/** The SVG as an element of an HTML page: HTML puts <svg> in its namespace itself, so no address is written. */
export function inlineSvg(svg: string): string {
  return svg.replace(/\s+xmlns(:\w+)?="[^"]*"/g, "").replace(/<svg\b/, '<svg role="img"');
}

/**
 * The page with its charts' class names numbered in the order they appear: ECharts numbers them from a
 * counter of the process, so the same report would otherwise give a different page each time.
 */
export function numberChartClasses(html: string): string {
  const names = new Map<string, string>();
  return html.replace(/\bzr\d+-cls-\d+\b/g, (name) => {
    let renamed = names.get(name);
    if (renamed === undefined) names.set(name, (renamed = `chart-cls-${names.size}`));
    return renamed;
  });
}

const title = (text: string) => ({ text, left: 0, top: 0, textStyle: { ...FONT, fontSize: 13, fontWeight: "bold" as const } });

/** The three numbers of an estimate for a chart, null where the report has no figure. */
function triple(e: Estimate): [number, number, number] | null {
  return "noData" in e ? null : [e.estimate, e.low, e.high];
}

/** A custom series drawing each row's interval as a whisker with end caps, along the value axis. */
function whiskers(rows: IntervalRow[], horizontal: boolean) {
  const data = rows.flatMap((r, i) => {
    const t = triple(r.estimate);
    return t ? [[i, t[1], t[2], r.estimate.flagged ? 1 : 0]] : [];
  });
  return {
    type: "custom",
    data,
    encode: horizontal ? { y: 0, x: [1, 2] } : { x: 0, y: [1, 2] },
    z: 3,
    renderItem: (_params: unknown, api: { value: (i: number) => number; coord: (p: number[]) => number[]; size: (p: number[]) => number[] }) => {
      const at = api.value(0);
      const [lo, hi] = [api.value(1), api.value(2)];
      const stroke = api.value(3) ? DARK_RED : GREY;
      const a = api.coord(horizontal ? [lo, at] : [at, lo]) as [number, number];
      const b = api.coord(horizontal ? [hi, at] : [at, hi]) as [number, number];
      const cap = 5;
      const line = (x1: number, y1: number, x2: number, y2: number) => ({ type: "line", shape: { x1, y1, x2, y2 }, style: { stroke, lineWidth: 1.5 } });
      return {
        type: "group",
        children: horizontal
          ? [line(a[0], a[1], b[0], b[1]), line(a[0], a[1] - cap, a[0], a[1] + cap), line(b[0], b[1] - cap, b[0], b[1] + cap)]
          : [line(a[0], a[1], b[0], b[1]), line(a[0] - cap, a[1], a[0] + cap, a[1]), line(b[0] - cap, b[1], b[0] + cap, b[1])],
      };
    },
  };
}

/**
 * A dashed reference line: across the bars at a value (the even share), labelled at its right end beyond
 * the plot; or down a forest plot at a value (no difference), unlabelled, since its ends meet the title
 * and the axis labels (the caption names it).
 */
function reference(at: { yAxis: number; label: string } | { xAxis: number }) {
  return {
    silent: true,
    symbol: "none",
    lineStyle: { color: RED, type: "dashed", width: 1 },
    label: "label" in at ? { formatter: at.label, color: RED, ...FONT, position: "end" } : { show: false },
    data: ["label" in at ? { yAxis: at.yAxis } : { xAxis: at.xAxis }],
  };
}

/** A bar's label: its value, where the bar below the whisker's lower end holds a line of text (a fifth of the axis), else none. */
function insideLabel(e: Estimate, top: number): string {
  const t = triple(e);
  return t && t[1] >= top / 5 ? formatNumber(t[0]) : "";
}

/**
 * Bars of estimates with their intervals as whiskers, and a dashed reference line where one is given (the
 * even share of a seat); flagged bars in red.
 */
export function intervalBars(heading: string, rows: IntervalRow[], line?: { value: number; label: string }): string {
  const top = Math.max(...rows.map((r) => triple(r.estimate)?.[2] ?? 0), line?.value ?? 0, Number.MIN_VALUE);
  return render(
    {
      title: title(heading),
      grid: { left: 60, right: 110, top: 40, bottom: 56 },
      xAxis: { type: "category", data: rows.map((r) => chartLabel(r.label)), axisLabel: { interval: 0, width: Math.max(60, (CHART_WIDTH - 170) / Math.max(1, rows.length)), overflow: "break" } },
      yAxis: { type: "value", min: 0, axisLabel: { formatter: (v: number) => formatNumber(v) } },
      series: [
        {
          type: "bar",
          barMaxWidth: 48,
          data: rows.map((r) => {
            const t = triple(r.estimate);
            return { value: t ? t[0] : null, itemStyle: { color: r.estimate.flagged ? RED : BLUE } };
          }),
          // A bar's value inside it, where the bar is tall enough to hold it below its whisker's lower end.
          label: { show: true, position: "insideBottom", color: "#fff", formatter: (p: { dataIndex: number }) => insideLabel(rows[p.dataIndex]!.estimate, top) },
          ...(line ? { markLine: reference({ yAxis: line.value, label: line.label }) } : {}),
        },
        whiskers(rows, false),
      ],
    },
    280,
  );
}

/** Pixels a category label takes at the charts' font, a margin included (a generous estimate: labels never touch). */
const labelPixels = (label: string): number => label.length * 7.5 + 14;

/** Every how-many-th category label is shown (0: each) so that the shown ones fit side by side in `width`. */
function labelInterval(labels: readonly string[], width: number): number {
  const widest = Math.max(...labels.map(labelPixels), 1);
  return Math.max(0, Math.ceil((widest * labels.length) / width) - 1);
}

/** A histogram of a distribution's buckets, its mean in the heading. */
export function histogram(heading: string, distribution: Distribution): string {
  return render(
    {
      title: title(`${heading} (mean ${formatNumber(distribution.mean)})`),
      grid: { left: 60, right: 20, top: 40, bottom: 40 },
      xAxis: { type: "category", data: distribution.buckets.map(bucketLabel), axisLabel: { interval: labelInterval(distribution.buckets.map(bucketLabel), CHART_WIDTH - 80) } },
      yAxis: { type: "value", min: 0 },
      series: [{ type: "bar", barCategoryGap: "8%", data: distribution.buckets.map((b) => b.count), itemStyle: { color: BLUE } }],
    },
    240,
  );
}

/**
 * A forest plot: one row per label, its estimate as a dot and its 95% interval as a whisker, and a dashed
 * line at `referenceValue` (0: no difference). Rows whose interval excludes it (flagged) are red.
 */
export function forestPlot(heading: string, rows: IntervalRow[], referenceValue = 0): string {
  const rowHeight = 24;
  const labels = rows.map((r) => chartLabel(r.label));
  return render(
    {
      title: title(heading),
      grid: { left: 200, right: 110, top: 40, bottom: 36 },
      xAxis: { type: "value", scale: true, axisLabel: { formatter: (v: number) => formatNumber(v) } },
      yAxis: { type: "category", data: labels, inverse: true, axisLabel: { interval: 0, width: 190, overflow: "truncate" } },
      series: [
        {
          type: "scatter",
          symbolSize: 9,
          z: 4,
          data: rows.map((r, i) => {
            const t = triple(r.estimate);
            return { value: [t ? t[0] : null, i], itemStyle: { color: r.estimate.flagged ? RED : BLUE } };
          }),
          markLine: reference({ xAxis: referenceValue }),
        },
        whiskers(rows, true),
      ],
    },
    80 + rowHeight * Math.max(1, rows.length),
  );
}
