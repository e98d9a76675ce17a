// docs/decisions/018-staff-authoring.md: a lecture's chapters and details, reordered by drag and
// drop (mouse, or the keyboard: space lifts the handle, arrows move, space drops) or by the up and
// down buttons, a detail into another chapter too; the whole order is saved in one call and put
// back if that fails. Chapters and details are renamed, retyped and deleted here (a confirmation
// names what goes with them).
import type { AdminChapter, AdminDetail, AdminLecture } from '@academy/api-client/contract';
import { errorMessage } from '@academy/api-client/errors';
import { useLectureLifecycle } from '@academy/api-client/queries/authoring';
import { readStyleNonce } from '@academy/ui/AppProviders';
import { confirm } from '@academy/ui/ConfirmDialog';
import * as ko from '@academy/strings';
import { authoringStrings } from '@academy/strings/authoring';
import {
  DragDropContext,
  Draggable,
  Droppable,
  type DraggableProvidedDragHandleProps,
  type DropResult,
  type ResponderProvided,
} from '@hello-pangea/dnd';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import IconGripVertical from '@tabler/icons-react/icons/IconGripVertical';
import { showToast } from '@academy/ui/toast';
import { useEffect, useState, type ReactNode } from 'react';
import { moveChapter, moveDetail, orderBody, stepDetail, type Outline } from './reorder.ts';
import { ChapterEditor, DetailEditor } from './StructureEditors.tsx';

const t = authoringStrings.builder;

function Handle({
  props,
  title,
}: {
  props: DraggableProvidedDragHandleProps | null;
  title: string;
}) {
  return (
    <div
      {...props}
      aria-label={t.handle(title)}
      style={{ cursor: 'grab', padding: '4px 6px', lineHeight: 0 }}
    >
      <IconGripVertical aria-hidden size={18} stroke={1.75} />
    </div>
  );
}

function Steps({
  title,
  onStep,
  first,
  last,
}: {
  title: string;
  onStep: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) {
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        disabled={first}
        onClick={() => onStep(-1)}
        aria-label={`${title} ${t.moveUp}`}
      >
        {t.moveUp}
      </Button>
      <Button
        size="compact-xs"
        variant="default"
        disabled={last}
        onClick={() => onStep(1)}
        aria-label={`${title} ${t.moveDown}`}
      >
        {t.moveDown}
      </Button>
    </>
  );
}

interface Props {
  lecture: AdminLecture;
  /** a detail's content and quiz buttons */
  detailActions: (detail: AdminDetail) => ReactNode;
  /** under each chapter's details (the add-detail form) */
  chapterFooter: (chapter: AdminChapter) => ReactNode;
}

