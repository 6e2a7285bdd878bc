import { PageHeader } from "~/components/layout/page-header";
import { pageMeta } from "~/lib/meta";

export const meta = () =>
  pageMeta({ title: "Contact Us", description: "Talk to our team about automating your business with AI. We reply within 24 hours.", path: "/contact" });

export default function Page() {
  return (
    <main>
      <PageHeader title="Contact Us">Tell us about your business and we will get back to you within 24 hours.</PageHeader>
    </main>
  );
}
