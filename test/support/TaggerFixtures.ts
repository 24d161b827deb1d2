// Media fixtures for the asset-tagger tests, made on the spot: sharp-rendered images of known colour and text,
// generated WAV tones, silence and a beat, an ffmpeg-made video, a pdfkit PDF and a docx Word file, plus broken
// files. Only test/fixtures/speech.wav is committed (espeak-ng speaking one sentence; no generator exists here).
import { execFileSync } from "node:child_process"
import * as fs from "node:fs"
import * as os from "node:os"
import * as path from "node:path"
import { Document, Packer, Paragraph, TextRun } from "docx"
import PDFDocument from "pdfkit"
import { DateTime, Schema } from "effect"
import sharp from "sharp"
import { FFMPEG } from "../../adapters/analysis/Ffmpeg.js"
import * as A from "../../domain/projects/Asset.js"
import { AssetId, ProjectId } from "../../domain/platform/Ids.js"

/** An asset record for a local file of this content type (fixed ids and times, as the tagger never reads them). */
export const assetFor = (file: string, contentType: string): A.Asset =>
  new A.Asset({
    id: Schema.decodeSync(AssetId)("ast_01m7z3qfmzfzzvf9fh0kac7238"),
    projectId: Schema.decodeSync(ProjectId)("prj_01m7z3qfmzfzzvf9fh0kac7238"),
    filename: path.basename(file),
    contentType,
    declaredContentType: contentType,
    detectedContentType: contentType,
    sizeBytes: fs.statSync(file).size,
    sha256: "0".repeat(64),
    metadata: {},
    tags: [],
    talentIds: [],
    status: "available",
    createdAt: DateTime.makeUnsafe(0),
    updatedAt: DateTime.makeUnsafe(0)
  })

export const SPEECH_WAV = path.join(import.meta.dirname, "..", "fixtures", "speech.wav")

/** A 16-bit PCM mono WAV of these samples (−1..1). */
export const wav = (samples: Float32Array, rate: number): Buffer => {
  const data = Buffer.alloc(samples.length * 2)
  samples.forEach((v, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), i * 2))
  const header = Buffer.alloc(44)
  header.write("RIFF", 0)
  header.writeUInt32LE(36 + data.length, 4)
  header.write("WAVEfmt ", 8)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write("data", 36)
  header.writeUInt32LE(data.length, 40)
  return Buffer.concat([header, data])
}

const RATE = 22_050

export const tone = (hz: number, seconds: number, amplitude = 0.5) =>
  new Float32Array(Math.round(RATE * seconds)).map((_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / RATE))

/** A clicked beat at `bpm` under a chord that changes every bar: what the rules call music-like. */
export const beat = (bpm: number, seconds: number) => {
  const period = 60 / bpm
  return new Float32Array(Math.round(RATE * seconds)).map((_, i) => {
    const t = i / RATE
    const phase = t % period
    const root = [220, 174.6, 261.6, 196][Math.floor(t / (period * 2)) % 4]!
    const kick =
      phase < 0.08 ? Math.sin(2 * Math.PI * (60 + 100 * (0.08 - phase)) * phase) * (1 - phase / 0.08) * 0.8 : 0
    const chord =
      0.12 *
      (Math.sin(2 * Math.PI * root * t) +
        Math.sin(2 * Math.PI * root * 1.26 * t) +
        Math.sin(2 * Math.PI * root * 1.5 * t))
    return kick + chord * (0.6 + 0.4 * Math.exp(-phase * 4))
  })
}

const textSvg = (width: number, height: number, background: string, lines: ReadonlyArray<string>, colour = "#111") =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<rect width="100%" height="100%" fill="${background}"/>` +
      lines
        .map(
          (line, i) =>
            `<text x="40" y="${110 + i * 100}" font-family="DejaVu Sans, sans-serif" font-size="80" ` +
            `font-weight="bold" fill="${colour}">${line}</text>`
        )
        .join("") +
      `</svg>`
  )

/** A smooth sky: light to mid blue from top to bottom (no text). */
const skySvg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#a8d4f0"/><stop offset="1" stop-color="#5b9bd5"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="url(#g)"/></svg>`
  )

/**
 * An orange suit on a pale wall: jacket and trousers lit from the left (the cloth from full orange to 60% of it in
 * the folds and shadows), lapels and a shirt collar. What issue 36 saw named red and brown.
 */
const orangeSuitSvg = (width: number, height: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="0.3">` +
      `<stop offset="0" stop-color="#f7902a"/><stop offset="0.55" stop-color="#e8801f"/>` +
      `<stop offset="1" stop-color="#9c5414"/></linearGradient></defs>` +
      `<rect width="100%" height="100%" fill="#dcdcdc"/>` +
      `<path d="M 200 90 L 400 90 L 470 130 L 500 420 L 420 430 L 410 600 L 320 600 L 300 420 L 280 600 ` +
      `L 190 600 L 180 430 L 100 420 L 130 130 Z" fill="url(#light)"/>` +
      `<path d="M 260 90 L 300 200 L 340 90 Z" fill="#f5f5f5"/>` +
      `<path d="M 255 95 L 300 260 L 270 250 Z M 345 95 L 300 260 L 330 250 Z" fill="#b8621a"/>` +
      `<path d="M 300 420 L 305 600 M 230 440 L 240 600 M 380 440 L 370 600" stroke="#a95a16" stroke-width="10"/>` +
      `</svg>`
  )