export function StructureBoard({ lecture, detailActions, chapterFooter }: Props) {
  const actions = useLectureLifecycle(lecture.lectureId);
  const [outline, setOutline] = useState<Outline>(lecture.chapters);
  const [editingChapter, setEditingChapter] = useState<AdminChapter | null>(null);
  const [editingDetail, setEditingDetail] = useState<AdminDetail | null>(null);
  // The server's order wins whenever it arrives (after a save, or anyone's change).
  useEffect(() => setOutline(lecture.chapters), [lecture.chapters]);

  function save(next: Outline) {
    if (next === outline) return;
    const before = outline;
    setOutline(next);
    actions.reorder.mutate(orderBody(next), {
      onError: (error) => {
        setOutline(before);
        showToast({ color: 'red', message: errorMessage(error, t.reorderFailed) });
      },
    });
  }

  const titleOf = (draggableId: string) => {
    const [kind, id] = draggableId.split('-');
    if (kind === 'chapter')
      return outline.find((c) => String(c.chapterId) === id)?.chapterTitle ?? '';
    return (
      outline.flatMap((c) => c.details).find((d) => String(d.detailId) === id)?.detailTitle ?? ''
    );
  };

  function onDragEnd(result: DropResult, provided: ResponderProvided) {
    const title = titleOf(result.draggableId);
    const { source, destination } = result;
    if (!destination) return provided.announce(t.cancelled(title));
    provided.announce(t.dropped(title, destination.index + 1));
    if (result.type === 'CHAPTER')
      return save(moveChapter(outline, source.index, destination.index));
    const chapterOf = (droppableId: string) => Number(droppableId.replace('details-', ''));
    save(
      moveDetail(
        outline,
        { chapterId: chapterOf(source.droppableId), index: source.index },
        { chapterId: chapterOf(destination.droppableId), index: destination.index },
      ),
    );
  }

  async function removeChapter(chapter: AdminChapter) {
    const message = t.confirmChapter(chapter.chapterTitle, chapter.details.length);
    if (!(await confirm({ message, destructive: true }))) return;
    actions.deleteChapter.mutate(chapter.chapterId, {
      onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.failed) }),
    });
  }
  async function removeDetail(detail: AdminDetail) {
    if (!(await confirm({ message: t.confirmDetail(detail.detailTitle), destructive: true })))
      return;
    actions.deleteDetail.mutate(detail.detailId, {
      onSuccess: (response) => showToast({ color: 'teal', message: response.message }),
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, t.failed) }),
    });
  }

  const lastChapter = outline.length - 1;
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t.dragHint}
      </Text>
      <Text size="sm" aria-live="polite">
        {actions.reorder.isPending ? t.saving : ''}
      </Text>
      <DragDropContext
        onDragEnd={onDragEnd}
        dragHandleUsageInstructions={t.dragHint}
        nonce={readStyleNonce()}
      >
        <Droppable droppableId="chapters" type="CHAPTER">
          {(chaptersDrop) => (
            <Stack gap="sm" ref={chaptersDrop.innerRef} {...chaptersDrop.droppableProps}>
              {outline.map((chapter, chapterIndex) => (
                <Draggable
                  key={chapter.chapterId}
                  draggableId={`chapter-${chapter.chapterId}`}
                  index={chapterIndex}
                >
                  {(drag) => (
                    <Card
                      withBorder
                      radius="md"
                      ref={drag.innerRef}
                      {...drag.draggableProps}
                      component="section"
                      aria-label={t.chapterActions(chapter.chapterTitle)}
                    >
                      <Group justify="space-between" wrap="wrap" mb="xs">
                        <Group gap="xs" wrap="nowrap" miw={0}>
                          <Handle props={drag.dragHandleProps} title={chapter.chapterTitle} />
                          <Text fw={600}>{chapter.chapterTitle}</Text>
                          <Badge variant="default">{chapter.details.length}</Badge>
                        </Group>
                        <Group gap={4}>
                          <Steps
                            title={chapter.chapterTitle}
                            first={chapterIndex === 0}
                            last={chapterIndex === lastChapter}
                            onStep={(step) =>
                              save(moveChapter(outline, chapterIndex, chapterIndex + step))
                            }
                          />
                          <Button
                            size="compact-xs"
                            variant="default"
                            onClick={() => setEditingChapter(chapter)}
                            aria-label={`${chapter.chapterTitle} ${t.rename}`}
                          >
                            {t.rename}
                          </Button>
                          <Button
                            size="compact-xs"
                            color="red"
                            variant="light"
                            onClick={() => void removeChapter(chapter)}
                            aria-label={`${chapter.chapterTitle} ${t.remove}`}
                          >
                            {t.remove}
                          </Button>
                        </Group>
                      </Group>
                      <Droppable droppableId={`details-${chapter.chapterId}`} type="DETAIL">
                        {(detailsDrop) => (
                          <Stack
                            gap={6}
                            ref={detailsDrop.innerRef}
                            {...detailsDrop.droppableProps}
                            mih={24}
                          >
                            {chapter.details.map((detail, index) => (
                              <Draggable
                                key={detail.detailId}
                                draggableId={`detail-${detail.detailId}`}
                                index={index}
                              >
                                {(item) => (
                                  <Card
                                    withBorder
                                    padding="xs"
                                    ref={item.innerRef}
                                    {...item.draggableProps}
                                  >
                                    <Group justify="space-between" wrap="wrap" gap="xs">
                                      <Group gap="xs" wrap="nowrap" miw={0}>
                                        <Handle
                                          props={item.dragHandleProps}
                                          title={detail.detailTitle}
                                        />
                                        <Badge variant="default" flex="none">
                                          {ko.detailTypes[detail.type]}
                                        </Badge>
                                        <Text truncate="end">{detail.detailTitle}</Text>
                                      </Group>
                                      <Group gap={4}>
                                        <Steps
                                          title={detail.detailTitle}
                                          first={chapterIndex === 0 && index === 0}
                                          last={
                                            chapterIndex === lastChapter &&
                                            index === chapter.details.length - 1
                                          }
                                          onStep={(step) =>
                                            save(stepDetail(outline, chapterIndex, index, step))
                                          }
                                        />
                                        <Button
                                          size="compact-xs"
                                          variant="default"
                                          onClick={() => setEditingDetail(detail)}
                                          aria-label={`${detail.detailTitle} ${t.rename}`}
                                        >
                                          {t.rename}
                                        </Button>
                                        <Button
                                          size="compact-xs"
                                          color="red"
                                          variant="light"
                                          onClick={() => void removeDetail(detail)}
                                          aria-label={`${detail.detailTitle} ${t.remove}`}
                                        >
                                          {t.remove}
                                        </Button>
                                        {detailActions(detail)}
                                      </Group>
                                    </Group>
                                  </Card>
                                )}
                              </Draggable>
                            ))}
                            {detailsDrop.placeholder}
                          </Stack>
                        )}
                      </Droppable>
                      <div style={{ marginTop: 8 }}>{chapterFooter(chapter)}</div>
                    </Card>
                  )}
                </Draggable>
              ))}
              {chaptersDrop.placeholder}
            </Stack>
          )}
        </Droppable>
      </DragDropContext>
      {editingChapter && (
        <ChapterEditor
          lectureId={lecture.lectureId}
          chapter={editingChapter}
          onClose={() => setEditingChapter(null)}
        />
      )}
      {editingDetail && (
        <DetailEditor
          lectureId={lecture.lectureId}
          detail={editingDetail}
          onClose={() => setEditingDetail(null)}
        />
      )}
    </Stack>
  );
}
