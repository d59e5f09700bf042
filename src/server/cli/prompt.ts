import readline from 'node:readline'

export function promptHidden(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  let asked = false
  // readline echoes typed characters through _writeToOutput; print the question only.
  ;(rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text: string) => {
    if (!asked) process.stdout.write(text)
    asked = true
  }
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

/** The whole stream is read: a readline loop on a pipe that ends at once could wait forever, then exit with 0. */
export async function readFirstLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) text += String(chunk)
  return text.split(/\r?\n/, 1)[0] ?? ''
}
