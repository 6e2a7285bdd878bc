import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { canSpeak, type VoiceWindow } from "./speech";

const noSubscription = () => () => {};

/**
 * "Speak replies": off until the visitor turns it on; while on, each finished reply is
 * read aloud with the browser's speech synthesis (on the device, nothing is sent).
 * Turning it off, or leaving the page, stops what is being said. supported is false
 * while prerendering and where the browser cannot speak: the toggle is then not shown.
 */
export function useSpeakReplies() {
  const supported = useSyncExternalStore(
    noSubscription,
    () => canSpeak(window as unknown as VoiceWindow),
    () => false,
  );
  const [on, setOn] = useState(false);
  // What speak() reads: set with the state, so a reply that ends right after a click sees it.
  const onRef = useRef(false);

  const silence = useCallback(() => {
    if (canSpeak(window as unknown as VoiceWindow)) window.speechSynthesis.cancel();
  }, []);

  const toggle = useCallback(() => {
    const next = !onRef.current;
    onRef.current = next;
    if (!next) silence();
    setOn(next);
  }, [silence]);

  /** Says text, when the toggle is on. */
  const speak = useCallback((text: string) => {
    if (!onRef.current || !text.trim() || !canSpeak(window as unknown as VoiceWindow)) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = "en-US";
    window.speechSynthesis.speak(utterance);
  }, []);

  useEffect(() => silence, [silence]);

  return { supported, on, toggle, speak, silence };
}
