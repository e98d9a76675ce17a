// Loaded with the first toast (see ToastHost): the toast container and its styles.
import '@mantine/notifications/styles.layer.css';

export { Notifications as default } from '@mantine/notifications';
