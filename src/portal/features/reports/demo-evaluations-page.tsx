/** Demo Evaluations (/demo_evals): the demonstration pool in the same viewer, marked as such. */
import { ReportsScreen } from './reports-screen.tsx';

export default function Page() {
  return <ReportsScreen mode="demo" />;
}
