import { Bell } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { buildNotifications, loadReadIds, saveReadIds, type NotificationProfile } from './notifications';

/**
 * The top bar's notifications button: a dot while something is unread; opening it lists the notes and marks
 * them read (remembered per learner on this device). Render with `key={userId}`.
 */
export function NotificationsButton({ userId, profile }: { userId: string; profile: NotificationProfile | null }) {
  const notes = useMemo(() => (profile ? buildNotifications(profile) : []), [profile]);
  const [readIds, setReadIds] = useState(() => loadReadIds(userId));
  const [newWhenOpened, setNewWhenOpened] = useState<string[]>([]);
  const unread = notes.filter((note) => !readIds.includes(note.id));
  const [open, setOpen] = useState(false);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setNewWhenOpened(unread.map((note) => note.id));
      if (unread.length > 0) setReadIds(saveReadIds(userId, unread.map((note) => note.id)));
    }
  }

  const label = unread.length > 0 ? `Notifications, ${unread.length} unread` : 'Notifications';
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label={label}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Bell aria-hidden className="size-5" />
        {unread.length > 0 && <span data-testid="unread-dot" aria-hidden className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-background" />}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <h2 className="border-b px-4 py-3 text-sm font-semibold">Notifications</h2>
        {notes.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
        ) : (
          <ul aria-label="Notifications" className="max-h-96 divide-y overflow-y-auto">
            {notes.map((note) => {
              const isNew = newWhenOpened.includes(note.id);
              const content = (
                <>
                  <span className="flex items-center gap-2">
                    <span className="text-sm font-medium">{note.title}</span>
                    {isNew && <Badge variant="secondary">New</Badge>}
                  </span>
                  <span className="mt-0.5 block text-sm text-muted-foreground">{note.body}</span>
                </>
              );
              return (
                <li key={note.id}>
                  {note.href ? (
                    <Link
                      to={note.href}
                      onClick={() => setOpen(false)}
                      className={cn('block px-4 py-3 hover:bg-accent focus-visible:bg-accent focus-visible:outline-none', isNew && 'bg-primary/5')}
                    >
                      {content}
                    </Link>
                  ) : (
                    <div className="px-4 py-3">{content}</div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
