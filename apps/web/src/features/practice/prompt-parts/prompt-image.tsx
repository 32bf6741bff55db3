/** The picture of an item (describe image), or a note when it cannot be shown. */
export function PromptImage({ src, alt }: { src: string | undefined; alt: string }) {
  if (!src) {
    return (
      <p role="status" className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
        The image for this question is not available. It shows: {alt}
      </p>
    );
  }
  return <img src={src} alt={alt} className="mx-auto max-h-[28rem] w-full rounded-lg border bg-white object-contain p-2" />;
}
