import type { CaptionLang } from '@academy/api-client/contract';
import * as playerStrings from '@academy/strings/player';
import { clock } from '@academy/strings/learning';
import { ActionIcon, Button, Group, Kbd, Menu, Modal, Table, Text, Tooltip } from '@mantine/core';
import {
  IconBadgeCc,
  IconCheck,
  IconHelpCircle,
  IconMaximize,
  IconMinimize,
  IconPlayerPauseFilled,
  IconPlayerPlayFilled,
  IconRepeat,
  IconRepeatOff,
  IconRewindBackward10,
  IconRewindBackward5,
  IconRewindForward10,
  IconRewindForward5,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PLAYBACK_RATES, SHORTCUTS } from './player-keys.ts';
import type { PlayerControlsState } from './use-player-controls.ts';

const c = playerStrings.controls;
const s = playerStrings.shortcuts;
const languages = playerStrings.languages;

function Control({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon
        variant={pressed ? 'filled' : 'subtle'}
        size={40}
        aria-label={label}
        aria-pressed={pressed}
        onClick={onClick}
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The player's controls under the video (docs/product/player-controls.md): play, ±5 s and ±10 s,
 * speed, captions, A-B repeat, fullscreen and the shortcuts' help; each a labelled button that a
 * finger, a mouse and the keyboard reach alike. The menus render inside the player's wrapper, so
 * they stay visible in fullscreen.
 */
export function PlayerControls({
  state,
  fullscreen,
  onFullscreen,
  onHelp,
}: {
  state: PlayerControlsState;
  fullscreen: boolean;
  onFullscreen: () => void;
  onHelp: () => void;
}) {
  const { repeat } = state;
  const repeatOn = repeat.a !== null && repeat.b !== null;
  return (
    <Group gap={4} wrap="wrap" role="toolbar" aria-label={c.region} justify="space-between">
      <Group gap={2} wrap="nowrap">
        <Control label={state.paused ? c.play : c.pause} onClick={state.togglePlay}>
          {state.paused ? <IconPlayerPlayFilled size={20} /> : <IconPlayerPauseFilled size={20} />}
        </Control>
        <Control label={c.back10} onClick={() => state.skip(-10)}>
          <IconRewindBackward10 size={20} />
        </Control>
        <Control label={c.back5} onClick={() => state.skip(-5)}>
          <IconRewindBackward5 size={20} />
        </Control>
        <Control label={c.forward5} onClick={() => state.skip(5)}>
          <IconRewindForward5 size={20} />
        </Control>
        <Control label={c.forward10} onClick={() => state.skip(10)}>
          <IconRewindForward10 size={20} />
        </Control>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} aria-hidden>
          {clock(state.time)} / {clock(state.duration)}
        </Text>
      </Group>
      <Group gap={2} wrap="nowrap">
        <Menu withinPortal={false} position="top-end">
          <Menu.Target>
            <Button
              variant="subtle"
              size="compact-sm"
              h={40}
              // the name holds the visible text (재생 속도 1.5배속)
              aria-label={`${c.speed} ${c.speedValue(state.rate)}`}
            >
              {c.speedValue(state.rate)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{c.speed}</Menu.Label>
            {PLAYBACK_RATES.map((rate) => (
              <Menu.Item
                key={rate}
                onClick={() => state.changeRate(rate)}
                leftSection={
                  rate === state.rate ? <IconCheck size={14} /> : <span style={{ width: 14 }} />
                }
                fw={rate === state.rate ? 700 : undefined}
              >
                {c.speedValue(rate)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Menu withinPortal={false} position="top-end">
          <Menu.Target>
            <ActionIcon
              variant={state.track ? 'filled' : 'subtle'}
              size={40}
              aria-label={state.track ? c.captionOn(state.track.label) : c.captions}
            >
              <IconBadgeCc size={22} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{c.captions}</Menu.Label>
            {state.captions.length === 0 ? (
              <Menu.Item disabled>{c.captionsNone}</Menu.Item>
            ) : (
              <>
                <Menu.Item
                  leftSection={
                    state.track === null ? <IconCheck size={14} /> : <span style={{ width: 14 }} />
                  }
                  onClick={() => state.chooseCaptions(null)}
                >
                  {c.captionsOff}
                </Menu.Item>
                {state.captions.map((track) => (
                  <Menu.Item
                    key={track.captionId}
                    leftSection={
                      state.track?.captionId === track.captionId ? (
                        <IconCheck size={14} />
                      ) : (
                        <span style={{ width: 14 }} />
                      )
                    }
                    fw={state.track?.captionId === track.captionId ? 700 : undefined}
                    onClick={() => state.chooseCaptions(track.lang as CaptionLang)}
                  >
                    {track.label} ({languages[track.lang]})
                  </Menu.Item>
                ))}
              </>
            )}
          </Menu.Dropdown>
        </Menu>
        <Button
          variant={repeat.a !== null ? 'light' : 'subtle'}
          size="compact-sm"
          h={40}
          onClick={state.setA}
          aria-label={c.setA}
        >
          A
        </Button>
        <Button
          variant={repeatOn ? 'filled' : 'subtle'}
          size="compact-sm"
          h={40}
          onClick={state.setB}
          aria-label={c.setB}
        >
          B
        </Button>
        <Control label={c.clearRepeat} onClick={state.clearRepeat}>
          {repeatOn ? <IconRepeatOff size={20} /> : <IconRepeat size={20} />}
        </Control>
        <Control label={s.title} onClick={onHelp}>
          <IconHelpCircle size={20} />
        </Control>
        <Control label={fullscreen ? c.exitFullscreen : c.fullscreen} onClick={onFullscreen}>
          {fullscreen ? <IconMinimize size={20} /> : <IconMaximize size={20} />}
        </Control>
      </Group>
      <Group gap="xs" w="100%" justify="space-between" wrap="nowrap">
        <Text size="xs" role="status" aria-live="polite">
          {state.repeatRefused
            ? c.repeatBeforeA
            : c.repeatState(
                repeat.a === null ? null : clock(repeat.a),
                repeat.b === null ? null : clock(repeat.b),
              )}
        </Text>
        {state.saveFailed && (
          <Text size="xs" c="dimmed" role="status">
            {c.saveError}
          </Text>
        )}
      </Group>
    </Group>
  );
}

/** The ? dialog: every shortcut, from the one table the keys follow. */
export function ShortcutsDialog({
  opened,
  onClose,
  target,
}: {
  opened: boolean;
  onClose: () => void;
  /** where it renders: the player's wrapper, so it shows in fullscreen too */
  target?: HTMLElement | null;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={s.title}
      closeButtonProps={{ 'aria-label': s.close }}
      portalProps={target ? { target } : undefined}
      size="md"
    >
      <Text size="sm" mb="sm">
        {s.intro}
      </Text>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{s.keyHeader}</Table.Th>
            <Table.Th>{s.actionHeader}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {SHORTCUTS.map(({ action, shown }) => (
            <Table.Tr key={action}>
              <Table.Td>
                <Group gap={4}>
                  {shown.map((key) => (
                    <Kbd key={key}>{key}</Kbd>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{s.items[action]}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
