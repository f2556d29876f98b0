import { useEffect, useRef, useState } from 'react';
import type { HobbyCategory } from '@/gql/graphql';
import { categoryCoverUrl } from '@/groups/covers';

/**
 * A group's cover image. A cover that cannot load (a dead link, or the person is offline) gives
 * way to the artwork the app ships for the group's category, instead of a broken-image box.
 */
export function CoverImage({
  src,
  category,
  alt,
  className,
  lazy = false,
}: {
  src: string;
  category: HobbyCategory;
  alt: string;
  className: string;
  lazy?: boolean;
}) {
  // Remembered per URL, so a group whose cover is changed to a working one shows it again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const image = useRef<HTMLImageElement>(null);
  // A prerendered page's image may have failed before React took the page over, when no
  // `onError` was listening yet: a settled image that cannot be decoded failed.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete || failed) return;
    element.decode().catch(() => {
      if (image.current === element && element.getAttribute('src') === src) setFailedSrc(src);
    });
  }, [src, failed]);
  return (
    <img
      ref={image}
      className={className}
      src={failed ? categoryCoverUrl(category) : src}
      alt={alt}
      loading={lazy ? 'lazy' : undefined}
      onError={() => {
        // The shipped artwork is the last resort: if even that fails, leave it be.
        if (!failed) setFailedSrc(src);
      }}
    />
  );
}
