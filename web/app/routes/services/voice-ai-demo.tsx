import { VoiceChatPage } from "~/features/demos/voice-chat/components/voice-chat-page";
import { pageMeta } from "~/lib/meta";
import { serviceDemoRoute, serviceTypeId } from "~/lib/service-types";

export const meta = () =>
  pageMeta({ title: "Voice AI Assistant Demo", description: "Chat with our AI voice assistant and see how it handles your customers' questions.", path: serviceDemoRoute(serviceTypeId.voiceAi) });

export default function Page() {
  return <VoiceChatPage />;
}
