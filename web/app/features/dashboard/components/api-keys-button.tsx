import { lazy, Suspense, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import type { Service } from "../api/service";
import { apiKeyText } from "../dashboard-messages";

// Like 'Add Service': the dialog loads on demand, starting on hover or focus.
const loadDialog = () => import("./api-keys-dialog");
const ApiKeysDialog = lazy(loadDialog);

function preload() {
  loadDialog().catch(() => {
    // Loaded again on click; a failure then reaches the error boundary.
  });
}

/** The query that opens a service's keys on arrival: /dashboard?api-keys={id} (the analytics page links to it). */
export const apiKeysParam = "api-keys";

/** A service's 'API keys': opens the dialog that lists, creates and revokes them. */
export function ApiKeysButton({ service, describedBy }: { service: Service; describedBy: string }) {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState(() => params.get(apiKeysParam) === service.id);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    if (params.has(apiKeysParam)) {
      setParams(
        (p) => {
          p.delete(apiKeysParam);
          return p;
        },
        { replace: true },
      );
    }
  };
  return (
    <>
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-describedby={describedBy}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {apiKeyText.open}
      </Button>
      {/* Mounted only while open: a secret shown in it is gone once it closes. */}
      {open && (
        <Suspense fallback={null}>
          <ApiKeysDialog service={service} onClose={close} returnFocus={button} />
        </Suspense>
      )}
    </>
  );
}
