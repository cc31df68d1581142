import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The slots client lives in the casino's game iframe, down to a 360 px phone. Its stylesheet must never force a box
// wider than that: the reels size from the stage's own box (container units), not from fixed pixel widths.
// Read from disk: the test runner turns imported CSS into nothing.
const cssPath = ['apps/web/src/styles/slots.css', 'src/styles/slots.css']
  .map((p) => resolve(process.cwd(), p))
  .find((p) => existsSync(p));
const css = cssPath ? readFileSync(cssPath, 'utf8') : '';
const SMALLEST_PHONE = 360;

/** Every `property: value` declaration of the stylesheet (comments removed). */
function declarations(): { property: string; value: string }[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([a-z-]+)\s*:\s*([^;{}]+);/g)].map((m) => ({
    property: m[1]!,
    value: m[2]!.trim(),
  }));
}

describe('slots stylesheet on small frames', () => {
  it('reads the stylesheet', () => {
    expect(css).toContain('.slots-frame');
  });

  it('has no fixed width or minimum width wider than the smallest phone', () => {
    const tooWide = declarations().filter(
      ({ property, value }) =>
        /^(width|min-width|flex-basis|grid-template-columns)$/.test(property) &&
        !/^min\(/.test(value) &&
        [...value.matchAll(/(\d+(?:\.\d+)?)px/g)].some((m) => Number(m[1]) > SMALLEST_PHONE),
    );
    expect(tooWide).toEqual([]);
  });

  it('lets the root column and the stage shrink below their content (no sideways overflow)', () => {
    const rule = (selector: string) => {
      const match = new RegExp(`(^|\\n)${selector.replace('.', '\\.')} \\{([^}]*)\\}`).exec(css);
      return match?.[2] ?? '';
    };
    expect(rule('.slots')).toMatch(/grid-template-columns:\s*minmax\(0, 1fr\)/);
    expect(rule('.slots-stage')).toMatch(/container-type:\s*size/);
    expect(rule('.slots-frame')).toMatch(/100cqw/);
    expect(rule('.slots-frame')).toMatch(/100cqh/);
  });
});
