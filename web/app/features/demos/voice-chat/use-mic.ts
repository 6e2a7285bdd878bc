import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "~/lib/api";
import { transcribe } from "./api/transcribe";
import { MAX_RECORDING_BYTES, MAX_RECORDING_MS, recognisedText, recognitionConstructor, recordingType, type MicMode, type SpeechRecognitionLike, type VoiceWindow } from "./speech";
import { voiceChatText as t } from "./voice-chat-text";

export type MicState = "idle" | "listening" | "transcribing";

interface MicHandlers {
  /** The words heard so far (recognition) or transcribed (recording), for the message box. */
  onText: (text: string) => void;
  /** Something the visitor should know, for a toast. */
  onError: (message: string) => void;
}

/**
 * The voice chat's microphone, in the mode the page chose (speech.ts micMode): the
 * browser's speech recognition fills the box as the visitor speaks; or a recording, at
 * most a minute, is sent to POST /api/ai/transcribe when they stop and its text fills the
 * box. Nothing is sent as a message: the visitor reads it and presses Send. Leaving the
 * page stops the microphone and any upload.
 */
export function useMic(mode: MicMode, { onText, onError }: MicHandlers) {
  const [state, setState] = useState<MicState>("idle");
  const handlers = useRef({ onText, onError });
  useEffect(() => {
    handlers.current = { onText, onError };
  }, [onText, onError]);
  const recognition = useRef<SpeechRecognitionLike | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const upload = useRef<AbortController | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (limit.current) clearTimeout(limit.current);
    limit.current = null;
    recognition.current?.stop();
    if (recorder.current?.state === "recording") recorder.current.stop();
  }, []);

  const startRecognition = useCallback(() => {
    const Recognition = recognitionConstructor(window as unknown as VoiceWindow);
    if (!Recognition) return;
    const rec = new Recognition();
    rec.lang = "en-US";
    rec.interimResults = true;
    rec.continuous = false;
    rec.maxAlternatives = 1;
    rec.onresult = (event) => {
      const text = recognisedText(event);
      if (text) handlers.current.onText(text);
    };
    rec.onerror = (event) => {
      // "aborted" is our own stop; "no-speech" just ends the turn.
      if (event.error === "not-allowed" || event.error === "service-not-allowed") handlers.current.onError(t.micDenied);
      else if (event.error !== "aborted" && event.error !== "no-speech") handlers.current.onError(t.micUnavailable);
    };
    rec.onend = () => {
      recognition.current = null;
      setState("idle");
    };
    recognition.current = rec;
    setState("listening");
    rec.start();
  }, []);

  const startRecording = useCallback(async () => {
    let stream: MediaStream;
    setState("listening");
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState("idle");
      handlers.current.onError(t.micDenied);
      return;
    }
    const type = recordingType((candidate) => MediaRecorder.isTypeSupported(candidate));
    const rec = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      recorder.current = null;
      const audio = new Blob(chunks, { type: rec.mimeType || type || "audio/webm" });
      if (audio.size === 0) {
        setState("idle");
        return;
      }
      if (audio.size > MAX_RECORDING_BYTES) {
        setState("idle");
        handlers.current.onError(t.recordingTooLarge);
        return;
      }
      setState("transcribing");
      const controller = new AbortController();
      upload.current = controller;
      transcribe(audio, controller.signal)
        .then(({ text }) => {
          if (text) handlers.current.onText(text);
          else handlers.current.onError(t.heardNothing);
        })
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          handlers.current.onError(err instanceof ApiError ? err.message : t.transcriptionFailed);
        })
        .finally(() => {
          if (upload.current === controller) upload.current = null;
          if (!controller.signal.aborted) setState("idle");
        });
    };
    recorder.current = rec;
    rec.start();
    // The server takes a minute at most: the recorder stops itself there.
    limit.current = setTimeout(stop, MAX_RECORDING_MS);
  }, [stop]);

  const toggle = useCallback(() => {
    if (state === "listening") stop();
    else if (state === "idle" && mode === "recognition") startRecognition();
    else if (state === "idle" && mode === "recording") void startRecording();
  }, [state, mode, stop, startRecognition, startRecording]);

  useEffect(
    () => () => {
      if (limit.current) clearTimeout(limit.current);
      recognition.current?.abort();
      if (recorder.current?.state === "recording") {
        recorder.current.onstop = null;
        recorder.current.stream.getTracks().forEach((track) => track.stop());
        recorder.current.stop();
      }
      upload.current?.abort();
    },
    [],
  );

  return { state, toggle };
}
