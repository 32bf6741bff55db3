import type { SectionId } from '@pte/exam';
import { BookOpen, Headphones, Mic, PenLine, type LucideIcon } from 'lucide-react';

/** The icon of each exam section, the same wherever a section is shown (sidebar, dashboard, landing page). */
export const sectionIcons: Record<SectionId, LucideIcon> = { speaking: Mic, writing: PenLine, reading: BookOpen, listening: Headphones };
