import { describe, expect, it } from 'vitest';
import { parseHtml, parseMarkdown } from '../parsing/text';
import { tableSections } from '../parsing/tables';
import { chunkSections, passageUnits } from './chunk';
import { sectionUnits } from './units';

describe('knowledge units', () => {
  it('joins a paragraph wrapped across lines, and keeps a heading as context, never a unit', () => {
    const { sections } = parseMarkdown(
      '# Products\n\nOur flagship gauge is the TG-40; the compact\nTG-20 costs 249 EUR.\n\n## Warranty and support\n\nEvery gauge carries a\ntwo-year warranty.\n',
    );
    const units = sections.flatMap((s) => sectionUnits(s));
    expect(units.map((u) => u.text)).toEqual([
      'Our flagship gauge is the TG-40; the compact TG-20 costs 249 EUR.',
      'Every gauge carries a two-year warranty.',
    ]);
    expect(units[1]).toMatchObject({ location: 'Warranty and support', heading: 'Products > Warranty and support' });
  });

  it('keeps list items and table rows whole, a row with its column headers', () => {
    const { sections } = parseMarkdown(
      '# Prices\n\n| Service | Price |\n|---|---|\n| Calibration | 85 EUR |\n\n- Shipping within the EU costs 15 EUR;\n  elsewhere costs 120 EUR.\n- Returns within 45 days.\n',
    );
    expect(sections.flatMap((s) => sectionUnits(s)).map((u) => u.text)).toEqual([
      'Service: Calibration; Price: 85 EUR.',
      'Shipping within the EU costs 15 EUR; elsewhere costs 120 EUR.',
      'Returns within 45 days.',
    ]);
    const rows = tableSections('Prices', [
      ['Service', 'Price'],
      ['Calibration', '85 EUR'],
      ['Repair', '120 EUR'],
    ]);
    expect(rows.flatMap((s) => sectionUnits(s)).map((u) => [u.heading, u.text])).toEqual([
      ['Prices', 'Service: Calibration; Price: 85 EUR.'],
      ['Prices', 'Service: Repair; Price: 120 EUR.'],
    ]);
  });

  it("finds a PDF's or a text file's own headings, numbered ones too, and carries them to the next page", () => {
    const chunks = chunkSections([
      {
        location: 'page 1',
        text: 'Returns\nItems can be returned within 45 days\nof delivery.\n\n3. Shipping\nWe ship worldwide.\n',
      },
      { location: 'page 2', text: 'Orders over 200 EUR ship free.\n' },
    ]);
    expect(chunks.map((c) => [c.location, c.heading, passageUnits(c)])).toEqual([
      ['page 1', 'Returns', ['Items can be returned within 45 days of delivery.']],
      ['page 1', 'Shipping', ['We ship worldwide.']],
      ['page 2', 'Shipping', ['Orders over 200 EUR ship free.']],
    ]);
  });

  it('reads HTML by its headings, paragraphs, list items and table rows', () => {
    const { sections } = parseHtml(
      '<h1>About</h1><p>Founded in 2014\nby Maria Keller.</p><ul><li>Calibration</li><li>Repairs</li></ul><table><tr><td>Mon</td><td>9-17</td></tr></table>',
    );
    expect(sections.flatMap((s) => sectionUnits(s)).map((u) => u.text)).toEqual([
      'Founded in 2014 by Maria Keller.',
      'Calibration',
      'Repairs',
      'Mon | 9-17',
    ]);
  });
});
