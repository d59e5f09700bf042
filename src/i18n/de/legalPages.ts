/** German: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Datenschutzerklärung',
    summary: 'Welche Daten wir erheben, warum, und welche Wahl Sie haben.',
    intro: [
      'Stand: 1. September 2026',
      'Diese Erklärung beschreibt, welche personenbezogenen Daten die {brand} Ltd. („{brand}“, „wir“) erhebt, wenn Sie unsere Websites besuchen, unsere Produkte nutzen oder uns kontaktieren, wozu wir sie erheben, wie lange wir sie speichern und welche Rechte Sie haben. Verantwortliche für die hier beschriebenen Daten ist die {brand} Ltd., 12 Harbour Street, London EC2A 4NE, Vereinigtes Königreich. Soweit wir Daten im Produkt im Auftrag unserer Kunden verarbeiten, ist der Kunde Verantwortlicher, und es gilt unser Auftragsverarbeitungsvertrag.',
    ],
    sections: [
      {
        heading: 'Welche Daten wir erheben',
        body: [
          [
            'Kontodaten: Ihr Name, Ihre geschäftliche E-Mail-Adresse, Ihr Passwort (als Hash gespeichert), Unternehmen, Funktion und Sprache.',
            'Kontakt- und Vertriebsdaten: was Sie uns in Formularen, E-Mails, Telefonaten und Terminen mitteilen, etwa Teamgröße, Telefonnummer und Land.',
            'Nutzungsdaten: besuchte Seiten, genutzte Funktionen, Gerät, Browser, ungefährer Standort anhand Ihrer IP-Adresse sowie Fehler.',
            'Zahlungsdaten: Rechnungsadresse und die letzten vier Ziffern Ihrer Karte; Kartennummern verarbeitet unser Zahlungsdienstleister.',
            'Cookies und ähnliche Technologien, wie in unserer Cookie-Richtlinie beschrieben.',
          ],
        ],
      },
      {
        heading: 'Wozu wir sie nutzen und auf welcher Rechtsgrundlage',
        body: [
          [
            'Um den Dienst bereitzustellen und Sie zu unterstützen (Vertragserfüllung).',
            'Um den Dienst sicher zu halten, Betrug zu verhindern und unsere Produkte zu verbessern (unsere berechtigten Interessen).',
            'Um Produktneuigkeiten und Werbung zu versenden, die Sie jederzeit abbestellen können (Einwilligung oder, wo das Gesetz es erlaubt, berechtigte Interessen).',
            'Um rechtliche, steuerliche und buchhalterische Pflichten zu erfüllen (rechtliche Verpflichtung).',
          ],
        ],
      },
      {
        heading: 'An wen wir sie weitergeben',
        body: [
          'Wir verkaufen niemals personenbezogene Daten. Wir geben sie nur an Dienstleister weiter, die sie vertraglich gebunden in unserem Auftrag verarbeiten (Hosting, E-Mail-Versand, Zahlung, Kundensupport-Werkzeuge), an Unternehmen unserer Gruppe und an Behörden, wenn das Gesetz es verlangt. Eine aktuelle Liste der Unterauftragsverarbeiter veröffentlichen wir in unserem Trust Center.',
        ],
      },
      {
        heading: 'Internationale Datenübermittlungen',
        body: [
          'Kunden wählen, wo ihre Kontodaten gehostet werden: in der Europäischen Union, den Vereinigten Staaten oder Australien. Verlassen Daten den Europäischen Wirtschaftsraum oder das Vereinigte Königreich, stützen wir uns auf Angemessenheitsbeschlüsse oder die Standardvertragsklauseln der Europäischen Kommission mit zusätzlichen Schutzmaßnahmen.',
        ],
      },
      {
        heading: 'Wie lange wir sie speichern',
        body: [
          'Kontodaten speichern wir, solange Ihr Konto besteht, und löschen sie innerhalb von 90 Tagen nach seiner Schließung. Vertriebsunterlagen bewahren wir bis zu drei Jahre nach unserem letzten Kontakt auf, Rechnungen so lange, wie das Steuerrecht es verlangt (in der Regel zehn Jahre).',
        ],
      },
      {
        heading: 'Ihre Rechte',
        body: [
          'Sie können Auskunft über Ihre Daten sowie deren Berichtigung, Löschung, Einschränkung oder Übertragung verlangen und der Verarbeitung widersprechen, auch der für Direktwerbung. Schreiben Sie an privacy@orbit.example. Außerdem können Sie sich bei Ihrer Datenschutzaufsichtsbehörde beschweren; im Vereinigten Königreich ist das das Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Änderungen dieser Erklärung',
        body: [
          'Ändern wir diese Erklärung in wesentlichen Punkten, kündigen wir das auf dieser Seite an und informieren Kunden mindestens 30 Tage im Voraus per E-Mail.',
        ],
      },
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    summary: 'Die Bedingungen, die gelten, wenn Sie {brand} nutzen.',
    intro: [
      'Gültig ab: 1. September 2026',
      'Diese Bedingungen bilden eine Vereinbarung zwischen der {brand} Ltd. und dem Kunden, der ein Konto anlegt oder ein Bestellformular unterzeichnet („Sie“). Indem Sie {brand} nutzen, akzeptieren Sie diese Bedingungen für sich selbst oder für die Organisation, die Sie vertreten.',
    ],
    sections: [
      {
        heading: '1. Der Dienst',
        body: [
          '{brand} stellt Cloud-Software für Arbeitsmanagement, CRM, Softwareentwicklung, Service-Management und E-Mail-Kampagnen bereit. Wir dürfen Funktionen verbessern und ändern; den Kernumfang eines bezahlten Tarifs schränken wir während seiner Laufzeit nicht wesentlich ein.',
        ],
      },
      {
        heading: '2. Konten und Nutzer',
        body: [
          [
            'Sie sind für die Nutzer verantwortlich, die Sie einladen, und dafür, Zugangsdaten sicher aufzubewahren.',
            'Jede Lizenz gilt für eine namentlich benannte Person; Lizenzen dürfen neu zugewiesen, aber nicht geteilt werden.',
            'Um den Dienst zu nutzen, müssen Sie mindestens 16 Jahre alt sein.',
          ],
        ],
      },
      {
        heading: '3. Tarife, Gebühren und Verlängerung',
        body: [
          'Bezahlte Tarife werden monatlich oder jährlich im Voraus pro Lizenz abgerechnet. Tarife verlängern sich automatisch um denselben Zeitraum, sofern sie nicht vor dem Verlängerungsdatum gekündigt werden. Die Preise verstehen sich zuzüglich Steuern. Wir können die Preise zur Verlängerung mit einer Frist von mindestens 30 Tagen ändern.',
        ],
      },
      {
        heading: '4. Ihre Inhalte',
        body: [
          'Die Inhalte, die Sie in den Dienst einstellen, gehören Ihnen. Sie räumen uns nur die Rechte ein, die nötig sind, um sie zu hosten, zu verarbeiten und anzuzeigen, damit wir Ihnen den Dienst erbringen können. Sie können Ihre Inhalte jederzeit exportieren.',
        ],
      },
      {
        heading: '5. Zulässige Nutzung',
        body: [
          'Sie dürfen den Dienst nicht nutzen, um gegen Gesetze zu verstoßen, unerwünschte Massen-E-Mails zu versenden, Rechte Dritter zu verletzen, unsere Systeme auszuspähen oder zu stören oder den Dienst ohne unsere schriftliche Zustimmung weiterzuverkaufen.',
        ],
      },
      {
        heading: '6. Verfügbarkeit und Support',
        body: [
          'Wir streben eine monatliche Verfügbarkeit von 99,9 % an. Enterprise-Kunden erhalten eine Service-Level-Vereinbarung mit Gutschriften, wie in ihrem Bestellformular festgelegt.',
        ],
      },
      {
        heading: '7. Haftung',
        body: [
          'Außer bei Verletzungen der Vertraulichkeit, Ihren Zahlungspflichten und Freistellungen ist die Gesamthaftung jeder Partei auf die Gebühren begrenzt, die in den zwölf Monaten vor dem Anspruch gezahlt wurden. Keine Partei haftet für mittelbare Schäden oder Folgeschäden.',
        ],
      },
      {
        heading: '8. Kündigung',
        body: [
          'Sie können jederzeit kündigen; die Kündigung wird zum Ende des laufenden Abrechnungszeitraums wirksam. Konten, die gegen diese Bedingungen verstoßen, können wir nach vorheriger Mitteilung sperren, oder sofort, wenn Gesetz oder Sicherheit es erfordern.',
        ],
      },
      {
        heading: '9. Anwendbares Recht',
        body: [
          'Für diese Bedingungen gilt das Recht von England und Wales; ausschließlich zuständig sind die Gerichte in London, sofern das Recht Ihres Wohnsitzlandes nichts anderes vorschreibt.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Erklärung zur Barrierefreiheit',
    summary: 'Unser Anspruch: {brand} soll für alle nutzbar sein.',
    intro: [
      '{brand} setzt sich dafür ein, dass seine Website und seine Produkte für alle nutzbar sind, auch für Menschen, die Screenreader, Tastaturnavigation, Sprachsteuerung oder Vergrößerung verwenden.',
    ],
    sections: [
      {
        heading: 'Stand der Vereinbarkeit',
        body: [
          'Diese Website soll den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA und der europäischen Norm EN 301 549 entsprechen. Sie ist teilweise konform: Die meisten Inhalte erfüllen die Norm, mit den unten genannten Ausnahmen.',
        ],
      },
      {
        heading: 'Was wir tun',
        body: [
          [
            'Jede Seite wird in unserer Release-Pipeline automatisch geprüft.',
            'Wichtige Abläufe (Registrierung, Preise, Vertrieb kontaktieren) testen wir vor jedem größeren Release von Hand mit NVDA, VoiceOver und nur mit der Tastatur.',
            'Ein externer Prüfer begutachtet die Website einmal im Jahr; die letzte Prüfung fand im Juni 2026 statt.',
          ],
        ],
      },
      {
        heading: 'Bekannte Einschränkungen',
        body: [
          [
            'Einige ältere Videos im Blog und in der Webinar-Bibliothek haben noch keine Untertitel; wir ergänzen sie bis Ende 2026.',
            'Einige vor 2025 veröffentlichte PDF-Berichte sind nicht vollständig getaggt; barrierefreie Fassungen erhalten Sie auf Anfrage.',
          ],
        ],
      },
      {
        heading: 'Feedback und Kontakt',
        body: [
          'Wenn Sie auf eine Barriere stoßen, schreiben Sie an accessibility@orbit.example oder nutzen Sie das Formular des Supports. Wir antworten innerhalb von zwei Werktagen und beheben gemeldete Barrieren möglichst innerhalb von 30 Tagen.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Cookie-Richtlinie',
    summary: 'Welche Cookies {brand} auf dieser Website setzt, wozu jedes dient und wie Sie Ihre Wahl ändern.',
    paragraphs: [
      'Diese Richtlinie erklärt, welche Cookies {brand} auf dieser Website setzt, wozu jedes einzelne dient und wie lange es gespeichert wird.',
      'Notwendige Cookies sorgen dafür, dass die Website funktioniert und sich Ihre Auswahl merkt; sie sind immer aktiv. Funktionale, Analyse- und Marketing-Cookies werden nur gesetzt, wenn Sie sie erlauben. Im Europäischen Wirtschaftsraum, im Vereinigten Königreich und in anderen Ländern, in denen das Gesetz es verlangt, fragen wir, bevor wir eines davon setzen. Anderswo sind sie aktiv, solange Sie sie nicht abschalten, und ein Browser, der das Signal Global Privacy Control sendet, ist von Marketing-Cookies ausgenommen.',
      'Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen. Ein Widerruf entfernt die Cookies der Kategorien, die Sie abgeschaltet haben. Wir speichern jede Wahl (wann sie getroffen wurde, das Land, die Kategorien und die Version dieser Richtlinie) ohne Ihre IP-Adresse und ohne Angaben zu Ihrem Browser.',
      'Ändert sich diese Richtlinie in einer Weise, die für Ihre Wahl wichtig ist, fragen wir Sie erneut.',
    ],
    tableHeading: 'Welche Cookies wir verwenden',
    tableIntro: 'Jedes Cookie, das diese Website setzen kann, nach Kategorie. Jedes läuft die angegebene Zeit nach dem Setzen ab.',
  },
} satisfies Messages['legalPages']
