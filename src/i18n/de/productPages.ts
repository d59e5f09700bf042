/** German: the work management, dev and service product pages the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const productPages = {
  faqHeading: 'Häufig gestellte Fragen',
  workManagement: {
    title: 'Work Management',
    summary: 'Projekte jeder Größe planen, steuern und abschließen – von der einfachen Aufgabe bis zum unternehmensweiten Portfolio.',
    overview:
      'Mit {brand} Work Management hat jedes Team einen zentralen Ort, um Arbeit zu planen, umzusetzen und zu verfolgen. Bauen Sie Boards für Projekte, Anfragen und Prozesse, betrachten Sie sie als Tabelle, Kanban, Gantt oder Kalender und überlassen Sie die Übergaben den Automatisierungen. So sehen Führungskräfte den Fortschritt, ohne Statusberichten hinterherzulaufen.',
    sections: [
      {
        heading: 'Jedes Projekt planen, ganz nach Ihrer Arbeitsweise',
        intro: 'Starten Sie mit einer Vorlage oder einem leeren Board und passen Sie es an die Abläufe Ihres Teams an.',
        items: [
          [
            'Boards für alles',
            'Projekte, Kampagnen, Anfragen und Prozesse – mit genau den Spalten, die Sie brauchen: Verantwortliche, Termine, Status, Budgets und Dateien.',
          ],
          ['Ansichten für jede Rolle', 'Wechseln Sie zwischen Tabelle, Kanban, Gantt, Kalender und Auslastung – dieselben Daten, nichts wird kopiert.'],
          ['Vorlagen für den schnellen Start', 'Über 200 Vorlagen, vom Produktlaunch bis zum Kunden-Onboarding, mit einem Klick einsatzbereit.'],
        ],
      },
      {
        heading: 'Routinearbeit automatisieren',
        intro: 'Automatisierungsrezepte, die jeder in einfacher Sprache einrichtet, erledigen wiederkehrende Schritte.',
        items: [
          [
            'Automatisierungen ohne Code',
            '„Wenn der Status auf Erledigt wechselt, benachrichtige die anfragende Person und verschiebe das Element nach Geliefert.“ In einer Minute eingerichtet.',
          ],
          ['Erinnerungen, die rechtzeitig kommen', 'Hinweise vor Fälligkeit und Eskalationen sorgen dafür, dass keine Frist unbemerkt verstreicht.'],
          ['Integrationen', 'Verbinden Sie E-Mail, Chat, Kalender, Dateiablage und über 70 weitere Tools, die Ihre Teams bereits nutzen.'],
        ],
      },
      {
        heading: 'Das Gesamtbild in Echtzeit',
        intro: 'Dashboards bündeln die Daten aller Boards, damit die Leitung das Wichtige sieht, ohne einen Bericht anzufordern.',
        items: [
          ['Dashboards', 'Fassen Sie bis zu 50 Boards in Diagrammen, Kennzahlen, Zeitleisten und Auslastungs-Widgets zusammen.'],
          ['Portfolioansicht', 'Budgets, Risiken und Meilensteine aller Projekte in einer einzigen Übersicht verfolgen.'],
          ['Auslastung ausgleichen', 'Erkennen Sie, wer zu viel auf dem Tisch hat, und verteilen Sie Arbeit um, bevor es zum Problem wird.'],
        ],
      },
      {
        heading: 'Sicher und bereit zum Wachsen',
        intro: 'Vom Fünferteam bis zur Organisation mit 50.000 Beschäftigten – mit den Kontrollen, die die IT verlangt.',
        items: [
          ['Berechtigungen', 'Rechte auf Board-, Spalten- und Workspace-Ebene halten sensible Arbeit für die richtigen Personen sichtbar.'],
          [
            'Sicherheit für Unternehmen',
            'SSO, Audit-Log, Datenhaltung in der EU, den USA oder Australien sowie Zertifizierung nach ISO 27001 und SOC 2 Typ II.',
          ],
          ['Gäste', 'Laden Sie Kunden und Dienstleister genau zu den Boards ein, an denen sie mitarbeiten – und zu nichts anderem.'],
        ],
      },
    ],
    story: {
      quote:
        'Wir haben 40 Teams in einem Quartal von Tabellen und drei verschiedenen Tools auf {brand} umgestellt. Statusmeetings dauern jetzt fünfzehn Minuten statt einer Stunde pro Woche, weil alle längst dasselbe Board sehen.',
      person: 'Hannah Okafor',
      role: 'Leiterin des PMO',
      company: 'Northwind Logistics',
    },
    faq: [
      [
        'Wie schnell kann ich loslegen?',
        'Die meisten Teams bauen ihr erstes Board mit einer Vorlage in weniger als zehn Minuten. Größere Einführungen dauern mit unserem Onboarding-Team oder einem zertifizierten Partner meist zwei bis sechs Wochen.',
      ],
      [
        'Kann ich bestehende Projekte importieren?',
        'Ja. Importieren Sie aus Excel, CSV, Google Sheets, Trello, Asana und Jira – die Spalten werden automatisch zugeordnet.',
      ],
      [
        'Gibt es einen kostenlosen Tarif?',
        'Ja. Der Free-Tarif ist für bis zu zwei Plätze dauerhaft kostenlos. Bezahlte Tarife können Sie 14 Tage gratis testen, ohne Kreditkarte.',
      ],
      ['In welchen Sprachen gibt es {brand}?', 'Das Produkt ist in 14 Sprachen verfügbar, und jede Person wählt ihre eigene.'],
    ],
    cta: { heading: '{brand} kostenlos testen', text: 'Keine Kreditkarte nötig. Ihr erstes Board steht in wenigen Minuten.' },
  },
  dev: {
    title: '{brand} Dev',
    summary: 'Sprints planen, Bugs verfolgen und Releases ausliefern – gemeinsam mit Ihrem Produktteam.',
    overview:
      '{brand} Dev bringt Produktmanagement, Entwicklung und Design auf eine Plattform: Roadmaps, Sprints, Bugs und Releases, direkt mit dem Code verbunden. Von der Entwicklerin bis zum CEO sieht jeder, was wann ausgeliefert wird – ganz ohne zusätzliches Statusmeeting.',
    sections: [
      {
        heading: 'Roadmaps, denen alle folgen können',
        intro: 'Verbinden Sie die Strategie mit der Arbeit, die sie umsetzt.',
        items: [
          ['Produkt-Roadmaps', 'Planen Sie Initiativen und Epics auf einer Zeitleiste und teilen Sie eine Leseansicht mit dem ganzen Unternehmen.'],
          ['Feature-Wünsche', 'Sammeln Sie Feedback von Kunden und Teams und priorisieren Sie es nach Wirkung und Aufwand.'],
          ['Kapazitätsplanung', 'Gleichen Sie die Roadmap mit den verfügbaren Leuten ab, bevor Sie einen Termin zusagen.'],
        ],
      },
      {
        heading: 'Sprints ohne Verwaltungsaufwand',
        intro: 'Agile Zeremonien, die Minuten statt Stunden dauern.',
        items: [
          ['Sprintplanung', 'Elemente aus dem Backlog in den Sprint ziehen, mit Story Points schätzen und loslegen.'],
          ['Burndown und Velocity', 'Die Diagramme aktualisieren sich mit jeder Bewegung – so wissen Sie mitten im Sprint, ob das Ziel noch erreichbar ist.'],
          ['Retrospektiven', 'Ein eingebautes Board für das, was gut lief, was nicht, und die vereinbarten Maßnahmen.'],
        ],
      },
      {
        heading: 'Bugs von der Meldung bis zum Release im Blick',
        intro: 'Schnell priorisieren und Kunden auf dem Laufenden halten.',
        items: [
          ['Bug-Tracking', 'Schweregrad, Schritte zur Reproduktion, Screenshots und eine verantwortliche Person für jeden Bug.'],
          ['Git-Integration', 'Commits und Pull Requests aus GitHub und GitLab verknüpfen; Elemente wandern weiter, sobald der Code gemergt ist.'],
          ['Release Notes', 'Erstellen Sie Release Notes aus den Elementen eines Releases, fertig zur Veröffentlichung.'],
        ],
      },
    ],
    story: {
      quote:
        'Entwicklung, Produkt und Support schauen endlich auf dieselbe Bug-Liste. Die mittlere Zeit bis zur Behebung eines kritischen Bugs ist von neun auf zwei Tage gesunken.',
      person: 'Mei Lin Chen',
      role: 'Leiterin der Softwareentwicklung',
      company: 'Quantia Health',
    },
    faq: [
      [
        'Ersetzt {brand} Dev Jira?',
        'Viele Teams wechseln vollständig von Jira; andere synchronisieren während des Umstiegs in beide Richtungen über unsere Jira-Integration.',
      ],
      ['Mit welchen Code-Hostern gibt es Integrationen?', 'GitHub, GitLab und Bitbucket – in der Cloud und selbst gehostet.'],
      [
        'Können auch Nicht-Entwickler damit arbeiten?',
        'Ja. Vertrieb, Support und Geschäftsleitung verfolgen Roadmaps und reichen Wünsche ein, ohne ein Entwicklerwerkzeug lernen zu müssen.',
      ],
    ],
    cta: { heading: '{brand} Dev kostenlos testen', text: 'Planen Sie Ihren nächsten Sprint in wenigen Minuten. Keine Kreditkarte nötig.' },
  },
  service: {
    title: '{brand} Service',
    summary: 'Tickets schneller lösen – mit KI-gestütztem Service-Management.',
    overview:
      '{brand} Service ist ein KI-gestützter Service-Desk für IT, Personalabteilung und Kundensupport. Anfragen kommen per E-Mail, Portal oder Chat herein, die KI sortiert und verteilt sie, und Ihr Team löst sie gemeinsam mit allen beteiligten Abteilungen auf derselben Plattform.',
    sections: [
      {
        heading: 'Alle Anfragen in einer Warteschlange',
        intro: 'Schluss mit Anfragen, die in Postfächern und Chatverläufen verloren gehen.',
        items: [
          ['Omnichannel-Tickets', 'E-Mail, Webportal, Chat und Formulare erzeugen Tickets in derselben Warteschlange.'],
          ['Self-Service-Portal', 'Ein Portal in Ihrem Design mit Wissensdatenbank beantwortet häufige Fragen, bevor daraus Tickets werden.'],
          ['SLAs', 'Reaktions- und Lösungsziele je Priorität, mit Warnung, bevor ein Verstoß droht.'],
        ],
      },
      {
        heading: 'KI übernimmt die erste Sichtung',
        intro: 'Ihr Team setzt dort an, wo die KI aufhört.',
        items: [
          ['Automatische Triage', 'Die KI ordnet jedes Ticket nach Art, Dringlichkeit und Stimmung ein und leitet es an das richtige Team weiter.'],
          ['Antwortvorschläge', 'Antwortentwürfe aus Ihrer Wissensdatenbank und früheren Tickets, bereit zur Prüfung.'],
          ['Ähnliche Tickets', 'Erkennen Sie Störungen früh, wenn viele Menschen dasselbe Problem melden.'],
        ],
      },
      {
        heading: 'Service, der die ganze Organisation verbindet',
        intro: 'Arbeiten Sie mit den Teams zusammen, die die Antwort kennen.',
        items: [
          ['Eskalationen', 'Eskalieren Sie an Entwicklung, Finanzen oder Facility Management auf deren eigenen Boards, mit verknüpftem Ticket.'],
          ['Asset-Management', 'Laptops, Lizenzen und Ausstattung verwalten und die Ticket-Historie jedes Geräts einsehen.'],
          ['Berichte', 'Ticketvolumen, Erstreaktionszeit, Kundenzufriedenheit und Auslastung des Teams auf Live-Dashboards.'],
        ],
      },
    ],
    story: {
      quote:
        'Wir haben unser altes Helpdesk in sechs Wochen abgelöst. Die KI-Triage übernimmt die erste Sortierung, und unsere Erstreaktionszeit ist von acht Stunden auf unter eine gesunken.',
      person: 'Samuel Adeyemi',
      role: 'IT-Service-Manager',
      company: 'Meridian University',
    },
    faq: [
      [
        'Welche Teams nutzen {brand} Service?',
        'IT, Personal, Facility Management, Recht und Kundensupport – jedes Team mit eigenen Warteschlangen und eigenem Portal.',
      ],
      [
        'Sieht die KI meine Daten?',
        'Die KI-Funktionen laufen innerhalb von {brand}; Ihre Daten werden nie zum Training von Modellen für andere Kunden verwendet. Admins können die KI-Funktionen abschalten.',
      ],
      ['Können Kunden Tickets per E-Mail einreichen?', 'Ja. Jede Warteschlange erhält eine eigene Adresse, und Antworten landen im selben Ticket.'],
    ],
    cta: { heading: '{brand} Service kostenlos testen', text: 'Ihre erste Warteschlange und Ihr Portal sind an einem Nachmittag eingerichtet.' },
  },
} satisfies Messages['productPages']
