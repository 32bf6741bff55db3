import { practiceRoute, questionTypesInSection, sections, type SectionId } from '@pte/exam';
import { paths } from '@/lib/paths';

/** Icons the navigation uses, by name (the sidebar maps each to a lucide icon). */
export type NavIconName =
  | 'overview'
  | 'speaking'
  | 'writing'
  | 'reading'
  | 'listening'
  | 'mock-tests'
  | 'study-materials'
  | 'video-tutorials'
  | 'help'
  | 'settings';

/** A link in the sidebar. */
export interface NavLink {
  title: string;
  url: string;
  icon?: NavIconName;
}

/** A collapsible entry of the sidebar holding links (a practice section). */
export interface NavSection {
  title: string;
  icon: NavIconName;
  children: NavLink[];
}

/** A labelled group of the sidebar. Links directly in a group are its sub-items (title "group / link"). */
export interface NavGroup {
  /** The group's label; absent for the footer, whose links stand alone. */
  label?: string;
  entries: (NavLink | NavSection)[];
}

/** True when a sidebar entry is a collapsible section rather than a link. */
export function isNavSection(entry: NavLink | NavSection): entry is NavSection {
  return 'children' in entry;
}

const sectionIcons: Record<SectionId, NavIconName> = {
  speaking: 'speaking',
  writing: 'writing',
  reading: 'reading',
  listening: 'listening',
};

/** Practice > Speaking / Writing / Reading / Listening, derived from the question-type registry. */
export const practiceSections: NavSection[] = sections.map((section) => ({
  title: section.title,
  icon: sectionIcons[section.id],
  children: questionTypesInSection(section.id).map((type) => ({ title: type.title, url: practiceRoute(type) })),
}));

/** Mock tests under exam conditions, with their score reports: the last entry of Practice. */
const mockTestsLink: NavLink = { title: 'Mock Tests', url: paths.mockTests.catalogue, icon: 'mock-tests' };

/** The sidebar's main groups, in order: Dashboard, Practice (the four sections, then Mock Tests), Resources. */
export const sidebarGroups: NavGroup[] = [
  { label: 'Dashboard', entries: [{ title: 'Overview', url: paths.dashboard, icon: 'overview' }] },
  { label: 'Practice', entries: [...practiceSections, mockTestsLink] },
  {
    label: 'Resources',
    entries: [
      { title: 'Study Materials', url: paths.resources.studyMaterials, icon: 'study-materials' },
      { title: 'Video Tutorials', url: paths.resources.videoTutorials, icon: 'video-tutorials' },
      { title: 'Help Center', url: paths.resources.help, icon: 'help' },
    ],
  },
];

/** The sidebar footer's links (below the Exam Countdown card). */
export const sidebarFooter: NavGroup = { entries: [{ title: 'Settings', url: paths.settings, icon: 'settings' }] };

/** Every group of the sidebar, footer last. */
export const sidebarNavigation: NavGroup[] = [...sidebarGroups, sidebarFooter];

/** The avatar menu's pages (besides Log out). */
export const accountLinks: NavLink[] = [
  { title: 'AI Assistant', url: paths.account.aiAssistant },
  { title: 'Progress Report', url: paths.account.progressReport },
  { title: 'Study Plan', url: paths.account.studyPlan },
  { title: 'Study History', url: paths.account.studyHistory },
];
