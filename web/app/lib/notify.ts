import { toasterReady } from "./toast-host";

/**
 * Toasts as the spec words them: a title and an optional description. Errors use the
 * destructive style and the title 'Error' unless the caller names one. The toast library
 * is loaded on first use.
 */
export const notify = {
  async success(title: string, description?: string, options?: ToastOptions) {
    const { toast } = await loadToast();
    toast.success(title, { description, id: options?.id });
  },
  async error(description: string, title = "Error", options?: ToastOptions) {
    const { toast } = await loadToast();
    toast.error(title, { description, id: options?.id });
  },
};

export interface ToastOptions {
  /**
   * A form's own toast: a new one with the same id replaces the last, so a success never
   * sits under the errors before it and repeated errors do not pile up.
   */
  id?: string;
}

async function loadToast() {
  const [sonner] = await Promise.all([import("sonner"), toasterReady()]);
  return sonner;
}
