// Text assets are imported with `with { type: 'text' }` so they are compiled into the binary.
declare module '*.yaml' {
  const text: string;
  export default text;
}
declare module '*.md' {
  const text: string;
  export default text;
}
