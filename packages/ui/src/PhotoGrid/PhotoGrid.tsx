import { ActionIcon, Anchor, Box, Image, SimpleGrid, type MantineSpacing } from '@mantine/core';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { DANGER_COLOR } from '../theme.ts';

type Photo = { id: number | string; url: string };

/** A remove button on each photo, or none: the handler and the button's name come together. */
type Removal<P extends Photo> =
  | {
      /** Called with the photo whose button was pressed (the caller confirms and removes it). */
      onRemove: (photo: P) => void;
      /** Each remove button's name from its photo's place, counted from 1. */
      removeLabel: (place: number) => string;
    }
  | { onRemove?: undefined; removeLabel?: undefined };

export type PhotoGridProps<P extends Photo = Photo> = {
  /** Each photo's id and its address (a private address works: the browser sends the cookie). */
  photos: readonly P[];
  /** The grid's name for a screen reader, e.g. the question's photos. */
  label: string;
  /** Each photo's text alternative from its place, counted from 1. */
  altOf: (place: number) => string;
  /** Space above the grid, when there are photos to show. */
  mt?: MantineSpacing;
} & Removal<P>;

/**
 * Photos side by side, two a row on a phone and three wider, each opening full size in a new tab
 * (a question's photo of a maths problem, read by the student and the teacher alike). Given
 * `onRemove`, each photo carries a small remove button in its corner, beside its link rather than
 * inside it (a button inside a link is neither).
 */
export function PhotoGrid<P extends Photo>({
  photos,
  label,
  altOf,
  mt,
  onRemove,
  removeLabel,
}: PhotoGridProps<P>) {
  if (photos.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={mt} aria-label={label}>
      {photos.map((photo, index) => (
        <Box key={photo.id} pos="relative">
          <Anchor href={photo.url} target="_blank" rel="noopener noreferrer">
            <Image
              src={photo.url}
              alt={altOf(index + 1)}
              radius="sm"
              h={150}
              fit="contain"
              bg="var(--mantine-color-default-hover)"
            />
          </Anchor>
          {onRemove && (
            <ActionIcon
              // White over any photo, the icon in the colour of what destroys.
              variant="white"
              color={DANGER_COLOR}
              size="md"
              pos="absolute"
              top={6}
              right={6}
              aria-label={removeLabel(index + 1)}
              onClick={() => onRemove(photo)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Box>
      ))}
    </SimpleGrid>
  );
}
