// What other features may use of the demos: the voice demo's conversation, for a
// customer's own receptionist (the voice workspace's test console).
export { useVoiceOptions } from "./voice-chat/api/get-voice-options";
export { ReceptionistChat } from "./voice-chat/components/voice-chat";