export const PRESS_RELEASE = [
  "For immediate release. Clearhouse opens its summer campaign with leading creative agencies and studios.",
  "The campaign brings together people from across the industry to celebrate design, photography and film. " +
    "Press enquiries go to the press office, which arranges interviews and images for the press."
]

export interface Fixtures {
  readonly dir: string
  readonly file: (name: string) => string
}

const pdf = (file: string, title: string, paragraphs: ReadonlyArray<string>) =>
  new Promise<void>((resolve, reject) => {
    const doc = new PDFDocument({ info: { Title: title }, size: "A4" })
    const out = fs.createWriteStream(file)
    out.on("finish", () => resolve())
    out.on("error", reject)
    doc.pipe(out)
    doc.fontSize(20).text(title)
    for (const p of paragraphs) doc.moveDown().fontSize(12).text(p)
    doc.addPage().fontSize(12).text(paragraphs.join(" "))
    doc.end()
  })

const ffmpeg = (args: ReadonlyArray<string>) => execFileSync(FFMPEG, ["-v", "error", "-nostdin", "-y", ...args])

export const ENGLISH_TEXT = [
  "Wildlife photography licence for the spring campaign. The photographer grants the agency a licence to use the " +
    "wildlife photographs in print and online.",
  "The wildlife photographs may be cropped. The licence covers social media, the website and printed brochures " +
    "until the end of the campaign."
]

export const GERMAN_TEXT =
  "Dieser Vertrag regelt die Nutzung der Fotografien für die Sommerkampagne. Die Agentur darf die Fotografien " +
  "im Internet und in gedruckten Broschüren verwenden. Die Fotografien dürfen nicht verändert werden."

/** Writes every fixture into a fresh temporary directory. */
export const makeFixtures = async (): Promise<Fixtures> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "clearhouse-tagger-"))
  const file = (name: string) => path.join(dir, name)
  await sharp(skySvg(640, 400)).jpeg({ quality: 90 }).toFile(file("sky.jpg"))
  await sharp(textSvg(800, 300, "#f4c20d", ["SUMMER SALE"]))
    .png()
    .toFile(file("sale.png"))
  await sharp({ create: { width: 300, height: 600, channels: 3, background: "#1b1b1b" } })
    .webp()
    .toFile(file("dark.webp"))
  // The same red picture in each remaining format the tagger reads.
  const red = sharp({ create: { width: 120, height: 120, channels: 3, background: "#d32f2f" } })
  await red.clone().gif().toFile(file("red.gif"))
  await red.clone().tiff().toFile(file("red.tiff"))
  await red.clone().avif().toFile(file("red.avif"))
  await red.clone().png().toFile(file("red.png"))
  fs.writeFileSync(file("tone.wav"), wav(tone(440, 2), RATE))
  fs.writeFileSync(file("silence.wav"), wav(new Float32Array(RATE * 2), RATE))
  fs.writeFileSync(file("beat.wav"), wav(beat(120, 8), RATE))
  ffmpeg(["-i", file("tone.wav"), "-c:a", "libmp3lame", "-b:a", "64k", file("tone.mp3")])
  ffmpeg([
    "-f", "lavfi", "-i", "color=c=0x1e40ae:s=320x240:d=3:r=25",
    "-f", "lavfi", "-i", "sine=frequency=440:duration=3",
    "-shortest", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", file("blue.mp4")
  ]) // prettier-ignore
  ffmpeg(["-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "aac", file("sound-only.mp4")])
  await pdf(file("licence.pdf"), "Wildlife photography licence", ENGLISH_TEXT)
  await pdf(file("press-release.pdf"), "Summer campaign", PRESS_RELEASE)
  await sharp(orangeSuitSvg(600, 640)).jpeg({ quality: 90 }).toFile(file("orange-suit.jpg"))
  const docx = new Document({
    sections: [{ children: [new Paragraph({ children: [new TextRun(GERMAN_TEXT)] })] }]
  })
  fs.writeFileSync(file("vertrag.docx"), await Packer.toBuffer(docx))
  fs.writeFileSync(file("notes.txt"), ENGLISH_TEXT.join("\n\n"))
  // Broken files: a JPEG cut off after its header, a PDF and a WAV of noise, an MP4 that is not one.
  const jpeg = fs.readFileSync(file("sky.jpg"))
  fs.writeFileSync(file("truncated.jpg"), jpeg.subarray(0, 200))
  fs.writeFileSync(file("garbage.pdf"), Buffer.from("%PDF-1.7\nthis is not really a pdf\n"))
  fs.writeFileSync(
    file("garbage.wav"),
    Buffer.concat([Buffer.from("RIFF\u0000\u0000\u0000\u0000WAVEjunk"), jpeg.subarray(0, 64)])
  )
  fs.writeFileSync(file("garbage.mp4"), Buffer.from("\u0000\u0000\u0000\u0018ftypmp42 and then nothing useful"))
  fs.writeFileSync(file("not-an-image.png"), Buffer.from("just some text, whatever the name says"))
  fs.writeFileSync(file("archive.zip"), Buffer.from("PK\u0003\u0004 not analysed"))
  return { dir, file }
}
