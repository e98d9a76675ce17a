/** Written by tooling/vite's mantine-component-styles plugin from the installed Mantine. */
declare module 'virtual:mantine-layers' {
  /** `@layer mantine.baseline, ..., mantine.Typography;` */
  export const mantineLayerOrder: string;
}
