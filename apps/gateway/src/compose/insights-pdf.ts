import PDFDocument from 'pdfkit';
import { INSIGHTS_PRICE_CURRENCY, insightsMonthLabel, type InsightsEvents, type InsightsGear, type InsightsJobs, type InsightsReport } from '@stave/contracts';

// A month's insight report as a PDF (docs/insights.md § Downloads), drawn with pdfkit in pdfkit's built-in Helvetica
// (no font files): a title line, the privacy note, then each section as a small table and a bar chart drawn with
// rectangles, and page numbers. A few milliseconds for a report (it has at most some forty figures).

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 50;
const FOOTER = 40;
const INK = '#111827';
const MUTED = '#6b7280';
const ACCENT = '#4338ca';
const RULE = '#d1d5db';
const STRIPE = '#f3f4f6';
const ROW = 18;
const BAR = 12;
const BAR_GAP = 6;

const integer = new Intl.NumberFormat('en-GB');
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const wholePounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: INSIGHTS_PRICE_CURRENCY, maximumFractionDigits: 0 });
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: INSIGHTS_PRICE_CURRENCY });
const TOO_FEW = 'too few to show';
const NONE = '–';

const count = (value: number | null) => (value === null ? TOO_FEW : integer.format(value));
const share = (value: number | null) => (value === null ? NONE : percent.format(value));
const change = (value: number | null) => (value === null ? NONE : `${value > 0 ? '+' : value < 0 ? '-' : ''}${percent.format(Math.abs(value))}`);
const price = (value: number | null) => (value === null ? NONE : (Number.isInteger(value) ? wholePounds : pounds).format(value));
const jobType = (type: string) => (type === 'other' ? 'Other' : type.charAt(0).toUpperCase() + type.slice(1));

// The standard 14 fonts draw WinAnsi (Latin-1 and a few more); anything else (emoji, other scripts) would be
// invisible, so it shows as '?'. Control characters are dropped.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ']);
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    out += code <= 0xff || WIN_ANSI_EXTRAS.has(char) ? char : '?';
  }
  return out;
}

