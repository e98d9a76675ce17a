import type { Banner } from '@academy/api-client/contract';
import { activeBannersQuery } from '@academy/api-client/queries/site-content';
import * as errors from '@academy/strings/errors';
import { homeStrings } from '@academy/strings/site-home';
import { errorMessage } from '@academy/api-client/errors';
import { ErrorState } from '@academy/ui/ErrorState';
import { Anchor, Image, Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AutoCarousel } from './AutoCarousel.tsx';

/**
 * The active banners, sorted by bannerOrder, each linking to its url in a new tab
 * (docs/product/screens.md).
 */
export function BannerSlides({ banners }: { banners: Banner[] }) {
  return (
    <AutoCarousel label={homeStrings.bannersLabel} delayMs={10_000}>
      {banners.map((banner, index) => (
        <Anchor
          key={banner.id}
          href={banner.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={homeStrings.bannerLinkLabel(banner.title)}
          display="block"
        >
          <Image
            src={banner.image}
            alt={banner.title}
            width={banner.imageWidth ?? 1600}
            height={banner.imageHeight ?? 600}
            radius="md"
            style={{
              aspectRatio: `${banner.imageWidth ?? 1600} / ${banner.imageHeight ?? 600}`,
              height: 'auto',
            }}
            loading={index === 0 ? 'eager' : 'lazy'}
            fetchPriority={index === 0 ? 'high' : 'auto'}
          />
        </Anchor>
      ))}
    </AutoCarousel>
  );
}

export function BannerCarousel() {
  const query = useQuery(activeBannersQuery());
  if (query.isPending) return <Skeleton radius="md" style={{ aspectRatio: '16 / 6' }} />;
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, errors.banner.load)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  if (query.data.length === 0) return null;
  return <BannerSlides banners={query.data} />;
}
