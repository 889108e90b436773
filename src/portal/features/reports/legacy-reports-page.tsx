/** Legacy reports (/patient/legacy_reports?subject=…): evaluations without a task_id (spec §6). */
import { ReportsScreen } from './reports-screen.tsx';

export default function Page() {
  return <ReportsScreen mode="legacy" />;
}
