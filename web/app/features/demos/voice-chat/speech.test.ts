import { describe, expect, it } from "vitest";
import { canRecord, canSpeak, micMode, recognisedText, recordingType, type VoiceWindow } from "./speech";

class Recognition {}
class Recorder {}
const getUserMedia = () => Promise.resolve({});
const recorderWindow: VoiceWindow = { MediaRecorder: Recorder, navigator: { mediaDevices: { getUserMedia } } };

describe("micMode", () => {
  it.each<[string, VoiceWindow, boolean, ReturnType<typeof micMode>]>([
    ["nothing, no model", {}, false, null],
    ["nothing, a model but no recorder", { navigator: {} }, true, null],
    ["a recorder, no model", recorderWindow, false, null],
    ["a recorder and a model", recorderWindow, true, "recording"],
    ["recognition, no model", { webkitSpeechRecognition: Recognition }, false, "recognition"],
    ["unprefixed recognition", { SpeechRecognition: Recognition }, false, "recognition"],
    ["recognition and a model that can record: the model", { ...recorderWindow, webkitSpeechRecognition: Recognition }, true, "recording"],
    ["recognition and a model without a recorder: recognition", { webkitSpeechRecognition: Recognition }, true, "recognition"],
    ["a recognition that is not a constructor", { webkitSpeechRecognition: {} }, false, null],
  ])("%s", (_name, w, serverTranscribes, want) => {
    expect(micMode(w, serverTranscribes)).toBe(want);
  });

  it("needs getUserMedia to record", () => {
    expect(canRecord({ MediaRecorder: Recorder, navigator: { mediaDevices: {} } })).toBe(false);
    expect(canRecord(recorderWindow)).toBe(true);
  });
});

describe("canSpeak", () => {
  it.each<[string, VoiceWindow, boolean]>([
    ["both", { speechSynthesis: {}, SpeechSynthesisUtterance: class {} }, true],
    ["no utterance", { speechSynthesis: {} }, false],
    ["no synthesis", { SpeechSynthesisUtterance: class {} }, false],
    ["nothing", {}, false],
  ])("%s", (_name, w, want) => expect(canSpeak(w)).toBe(want));
});

describe("recordingType", () => {
  it("takes the first type the recorder makes that the server takes", () => {
    expect(recordingType((t) => t === "audio/mp4")).toBe("audio/mp4");
    expect(recordingType((t) => t.startsWith("audio/webm"))).toBe("audio/webm;codecs=opus");
    expect(recordingType(() => false)).toBe("");
  });
});

describe("recognisedText", () => {
  it("joins every result's best alternative", () => {
    const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });
    expect(recognisedText({ resultIndex: 1, results: [result("price of ", true), result("a filling ", false)] })).toBe("price of a filling");
  });
});
