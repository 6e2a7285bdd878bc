import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Voice AI Receptionists", description: "AI voice agents that answer every call, book appointments and qualify callers 24/7.", path: "/services/voice-ai" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Voice AI Receptionists">Answer every call, book appointments and qualify callers around the clock.</PageHeader>
    </main>
  );
}
