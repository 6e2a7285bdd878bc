import { toasterReady } from "./toast-host";

/**
 * Toasts as the spec words them: a title and an optional description. Errors use the
 * destructive style and the title 'Error' unless the caller names one. The toast library
 * is loaded on first use.
 */
export const notify = {
  async success(title: string, description?: string) {
    const { toast } = await loadToast();
    toast.success(title, { description });
  },
  async error(description: string, title = "Error") {
    const { toast } = await loadToast();
    toast.error(title, { description });
  },
};

async function loadToast() {
  const [sonner] = await Promise.all([import("sonner"), toasterReady()]);
  return sonner;
}
