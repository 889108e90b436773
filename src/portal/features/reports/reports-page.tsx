/** The reports of one subject (/patient/reports?subject=…). */
import { ReportsScreen } from './reports-screen.tsx';

export default function Page() {
  return <ReportsScreen mode="current" />;
}
