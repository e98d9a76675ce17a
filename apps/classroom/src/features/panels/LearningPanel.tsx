import type { ReactNode } from 'react';
import type { LearningView } from '../../shared/learning-views.ts';
import { Profile } from '../../shared/Profile.tsx';
import { AchievementsPanel } from './AchievementsPanel.tsx';
import { CoursesPanel } from './CoursesPanel.tsx';
import { DashboardPanel } from './DashboardPanel.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { QuizPanel } from './QuizPanel.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';

const PANELS: Record<LearningView, () => ReactNode> = {
  dashboard: DashboardPanel,
  courses: CoursesPanel,
  progress: ProgressPanel,
  quiz: QuizPanel,
  achievements: AchievementsPanel,
  settings: SettingsPanel,
  profile: Profile,
};

/**
 * the seven in docs/product/screens.md views of the first sidebar's menu, made real
 * (docs/product/learning.md): each reads the student's own records through the API. The page
 * heading (the view's title) is the dashboard's; these panels start at level 2.
 */
export function LearningPanel({ view }: { view: LearningView }) {
  const Panel = PANELS[view];
  return <Panel />;
}
