import { Monitor, Moon, Sun, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTheme, type ThemeChoice } from './theme-provider';

const options: { value: ThemeChoice; label: string; icon: LucideIcon }[] = [
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'system', label: 'System', icon: Monitor },
];

/** Radio buttons to choose the light, dark or system theme; the choice applies and is saved at once. */
export function ThemeChoiceField() {
  const { choice, setChoice } = useTheme();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">Theme</legend>
      <div className="grid grid-cols-3 gap-2 sm:max-w-md">
        {options.map(({ value, label, icon: Icon }) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-1.5 rounded-lg border bg-background px-3 py-3 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              choice === value && 'border-primary bg-primary/5 font-medium',
            )}
          >
            <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => setChoice(value)} className="sr-only" />
            <Icon aria-hidden className="size-5" />
            {label}
          </label>
        ))}
      </div>
      <p className="mt-2 text-xs text-muted-foreground">System follows your device’s light or dark setting.</p>
    </fieldset>
  );
}
