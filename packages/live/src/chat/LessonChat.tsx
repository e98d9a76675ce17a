// The lesson's chat (docs/decisions/016-live-channel.md), the 채팅 기록 tab of the learning-activity
// card: the newest page of history (older ones on scrolling up or the button), then the room's
// messages as they come over the live channel, who is present, a message box, and staff deletion.
// Text only: links are made clickable, nothing is rendered as HTML.
import {
  ChatMessageRequest,
  CHAT_MESSAGE_MAX,
  type ChatMessage,
} from '@academy/api-client/contract/live';
import { chatHistory } from '@academy/api-client/endpoints/live';
import { errorMessage } from '@academy/api-client/errors';
import {
  chatHistoryQuery,
  useDeleteChatMessage,
  usePostChatMessage,
} from '@academy/api-client/queries/live';
import { isStaff } from '@academy/auth/roles';
import { useSession } from '@academy/auth/use-session';
import { useLiveConnection, useLiveStatus } from '../connection.ts';
import * as live from '@academy/strings/live';
import { confirm } from '@academy/ui/ConfirmDialog';
import { contractResolver } from '@academy/ui/form';
import { formatDateTime } from '@academy/ui/format/date';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { chatReducer, initialChat, newestId } from './chat-state.ts';
import { linkify } from './linkify.ts';

const t = live.panel;

