import { WorkspacePage } from "~/features/workspace/components/workspace-page";
import { pageMeta } from "~/lib/meta";
import { workspaceText } from "~/features/workspace/workspace-messages";
import type { Route } from "./+types/workspace";

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({
    title: workspaceText.metaTitle,
    description: workspaceText.metaDescription,
    path: `/dashboard/services/${encodeURIComponent(params.id)}`,
    noIndex: true,
  });

// Guarded by the app layout (routes/app-layout.tsx). Keyed by the id, so moving from
// one service to another starts the page afresh.
export default function Page({ params }: Route.ComponentProps) {
  return <WorkspacePage key={params.id} serviceId={params.id} />;
}
