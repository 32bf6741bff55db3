import { BarChart3, Bot, CalendarCheck, History, LogOut } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/lib/paths';
import { accountLinks } from './nav-items';

const accountIcons: Record<string, LucideIcon> = {
  [paths.account.aiAssistant]: Bot,
  [paths.account.progressReport]: BarChart3,
  [paths.account.studyPlan]: CalendarCheck,
  [paths.account.studyHistory]: History,
};

/** Up to two initials of a name ("Ana Lima" → "AL"), or of an e-mail when there is no name. */
function initialsOf(name: string, email: string): string {
  const source = name.trim() || email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return (parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : source.slice(0, 2)).toUpperCase();
}

/** The avatar menu ("My Account"): the learner's name and e-mail, their account pages, and Log out. */
export function UserMenu({ name, email, onSignOut }: { name: string; email: string; onSignOut: () => void }) {
  const initials = initialsOf(name, email);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        // The button shows the initials, so its name carries them too (a label in the name, WCAG 2.5.3).
        aria-label={`My Account (${initials})`}
        className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
      >
        <Avatar aria-hidden>
          <AvatarFallback>{initials}</AvatarFallback>
        </Avatar>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <div className="px-2 pb-2">
          <p className="truncate text-sm font-medium">{name || 'Learner'}</p>
          <p className="truncate text-xs text-muted-foreground">{email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          {accountLinks.map((link) => {
            const Icon = accountIcons[link.url];
            return (
              <DropdownMenuItem key={link.url} asChild>
                <Link to={link.url}>
                  {Icon && <Icon aria-hidden />}
                  {link.title}
                </Link>
              </DropdownMenuItem>
            );
          })}
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden />
          Log out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
