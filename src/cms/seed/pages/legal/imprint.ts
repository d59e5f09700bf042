import { h2, p, richText } from '../../rich-text'
import type { LayoutBlock } from '../build'

export const imprint = (brand: string): LayoutBlock[] => [
  {
    blockType: 'richText',
    content: richText(
      p(`${brand} Deutschland GmbH, Friedrichstraße 68, 10117 Berlin, Deutschland`),
      h2('Vertreten durch'),
      p('Die Geschäftsführer Julia Hartmann und Daniel Cohen'),
      h2('Kontakt'),
      p('Telefon: +49 30 1234 5670 · E-Mail: kontakt@orbit.example'),
      h2('Registereintrag'),
      p('Eingetragen im Handelsregister des Amtsgerichts Charlottenburg, Registernummer HRB 234567 B'),
      h2('Umsatzsteuer-Identifikationsnummer'),
      p('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE 312 345 678'),
      h2('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'),
      p('Julia Hartmann, Friedrichstraße 68, 10117 Berlin'),
      h2('Streitschlichtung'),
      p('Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'),
    ),
  },
]
