/**
 * Code a page needs only once a visitor acts (a click, a choice), kept out of the scripts the page
 * loads before it can hydrate (issue 19: first-load JavaScript). `preload` fetches its chunk, as
 * a component does once it has hydrated; `use` runs a task with it: at once when it has loaded,
 * exactly as a static import would, else as soon as it has.
 */
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
