/** German: the use-case pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const useCasePages = {
  hr: {
    title: 'Personalmanagement',
    summary: 'Recruiting, Onboarding und Mitarbeiteranfragen – übersichtlich organisiert.',
    overview:
      'HR-Teams steuern Recruiting, Onboarding und Mitarbeiteranfragen mit {brand}: Alle Bewerbungen, neuen Kolleginnen und Kollegen und Anfragen stehen auf einem Board, Automatisierungen übernehmen den Papierkram, und Dashboards helfen bei der Personalplanung.',
    sections: [
      {
        heading: 'Schneller die richtigen Leute einstellen',
        intro: 'Eine Recruiting-Pipeline, die Ihre Hiring Manager gerne aktuell halten.',
        items: [
          ['Bewerber-Pipeline', 'Verfolgen Sie jede Bewerbung vom Eingang bis zum Angebot, mit allem Interview-Feedback an einem Ort.'],
          ['Interviewplanung', 'Kalenderintegrationen buchen Gespräche – ohne endloses Hin und Her per E-Mail.'],
          ['Angebotsfreigaben', 'Angebote gehen automatisch zur Freigabe an Finanzabteilung und Geschäftsleitung.'],
        ],
      },
      {
        heading: 'Onboarding mit persönlicher Note',
        intro: 'Ein Plan für jede neue Person, fertig vor dem ersten Arbeitstag.',
        items: [
          ['Onboarding-Checklisten', 'IT, Facility Management und Führungskraft erhalten ihre Aufgaben, sobald eine Einstellung feststeht.'],
          ['Willkommensportal', 'Neue Mitarbeitende sehen ihren Plan für die erste Woche, ihren Buddy und die wichtigsten Richtlinien.'],
          ['Fortschritt im Blick', 'Sehen Sie, wer das Onboarding abgeschlossen hat und wer noch Unterstützung braucht.'],
        ],
      },
      {
        heading: 'Mitarbeiteranfragen beantworten',
        intro: 'Urlaub, Ausstattung und Fragen zu Richtlinien in einer einzigen Warteschlange.',
        items: [
          ['Anfrageformulare', 'Mitarbeitende stellen ihre Anfrage per Formular, HR sieht alle Anfragen auf einem Board.'],
          ['Vertrauliche Boards', 'Sensible Fälle sind nur für die Personen sichtbar, die sie bearbeiten.'],
          ['HR-Dashboards', 'Personalbestand, Time-to-Hire und Anfragevolumen auf einen Blick.'],
        ],
      },
    ],
    story: {
      quote:
        'Wir holen jeden Monat 60 neue Leute in vier Ländern an Bord. Mit {brand} hat jede neue Person am ersten Tag einen Laptop, ihre Zugänge und einen Buddy.',
      person: 'Priya Nair',
      role: 'Leiterin People Operations',
      company: 'Lumen Travel',
    },
    faq: [
      [
        'Bleiben Mitarbeiterdaten vertraulich?',
        'Ja. Private Boards, Spaltenberechtigungen und Audit-Logs sorgen dafür, dass personenbezogene Daten nur für HR sichtbar sind.',
      ],
      ['Lässt sich das mit unserem HR-System verbinden?', 'Integrationen mit BambooHR, Workday und Personio halten die Personalstammdaten synchron.'],
      [
        'Gibt es eine Vorlage für den Einstieg?',
        'Ja: Vorlagen für Recruiting-Pipeline, Onboarding-Checkliste und Mitarbeiteranfragen sind sofort einsatzbereit.',
      ],
    ],
    cta: {
      heading: '{brand} für HR kostenlos testen',
      text: 'Starten Sie mit der Onboarding-Vorlage – der Plan für Ihre nächste Einstellung steht noch heute.',
    },
  },
  teamManagement: {
    title: 'Teammanagement',
    summary: 'Wissen, wer woran arbeitet, und die Arbeitslast fair verteilen.',
    overview:
      'Behalten Sie im Blick, wer woran arbeitet, verteilen Sie die Arbeitslast ausgewogen und halten Sie Ihr Team auf das Wesentliche konzentriert. {brand} zeigt Führungskräften jederzeit, wo die Arbeit ihres Teams steht – ganz ohne Mikromanagement.',
    sections: [
      {
        heading: 'Die Arbeit aller auf einen Blick',
        intro: 'Eine Ansicht für alle Aufgaben, Fristen und Prioritäten.',
        items: [
          ['Meine Arbeit', 'Alle sehen ihre Aufgaben aus sämtlichen Boards, sortiert nach Fälligkeit.'],
          ['Team-Boards', 'Ziele, Projekte und wiederkehrende Aufgaben des ganzen Teams an einem Ort.'],
          ['Status-Updates', 'Kommentare und Updates direkt am Element statt verstreut im Chat.'],
        ],
      },
      {
        heading: 'Arbeitslast ausgleichen',
        intro: 'Überlastung erkennen, bevor sie zum Burn-out wird.',
        items: [
          ['Auslastungsansicht', 'Sehen Sie die Kapazität jeder Person pro Woche und ziehen Sie Aufgaben zu jemandem mit freien Kapazitäten.'],
          ['Zeiterfassung', 'Verstehen Sie, wohin die Zeit fließt, und schätzen Sie beim nächsten Mal genauer.'],
          ['Abwesenheiten', 'Urlaub und Abwesenheiten direkt neben dem Zeitplan.'],
        ],
      },
      {
        heading: 'Bessere Meetings',
        intro: 'Weniger Statusrunden, mehr Entscheidungen.',
        items: [
          ['Einzelgespräche', 'Ein gemeinsames Agenda-Board für jede direkt berichtende Person.'],
          ['Ziele und OKRs', 'Verknüpfen Sie die tägliche Arbeit mit Quartalszielen und verfolgen Sie den Fortschritt.'],
          ['Dashboards', 'Der wöchentliche Fortschritt für Ihr Update an die Geschäftsleitung, automatisch erstellt.'],
        ],
      },
    ],
    story: {
      quote:
        'Früher habe ich montags den ganzen Vormittag Updates eingesammelt. Heute öffne ich das Dashboard und verbringe diese Stunde stattdessen mit meinem Team.',
      person: 'Jonas Weber',
      role: 'Teamleiter Customer Success',
      company: 'Fjord Analytics',
    },
    faq: [
      ['Wie groß darf ein Team sein?', 'Von zwei Personen bis zu Tausenden – Workspaces und Berechtigungen sorgen auch in großen Organisationen für Ordnung.'],
      ['Können Mitarbeitende nur ihre eigene Arbeit sehen?', 'Ja. Über Berechtigungen legen Sie fest, wer welches Board sehen und bearbeiten darf.'],
      ['Funktioniert das auch mobil?', 'Ja, mit Apps für iOS und Android und Benachrichtigungen zu allem, was Aufmerksamkeit braucht.'],
    ],
    cta: { heading: '{brand} kostenlos testen', text: 'Laden Sie Ihr Team ein und richten Sie Ihr erstes Board in wenigen Minuten ein.' },
  },
  creativeAgencies: {
    title: 'Für Kreativagenturen',
    summary: 'Briefings, Freigaben und Kreativproduktion im Griff.',
    overview:
      'Kreativagenturen steuern Briefings, Produktion und Freigaben mit {brand}. Halten Sie jedes Kundenprojekt im Zeitplan, sammeln Sie Feedback direkt am Asset und wissen Sie jederzeit, welche Kunden sich rechnen.',
    sections: [
      {
        heading: 'Vom Briefing bis zur Auslieferung',
        intro: 'Jedes Projekt, jeder Kunde, pünktlich.',
        items: [
          ['Kreativbriefings', 'Ein Briefing-Formular legt das Projekt samt Aufgaben, Verantwortlichen und Fristen an.'],
          ['Produktionspläne', 'Gantt-Zeitleisten mit Abhängigkeiten zwischen Design, Text und Entwicklung.'],
          ['Ressourcenplanung', 'Sehen Sie, welche Designerinnen und Designer nächste Woche frei sind, bevor Sie einen neuen Auftrag annehmen.'],
        ],
      },
      {
        heading: 'Freigaben ohne E-Mail-Ketten',
        intro: 'Feedback genau dort, wo die Arbeit entsteht.',
        items: [
          ['Korrekturschleifen', 'Kunden kommentieren direkt in Bildern, PDFs und Videos.'],
          ['Freigabe-Workflows', 'Nach der Freigabe geht jede Version automatisch an die nächste prüfende Person.'],
          ['Kunden als Gäste', 'Kunden sehen ihre eigenen Projekte – und sonst nichts.'],
        ],
      },
      {
        heading: 'Margen im Blick',
        intro: 'Rentabilität pro Kunde und Projekt.',
        items: [
          ['Zeiterfassung', 'Buchen Sie Stunden auf Projekte, getrennt nach abrechenbarer und nicht abrechenbarer Zeit.'],
          ['Budgets', 'Vergleichen Sie Ausgaben und Budget jedes Projekts, während die Arbeit voranschreitet.'],
          ['Kunden-Dashboards', 'Teilen Sie Fortschrittsberichte mit Kunden über einen einzigen Link.'],
        ],
      },
    ],
    story: {
      quote:
        'Kundenfreigaben haben früher eine Woche voller E-Mails gekostet. Mit den Korrekturschleifen in {brand} sind die meisten Assets an einem Tag freigegeben.',
      person: 'Olivia Brooks',
      role: 'Geschäftsführerin',
      company: 'Kite & Key Creative',
    },
    faq: [
      ['Können Kunden das kostenlos nutzen?', 'Ja. In bezahlten Tarifen sind Gäste kostenlos und sehen nur die Boards, die Sie mit ihnen teilen.'],
      ['Können wir abrechenbare Stunden erfassen?', 'Ja, mit der Zeiterfassung im Pro-Tarif und Exporten für die Rechnungsstellung.'],
      ['Gibt es eine Integration mit Adobe Creative Cloud?', 'Ja. Assets und Kommentare werden über unsere Adobe-Integration synchronisiert.'],
    ],
    cta: { heading: '{brand} für Agenturen kostenlos testen', text: 'Starten Sie mit der Vorlage für Kreativproduktion.' },
  },
  clientProjectManagement: {
    title: 'Kundenprojektmanagement',
    summary: 'Kundenprojekte pünktlich liefern und Kunden stets auf dem Laufenden halten.',
    overview:
      'Liefern Sie Kundenprojekte pünktlich und im Budget, während Ihre Kunden jederzeit wissen, wo sie stehen. {brand} gibt Dienstleistungsteams einen zentralen Ort für Leistungsumfang, Zeitplan, Stunden und Kundenkommunikation.',
    sections: [
      {
        heading: 'Den Auftrag planen',
        intro: 'Ein wiederholbarer Plan für jeden Kunden.',
        items: [
          ['Projektvorlagen', 'Machen Sie aus Ihrem besten Projekt eine Vorlage mit Phasen, Aufgaben und Meilensteinen.'],
          ['Meilensteine', 'Wichtige Termine und Ergebnisse, gemeinsam mit dem Kunden im Blick.'],
          ['Abhängigkeiten', 'Sehen Sie, wie sich eine Verzögerung in einer Phase auf alle weiteren auswirkt.'],
        ],
      },
      {
        heading: 'Kunden auf dem Laufenden halten',
        intro: 'Transparenz ohne Zusatzaufwand.',
        items: [
          ['Kundenportale', 'Kunden sehen den Fortschritt, geben Ergebnisse frei und reichen neue Wünsche ein.'],
          ['Teilbare Ansichten', 'Verschicken Sie eine schreibgeschützte Zeitleiste, die immer aktuell ist.'],
          ['Automatische Updates', 'Eine wöchentliche Zusammenfassung per E-Mail an den Kunden, direkt aus dem Board erstellt.'],
        ],
      },
      {
        heading: 'Die Marge schützen',
        intro: 'Ausufernden Leistungsumfang früh erkennen.',
        items: [
          ['Budgetverfolgung', 'Geplante und tatsächliche Stunden und Kosten pro Projekt im Vergleich.'],
          ['Änderungsanfragen', 'Änderungen erfassen und freigeben, bevor die Arbeit beginnt.'],
          ['Portfolio-Dashboard', 'Alle Kundenprojekte mit ihrem Zustand und ihrer Marge.'],
        ],
      },
    ],
    story: {
      quote: 'Unsere Kunden lieben die gemeinsame Zeitleiste, und unsere Projektleitungen sparen jede Woche einen halben Tag beim Reporting.',
      person: 'Rafael Souza',
      role: 'Leiter Delivery',
      company: 'Bluepeak Consulting',
    },
    faq: [
      ['Sehen Kunden nur ihr eigenes Projekt?', 'Ja. Gäste sehen ausschließlich die Boards, die Sie mit ihnen teilen.'],
      ['Kann ich mein eigenes Branding verwenden?', 'Formulare und Portale für Kunden tragen Ihr Logo und Ihre Farben.'],
      ['Wird die Rechnungsstellung unterstützt?', 'Exportieren Sie Stunden in Ihr Rechnungsprogramm oder verbinden Sie QuickBooks und Xero.'],
    ],
    cta: { heading: '{brand} für Kundenprojekte kostenlos testen', text: 'Starten Sie mit der Vorlage für Kundenprojekte.' },
  },
  productManagement: {
    title: 'Produktmanagement',
    summary: 'Roadmaps, Feedback und Produkteinführungen an einem Ort.',
    overview:
      'Produktteams planen Roadmaps, sammeln Feedback und steuern Produkteinführungen mit {brand} – Entwicklung, Design und Marketing arbeiten dabei nach demselben Plan.',
    sections: [
      {
        heading: 'Roadmaps, die aktuell bleiben',
        intro: 'Strategie und Umsetzung an einem Ort.',
        items: [
          ['Roadmap-Zeitleisten', 'Planen Sie Quartale und Releases – die Termine passen sich an, wenn sich die Arbeit verschiebt.'],
          ['Priorisierung', 'Bewerten Sie Ideen nach Reichweite, Wirkung, Zuversicht und Aufwand.'],
          ['Ansichten für Stakeholder', 'Teilen Sie eine schreibgeschützte Roadmap mit Vertrieb und Geschäftsleitung.'],
        ],
      },
      {
        heading: 'Kunden zuhören',
        intro: 'Feedback, das in der Roadmap ankommt.',
        items: [
          ['Feedback-Eingang', 'Wünsche aus Support, Vertrieb und Formularen landen auf einem Board.'],
          ['Verknüpfte Anfragen', 'Verbinden Sie Anfragen mit Features und informieren Sie Kunden, sobald sie live sind.'],
          ['Research-Ablage', 'Interviewnotizen und Erkenntnisse, nach Themen durchsuchbar.'],
        ],
      },
      {
        heading: 'Gemeinsam mit allen Teams launchen',
        intro: 'Produkteinführungen ohne böse Überraschungen.',
        items: [
          ['Launch-Checklisten', 'Aufgaben für Marketing, Support und Vertrieb zu jedem Release.'],
          ['Release-Kalender', 'Sehen Sie, was wann erscheint – über alle Produkte hinweg.'],
          ['Launch-Dashboards', 'Nutzung und Feedback nach der Einführung.'],
        ],
      },
    ],
    story: {
      quote: 'Unsere Roadmap war früher eine Folie, die nach einer Woche veraltet war. Heute ist sie ein lebendiges Board, dem das ganze Unternehmen folgt.',
      person: 'Aiko Tanaka',
      role: 'Group Product Manager',
      company: 'Sora Mobility',
    },
    faq: [
      [
        'Funktioniert das mit Entwicklungstools?',
        'Ja. Synchronisieren Sie mit Jira, GitHub und GitLab oder steuern Sie die Entwicklung direkt mit {brand} Dev.',
      ],
      ['Können wir manche Pläne vertraulich halten?', 'Ja. Private Boards und Berechtigungen halten frühe Pläne im Produktteam.'],
      ['Gibt es eine Roadmap-Vorlage?', 'Ja, sogar mehrere: Quartals-Roadmap, Release-Plan und Feature-Wünsche.'],
    ],
    cta: { heading: '{brand} für Produktteams kostenlos testen', text: 'Starten Sie mit der Vorlage für Produkt-Roadmaps.' },
  },
  agile: {
    title: 'Agiles Projektmanagement',
    summary: 'Sprints, Backlogs und Retrospektiven für agile Teams.',
    overview:
      'Agile Teams steuern Sprints, Backlogs und Retrospektiven mit {brand} – flexibel mit Scrum, Kanban oder einer Mischung aus beidem und mit Berichten, die auch der Rest des Unternehmens versteht.',
    sections: [
      {
        heading: 'Backlogs und Sprints',
        intro: 'Alles, was ein Scrum-Team braucht.',
        items: [
          ['Backlog-Pflege', 'Priorisieren, schätzen und teilen Sie Storys gemeinsam mit dem ganzen Team.'],
          ['Sprint-Boards', 'Planen Sie den Sprint und verfolgen Sie ihn auf einem Kanban-Board.'],
          ['Story Points', 'Schätzen Sie den Aufwand und verfolgen Sie die Velocity über die Zeit.'],
        ],
      },
      {
        heading: 'Kanban für einen guten Fluss',
        intro: 'Laufende Arbeit begrenzen und den Durchfluss verbessern.',
        items: [
          ['WIP-Limits', 'Spalten warnen, sobald zu viel Arbeit gleichzeitig in Bearbeitung ist.'],
          ['Durchlaufzeit', 'Sehen Sie, wie lange Arbeit vom Start bis zur Erledigung braucht.'],
          ['Swimlanes', 'Gruppieren Sie nach Priorität, Verantwortlichen oder Art der Arbeit.'],
        ],
      },
      {
        heading: 'Kontinuierliche Verbesserung',
        intro: 'Aus jeder Iteration lernen.',
        items: [
          ['Retrospektiven-Board', 'Sammeln Sie, was gut lief und was sich ändern soll, und verteilen Sie dann die Maßnahmen.'],
          ['Burndown-Charts', 'Verfolgen Sie täglich den Fortschritt in Richtung Sprint-Ziel.'],
          ['Team-Dashboards', 'Velocity, Änderungen am Umfang und Bugs pro Sprint.'],
        ],
      },
    ],
    story: {
      quote:
        'Bei uns arbeiten zwölf Scrum-Teams mit {brand}. Die Planung dauert nur noch halb so lange, und die Geschäftsleitung liest endlich unsere Sprint-Berichte.',
      person: 'Lukas Nowak',
      role: 'Agile Coach',
      company: 'Vistula Bank',
    },
    faq: [
      ['Scrum oder Kanban?', 'Beides. Arbeiten Sie je nach Team mit Sprints, mit Kanban-Flow oder mit einer Mischung.'],
      ['Lässt sich Agilität über mehrere Teams skalieren?', 'Ja. Portfolio-Boards und Dashboards fassen die Arbeit über Teams und Programme hinweg zusammen.'],
      ['Gibt es eine Sprint-Vorlage?', 'Ja: Vorlagen für Sprint-Planung, Backlog und Retrospektive sind enthalten.'],
    ],
    cta: { heading: '{brand} für agile Teams kostenlos testen', text: 'Starten Sie noch heute Ihren ersten Sprint.' },
  },
  productionManagement: {
    title: 'Produktionsmanagement',
    summary: 'Produktionsläufe planen, Aufträge verfolgen und Bestände verwalten.',
    overview:
      'Hersteller und Produktionsteams planen Fertigungsläufe, verfolgen Aufträge und verwalten Bestände mit {brand} – und verbinden so die Fertigung mit Vertrieb und Einkauf.',
    sections: [
      {
        heading: 'Produktion planen',
        intro: 'Ein Zeitplan, auf den sich alle verlassen.',
        items: [
          ['Produktionsplan', 'Planen Sie Fertigungsläufe mit Maschinen und Schichten in einem Gantt-Diagramm.'],
          ['Kapazität', 'Sehen Sie die Auslastung jeder Linie und Schicht, bevor Sie einen Auftrag annehmen.'],
          ['Stücklisten', 'Verknüpfen Sie jeden Auftrag mit den Teilen, die er braucht.'],
        ],
      },
      {
        heading: 'Jeden Auftrag verfolgen',
        intro: 'Von der Bestellung bis zur Lieferung.',
        items: [
          ['Auftragsverfolgung', 'Der Status jedes Auftrags, mobil direkt aus der Fertigung aktualisiert.'],
          ['Qualitätsprüfungen', 'Checklisten und Fotos für jede Prüfung.'],
          ['Lieferantenmanagement', 'Bestellungen und Liefertermine pro Lieferant.'],
        ],
      },
      {
        heading: 'Bestände steuern',
        intro: 'Der richtige Bestand zur richtigen Zeit.',
        items: [
          ['Bestands-Board', 'Lagerbestände pro Artikel und Standort.'],
          ['Nachbestellwarnungen', 'Automatisierungen warnen, wenn ein Bestand unter sein Minimum fällt.'],
          ['Operations-Dashboard', 'Ausbringung, Verzögerungen und Bestände auf einen Blick.'],
        ],
      },
    ],
    story: {
      quote: 'Der Vertrieb sieht jetzt, wo jeder Auftrag steht, ohne im Werk anzurufen. Unsere Liefertreue ist von 78 % auf 95 % gestiegen.',
      person: 'Marco Bianchi',
      role: 'Leiter Operations',
      company: 'Officine Rossi',
    },
    faq: [
      ['Ersetzt das unser ERP?', 'Nein. {brand} arbeitet neben Ihrem ERP und synchronisiert Aufträge und Bestände über Integrationen oder die API.'],
      ['Kann die Fertigung damit arbeiten?', 'Ja, auf Tablets und Smartphones, mit einfachen Formularen für Updates.'],
      ['Gibt es eine Produktionsvorlage?', 'Ja: Vorlagen für Produktionsplanung, Auftragsverfolgung und Bestandsführung.'],
    ],
    cta: { heading: '{brand} für die Produktion kostenlos testen', text: 'Starten Sie mit der Vorlage für Produktionsplanung.' },
  },
} satisfies Messages['useCasePages']
