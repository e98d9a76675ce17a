export { EmailText } from './EmailText.tsx';
