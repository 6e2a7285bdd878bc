// The dashboard's public entry: what the app layout's sidebar and a service's workspace
// use. The services (the list, one service), their status and usage as the dashboard
// shows them, the dashboard's words for them, and where a service's workspace is.
export { useService } from "./api/get-service";
export { useServices } from "./api/get-services";
export { isActive, type Service } from "./api/service";
export { ServiceStatusBadge, ServiceStatusDot, statusWord } from "./components/service-status";
export { UsageBar } from "./components/usage-bar";
export { serviceText } from "./dashboard-messages";
export { usePlanInfo } from "./use-plan-info";
export { usage } from "./usage";
export { workspacePath } from "./workspace-path";
