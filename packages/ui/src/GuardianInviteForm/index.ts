export { GuardianInviteForm, type GuardianInviteFormProps } from './GuardianInviteForm.tsx';