function MessageText({ message }: { message: ChatMessage }) {
  if (message.deleted) {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {live.chat.deletedPlaceholder}
      </Text>
    );
  }
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {linkify(message.content).map((part, index) =>
        part.kind === 'link' ? (
          <Anchor key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </Anchor>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

export function LessonChat({ lessonId }: { lessonId: number }) {
  const { user } = useSession();
  const connection = useLiveConnection();
  const status = useLiveStatus(connection);
  const history = useQuery(chatHistoryQuery(lessonId));
  const [state, dispatch] = useReducer(chatReducer, initialChat);
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [deleteError, setDeleteError] = useState<unknown>(null);
  const post = usePostChatMessage(lessonId);
  const remove = useDeleteChatMessage(lessonId);
  const logRef = useRef<HTMLDivElement>(null);
  const newest = useRef(0);
  newest.current = newestId(state);

  useEffect(() => {
    if (history.data) dispatch({ type: 'newest', page: history.data });
  }, [history.data]);

  // The room's frames; joined once the history is in, with the newest id it holds (`since`).
  const { loaded } = state;
  useEffect(() => {
    if (!loaded) return;
    const stop = connection.subscribe((frame) => {
      switch (frame.type) {
        case 'joined':
          if (frame.lessonId !== lessonId) return;
          dispatch({ type: 'messages', messages: frame.missed });
          dispatch({ type: 'presence', users: frame.users });
          // More were missed than a join replays: read the newest page again.
          if (frame.hasMore) void history.refetch();
          return;
        case 'message':
        case 'deleted':
          if (frame.message.lessonId === lessonId)
            dispatch({ type: 'messages', messages: [frame.message] });
          return;
        case 'presence':
          if (frame.lessonId === lessonId) dispatch({ type: 'presence', users: frame.users });
          return;
      }
    });
    connection.join(lessonId, newest.current);
    return () => {
      stop();
      connection.leave(lessonId);
    };
    // history.refetch is stable; joining again for every message would replay them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection, lessonId, loaded]);

  // Scrolling: a new message at the bottom follows it when the reader is at the bottom (or wrote
  // it); older messages added above keep what the reader looks at in place.
  const scroll = useRef({ first: 0, last: 0, height: 0, atBottom: true });
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const first = state.messages[0]?.id ?? 0;
    const last = newestId(state);
    const before = scroll.current;
    if (first < before.first && last === before.last) {
      log.scrollTop += log.scrollHeight - before.height;
    } else if (last !== before.last && before.atBottom) {
      log.scrollTop = log.scrollHeight;
    }
    scroll.current = { first, last, height: log.scrollHeight, atBottom: before.atBottom };
  }, [state]);

  const loadOlder = async () => {
    const oldest = state.messages[0];
    if (!oldest || older === 'loading') return;
    setOlder('loading');
    try {
      const page = (await chatHistory(lessonId, { before: oldest.id })).data;
      dispatch({ type: 'older', page });
      setOlder('idle');
    } catch {
      setOlder('failed');
    }
  };

  const form = useForm({
    initialValues: { content: '' },
    validate: contractResolver(ChatMessageRequest),
    validateInputOnChange: false,
    onValuesChange: () => post.reset(),
  });
  const submit = form.onSubmit((values) => {
    post.mutate(values.content.trim(), {
      onSuccess: (response) => {
        scroll.current.atBottom = true;
        dispatch({ type: 'messages', messages: [response.data] });
        form.reset();
      },
    });
  });

  const deleteMessage = async (message: ChatMessage) => {
    if (!(await confirm({ message: t.confirmDelete, destructive: true }))) return;
    setDeleteError(null);
    remove.mutate(message.id, {
      onSuccess: (response) => dispatch({ type: 'messages', messages: [response.data] }),
      onError: (error) => setDeleteError(error),
    });
  };

  const staff = isStaff(user);
  const myId = typeof user?.id === 'number' ? user.id : null;
  const sendError =
    form.errors.content ?? (post.isError ? errorMessage(post.error, t.sendFailed) : null);

  if (history.isPending) return <Loader size="sm" aria-label={t.label} />;
  if (history.isError && !state.loaded) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(history.error, t.loadFailed)}
      </Alert>
    );
  }

  return (
    <Stack gap="xs" aria-label={t.label} component="section">
      <Group gap={6} justify="space-between">
        <Group gap={6} aria-label={t.presentList} role="group">
          <Text size="xs" c="dimmed">
            {t.present(state.users.length)}
          </Text>
          {state.users.map((person) => (
            <Badge key={person.userId} variant="light" size="sm" tt="none">
              {person.name}
              {person.role !== 'STUDENT' && ` · ${t.roles[person.role]}`}
            </Badge>
          ))}
        </Group>
        {status !== 'open' && (
          <Text size="xs" c={status === 'closed' ? 'red' : 'dimmed'} role="status">
            {status === 'closed'
              ? t.closed
              : status === 'reconnecting'
                ? t.reconnecting
                : t.connecting}
          </Text>
        )}
      </Group>
      {deleteError !== null && (
        <Alert color="red" role="alert" p="xs">
          {errorMessage(deleteError, t.deleteFailed)}
        </Alert>
      )}
      <Box
        ref={logRef}
        role="log"
        aria-live="polite"
        aria-label={t.log}
        tabIndex={0}
        mah={360}
        style={{ overflowY: 'auto' }}
        onScroll={(event) => {
          const log = event.currentTarget;
          scroll.current.atBottom = log.scrollHeight - log.scrollTop - log.clientHeight < 24;
          if (log.scrollTop < 8 && state.hasOlder) void loadOlder();
        }}
      >
        {state.hasOlder && (
          <Group justify="center" py={4}>
            <Button
              variant="subtle"
              size="compact-xs"
              loading={older === 'loading'}
              onClick={() => void loadOlder()}
            >
              {t.loadOlder}
            </Button>
          </Group>
        )}
        {older === 'failed' && (
          <Text size="xs" c="red" ta="center" role="alert">
            {t.loadOlderFailed}
          </Text>
        )}
        {state.messages.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            {t.empty}
          </Text>
        ) : (
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
            {state.messages.map((message) => (
              <li key={message.id}>
                <Group gap={6} wrap="nowrap" align="baseline">
                  <Text size="sm" fw={700}>
                    {message.author.name}
                    {message.author.id === myId && ` (${t.me})`}
                  </Text>
                  {message.author.role !== 'STUDENT' && (
                    <Badge size="xs" variant="outline">
                      {t.roles[message.author.role]}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {formatDateTime(message.createdAt)}
                  </Text>
                  {staff && !message.deleted && (
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-xs"
                      ml="auto"
                      aria-label={t.deleteMessage(message.author.name)}
                      onClick={() => void deleteMessage(message)}
                    >
                      {t.delete}
                    </Button>
                  )}
                </Group>
                <MessageText message={message} />
              </li>
            ))}
          </Stack>
        )}
      </Box>
      <form onSubmit={submit} noValidate>
        <Stack gap={4}>
          <Textarea
            label={t.input}
            description={t.inputHint(CHAT_MESSAGE_MAX)}
            rows={2}
            {...form.getInputProps('content')}
            error={sendError}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <Group justify="flex-end" gap="xs">
            <Text size="xs" c={form.values.content.length > CHAT_MESSAGE_MAX ? 'red' : 'dimmed'}>
              {form.values.content.length}/{CHAT_MESSAGE_MAX}
            </Text>
            <Button type="submit" size="xs" loading={post.isPending}>
              {t.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
