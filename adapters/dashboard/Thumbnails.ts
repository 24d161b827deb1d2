// Asset previews on the dashboard's pages: an image of the thumbnail route (a small cached WebP or a video's poster
// frame, made by the application's thumbnail use case) and the type icon shown for files without a preview.
import { html } from "./Html.js"

/** The short name of a file's type on its icon: "PDF", "VIDEO", "AUDIO", "IMAGE", "DOC", "TEXT" or "FILE". */
export const typeLabel = (contentType: string): string => {
  if (contentType === "application/pdf") return "PDF"
  const [kind = ""] = contentType.split("/")
  if (kind === "video" || kind === "audio" || kind === "image" || kind === "text") return kind.toUpperCase()
  if (/word|document|rtf|opendocument/.test(contentType)) return "DOC"
  return "FILE"
}

/** A type icon (an SVG with the type's short name) for a file that has no preview. */
export const typeIcon = (contentType: string) =>
  html`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120">
    <rect x="0.5" y="0.5" width="159" height="119" rx="6" fill="#f4f5f7" stroke="#8a9099" />
    <path d="M60 22h28l14 14v50H60z" fill="#fff" stroke="#555" stroke-width="2" />
    <path d="M88 22v14h14" fill="none" stroke="#555" stroke-width="2" />
    <text
      x="80"
      y="106"
      font-family="system-ui, sans-serif"
      font-size="15"
      font-weight="700"
      fill="#1a1a1a"
      text-anchor="middle"
    >
      ${typeLabel(contentType)}
    </text>
  </svg>`

/**
 * An asset's preview, as an image of the dashboard's thumbnail route (a cached small WebP, a video's poster frame,
 * or a type icon; never the original file). `alt` is empty where the filename is written beside it.
 */
export const thumbnailImage = (
  asset: { readonly id: string; readonly sha256?: string },
  options: { readonly width: number; readonly height: number; readonly alt?: string }
) =>
  html`<img
    class="thumb"
    src="/assets/${asset.id}/thumbnail${asset.sha256 === undefined ? "" : `?v=${asset.sha256.slice(0, 16)}`}"
    alt="${options.alt ?? ""}"
    width="${options.width}"
    height="${options.height}"
    loading="lazy"
    decoding="async"
  />`
