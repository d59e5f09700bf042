import readline from 'node:readline'

/** Asks for a secret on a terminal without echoing it. */
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

/** Reads the first line of standard input, for scripted use. */
export async function readFirstLine(): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, terminal: false })
  for await (const line of rl) {
    rl.close()
    return line
  }
  return ''
}
