import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta(
    "AI Lead Scorer Demo",
    "Paste lead details and get an AI lead score with recommendations.",
  );

export default function Page() {
  return (
    <main>
      <PageHeader title="AI Lead Scorer Demo">Paste a lead's details to get a score and recommendations.</PageHeader>
    </main>
  );
}
