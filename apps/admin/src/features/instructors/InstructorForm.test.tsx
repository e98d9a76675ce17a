import { mockApi } from '@academy/api-client/mocks/api';
import { teacherHandlers } from '@academy/api-client/mocks/teachers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test/render.tsx';
import {
  firstInstructorError,
  InstructorForm,
  instructorEmail,
  type InstructorDraft,
} from './InstructorForm.tsx';

// The network boundary: the API answers like the server (MSW; CONTRIBUTING.md).
const api = mockApi(...teacherHandlers([]));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

const draft = (changes: Partial<InstructorDraft> = {}): InstructorDraft => ({
  photo: new File(['x'], 'me.png', { type: 'image/png' }),
  name: '김선생',
  contact: '010-1234-5678',
  emailId: 'kim',
  emailDomain: 'naver.com',
  customDomain: '',
  password: 'password1234',
  passwordConfirm: 'password1234',
  subjects: ['물리'],
  intro: '',
  bankName: '',
  accountNumber: '',
  accountHolder: '',
  businessNumber: '',
  ...changes,
});

describe('the instructor form rules', () => {
  it('alerts in the spec order with the spec words', () => {
    expect(firstInstructorError(draft({ name: ' ' }))).toBe('이름을 입력하세요');
    expect(firstInstructorError(draft({ emailId: '' }))).toBe('이메일을 입력하세요');
    expect(firstInstructorError(draft({ password: '', passwordConfirm: '' }))).toBe(
      '패스워드를 입력하세요',
    );
    expect(firstInstructorError(draft({ passwordConfirm: 'other' }))).toBe(
      '비밀번호가 일치하지 않습니다',
    );
    expect(firstInstructorError(draft({ photo: null }))).toBe('사진을 첨부하세요');
    expect(firstInstructorError(draft({ subjects: [] }))).toBe(
      '강의분야를 최소 1개 이상 선택하세요',
    );
    expect(firstInstructorError(draft())).toBeNull();
  });

  it('says a missing email where the missing part is: the id, the domain or the typed domain', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />, { route: '/admin/instructors/new' });
    await user.type(screen.getByRole('textbox', { name: '이메일 아이디' }), 'new.teacher');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('textbox', { name: '이메일 아이디' })).not.toHaveAccessibleDescription(
      '이메일을 입력하세요',
    );
    expect(
      screen.getByLabelText('이메일 도메인', { selector: 'input' }),
    ).toHaveAccessibleDescription('이메일을 입력하세요');
    expect(api.sent).toEqual([]);
  }, 30_000);

  it('joins the email id with a preset or a custom domain', () => {
    expect(instructorEmail(draft())).toBe('kim@naver.com');
    expect(instructorEmail(draft({ emailDomain: 'custom', customDomain: 'academy.kr' }))).toBe(
      'kim@academy.kr',
    );
  });
});

