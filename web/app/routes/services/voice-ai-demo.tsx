import { VoiceChatPage } from "~/features/demos/voice-chat/components/voice-chat-page";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Voice AI Assistant Demo", description: "Chat with our AI voice assistant and see how it handles your customers' questions.", path: "/services/voice-ai/demo" });

export default function Page() {
  return <VoiceChatPage />;
}
