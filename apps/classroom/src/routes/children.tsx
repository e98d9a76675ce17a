import { firstReads } from '@academy/app-frame/route-loaders';
import { myChildrenQuery } from '@academy/api-client/queries/guardians';
import * as classroomStrings from '@academy/strings/classroom';
import * as guardianStrings from '@academy/strings/messages-guardians';
import { Container } from '@mantine/core';
import { ChildrenList } from '../features/children/ChildrenList.tsx';
import { ParentHeader } from '../shared/ParentHeader.tsx';
import { THEME_MENU_IN_HEADER } from '../shared/theme-menu-handle.ts';

export const meta = () => [
  { title: classroomStrings.documentTitle(guardianStrings.children.title) },
];

// A parent's home in the classroom (docs/product/parents.md): the children they follow, read with
// the page (decision 028).
const reads = firstReads((client) => [client.prefetchQuery(myChildrenQuery())]);
export const handle = THEME_MENU_IN_HEADER;
export const loader = reads.loader;
export const clientLoader = reads.clientLoader;

export default function ChildrenRoute() {
  return (
    <Container component="main" size="lg" py="xl">
      <ParentHeader title={guardianStrings.children.title} />
      <ChildrenList />
    </Container>
  );
}