describe('InstructorForm', () => {
  it('formats the contact with hyphens after 3 and 7 digits, at most 13 characters', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />);
    const contact = screen.getByRole('textbox', { name: '연락처' });
    await user.type(contact, '0105555666677');
    expect(contact).toHaveValue('010-5555-6666');
  });

  it('previews the combined email from the id and a preset or custom domain', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />);
    await fill(user, screen.getByRole('textbox', { name: '이메일 아이디' }), 'kim');
    expect(screen.queryByText(/^이메일: /)).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '이메일 도메인' }));
    await user.click(await screen.findByRole('option', { name: 'gmail.com' }));
    expect(screen.getByText('이메일: kim@gmail.com')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: '이메일 도메인' }));
    await user.click(await screen.findByRole('option', { name: '직접 입력' }));
    await fill(user, screen.getByRole('textbox', { name: '도메인 직접 입력' }), 'academy.kr');
    expect(screen.getByText('이메일: kim@academy.kr')).toBeInTheDocument();
  });

  it('hints whether the two passwords match', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />);
    await fill(user, screen.getByLabelText('비밀번호', { selector: 'input' }), 'teacher-pass-1');
    expect(screen.queryByText('비밀번호가 일치합니다')).not.toBeInTheDocument();
    const confirm = screen.getByLabelText('비밀번호 확인', { selector: 'input' });
    await fill(user, confirm, 'teacher-pass');
    expect(screen.getByText('비밀번호가 일치하지 않습니다')).toBeInTheDocument();
    await fill(user, confirm, '-1');
    expect(screen.getByText('비밀번호가 일치합니다')).toBeInTheDocument();
    expect(screen.queryByText('비밀번호가 일치하지 않습니다')).not.toBeInTheDocument();
  });

  it('offers the seven subjects and shows the chosen ones as removable chips', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />);
    await user.click(screen.getByRole('combobox', { name: '강의 분야' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      '물리',
      '이과 수학',
      '화학',
      '문과 수학',
      '소논문',
      '지망이유서',
      '기타',
    ]);
    await user.click(screen.getByRole('option', { name: '물리' }));
    await user.click(screen.getByRole('option', { name: '화학' }));
    const field = screen
      .getByRole('combobox', { name: '강의 분야' })
      .closest('.mantine-MultiSelect-root')!;
    const chips = () =>
      [...field.querySelectorAll('.mantine-Pill-label')].map((chip) => chip.textContent);
    expect(chips()).toEqual(['물리', '화학']);
    const physics = field.querySelector('.mantine-Pill-root')!;
    await user.click(within(physics as HTMLElement).getByRole('button', { hidden: true }));
    expect(chips()).toEqual(['화학']);
  });

  // Fifteen steps through a whole form: with a load average near 30 on two cores it took 10.6 s
  // alone and passed 15 s in the whole suite's run, so it gets twice the usual time.
  it('registers, says so, clears the form and goes to the instructor list', async () => {
    const user = userEvent.setup({ delay: null });
    const { container } = renderWithProviders(<InstructorForm />, {
      route: '/admin/instructors/new',
    });
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByRole('alert')).toHaveTextContent('이름을 입력하세요');
    expect(api.sent).toEqual([]);

    await fill(user, screen.getByRole('textbox', { name: '이름' }), '김선생');
    await fill(user, screen.getByRole('textbox', { name: '이메일 아이디' }), 'kim');
    await user.click(screen.getByRole('combobox', { name: '이메일 도메인' }));
    await user.click(await screen.findByRole('option', { name: 'gmail.com' }));
    await fill(user, screen.getByLabelText('비밀번호', { selector: 'input' }), 'teacher-pass-1');
    await fill(
      user,
      screen.getByLabelText('비밀번호 확인', { selector: 'input' }),
      'teacher-pass-1',
    );
    await user.upload(
      container.querySelector<HTMLInputElement>('input[type=file]')!,
      new File(['png'], 'me.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('combobox', { name: '강의 분야' }));
    await user.click(await screen.findByRole('option', { name: '물리' }));
    await user.click(screen.getByRole('button', { name: '등록' }));

    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/instructors$/),
    );
    expect(api.sent).toMatchObject([
      {
        method: 'POST',
        path: 'auth/register/teacher',
        body: {
          userId: 'kim@gmail.com',
          password: 'teacher-pass-1',
          name: '김선생',
          teachingSubjects: '물리',
          imageFile: { type: 'image/png' },
        },
      },
    ]);
    expect(await screen.findByText('강사 등록이 완료되었습니다.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveValue('');
  }, 30_000);
});

describe('InstructorForm messages and the registration number', () => {
  it('shows each invalid field its own message beside it, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />, { route: '/admin/instructors/new' });
    await user.click(screen.getByRole('button', { name: '등록' }));
    // the one alert the spec asks for, the first problem
    expect(screen.getByRole('alert')).toHaveTextContent('이름을 입력하세요');
    // and every field says what is wrong with it, tied to the field for screen readers
    expect(screen.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription(
      '이름을 입력하세요',
    );
    expect(screen.getByRole('textbox', { name: '이메일 아이디' })).toHaveAccessibleDescription(
      '이메일을 입력하세요',
    );
    expect(screen.getByLabelText('비밀번호', { selector: 'input' })).toHaveAccessibleDescription(
      '패스워드를 입력하세요',
    );
    expect(screen.getByText('사진을 첨부하세요')).toBeInTheDocument();
    expect(screen.getByText('강의분야를 최소 1개 이상 선택하세요')).toBeInTheDocument();
    expect(api.sent).toEqual([]);

    // a malformed registration number says so under its field
    await fill(user, screen.getByLabelText('주민/사업자 등록번호', { selector: 'input' }), '12-34');
    await user.click(screen.getByRole('button', { name: '등록' }));
    expect(screen.getByText('주민/사업자등록번호 형식이 올바르지 않습니다.')).toBeInTheDocument();
  });

  it('takes the registration number hidden and says why it is collected', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<InstructorForm />);
    const number = screen.getByLabelText('주민/사업자 등록번호', { selector: 'input' });
    await fill(user, number, '900101-1234567');
    expect(number).toHaveAttribute('type', 'password');
    expect(number).toHaveAttribute('autocomplete', 'off');
    expect(number).toHaveAccessibleDescription(/강사료 지급 및 원천징수 신고/);
  });
});
