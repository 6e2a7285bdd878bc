/**
 * The Voice AI chat's words: the spec's (SPEC.md section 4 "AI voice chat", sections 5
 * and 8) and ours, marked as such.
 */
export const voiceChatText = {
  title: "Voice AI Assistant Demo",
  intro: "Ask the assistant anything a caller might ask your business.",
  back: "Back to Voice AI Receptionists",
  // Ours: the chat card and its controls.
  chatHeading: "AI Voice Assistant",
  chatSubheading: "Answers like a receptionist on the phone, 24/7",
  logLabel: "Conversation with the voice assistant",
  youSaid: "You said: ",
  assistantSaid: "Assistant said: ",
  greeting: "Hello! I'm your AI voice assistant. Ask me about our services, opening hours or pricing, or I can book a demo for you. How can I help?",
  inputLabel: "Message",
  placeholder: "Type your message...",
  inputHint: "Enter sends; Shift+Enter starts a new line.",
  send: "Send",
  voiceLabel: "Voice recording",
  thinking: "Thinking...",
  // Ours: the assistant role-plays a receptionist; it books and keeps nothing.
  demoNotice: "This is a demo: the assistant answers as a receptionist would, but nothing is booked or saved. To talk to our team,",
  demoNoticeLink: "contact us",
  // Toasts (sections 4 and 8).
  comingSoonTitle: "Coming Soon",
  comingSoon: "Voice recording feature will be available soon!",
  failed: "Failed to send message",
  noBody: "No response body",
  badResponse: "Failed to get response",
} as const;
