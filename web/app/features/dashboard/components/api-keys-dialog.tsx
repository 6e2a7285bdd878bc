import { useRef, useState, type RefObject } from "react";
import { Modal, ModalDescription, ModalTitle } from "~/components/ui/modal";
import { ActionButton } from "~/components/ui/action-button";
import { notify } from "~/lib/notify";
import { useCreateServiceKey, type NewApiKey } from "../api/create-service-key";
import type { Service } from "../api/service";
import { apiKeyText } from "../dashboard-messages";
import { ApiKeyList } from "./api-key-list";
import { EndpointPanel } from "./endpoint-panel";
import { NewKeyPanel } from "./new-key-panel";

interface ApiKeysDialogProps {
  service: Service;
  onClose: () => void;
  /** The button that opened the dialog: read when the dialog renders, after the button has mounted. */
  returnFocus: RefObject<HTMLElement | null>;
}

/**
 * A service's API keys: the list, 'Create API key' and 'Revoke'. A new key's secret is
 * shown here once, in this dialog's state only: closing the dialog forgets it.
 * Default export, loaded on demand.
 */
export default function ApiKeysDialog({ service, onClose, returnFocus }: ApiKeysDialogProps) {
  const create = useCreateServiceKey(service.id);
  const [created, setCreated] = useState<NewApiKey | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);

  const createKey = () =>
    create.mutate(undefined, {
      onSuccess: setCreated,
      onError: (err) => void notify.error(err.message, apiKeyText.createError),
    });

  return (
    <Modal open onOpenChange={(open) => !open && onClose()} returnFocus={returnFocus.current} described className="max-w-2xl">
      <ModalTitle>{apiKeyText.title(service.service_name)}</ModalTitle>
      <ModalDescription>{apiKeyText.description}</ModalDescription>
      <div className="mt-5 grid gap-6">
        {created ? (
          <NewKeyPanel key={created.key.id} secret={created.secret} serviceType={service.service_type} />
        ) : (
          <EndpointPanel serviceType={service.service_type} />
        )}
        <div>
          <ActionButton busy={create.isPending} onClick={createKey} data-autofocus>
            {apiKeyText.create}
          </ActionButton>
        </div>
        <ApiKeyList serviceId={service.id} heading={listHeading} onRevoked={() => listHeading.current?.focus()} />
      </div>
    </Modal>
  );
}
