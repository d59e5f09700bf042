/** A block's heading, and the sentence under it when there is one. */
export function BlockHeader({ heading, intro, id }: { heading: string; intro?: string | null; id?: string }) {
  return (
    <header className="block__header">
      <h2 className="block__heading" id={id}>
        {heading}
      </h2>
      {intro ? <p className="block__intro">{intro}</p> : null}
    </header>
  )
}
