import * as siteStrings from '@academy/strings/site';
import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import classes from './SiteFooter.module.css';

const t = siteStrings.footer;

/**
 * Every site page's footer: the academy's details, its hours (docs/product/screens.md) and the
 * policy pages.
 */
export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="xl" aria-label={t.label}>
      <div className={classes.footer}>
        <div className={classes.columns}>
          <Stack gap={4}>
            <Text fw={700}>{siteStrings.brand}</Text>
            {t.details.map((line) => (
              <Text key={line} size="sm" c="dimmed">
                {line}
              </Text>
            ))}
          </Stack>
          <Stack gap={4}>
            <Text fw={700}>{t.hoursTitle}</Text>
            {siteStrings.footer.hours.map(([days, hours]) => (
              <Text key={days} size="sm" c="dimmed">
                {days} {hours}
              </Text>
            ))}
          </Stack>
        </div>
        <Group gap="md" mt="lg">
          <Anchor component={Link} to="/privacy" size="sm" fw={700}>
            {t.privacy}
          </Anchor>
          <Anchor component={Link} to="/terms" size="sm">
            {t.terms}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" mt="sm">
          {t.copyright}
        </Text>
      </div>
    </Container>
  );
}
