// Markdown reports (an agent's `.md` artifact) shown as HTML on the dashboard's pages. markdown-it with raw HTML
// turned off escapes every tag the text holds, and its link check refuses javascript:, vbscript:, file: and data:
// links, so a report (whose text may quote an uploaded document) can never add markup or script to the page.
// Images are not rendered (the page's policy loads none from elsewhere; their text stays), and headings start at
// level 3, under the page's own h1 and the report's h2.
import MarkdownIt from "markdown-it"
import { type Html, raw } from "./Html.js"

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false }).disable("image")

markdown.core.ruler.push("dashboard_headings", (state) => {
  for (const token of state.tokens) {
    if (token.type === "heading_open" || token.type === "heading_close") {
      token.tag = `h${Math.min(6, Number(token.tag.slice(1)) + 2)}`
    }
  }
  return true
})

/** The report's markdown as safe HTML. */
export const renderMarkdown = (text: string): Html => raw(markdown.render(text))
