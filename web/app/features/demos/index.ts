// What other features may use of the demos: the voice demo's conversation, for a
// customer's own receptionist (the voice workspace's test console), and the content
// generator's option lists (one home for the content types, platforms and tones the engine
// takes).
export { useVoiceOptions } from "./voice-chat/api/get-voice-options";
export { ReceptionistChat } from "./voice-chat/components/voice-chat";
export { contentTypes, optionLabel, platforms, tones, type ContentType, type Platform, type Tone } from "./content/content-options";
// The line under a draft: the built-in engine's drafts are templates to edit, and the answer's note.
export { DraftNotice } from "./content/components/draft-notice";
// The voice chat's microphone and speech, for the workspace's "Call your receptionist".
export { useMic } from "./voice-chat/use-mic";
export { useSpeakReplies } from "./voice-chat/use-speak-replies";
export { MicButton } from "./voice-chat/components/mic-button";
export { SpeakToggle } from "./voice-chat/components/speak-toggle";
export { micMode, type MicMode, type VoiceWindow } from "./voice-chat/speech";
