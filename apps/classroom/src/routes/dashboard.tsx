import { classroomStrings } from '@academy/ui/strings/classroom';
import { useEffect } from 'react';
import { Dashboard } from '../features/dashboard/Dashboard.tsx';

export function Component() {
  useEffect(() => {
    document.title = classroomStrings.documentTitle(classroomStrings.title);
  }, []);
  return <Dashboard />;
}
