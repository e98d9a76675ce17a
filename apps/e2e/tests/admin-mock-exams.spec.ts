import { expect, test } from '../src/test.ts';
import { expectAccessible } from '../src/a11y.ts';
import { origins } from '../src/origins.ts';
import { signIn } from '../src/session.ts';

/** A short WAV tone (16-bit mono PCM), as the demo seed's listening items have. */
function toneWav(seconds: number, hertz = 440, rate = 8000) {
  const samples = Math.round(seconds * rate);
  const bytes = Buffer.alloc(44 + samples * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + samples * 2, 4);
  bytes.write('WAVEfmt ', 8, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20);
  bytes.writeUInt16LE(1, 22);
  bytes.writeUInt32LE(rate, 24);
  bytes.writeUInt32LE(rate * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index++) {
    const value = Math.sin((2 * Math.PI * hertz * index) / rate) * 0.3;
    bytes.writeInt16LE(Math.round(value * 32767), 44 + index * 2);
  }
  return bytes;
}

test('a teacher builds a 日本語 mock from the template, with a new listening item, and publishes it to their lecture', async ({
  page,
}) => {
  const stamp = Date.now();
  const unit = `청해e2e${stamp}`;
  const title = `e2e 일본어 모의고사 ${stamp}`;
  await signIn(page, 'teacher');

  // A listening item with its audio uploaded and heard before saving.
  await page.goto(`${origins().admin}/admin/question-bank/new`);
  await page.getByRole('combobox', { name: '영역' }).click();
  await page.getByRole('option', { name: '청해·청독해 (聴解・聴読解)' }).click();
  await page.getByRole('combobox', { name: '문항 유형' }).click();
  await page.getByRole('option', { name: '듣기' }).click();
  await page.getByRole('textbox', { name: '단원' }).fill(unit);
  await page
    .getByRole('textbox', { name: '문제', exact: true })
    .fill('会話を聞いて、正しいものを選びなさい。');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '음성 파일 올리기' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'tone.wav',
    mimeType: 'audio/wav',
    buffer: toneWav(1),
  });
  await expect(page.getByLabel('음성 미리 듣기')).toBeVisible();
  for (const [index, text] of ['駅', '図書館', '教室', '食堂'].entries()) {
    await page.getByRole('textbox', { name: `보기 ${index + 1}`, exact: true }).fill(text);
  }
  await page.getByRole('radio', { name: '보기 2을 정답으로' }).check();
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/admin\/question-bank$/);

  // A mock from the 日本語 template: 記述, 読解, 聴解 in order.
  await page.goto(`${origins().admin}/admin/mock-exams/new`);
  await page.getByRole('textbox', { name: '제목' }).fill(title);
  await page.getByRole('combobox', { name: '과목' }).click();
  await page.getByRole('option', { name: '일본어 (日本語)' }).click();
  await page.getByRole('button', { name: '만들기' }).click();
  await expect(page).toHaveURL(/\/admin\/mock-exams\/\d+$/);
  const sections = ['1. 기술 (記述)', '2. 독해 (読解)', '3. 청해·청독해 (聴解・聴読解)'];
  for (const name of sections) {
    await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  }
  await expectAccessible(page);

  /** Picks bank items into a section from the dialog (the first `count` rows, or one by unit). */
  async function pick(section: string, count: number, filterUnit?: string) {
    const card = page.getByRole('region', { name: section });
    await card.getByRole('button', { name: '문제은행에서 고르기' }).click();
    const dialog = page.getByRole('dialog');
    if (filterUnit) await dialog.getByRole('textbox', { name: '단원' }).fill(filterUnit);
    const add = dialog.getByRole('button', { name: /번 문제 넣기/ });
    if (filterUnit) await expect(add).toHaveCount(1);
    for (let index = 0; index < count; index++) await add.nth(index).click();
    await dialog.getByRole('button', { name: '다 골랐어요' }).click();
    await card.getByRole('button', { name: '문항 저장' }).click();
    await expect(card.getByText('저장하지 않은 변경이 있습니다.')).toHaveCount(0);
    return card;
  }
  await pick(sections[0]!, 1);
  const reading = await pick(sections[1]!, 2);
  await pick(sections[2]!, 1, unit);
  await expect(reading.getByText('만점(원점수) 2점')).toBeVisible();

  // The reading section's table: linear (추정) until set; a lower score is refused at the grid.
  await expect(reading.getByText('추정', { exact: true })).toBeVisible();
  await reading.getByRole('textbox', { name: '원점수 1점의 환산 점수' }).fill('250');
  await reading.getByRole('button', { name: '환산표 저장' }).click();
  await expect(reading.getByRole('alert')).toHaveText(
    '환산 점수는 0에서 200 사이의 정수로 입력해주세요.',
  );
  await reading.getByRole('textbox', { name: '원점수 1점의 환산 점수' }).fill('150');
  await reading.getByRole('textbox', { name: '원점수 2점의 환산 점수' }).fill('120');
  await reading.getByRole('button', { name: '환산표 저장' }).click();
  await expect(reading.getByRole('alert')).toHaveText(
    '환산 점수는 원점수가 오를수록 같거나 커야 합니다.',
  );
  await reading.getByRole('textbox', { name: '원점수 2점의 환산 점수' }).fill('200');
  await reading.getByRole('button', { name: '환산표 저장' }).click();
  await expect(reading.getByText('직접 입력한 환산표')).toBeVisible();
  await expect(reading.getByText('추정', { exact: true })).toHaveCount(0);

  // Published now to the teacher's own lecture.
  await page.getByRole('button', { name: '공개', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '모의고사 공개' });
  await dialog.getByLabel('대상 강의').click();
  await page.getByRole('option').first().click();
  // the list stays open for more choices; a click elsewhere in the dialog closes it
  await dialog.getByRole('heading', { name: '모의고사 공개' }).click();
  await dialog.getByRole('button', { name: '공개하기' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('응시 중', { exact: true })).toBeVisible();

  await page.goto(`${origins().admin}/admin/mock-exams`);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('응시 중')).toBeVisible();
  await expect(row.getByRole('link', { name: `${title} 결과` })).toBeVisible();
  await expectAccessible(page);
});
