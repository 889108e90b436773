/**
 * The training section (spec §2: /training with /videos, /exam and /certificates) as one page
 * with tabs: the three share their messages, API calls and player, and moving between them shows
 * no spinner. /training itself opens on the videos.
 */
import { useLocation } from '../../lib/router/history.ts';
import { paths } from '../../domain/paths.ts';
import CertificatesPage from './certificates-page.tsx';
import ExamPage from './exam-page.tsx';
import VideosPage from './videos-page.tsx';

export default function TrainingPage() {
  const { path } = useLocation();
  if (path === paths.evaluatorExam()) return <ExamPage />;
  if (path === paths.certificates()) return <CertificatesPage />;
  return <VideosPage />;
}