export async function insightsPdf(report: InsightsReport): Promise<Buffer> {
  const label = insightsMonthLabel(report.month);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, bottom: MARGIN + FOOTER, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: `Stave industry insights: ${label}`, Author: 'Stave', Subject: 'Industry insight report', CreationDate: new Date(report.generatedAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const page = new Page(doc);
  page.title(report, label);
  page.section('Jobs');
  if (report.jobs) jobsSection(page, report.jobs);
  else page.unavailable('Jobs');
  page.section('Events by region');
  if (report.events) eventsSection(page, report.events);
  else page.unavailable('Events');
  page.section('Gear prices by category');
  if (report.gear) gearSection(page, report.gear);
  else page.unavailable('Gear prices');
  page.numberPages(label);

  doc.end();
  await finished;
  return Buffer.concat(chunks);
}

function jobsSection(page: Page, jobs: InsightsJobs): void {
  page.facts([
    ['Jobs posted', count(jobs.total)],
    ['Month before', count(jobs.previousTotal)],
    ['Change', change(jobs.change)],
    ['Open to remote work', share(jobs.remoteShare)],
  ]);
  page.subheading('Most-wanted skills');
  if (!jobs.topSkills.length) page.note('No skill was asked for by jobs from at least five members this month.');
  else {
    page.table(
      [
        { header: 'Skill', width: 255 },
        { header: 'Jobs', width: 120, align: 'right' },
        { header: 'Share of jobs', width: 120, align: 'right' },
      ],
      jobs.topSkills.map((skill) => [skill.skill, integer.format(skill.jobs), share(skill.share)]),
    );
    page.bars(jobs.topSkills.map((skill) => ({ label: skill.skill, value: skill.jobs, text: integer.format(skill.jobs) })));
  }
  if (jobs.byType.length) {
    page.subheading('Jobs by type');
    page.table(
      [
        { header: 'Type', width: 255 },
        { header: 'Jobs', width: 120, align: 'right' },
        { header: 'Share of jobs', width: 120, align: 'right' },
      ],
      jobs.byType.map((type) => [jobType(type.type), integer.format(type.jobs), share(type.share)]),
    );
    page.bars(jobs.byType.map((type) => ({ label: jobType(type.type), value: type.jobs, text: share(type.share) })));
  }
}

function eventsSection(page: Page, events: InsightsEvents): void {
  page.facts([
    ['Events in the month', count(events.total)],
    ['Month before', count(events.previousTotal)],
    ['Change', change(events.change)],
  ]);
  if (!events.byRegion.length) return page.note('Too few organisers held events this month to show them by region.');
  page.table(
    [
      { header: 'Region', width: 200 },
      { header: 'Events', width: 95, align: 'right' },
      { header: 'Month before', width: 105, align: 'right' },
      { header: 'Change', width: 95, align: 'right' },
    ],
    events.byRegion.map((region) => [
      region.region,
      integer.format(region.events),
      region.previous === null ? NONE : integer.format(region.previous),
      change(region.change),
    ]),
  );
  page.bars(events.byRegion.map((region) => ({ label: region.region, value: region.events, text: integer.format(region.events) })));
}

function gearSection(page: Page, gear: InsightsGear): void {
  page.facts([
    ['Listings put up', count(gear.total)],
    ['Month before', count(gear.previousTotal)],
    ['Change', change(gear.change)],
    ['Sold so far', gear.sold === null ? NONE : integer.format(gear.sold)],
  ]);
  if (!gear.byCategory.length) return page.note('Too few sellers listed gear this month to show it by category.');
  page.table(
    [
      { header: 'Category', width: 125 },
      { header: 'Listings', width: 50, align: 'right' },
      { header: 'Sold', width: 40, align: 'right' },
      { header: 'Lower quartile', width: 70, align: 'right' },
      { header: 'Median', width: 65, align: 'right' },
      { header: 'Upper quartile', width: 70, align: 'right' },
      { header: 'Median change', width: 75, align: 'right' },
    ],
    gear.byCategory.map((category) => [
      category.category,
      integer.format(category.listings),
      category.sold === null ? NONE : integer.format(category.sold),
      price(category.p25Price),
      price(category.medianPrice),
      price(category.p75Price),
      change(category.medianChange),
    ]),
  );
  const priced = gear.byCategory.filter((category) => category.medianPrice !== null);
  if (priced.length) {
    page.caption('Median asking price (GBP listings)');
    page.bars(priced.map((category) => ({ label: category.category, value: category.medianPrice!, text: price(category.medianPrice) })));
  }
  page.note('Prices are asking prices of listings in pounds; listings in other currencies are counted but not priced.');
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

// Where the next thing goes, a new page when it would not fit.
class Page {
  constructor(private readonly doc: Doc) {}

  private get width() {
    return this.doc.page.width - MARGIN * 2;
  }

  private room(height: number): void {
    if (this.doc.y + height > this.doc.page.height - this.doc.page.margins.bottom) this.doc.addPage();
  }

  // One line of text, cut short with an ellipsis when it would not fit `width`.
  private line(text: string, x: number, y: number, width: number, align: 'left' | 'right' = 'left'): void {
    const { doc } = this;
    let value = pdfText(text);
    if (doc.widthOfString(value) > width) {
      while (value.length > 1 && doc.widthOfString(`${value}…`) > width) value = value.slice(0, -1);
      value = `${value.trimEnd()}…`;
    }
    doc.text(value, align === 'right' ? x + width - doc.widthOfString(value) : x, y, { lineBreak: false });
  }

  title(report: InsightsReport, label: string): void {
    const { doc } = this;
    doc.fillColor(ACCENT).font('Helvetica-Bold').fontSize(11).text('STAVE', MARGIN, MARGIN, { characterSpacing: 2 });
    doc.moveDown(0.3).fillColor(INK).fontSize(22).text(`Industry insights: ${label}`);
    const generated = new Date(report.generatedAt).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
    doc
      .moveDown(0.3)
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(
        report.partial
          ? `The month so far: figures will change until it ends. Computed ${generated} (UK time).`
          : `The complete month, computed ${generated} (UK time). A closed month's report does not change.`,
      );
    doc.moveDown(0.8);
    const top = doc.y;
    const note =
      `Built only from Stave's own totals. Every figure comes from at least ${report.minMembers} different members: ` +
      'a skill asked for by fewer is left out, and a job type, region or category with fewer is counted under Other. ' +
      'No member, posting or listing is named.';
    doc.fontSize(9).fillColor(INK);
    const height = doc.heightOfString(note, { width: this.width - 30 }) + 16;
    doc.rect(MARGIN, top, this.width, height).fill(STRIPE);
    doc.rect(MARGIN, top, 3, height).fill(ACCENT);
    doc.fillColor(INK).text(note, MARGIN + 12, top + 8, { width: this.width - 30 });
    doc.x = MARGIN;
    doc.y = top + height + 6;
  }

  section(title: string): void {
    this.room(120);
    const { doc } = this;
    doc.moveDown(1).font('Helvetica-Bold').fontSize(15).fillColor(INK).text(title, MARGIN, doc.y);
    const y = doc.y + 3;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + this.width, y)
      .lineWidth(0.7)
      .strokeColor(RULE)
      .stroke();
    doc.y = y + 8;
  }

  subheading(title: string): void {
    this.room(60);
    this.doc.moveDown(0.6).font('Helvetica-Bold').fontSize(11).fillColor(INK).text(title, MARGIN, this.doc.y);
    this.doc.moveDown(0.3);
  }

  caption(text: string): void {
    this.room(40);
    this.doc.moveDown(0.2).font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(text, MARGIN, this.doc.y);
    this.doc.moveDown(0.3);
  }

  note(text: string): void {
    this.room(30);
    this.doc.moveDown(0.3).font('Helvetica-Oblique').fontSize(9).fillColor(MUTED).text(text, MARGIN, this.doc.y, { width: this.width });
  }

  unavailable(what: string): void {
    this.note(`${what} figures are not available right now (the service did not answer in time). Download the report again shortly.`);
  }

  // Label and value pairs, side by side.
  facts(pairs: Array<[string, string]>): void {
    this.room(40);
    const { doc } = this;
    const width = this.width / pairs.length;
    const y = doc.y;
    pairs.forEach(([label, value], index) => {
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      this.line(label.toUpperCase(), MARGIN + index * width, y, width - 8);
      doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
      this.line(value, MARGIN + index * width, y + 11, width - 8);
    });
    doc.x = MARGIN;
    doc.y = y + 34;
  }

  table(columns: Column[], rows: string[][]): void {
    const { doc } = this;
    const header = () => {
      this.room(ROW * 2);
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(8).fillColor(MUTED);
      let x = MARGIN;
      for (const column of columns) {
        this.line(column.header, x + 4, y + 5, column.width - 8, column.align);
        x += column.width;
      }
      doc
        .moveTo(MARGIN, y + ROW)
        .lineTo(MARGIN + this.width, y + ROW)
        .lineWidth(0.7)
        .strokeColor(RULE)
        .stroke();
      doc.y = y + ROW;
    };
    header();
    rows.forEach((row, index) => {
      if (doc.y + ROW > doc.page.height - doc.page.margins.bottom) {
        doc.addPage();
        header();
      }
      const y = doc.y;
      if (index % 2 === 1) doc.rect(MARGIN, y, this.width, ROW).fill(STRIPE);
      doc.font('Helvetica').fontSize(9).fillColor(INK);
      let x = MARGIN;
      columns.forEach((column, cell) => {
        this.line(row[cell] ?? '', x + 4, y + 5, column.width - 8, column.align);
        x += column.width;
      });
      doc.y = y + ROW;
    });
    doc.x = MARGIN;
    doc.y += 8;
  }

  // Horizontal bars, the longest the largest value.
  bars(items: Array<{ label: string; value: number; text: string }>): void {
    const { doc } = this;
    const labelWidth = 150;
    const valueWidth = 70;
    const track = this.width - labelWidth - valueWidth;
    const largest = Math.max(...items.map((item) => item.value), 0);
    for (const item of items) {
      this.room(BAR + BAR_GAP);
      const y = doc.y;
      doc.font('Helvetica').fontSize(8.5).fillColor(INK);
      this.line(item.label, MARGIN, y + 2, labelWidth - 8, 'right');
      doc.rect(MARGIN + labelWidth, y, track, BAR).fill(STRIPE);
      const length = largest > 0 ? Math.max(1, (item.value / largest) * track) : 0;
      if (length) doc.rect(MARGIN + labelWidth, y, length, BAR).fill(ACCENT);
      doc.fillColor(MUTED);
      this.line(item.text, MARGIN + labelWidth + track + 6, y + 2, valueWidth - 6);
      doc.y = y + BAR + BAR_GAP;
    }
    doc.x = MARGIN;
    doc.y += 6;
  }

  // "Page 2 of 3" at the foot of every page (the pages were kept for this: bufferPages).
  numberPages(label: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // Text below the bottom margin would start a new page: the margin is lifted while the footer is written.
      const bottom = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 12;
      doc.font('Helvetica').fontSize(8).fillColor(MUTED);
      doc.text(`Stave industry insights: ${label}`, MARGIN, y, { width: this.width / 2, lineBreak: false });
      doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN + this.width / 2, y, { width: this.width / 2, align: 'right', lineBreak: false });
      doc.page.margins.bottom = bottom;
    }
  }
}
