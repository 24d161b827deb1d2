// PDFs the preview tests write themselves: a page of one known colour (pdfkit, optionally password-protected), a page
// that is one JPEG picture, and a page whose content stream is a long run of drawing operators (written by hand, so
// pdf.js takes a while on it).
import PDFDocument from "pdfkit"
import sharp from "sharp"

/**
 * A PDF whose first page, `width` × `height` points, is filled with `colour` (#rrggbb) apart from a white title; a
 * second page is white. With `userPassword` it is encrypted (AES-128) and cannot be opened without it.
 */
export const colouredPdf = (options: {
  readonly colour: string
  readonly width?: number
  readonly height?: number
  readonly userPassword?: string
}): Promise<Uint8Array> =>
  new Promise((resolve, reject) => {
    const width = options.width ?? 595
    const height = options.height ?? 842
    const doc = new PDFDocument({
      size: [width, height],
      margin: 0,
      info: { CreationDate: new Date(0) },
      ...(options.userPassword === undefined ? {} : { userPassword: options.userPassword, pdfVersion: "1.7" as const })
    })
    const chunks: Array<Buffer> = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
    doc.rect(0, 0, width, height).fill(options.colour)
    doc
      .fillColor("#ffffff")
      .fontSize(Math.max(12, width / 20))
      .text("Call sheet", width / 10, height / 10)
    doc
      .addPage({ size: [width, height] })
      .fillColor("#000000")
      .text("Page two")
    doc.end()
  })

/** An A4 PDF whose page is one JPEG picture of `width` × `height` pixels in `colour`, stretched over the page. */
export const picturePdf = async (options: {
  readonly colour: string
  readonly width: number
  readonly height: number
}): Promise<Uint8Array> => {
  const { colour, width, height } = options
  const jpeg = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 0, info: { CreationDate: new Date(0) } })
    const chunks: Array<Buffer> = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))))
    doc.on("error", reject)
    doc.image(jpeg, 0, 0, { width: 595.28, height: 841.89 })
    doc.end()
  })
}

/** A one-page PDF (A4) whose content stream draws `rectangles` small filled rectangles, uncompressed. */
export const heavyPdf = (rectangles: number): Uint8Array => {
  const ops: Array<string> = []
  for (let i = 0; i < rectangles; i++) ops.push(`${i % 7} ${i % 11} ${i % 13} rg ${i % 595} ${i % 842} 3 3 re f`)
  const content = ops.join("\n")
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`
  ]
  let body = "%PDF-1.4\n"
  const offsets: Array<number> = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body)
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(body)
}
