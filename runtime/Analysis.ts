// The asset tagger's analysers as one layer: sharp, tesseract.js (one worker, started on first use), Human's
// CenterNet and face-api's face nets on tfjs wasm (in one worker thread, started and loaded on first use),
// ffmpeg/ffprobe, music-metadata, unpdf, mammoth, tinyld, word-list. All local: nothing is downloaded at run time.
// Part of SystemLive (the agents' sandbox gives these tools to every run); the libraries themselves load on first
// use, so composing it costs nothing until something is analysed.
import { Layer } from "effect"
import * as FaceApiRecognition from "../adapters/analysis/FaceApiRecognition.js"
import * as DocumentTextExtractor from "../adapters/analysis/DocumentTextExtractor.js"
import * as FfmpegAudioAnalysis from "../adapters/analysis/FfmpegAudioAnalysis.js"
import * as FfmpegVideoAnalysis from "../adapters/analysis/FfmpegVideoAnalysis.js"
import * as HumanObjectDetection from "../adapters/analysis/HumanObjectDetection.js"
import * as SharpImageAnalysis from "../adapters/analysis/SharpImageAnalysis.js"
import * as SharpThumbnails from "../adapters/analysis/SharpThumbnails.js"
import * as TesseractTextRecognition from "../adapters/analysis/TesseractTextRecognition.js"
import * as TinyldTextLanguage from "../adapters/analysis/TinyldTextLanguage.js"

export const AnalysisLive = Layer.mergeAll(
  SharpImageAnalysis.layer,
  SharpThumbnails.layer,
  TesseractTextRecognition.layer,
  HumanObjectDetection.layer,
  FaceApiRecognition.layer,
  FfmpegVideoAnalysis.layer,
  FfmpegAudioAnalysis.layer,
  DocumentTextExtractor.layer,
  TinyldTextLanguage.layer
)
