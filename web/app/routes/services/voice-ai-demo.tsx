import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Voice AI Assistant Demo", description: "Chat with our AI voice assistant and see how it handles your customers' questions.", path: "/services/voice-ai/demo" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Voice AI Assistant Demo">Ask the assistant anything a caller might ask your business.</PageHeader>
    </main>
  );
}
