import { Anchor, Image, SimpleGrid, type MantineSpacing } from '@mantine/core';

export interface PhotoGridProps {
  /** Each photo's id and its address (a private address works: the browser sends the cookie). */
  photos: readonly { id: number | string; url: string }[];
  /** The grid's name for a screen reader, e.g. the question's photos. */
  label: string;
  /** Each photo's text alternative from its place, counted from 1. */
  altOf: (place: number) => string;
  /** Space above the grid, when there are photos to show. */
  mt?: MantineSpacing;
}

/**
 * Photos side by side, two a row on a phone and three wider, each opening full size in a new tab
 * (a question's photo of a maths problem, read by the student and the teacher alike).
 */
export function PhotoGrid({ photos, label, altOf, mt }: PhotoGridProps) {
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={mt} aria-label={label}>
      {photos.map((photo, index) => (
        <Anchor key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
          <Image
            src={photo.url}
            alt={altOf(index + 1)}
            radius="sm"
            h={150}
            fit="contain"
            bg="var(--mantine-color-default-hover)"
          />
        </Anchor>
      ))}
    </SimpleGrid>
  );
}
