// Leads' public entry: the two ways other pages ask for a demo or a call back, the
// 'Schedule Live Demo' button (it loads the booking dialog on demand) and a service
// page's form. The forms' requests, schemas and dialog steps stay inside leads.
export { ScheduleDemoButton, type DemoService } from "./components/schedule-demo-button";
export { ServiceForm } from "./components/service-form";
