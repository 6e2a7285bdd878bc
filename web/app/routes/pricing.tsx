import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Pricing", description: "Simple plans for AI business automation: Starter, Professional and Enterprise. 30-day free trial, no credit card required, cancel anytime.", path: "/pricing" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Pricing">Choose the plan that fits your business. Every plan starts with a 30-day free trial.</PageHeader>
    </main>
  );
}
