/** Kept out of first-load JavaScript; `use` runs at once when loaded, exactly as a static import would. */
export type DeferredCode<Code> = {
  preload: () => Promise<Code>
  use: (task: (code: Code) => void) => void
}

export function deferredCode<Code>(load: () => Promise<Code>): DeferredCode<Code> {
  let code: Code | undefined
  let loading: Promise<Code> | undefined
  const preload = () => {
    loading ??= load().then((loaded) => (code = loaded))
    return loading
  }
  return {
    preload,
    use: (task) => {
      if (code !== undefined) task(code)
      else void preload().then(task)
    },
  }
}
