// Page checks for the browser tests: axe-core's accessibility rules (the engine read from node_modules and
// evaluated in the page through the driver, so the page's strict CSP stays as it is) and whether a page fits the
// width of its window without scrolling sideways.
import * as fs from "node:fs"
import { createRequire } from "node:module"
import type { Page } from "playwright-core"

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8")

export interface Violation {
  readonly id: string
  readonly impact: string
  readonly help: string
  readonly targets: ReadonlyArray<string>
}

/** axe-core's serious and critical violations on the page as it is now (WCAG 2.x A and AA rules and best practices). */
export const seriousViolations = async (page: Page): Promise<ReadonlyArray<Violation>> => {
  if (!(await page.evaluate("typeof window.axe === 'object'"))) await page.evaluate(AXE_SOURCE)
  return page.evaluate(`axe.run(document, { resultTypes: ["violations"] }).then((result) =>
    result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) })))`)
}

/**
 * How far the page is wider than its window (0: no sideways scrolling), with the elements that stick out (text
 * too long for its box sticks out without its element doing so: then the list is empty).
 */
export const overflow = (page: Page): Promise<{ readonly excess: number; readonly wide: ReadonlyArray<string> }> =>
  page.evaluate(`(() => {
    const width = window.innerWidth
    const wide = [...document.querySelectorAll("body *")]
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .filter((e) => {
        for (let a = e.parentElement; a !== null && a !== document.body; a = a.parentElement) {
          if (getComputedStyle(a).overflowX !== "visible") return false
        }
        return true
      })
      .slice(0, 5)
      .map((e) => e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (e.className ? "." + e.className : ""))
    return { excess: document.documentElement.scrollWidth - width, wide }
  })()`)
