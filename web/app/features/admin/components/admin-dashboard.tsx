import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { SpinnerBlock } from "~/components/ui/spinner";
import { notify } from "~/lib/notify";
import { useAuth } from "~/providers/auth-provider";
import { QueryProvider } from "~/providers/query-provider";
import { adminText, tabLabels, type TabId } from "../admin-messages";
import { adminAccessQuery, refusalToast } from "../api/check-admin";
import { useAdminData } from "../api/use-admin-data";
import { AdminTabs } from "./admin-tabs";
import { ListPanel } from "./list-panel";
import { loadOverviewCharts, OverviewPanel } from "./overview-panel";

interface AdminDashboardProps {
  /** Differs for every opening, so each one checks access afresh. */
  opening: number;
  onClose: () => void;
}

/**
 * The read-only admin dashboard (docs/product.md, "Admin dashboard"). It checks access first and
 * shows nothing until the check passes; a refusal is a toast and the dashboard closes
 * itself. Default export, loaded on the first opening.
 */
export default function AdminDashboard(props: AdminDashboardProps) {
  return (
    <QueryProvider>
      <AccessGate {...props} />
    </QueryProvider>
  );
}

function AccessGate({ opening, onClose }: AdminDashboardProps) {
  const { user } = useAuth();
  const access = useQuery(adminAccessQuery(user !== null, opening));
  const verdict = access.data;

  useEffect(() => {
    const refusal = verdict && refusalToast(verdict);
    if (!refusal) return;
    void notify.error(refusal.description, refusal.title);
    onClose();
  }, [verdict, onClose]);

  // The charts' code starts loading with the check, not after the data.
  useEffect(() => {
    loadOverviewCharts().catch(() => {
      // Loaded again when the Overview renders; a failure then reaches the error boundary.
    });
  }, []);

  return verdict === "admin" ? <DashboardModal onClose={onClose} /> : null;
}

const tabs = (Object.keys(tabLabels) as TabId[]).map((id) => ({ id, label: tabLabels[id] }));

function DashboardModal({ onClose }: { onClose: () => void }) {
  // Taken when the dialog appears (after the check), when the menu that opened it has
  // already handed the focus back to its button.
  const [returnFocus] = useState(() => document.activeElement as HTMLElement | null);
  const [tab, setTab] = useState<TabId>("overview");
  const data = useAdminData();

  useEffect(() => {
    if (data.failed) void notify.error(adminText.loadFailed, adminText.error);
  }, [data.failed]);

  return (
    // A fixed least height, so that switching between a long and a short tab does not make the dialog jump.
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      returnFocus={returnFocus}
      described
      className="max-w-6xl sm:min-h-[min(40rem,calc(100dvh-1.5rem))]"
    >
      <ModalTitle>{adminText.title}</ModalTitle>
      <ModalDescription>{adminText.description}</ModalDescription>
      <div className="mt-5">
        {data.pending ? (
          <SpinnerBlock label={adminText.loading} />
        ) : (
          <AdminTabs
            label={adminText.tabsLabel}
            tabs={tabs}
            selected={tab}
            onSelect={setTab}
            panel={(id) =>
              id === "overview" ? <OverviewPanel overview={data.overview} /> : <ListPanel list={id} name={tabLabels[id]} page={data.lists[id]} />
            }
          />
        )}
      </div>
    </Modal>
  );
}
