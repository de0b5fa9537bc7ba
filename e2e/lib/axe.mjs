// axe-core in the page (WCAG 2.x A/AA rules plus best practices): a spec calls expectNoSeriousA11yViolations
// on each screen it has brought to rest; serious and critical findings fail it, with every node named.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const ALL_RULES = { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] };
// The rules whose outcome depends on the colours: all a second theme of the same screen can change.
const COLOUR_RULES = { type: 'rule', values: ['color-contrast', 'link-in-text-block'] };

// Everything axe found on the page as it is now. Injected once per document through the
// DevTools protocol: the app's CSP (script-src 'self') refuses page.addScriptTag's inline script.
export async function axeViolations(page, { exclude = [], coloursOnly = false } = {}) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ exclude, runOnly }) => {
      const result = await window.axe.run({ include: [document], exclude: exclude.map((selector) => [selector]) }, { resultTypes: ['violations'], runOnly });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? '' })),
      }));
    },
    { exclude, runOnly: coloursOnly ? COLOUR_RULES : ALL_RULES },
  );
}

function describe(violations) {
  return violations.map((v) => `  [${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `      ${n.target} — ${n.summary}`).join('\n')}`).join('\n');
}

// Fails on serious or critical findings; `label` names the screen in the message.
export async function expectNoSeriousA11yViolations(page, label, options = {}) {
  const serious = (await axeViolations(page, options)).filter((v) => FAILING_IMPACTS.has(v.impact));
  assert.equal(serious.length, 0, `axe found serious or critical problems on ${label}:\n${describe(serious)}`);
}
