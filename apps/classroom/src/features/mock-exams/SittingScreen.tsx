// A running section of a sitting (docs/product/mock-exams.md#sitting): the countdown from the
// server's deadline, a numbered item navigator, choices as a radio group, 記述 with a prompt and a
// live character count, listening played once, every answer saved as it is given (AnswerQueue:
// kept in localStorage until the server has it), and the review before moving on or submitting.
import type { SaveSittingAnswerRequest, Sitting, SittingItem } from '@academy/api-client/contract';
import { WRITING_LENGTH } from '@academy/api-client/contract/eju';
import { errorMessage } from '@academy/api-client/errors';
import { sittingCalls, useSittingStep } from '@academy/api-client/queries/mock-sittings';
import * as eju from '@academy/strings/eju';
import * as sittingStrings from '@academy/strings/mock-sitting';
import { confirm } from '@academy/ui/ConfirmDialog';
import { StatusBadge } from '@academy/ui/StatusBadge';
import { showToast } from '@academy/ui/toast';
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  Paper,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { AnswerQueue, type SaveState } from './answer-queue.ts';
import { clock, useCountdown } from './use-countdown.ts';

const t = sittingStrings.section;
const r = sittingStrings.review;
const TEXT_DEBOUNCE_MS = 800;

type Local = { choice?: number | null; promptIndex?: number | null; text?: string | null };

/** The queue of this sitting's unsent answers, alive while the screen is. */
function useAnswerQueue(examId: number) {
  const queue = useMemo(
    () =>
      new AnswerQueue(examId, (itemId, answer) => sittingCalls.saveAnswer(examId, itemId, answer)),
    [examId],
  );
  useEffect(() => {
    void queue.flush();
    window.addEventListener('online', queue.online);
    return () => {
      window.removeEventListener('online', queue.online);
      queue.close();
    };
  }, [queue]);
  const state = useSyncExternalStore(
    queue.subscribe,
    () => queue.state,
    () => 'saved' as SaveState,
  );
  return { queue, state };
}

function SaveIndicator({ state }: { state: SaveState }) {
  const tone = state === 'saved' ? 'success' : state === 'saving' ? 'info' : 'warning';
  return (
    <div role="status" aria-live="polite">
      <StatusBadge tone={tone}>{t.saveStates[state]}</StatusBadge>
    </div>
  );
}

/** The time left, with a spoken notice at 5 and 1 minutes only (not every second). */
function Countdown({
  deadlineAt,
  serverNow,
  onEnd,
}: {
  deadlineAt: string;
  serverNow: string;
  onEnd: () => void;
}) {
  const remaining = useCountdown(deadlineAt, serverNow);
  const [notice, setNotice] = useState('');
  const announced = useRef(new Set<number>());
  const ended = useRef(false);
  useEffect(() => {
    for (const minutes of [5, 1]) {
      if (
        remaining <= minutes * 60_000 &&
        remaining > (minutes - 1) * 60_000 &&
        !announced.current.has(minutes)
      ) {
        announced.current.add(minutes);
        setNotice(t.timeLeftAnnounce(minutes));
      }
    }
    if (remaining === 0 && !ended.current) {
      ended.current = true;
      showToast({ color: 'yellow', message: t.deadlineReached });
    }
  }, [remaining]);
  // at zero the page asks the server until it has moved on (its clock decides, a second or two
  // apart from the phone's)
  useEffect(() => {
    if (remaining > 0) return;
    onEnd();
    const timer = setInterval(onEnd, 3000);
    return () => clearInterval(timer);
  }, [remaining, onEnd]);
  return (
    <div>
      <Text size="sm" fw={700} role="timer" aria-label={t.timeLeft} data-testid="time-left">
        {t.timeLeft} {clock(remaining)}
      </Text>
      <VisuallyHidden aria-live="polite">{notice}</VisuallyHidden>
    </div>
  );
}

