import type { AppNotification, NotificationList } from '@pte/contract';
import { Bell, CircleDot } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { loadNotifications, markAllNotificationsRead, markNotificationRead } from './notifications-requests';

/** How often the notes are fetched again while the app is open (they are also fetched each time the list opens). */
const refreshIntervalMs = 3 * 60_000;

/** `list` with the note `id` marked read at `readAt` (and the unread count lowered if it was unread). */
function withNoteRead(list: NotificationList, id: string, readAt: string): NotificationList {
  const wasUnread = list.items.some((note) => note.id === id && note.readAt === null);
  return {
    items: list.items.map((note) => (note.id === id && note.readAt === null ? { ...note, readAt } : note)),
    unread: wasUnread ? Math.max(0, list.unread - 1) : list.unread,
  };
}

/** One note: its title and body, marked "Unread" in words (not by colour alone) until it is opened. */
function NoteContent({ note }: { note: AppNotification }) {
  const unread = note.readAt === null;
  return (
    <>
      <span className="flex items-start gap-2">
        {unread && <CircleDot aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />}
        <span className={cn('text-sm', unread ? 'font-semibold' : 'font-medium')}>{note.title}</span>
        {unread && <span className="ml-auto shrink-0 rounded-md bg-primary/10 px-1.5 py-0.5 text-xs font-medium text-primary">Unread</span>}
      </span>
      <span className={cn('mt-0.5 block text-sm text-muted-foreground', unread && 'pl-6')}>{note.body}</span>
    </>
  );
}

/**
 * The top bar's notifications button. The notes live on the server: they are fetched when the app opens, every few
 * minutes and each time the list opens; a dot and the label "N unread" show only while something is unread. Opening
 * a note marks it read and follows its link; "Mark all as read" marks them all. Render with `key={userId}`.
 */
export function NotificationsButton() {
  const dispatch = useAppDispatch();
  const [list, setList] = useState<NotificationList | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState(false);

  const refresh = useCallback(() => {
    const pending = dispatch(loadNotifications());
    pending.unwrap().then(
      (value) => {
        setList(value);
        setError(null);
      },
      // A rejection carries the learner's message; an aborted request (unmounted) carries none and is ignored.
      (reason: unknown) => {
        if (typeof reason === 'string') setError(reason);
      },
    );
    return pending;
  }, [dispatch]);

  useEffect(() => {
    let pending = refresh();
    const timer = window.setInterval(() => {
      pending = refresh();
    }, refreshIntervalMs);
    return () => {
      window.clearInterval(timer);
      pending.abort();
    };
  }, [refresh]);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) refresh();
  }

  function openNote(note: AppNotification) {
    setOpen(false);
    if (note.readAt !== null) return;
    setList((current) => (current ? withNoteRead(current, note.id, new Date().toISOString()) : current));
    dispatch(markNotificationRead(note.id))
      .unwrap()
      .then(
        (saved) => setList((current) => (current && saved.readAt ? withNoteRead(current, saved.id, saved.readAt) : current)),
        // The next refresh shows the server's state again.
        () => refresh(),
      );
  }

  function markAllRead() {
    dispatch(markAllNotificationsRead())
      .unwrap()
      .then(
        () => {
          const readAt = new Date().toISOString();
          setList((current) => (current ? { items: current.items.map((note) => (note.readAt ? note : { ...note, readAt })), unread: 0 } : current));
          setError(null);
        },
        (reason: unknown) => setError(typeof reason === 'string' ? reason : 'Your notifications could not be marked as read.'),
      );
  }

  const unread = list?.unread ?? 0;
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger
        aria-label={label}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-foreground hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <Bell aria-hidden className="size-5" />
        {unread > 0 && <span data-testid="unread-dot" aria-hidden className="absolute top-2 right-2 size-2 rounded-full bg-destructive ring-2 ring-background" />}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0">
        <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
          <h2 className="text-sm font-semibold">Notifications</h2>
          {unread > 0 && (
            <Button variant="ghost" size="sm" onClick={markAllRead}>
              Mark all as read
            </Button>
          )}
        </div>
        {error && (
          <div role="alert" className="flex items-center justify-between gap-2 border-b px-4 py-3 text-sm text-destructive">
            <span>{error}</span>
            <Button variant="outline" size="sm" onClick={() => refresh()}>
              Try again
            </Button>
          </div>
        )}
        {list === null ? (
          !error && <p className="px-4 py-6 text-center text-sm text-muted-foreground">Loading notifications…</p>
        ) : list.items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">No notifications yet.</p>
        ) : (
          <ul aria-label="Notifications" className="max-h-96 divide-y overflow-y-auto">
            {list.items.map((note) => {
              const itemClass = cn(
                'block w-full px-4 py-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
                note.readAt === null && 'bg-primary/5',
              );
              return (
                <li key={note.id}>
                  {note.href ? (
                    <Link to={note.href} onClick={() => openNote(note)} className={itemClass}>
                      <NoteContent note={note} />
                    </Link>
                  ) : (
                    <button type="button" onClick={() => openNote(note)} className={itemClass}>
                      <NoteContent note={note} />
                    </button>
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
