/** Where a service's workspace is: the dashboard's 'Configure', the sidebar's entry. */
export const workspacePath = (serviceId: string) => `/dashboard/services/${encodeURIComponent(serviceId)}`;