function ListeningPlayer({
  examId,
  item,
  played,
}: {
  examId: number;
  item: SittingItem;
  played: boolean;
}) {
  const [phase, setPhase] = useState<'idle' | 'loading' | 'playing' | 'finished'>('idle');
  const audio = useRef<HTMLAudioElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const l = t.listening;
  const play = async () => {
    const sure = await confirm({
      title: l.confirmTitle,
      message: l.confirmText,
      confirmLabel: l.confirm,
    });
    if (!sure) return;
    setPhase('loading');
    try {
      const answer = await sittingCalls.audio(examId, item.id);
      setSrc(answer.data.url);
    } catch (error) {
      setPhase('finished');
      showToast({ color: 'red', message: errorMessage(error, l.played) });
    }
  };
  useEffect(() => {
    if (src && audio.current) void audio.current.play().catch(() => setPhase('finished'));
  }, [src]);
  if (played && phase === 'idle') {
    return (
      <Text size="sm" c="dimmed">
        {l.played}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      {phase === 'idle' && (
        <Button variant="light" onClick={() => void play()} w="fit-content">
          {l.play}
        </Button>
      )}
      {/* no controls: it cannot be sought or played again */}
      {src && (
        <audio
          ref={audio}
          src={src}
          preload="auto"
          onPlaying={() => setPhase('playing')}
          onEnded={() => setPhase('finished')}
          onError={() => setPhase('finished')}
        />
      )}
      <Text size="sm" role="status" aria-live="polite">
        {phase === 'loading'
          ? l.loading
          : phase === 'playing'
            ? l.playing
            : phase === 'finished'
              ? l.finished
              : ''}
      </Text>
    </Stack>
  );
}

function WritingAnswer({
  item,
  value,
  onChange,
}: {
  item: SittingItem;
  value: Local;
  onChange: (answer: { promptIndex: 0 | 1; text: string }, debounce: boolean) => void;
}) {
  const w = t.writing;
  const prompt = value.promptIndex === 0 || value.promptIndex === 1 ? value.promptIndex : null;
  const text = value.text ?? '';
  const count = [...text].length;
  return (
    <Stack gap="sm">
      <Radio.Group
        label={w.choosePrompt}
        value={prompt === null ? null : String(prompt)}
        onChange={(next) => onChange({ promptIndex: Number(next) as 0 | 1, text }, false)}
      >
        <Stack gap="xs" mt="xs">
          {(item.prompts ?? []).map((promptText, index) => (
            <Radio key={index} value={String(index)} label={<span lang="ja">{promptText}</span>} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={w.answer}
        description={prompt === null ? w.pickFirst : undefined}
        disabled={prompt === null}
        autosize
        minRows={8}
        lang="ja"
        maxLength={WRITING_LENGTH.max}
        value={text}
        onChange={(event) =>
          prompt !== null &&
          onChange({ promptIndex: prompt, text: event.currentTarget.value }, true)
        }
      />
      <Text size="sm" c={count < WRITING_LENGTH.min ? 'dimmed' : undefined} aria-live="off">
        {w.count(count, WRITING_LENGTH.min, WRITING_LENGTH.max)}
        {count > 0 && count < WRITING_LENGTH.min ? ` · ${w.under}` : ''}
      </Text>
    </Stack>
  );
}

function ItemView({
  examId,
  item,
  value,
  played,
  onAnswer,
}: {
  examId: number;
  item: SittingItem;
  value: Local;
  played: boolean;
  onAnswer: (answer: SaveSittingAnswerRequest, debounce: boolean) => void;
}) {
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t.item(item.number)}
        </Title>
        <Text lang="ja" style={{ whiteSpace: 'pre-wrap' }}>
          {item.stem}
        </Text>
        {item.imageUrl && <Image src={item.imageUrl} alt="" maw={480} />}
        {item.kind === 'LISTENING' && (
          <ListeningPlayer key={item.id} examId={examId} item={item} played={played} />
        )}
        {item.kind === 'WRITING' ? (
          <WritingAnswer item={item} value={value} onChange={onAnswer} />
        ) : (
          <Radio.Group
            label={t.options}
            value={
              value.choice === null || value.choice === undefined ? null : String(value.choice)
            }
            onChange={(next) => onAnswer({ choice: Number(next) }, false)}
          >
            <Stack gap="xs" mt="xs">
              {(item.options ?? []).map((option, index) => (
                <Radio
                  key={index}
                  value={String(index)}
                  label={
                    <>
                      {index + 1}. <span lang="ja">{option}</span>
                    </>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Stack>
    </Card>
  );
}

const answered = (value: Local | undefined) =>
  !!value &&
  ((value.choice !== null && value.choice !== undefined) ||
    (!!value.text && value.text.trim().length > 0));

/** The running section (the page keys it by section, so each starts afresh). */
export function SittingScreen({
  sitting,
  onDeadline,
}: {
  sitting: Sitting;
  /** the countdown reached zero: the page refetches and follows the server */
  onDeadline: () => void;
}) {
  const current = sitting.current!;
  const examId = sitting.examId;
  const { queue, state } = useAnswerQueue(examId);
  const next = useSittingStep(examId, current.last ? 'submit' : 'next');
  const [index, setIndex] = useState(0);
  const [reviewing, setReviewing] = useState(false);
  // answers as given here, over the server's (and over them, what is still unsent)
  const [local, setLocal] = useState<Record<number, Local>>(() => {
    const saved: Record<number, Local> = {};
    for (const answer of current.answers) saved[answer.itemId] = answer;
    for (const [itemId, answer] of Object.entries(queue.unsent())) {
      if (current.items.some((item) => item.id === Number(itemId))) saved[Number(itemId)] = answer;
    }
    return saved;
  });
  const played = new Set(
    current.answers.filter((answer) => answer.played).map((answer) => answer.itemId),
  );
  const item = current.items[index];
  const give = (itemId: number) => (answer: SaveSittingAnswerRequest, debounce: boolean) => {
    setLocal((before) => ({ ...before, [itemId]: { ...before[itemId], ...answer } }));
    queue.put(itemId, answer, debounce ? TEXT_DEBOUNCE_MS : 0);
  };
  const unanswered = current.items.filter((one) => !answered(local[one.id]));

  const finishSection = async () => {
    const sure = await confirm({
      title: current.last ? r.confirmSubmitTitle : r.confirmNextTitle,
      message: current.last ? r.confirmSubmitText : r.confirmNextText,
      confirmLabel: r.confirm,
      cancelLabel: r.cancel,
    });
    if (!sure) return;
    await queue.flush();
    if (queue.size > 0) {
      showToast({ color: 'yellow', message: r.pending });
      return;
    }
    next.mutate(undefined, {
      onError: (error) => showToast({ color: 'red', message: errorMessage(error, r.pending) }),
    });
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="sm" radius="md" pos="sticky" top={0} style={{ zIndex: 2 }}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text size="xs" c="dimmed">
              {sitting.title}
            </Text>
            <Title order={2} size="h4">
              {eju.sections[current.kind]}
            </Title>
          </div>
          <Group gap="sm">
            <SaveIndicator state={state} />
            <Countdown
              key={current.deadlineAt}
              deadlineAt={current.deadlineAt}
              serverNow={sitting.serverNow}
              onEnd={onDeadline}
            />
          </Group>
        </Group>
      </Paper>

      <nav aria-label={t.navigator}>
        <Group gap={6}>
          {current.items.map((one, position) => {
            const done = answered(local[one.id]);
            return (
              <Button
                key={one.id}
                size="compact-sm"
                miw={36}
                variant={position === index && !reviewing ? 'filled' : done ? 'light' : 'default'}
                aria-label={t.itemLabel(one.number, done)}
                aria-current={position === index && !reviewing ? 'step' : undefined}
                onClick={() => {
                  setIndex(position);
                  setReviewing(false);
                }}
              >
                {one.number}
              </Button>
            );
          })}
          <Button
            size="compact-sm"
            variant={reviewing ? 'filled' : 'outline'}
            onClick={() => setReviewing(true)}
          >
            {t.review}
          </Button>
        </Group>
      </nav>

      {reviewing ? (
        <Card withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h5">
              {r.title}
            </Title>
            {unanswered.length === 0 ? (
              <Text>{r.allAnswered}</Text>
            ) : (
              <>
                <Text>{r.unanswered(unanswered.length)}</Text>
                <Group gap="xs">
                  {unanswered.map((one) => (
                    <Button
                      key={one.id}
                      size="xs"
                      variant="light"
                      onClick={() => {
                        setIndex(current.items.indexOf(one));
                        setReviewing(false);
                      }}
                    >
                      {r.goTo(one.number)}
                    </Button>
                  ))}
                </Group>
              </>
            )}
            {state === 'offline' && <Alert color="yellow">{r.pending}</Alert>}
            <Group gap="xs">
              <Button variant="default" onClick={() => setReviewing(false)}>
                {r.back}
              </Button>
              <Button onClick={() => void finishSection()} loading={next.isPending}>
                {current.last ? r.submit : r.nextSection}
              </Button>
            </Group>
          </Stack>
        </Card>
      ) : item ? (
        <>
          <ItemView
            key={item.id}
            examId={examId}
            item={item}
            value={local[item.id] ?? {}}
            played={played.has(item.id)}
            onAnswer={give(item.id)}
          />
          <Group justify="space-between">
            <Button variant="default" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {t.previous}
            </Button>
            {index < current.items.length - 1 ? (
              <Button variant="default" onClick={() => setIndex(index + 1)}>
                {t.next}
              </Button>
            ) : (
              <Button onClick={() => setReviewing(true)}>{t.review}</Button>
            )}
          </Group>
        </>
      ) : (
        <Button onClick={() => setReviewing(true)}>{t.review}</Button>
      )}
    </Stack>
  );
}
