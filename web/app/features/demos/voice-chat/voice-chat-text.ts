/**
 * The Voice AI chat's words: the prescribed ones (docs/product.md, "AI demos", voice
 * receptionist chat, and "Validation rules") and ours, marked as such.
 */
export const voiceChatText = {
  title: "Voice AI Assistant Demo",
  intro: "Call one of three sample businesses and ask what their callers ask: prices, opening hours, a booking, an emergency.",
  back: "Back to Voice AI Receptionists",
  // Ours: the business picker. The receptionist plays a sample business, never Lexa.
  pickerLegend: "Choose a business to call",
  pickerHint: "Choosing another business starts a new conversation.",
  loading: "Loading the demo...",
  loadFailed: "The demo could not be loaded.",
  retry: "Try again",
  // Ours: the chat card and its controls.
  chatHeading: "AI Voice Assistant",
  chatSubheading: (business: string) => `Receptionist of ${business}, 24/7`,
  logLabel: "Conversation with the voice assistant",
  youSaid: "You said: ",
  assistantSaid: "Assistant said: ",
  inputLabel: "Message",
  placeholder: "Type your message...",
  inputHint: "Enter sends; Shift+Enter starts a new line.",
  send: "Send",
  speakReplies: "Speak replies",
  voiceLabel: "Voice recording",
  listening: "Listening...",
  transcribing: "Transcribing...",
  micDenied: "Microphone access was not allowed. Allow it in your browser to speak your message.",
  micUnavailable: "Speech recognition is not available right now. Please type your message.",
  heardNothing: "Nothing was heard. Please try again.",
  recordingTooLarge: "The recording is too large. Please keep it under a minute.",
  transcriptionFailed: "The recording could not be transcribed. Please type your message.",
  thinking: "Thinking...",
  // Ours: the assistant role-plays a receptionist; it books and keeps nothing.
  demoNotice: "This is a demo: the assistant plays a sample business's receptionist, and nothing is booked or saved. To talk to our team,",
  demoNoticeLink: "contact us",
  // Toasts (section 8).
  failed: "Failed to send message",
  noBody: "No response body",
  badResponse: "Failed to get response",
} as const;
