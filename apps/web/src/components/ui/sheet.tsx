import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The dimmed backdrop behind an open sheet. */
function SheetOverlay() {
  return <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-50 animate-fade-in bg-black/50" />;
}

/** A panel that slides over the page from the left edge (a modal dialog). */
export const Sheet = DialogPrimitive.Root;

/** The sheet's sliding panel, with a close button. Give it a `SheetTitle`. */
export function SheetContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <SheetOverlay />
      <DialogPrimitive.Content
        data-slot="sheet-content"
        className={cn('fixed inset-y-0 left-0 z-50 flex h-full animate-slide-in-left flex-col bg-background shadow-xl outline-none', className)}
        {...props}
      >
        {children}
        <DialogPrimitive.Close className="absolute top-3 right-3 rounded-sm p-1 opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          <X className="size-4" aria-hidden />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** A sheet's title (required for screen readers). */
export const SheetTitle = DialogPrimitive.Title;

/** A sheet's description. */
export const SheetDescription = DialogPrimitive.Description;
