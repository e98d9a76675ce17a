// docs/decisions/018-staff-authoring.md: a lecture's chapters and details, reordered by drag and
// drop (mouse, or the keyboard: space lifts the handle, arrows move, space drops) or by the up and
// down buttons, a detail into another chapter too; the whole order is saved in one call and put
// back if that fails. Each row's other actions sit in one ⋯ menu beside its handle
// (docs/decisions/044-lesson-rows-and-publishing.md): chapters and details are renamed, retyped and
// deleted there (a confirmation names what goes with them), and the page adds a detail's content
// and quiz actions.
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
import { ActionIcon, Badge, Card, Group, Menu, Stack, Text } from '@mantine/core';
import IconGripVertical from '@tabler/icons-react/icons/IconGripVertical';
import { showToast } from '@academy/ui/toast';
import IconArrowDown from '@tabler/icons-react/icons/IconArrowDown';
import IconArrowUp from '@tabler/icons-react/icons/IconArrowUp';
import IconDots from '@tabler/icons-react/icons/IconDots';
import IconPencil from '@tabler/icons-react/icons/IconPencil';
import IconTrash from '@tabler/icons-react/icons/IconTrash';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DetailTypeIcon } from './LessonTypeSelect.tsx';
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

/**
 * Up and down for keyboards and for whoever does not drag. `stepKey` names the pair, so the board
 * can put focus back on the button once the row has moved (a moved row loses it).
 */
function Steps({
  title,
  stepKey,
  onStep,
  first,
  last,
}: {
  title: string;
  stepKey: string;
  onStep: (step: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      <ActionIcon
        size="sm"
        variant="default"
        disabled={first}
        onClick={() => onStep(-1)}
        aria-label={`${title} ${t.moveUp}`}
        data-step={`${stepKey}:up`}
      >
        <IconArrowUp size={14} aria-hidden />
      </ActionIcon>
      <ActionIcon
        size="sm"
        variant="default"
        disabled={last}
        onClick={() => onStep(1)}
        aria-label={`${title} ${t.moveDown}`}
        data-step={`${stepKey}:down`}
      >
        <IconArrowDown size={14} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** A row's ⋯ menu: its own items first, then 이름 변경 / 수정 and 삭제. */
function RowMenu({
  title,
  editLabel,
  onEdit,
  onRemove,
  children,
}: {
  title: string;
  editLabel: string;
  onEdit: () => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <ActionIcon size="sm" variant="subtle" color="gray" aria-label={t.menu(title)}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {children}
        <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
          {editLabel}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={onRemove}>
          {t.remove}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

interface Props {
  lecture: AdminLecture;
  /** a detail's own menu items (its content and quiz), above 디테일 수정 and 삭제 */
  detailMenu: (detail: AdminDetail) => ReactNode;
  /** under each chapter's details (the add-detail form) */
  chapterFooter: (chapter: AdminChapter) => ReactNode;
}

export function StructureBoard({ lecture, detailMenu, chapterFooter }: Props) {
  const actions = useLectureLifecycle(lecture.lectureId);
  const [outline, setOutline] = useState<Outline>(lecture.chapters);
  const [editingChapter, setEditingChapter] = useState<AdminChapter | null>(null);
  const [editingDetail, setEditingDetail] = useState<AdminDetail | null>(null);
  // The server's order wins whenever it arrives (after a save, or anyone's change).
  useEffect(() => setOutline(lecture.chapters), [lecture.chapters]);
  // After 위로/아래로 the moved row's same button has focus again (the other one at an end), so
  // a keyboard user can keep stepping.
  const board = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!refocus) return;
    const [key, direction] = refocus.split(':');
    const button = (which: string) =>
      board.current?.querySelector<HTMLButtonElement>(`[data-step="${key}:${which}"]`);
    const same = button(direction!);
    (same && !same.disabled ? same : button(direction === 'up' ? 'down' : 'up'))?.focus();
    setRefocus(null);
  }, [refocus, outline]);
  const step = (stepKey: string, direction: -1 | 1, next: Outline) => {
    setRefocus(`${stepKey}:${direction < 0 ? 'up' : 'down'}`);
    save(next);
  };

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
    <Stack ref={board}>
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
                          <RowMenu
                            title={chapter.chapterTitle}
                            editLabel={t.rename}
                            onEdit={() => setEditingChapter(chapter)}
                            onRemove={() => void removeChapter(chapter)}
                          />
                          <Text fw={600}>{chapter.chapterTitle}</Text>
                          <Badge variant="default">{chapter.details.length}</Badge>
                        </Group>
                        <Steps
                          title={chapter.chapterTitle}
                          stepKey={`chapter-${chapter.chapterId}`}
                          first={chapterIndex === 0}
                          last={chapterIndex === lastChapter}
                          onStep={(direction) =>
                            step(
                              `chapter-${chapter.chapterId}`,
                              direction,
                              moveChapter(outline, chapterIndex, chapterIndex + direction),
                            )
                          }
                        />
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
                                    <Group justify="space-between" wrap="nowrap" gap="xs">
                                      <Group gap="xs" wrap="nowrap" miw={0}>
                                        <Handle
                                          props={item.dragHandleProps}
                                          title={detail.detailTitle}
                                        />
                                        <RowMenu
                                          title={detail.detailTitle}
                                          editLabel={t.editDetail}
                                          onEdit={() => setEditingDetail(detail)}
                                          onRemove={() => void removeDetail(detail)}
                                        >
                                          {detailMenu(detail)}
                                        </RowMenu>
                                        <Badge
                                          variant="default"
                                          flex="none"
                                          leftSection={
                                            <DetailTypeIcon type={detail.type} size={12} />
                                          }
                                        >
                                          {ko.detailTypes[detail.type]}
                                        </Badge>
                                        <Text truncate="end">{detail.detailTitle}</Text>
                                      </Group>
                                      <Steps
                                        title={detail.detailTitle}
                                        stepKey={`detail-${detail.detailId}`}
                                        first={chapterIndex === 0 && index === 0}
                                        last={
                                          chapterIndex === lastChapter &&
                                          index === chapter.details.length - 1
                                        }
                                        onStep={(direction) =>
                                          step(
                                            `detail-${detail.detailId}`,
                                            direction,
                                            stepDetail(outline, chapterIndex, index, direction),
                                          )
                                        }
                                      />
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
