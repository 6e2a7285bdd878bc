import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Privacy Policy", description: "How we collect, use and protect your information, and the privacy rights you have.", path: "/privacy" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Privacy Policy">How we collect, use and protect your information.</PageHeader>
    </main>
  );
}
