/** German: the CRM, email campaigns and contact sales pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const salesPages = {
  crm: {
    title: '{brand} CRM',
    summary: 'Das CRM, das Ihr Vertrieb wirklich nutzt: Leads, Deals und Kunden an einem Ort.',
    overview:
      '{brand} CRM ist die Software für Kundenbeziehungen, die Ihr Vertriebsteam tatsächlich gern verwendet. Erfassen Sie Leads aus allen Kanälen, führen Sie Deals durch eine Pipeline nach Ihren Vorstellungen und lassen Sie Automatisierungen E-Mails protokollieren und Wiedervorlagen setzen – damit Ihr Team verkauft, statt Datensätze zu pflegen.',
    sections: [
      {
        heading: 'Eine Pipeline, die zu Ihrem Vertriebsprozess passt',
        intro: 'Eigene Phasen, Felder und Deal-Typen festlegen – ganz ohne Berater.',
        items: [
          [
            'Lead-Management',
            'Leads aus Webformularen, E-Mails und Anzeigen erfassen, bewerten und automatisch an die richtige Person im Vertrieb weiterleiten.',
          ],
          [
            'Deal-Pipeline',
            'Deals per Drag-and-drop zwischen Phasen verschieben, den gewichteten Wert jeder Phase sehen und festgefahrene Deals sofort erkennen.',
          ],
          ['Kontakte und Accounts', 'Jede E-Mail, jeder Anruf, jedes Meeting und jede Datei zu einem Kunden in einer einzigen Zeitleiste.'],
        ],
      },
      {
        heading: 'Automatisieren Sie die Verwaltung, nicht die Beziehung',
        intro: 'Die Dateneingabe übernimmt das CRM.',
        items: [
          ['E-Mail-Synchronisierung', 'Die Zwei-Wege-Synchronisierung mit Gmail und Outlook ordnet jedes Gespräch dem richtigen Kontakt zu.'],
          ['Sequenzen', 'Personalisierte Follow-up-Sequenzen, die automatisch stoppen, sobald der Interessent antwortet.'],
          ['Aktivitäten erfassen', 'Anrufe, Meetings und Aufgaben werden protokolliert und Erinnerungen gesetzt, ohne den Deal zu verlassen.'],
        ],
      },
      {
        heading: 'Mit Zuversicht prognostizieren',
        intro: 'Berichte, denen die Vertriebsleitung vertraut – in Echtzeit aktualisiert.',
        items: [
          ['Umsatzprognosen', 'Prognosen nach Phasenwahrscheinlichkeit, Verantwortlichen und Quartal, im Vergleich mit Ihren Zielen.'],
          ['Dashboards', 'Abschlussquoten, Pipeline-Abdeckung, Deal-Geschwindigkeit und Teamleistung auf einen Blick.'],
          ['Angebote und Rechnungen', 'Angebote in Ihrem Design direkt aus dem Deal erstellen, mit bereits eingetragenen Produkten und Preisen.'],
        ],
      },
      {
        heading: 'Verbunden mit dem ganzen Unternehmen',
        intro: 'Schließen Sie den Kreis zwischen Vertrieb, Marketing, Onboarding und Service.',
        items: [
          ['Übergaben', 'Ein gewonnener Deal legt automatisch das Onboarding-Projekt im Work Management an.'],
          ['E-Mail-Kampagnen', 'Newsletter und Nurturing-Kampagnen an CRM-Segmente senden, ganz ohne Listen zu exportieren.'],
          ['Mobile Apps', 'Deals aktualisieren und Anrufe protokollieren – unter iOS und Android, zwischen zwei Terminen.'],
        ],
      },
    ],
    story: {
      quote:
        'Schon im ersten Monat hat unser Vertrieb aufgehört, eigene Tabellen zu führen. Mit {brand} CRM sehen wir jeden Montag die gesamte Pipeline, und die Genauigkeit unserer Prognosen ist von 60 % auf über 90 % gestiegen.',
      person: 'Diego Ramírez',
      role: 'Vertriebsleiter',
      company: 'Brightline Solar',
    },
    faq: [
      [
        'Kann ich von einem anderen CRM umsteigen?',
        'Ja. Importieren Sie Kontakte, Accounts und Deals aus Salesforce, HubSpot, Pipedrive oder einer beliebigen CSV-Datei – samt Historie.',
      ],
      [
        'Funktioniert das CRM mit meinem E-Mail-Programm?',
        'Gmail und Outlook werden in beide Richtungen synchronisiert; E-Mails, Meetings und Anrufe landen beim richtigen Kontakt.',
      ],
      [
        'Was kostet das CRM?',
        'Abgerechnet wird pro Platz, mit den Tarifen Basic, Standard und Pro sowie individuellen Enterprise-Preisen. Bei jährlicher Zahlung sparen Sie 20 %.',
      ],
      [
        'Sind meine Kundendaten sicher?',
        'Die Daten werden bei der Übertragung und im Ruhezustand verschlüsselt, in der Region Ihrer Wahl gehostet und sind durch unsere Zertifizierungen nach ISO 27001 und SOC 2 Typ II abgedeckt.',
      ],
    ],
    cta: { heading: '{brand} CRM kostenlos testen', text: '14 Tage gratis, keine Kreditkarte nötig. Ihre Kontakte sind in wenigen Minuten importiert.' },
  },
  crmFormHeading: 'Das CRM live erleben',
  crmFormIntro: 'Buchen Sie eine persönliche Demo mit einem CRM-Experten.',
  emailCampaigns: {
    title: 'E-Mail-Kampagnen',
    summary: 'E-Mail-Kampagnen direkt dort versenden, wo Sie auch Ihre Kontakte verwalten.',
    overview:
      'Mit {brand} E-Mail-Kampagnen versenden Marketing und Vertrieb Newsletter, Ankündigungen und Nurturing-Kampagnen an die Kontakte, die bereits in Ihrem CRM stehen. Gestalten Sie per Drag-and-drop, versenden Sie zum richtigen Zeitpunkt und sehen Sie Öffnungen, Klicks und Umsatz direkt neben Ihrer übrigen Marketingarbeit.',
    sections: [
      {
        heading: 'E-Mails in Minuten gestalten',
        intro: 'Ansprechende E-Mails im eigenen Markenauftritt – ganz ohne Designer.',
        items: [
          ['Drag-and-drop-Editor', 'Responsive E-Mails aus Bausteinen zusammensetzen oder mit einer von 50 Vorlagen beginnen.'],
          ['Markenpaket', 'Ihr Logo, Ihre Farben und Schriften werden automatisch auf jede Kampagne angewendet.'],
          ['KI-Schreibassistent', 'Betreffzeilen und Texte entwerfen lassen und Varianten gegeneinander testen.'],
        ],
      },
      {
        heading: 'Die richtigen Menschen erreichen',
        intro: 'Segmente aus aktuellen CRM-Daten.',
        items: [
          ['Segmente', 'Kontakte nach Deal-Phase, Branche, Standort oder bisherigem Engagement ansprechen.'],
          ['Automatisierte Journeys', 'Willkommensserien, Verlängerungen und Reaktivierungskampagnen, die von selbst laufen.'],
          ['Einwilligungsverwaltung', 'Double-Opt-in, Abmeldelinks und Präferenzzentren, die die DSGVO respektieren.'],
        ],
      },
      {
        heading: 'Messen, was zählt',
        intro: 'Von der Öffnungsrate bis zum Umsatz.',
        items: [
          ['Kampagnenberichte', 'Öffnungen, Klicks, Bounces und Abmeldungen pro Kampagne und pro Link.'],
          ['A/B-Tests', 'Betreffzeilen und Inhalte an einer Stichprobe testen und dann die Gewinnervariante an alle anderen senden.'],
          ['Umsatzzuordnung', 'Sehen Sie, welche Kampagnen Deals in Ihrer CRM-Pipeline beeinflusst haben.'],
        ],
      },
    ],
    story: {
      quote:
        'Marketing und Vertrieb teilen endlich eine gemeinsame Kontaktliste. Unser Newsletter geht jetzt an Segmente aus laufenden Deals, und die Klickraten haben sich in drei Monaten verdoppelt.',
      person: 'Chloé Martin',
      role: 'Marketingmanagerin',
      company: 'Atelier Verde',
    },
    faq: [
      ['Wie viele E-Mails kann ich versenden?', 'Jeder Tarif enthält ein monatliches Versandkontingent pro Platz; größere Mengen sind auf Anfrage möglich.'],
      [
        'Landen meine E-Mails im Posteingang?',
        'Wir richten SPF, DKIM und DMARC gemeinsam mit Ihnen ein und überwachen die Versandreputation auf eigener Infrastruktur.',
      ],
      ['Kann ich meine bestehenden Abonnenten importieren?', 'Ja, mitsamt ihren Einwilligungsnachweisen – aus einer CSV-Datei oder aus Mailchimp.'],
    ],
    cta: { heading: '{brand} E-Mail-Kampagnen kostenlos testen', text: 'Versenden Sie noch heute Ihre erste Kampagne. Keine Kreditkarte nötig.' },
  },
  contactTitle: 'Vertrieb kontaktieren',
  contactSummary: 'Erzählen Sie uns von Ihrem Team, und wir finden gemeinsam den passenden Tarif.',
  contactFormHeading: 'Erzählen Sie uns von Ihrem Team',
  contactFormIntro: 'Eine Vertriebsexpertin oder ein Vertriebsexperte hilft Ihnen, den richtigen Tarif zu finden, und beantwortet Ihre Fragen.',
  defaultBody: '{brand} bringt alle Teams auf denselben Stand – vom ersten Plan bis zur finalen Lieferung.',
  defaultBodyMore: 'Starten Sie mit einer Vorlage, laden Sie Ihr Team ein und gestalten Sie den Workflow im Laufe der Arbeit – ganz ohne Code.',
} satisfies Messages['salesPages']
