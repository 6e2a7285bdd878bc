/**
 * What the browser offers the voice chat, found out without side effects so the page can
 * decide what to show (and the tests can hand in any window): speech synthesis for
 * "Speak replies", and for the microphone either the browser's own speech recognition or
 * a MediaRecorder whose recording the server's model transcribes.
 */

/** The recognition API as Chromium and Safari expose it (prefixed or not). */
export interface SpeechRecognitionLike extends EventTarget {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  start(): void;
  stop(): void;
  abort(): void;
  onresult: ((event: SpeechRecognitionResultEventLike) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
}

export interface SpeechRecognitionResultEventLike {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The parts of window the voice chat looks at. */
export interface VoiceWindow {
  SpeechRecognition?: unknown;
  webkitSpeechRecognition?: unknown;
  MediaRecorder?: unknown;
  speechSynthesis?: unknown;
  SpeechSynthesisUtterance?: unknown;
  navigator?: { mediaDevices?: { getUserMedia?: unknown } };
}

/** How the microphone works here: the browser recognises speech, or records for the server; null: no microphone. */
export type MicMode = "recognition" | "recording" | null;

/** The longest recording sent (the server refuses more): the recorder stops itself there. */
export const MAX_RECORDING_MS = 60_000;
/** The largest recording the server takes (2 MiB). */
export const MAX_RECORDING_BYTES = 2 * 1024 * 1024;

export function recognitionConstructor(w: VoiceWindow): SpeechRecognitionConstructor | undefined {
  const ctor = w.SpeechRecognition ?? w.webkitSpeechRecognition;
  return typeof ctor === "function" ? (ctor as SpeechRecognitionConstructor) : undefined;
}

export function canRecord(w: VoiceWindow): boolean {
  return typeof w.MediaRecorder === "function" && typeof w.navigator?.mediaDevices?.getUserMedia === "function";
}

/**
 * The microphone's mode. A configured model is preferred: its transcription is the
 * engine the page labels, and the recording goes to the server the operator chose. The
 * browser's recognition (Chrome sends the audio to its vendor's service) is used only
 * where no model transcribes. Neither: no microphone at all.
 */
export function micMode(w: VoiceWindow, serverTranscribes: boolean): MicMode {
  if (serverTranscribes && canRecord(w)) return "recording";
  if (recognitionConstructor(w)) return "recognition";
  return null;
}

export function canSpeak(w: VoiceWindow): boolean {
  return typeof w.speechSynthesis === "object" && w.speechSynthesis !== null && typeof w.SpeechSynthesisUtterance === "function";
}

/** The first audio type this browser's recorder makes that the server takes; "" for its default. */
export function recordingType(isTypeSupported: (type: string) => boolean): string {
  return ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4", "audio/webm"].find((t) => isTypeSupported(t)) ?? "";
}

/** The text recognised so far: every result's best alternative, in order. */
export function recognisedText(event: SpeechRecognitionResultEventLike): string {
  let text = "";
  for (let i = 0; i < event.results.length; i++) text += event.results[i]?.[0]?.transcript ?? "";
  return text.trim();
}
