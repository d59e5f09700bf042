/** Dutch: the privacy policy, terms of service, accessibility statement and cookie policy the seed writes (`{brand}` is filled in by the seed). */
import type { Messages } from '../messages-shape'

export const legalPages = {
  privacy: {
    title: 'Privacybeleid',
    summary: 'Welke gegevens we verzamelen, waarom, en welke keuzes u hebt.',
    intro: [
      'Laatst bijgewerkt: 1 september 2026',
      'Dit beleid legt uit welke persoonsgegevens {brand} Ltd. („{brand}”, „wij”) verzamelt wanneer u onze websites bezoekt, onze producten gebruikt of contact met ons opneemt, waarom we ze verzamelen, hoe lang we ze bewaren en welke rechten u hebt. {brand} Ltd., 12 Harbour Street, Londen EC2A 4NE, Verenigd Koninkrijk, is de verwerkingsverantwoordelijke voor de hier beschreven gegevens. Waar wij in het product gegevens verwerken namens onze klanten, is de klant de verwerkingsverantwoordelijke en geldt onze verwerkersovereenkomst.',
    ],
    sections: [
      {
        heading: 'Welke gegevens we verzamelen',
        body: [
          [
            'Accountgegevens: uw naam, zakelijk e-mailadres, wachtwoord (opgeslagen als hash), bedrijf, functie en taal.',
            'Contact- en verkoopgegevens: wat u ons vertelt in formulieren, e-mails, gesprekken en afspraken, zoals teamgrootte, telefoonnummer en land.',
            'Gebruiksgegevens: bezochte pagina’s, gebruikte functies, apparaat, browser, globale locatie op basis van uw IP-adres, en fouten.',
            'Betaalgegevens: factuuradres en de laatste vier cijfers van uw kaart; kaartnummers worden verwerkt door onze betaalprovider.',
            'Cookies en vergelijkbare technieken, zoals beschreven in ons cookiebeleid.',
          ],
        ],
      },
      {
        heading: 'Waarvoor we ze gebruiken, en op welke grondslag',
        body: [
          [
            'Om de dienst te leveren en u te ondersteunen (uitvoering van een overeenkomst).',
            'Om de dienst veilig te houden, fraude te voorkomen en onze producten te verbeteren (ons gerechtvaardigd belang).',
            'Om productnieuws en marketing te sturen, waarvoor u zich op elk moment kunt afmelden (toestemming, of gerechtvaardigd belang waar de wet dat toestaat).',
            'Om te voldoen aan wettelijke, fiscale en boekhoudkundige verplichtingen (wettelijke verplichting).',
          ],
        ],
      },
      {
        heading: 'Met wie we ze delen',
        body: [
          'We verkopen nooit persoonsgegevens. We delen ze alleen met dienstverleners die ze op basis van een contract namens ons verwerken (hosting, e-mailverzending, betalingen, klantenservicetools), met onze groepsmaatschappijen en met overheidsinstanties als de wet dat vereist. Een actuele lijst van subverwerkers staat in ons trustcenter.',
        ],
      },
      {
        heading: 'Internationale doorgiften',
        body: [
          'Klanten kiezen waar hun accountgegevens worden gehost: in de Europese Unie, de Verenigde Staten of Australië. Als gegevens de Europese Economische Ruimte of het Verenigd Koninkrijk verlaten, baseren we ons op adequaatheidsbesluiten of op de modelcontractbepalingen van de Europese Commissie, met aanvullende waarborgen.',
        ],
      },
      {
        heading: 'Hoe lang we ze bewaren',
        body: [
          'Accountgegevens bewaren we zolang uw account bestaat en we verwijderen ze binnen 90 dagen nadat het is opgeheven. Verkoopgegevens bewaren we tot drie jaar na ons laatste contact, facturen zo lang als de belastingwet voorschrijft (meestal tien jaar).',
        ],
      },
      {
        heading: 'Uw rechten',
        body: [
          'U kunt vragen om inzage in uw gegevens, om correctie, verwijdering, beperking of overdracht ervan, en bezwaar maken tegen de verwerking, ook voor direct marketing. Schrijf naar privacy@orbit.example. U kunt ook een klacht indienen bij uw toezichthouder voor gegevensbescherming; in het Verenigd Koninkrijk is dat het Information Commissioner’s Office.',
        ],
      },
      {
        heading: 'Wijzigingen in dit beleid',
        body: [
          'Als we dit beleid op een belangrijk punt wijzigen, maken we dat op deze pagina bekend en laten we het klanten ten minste 30 dagen van tevoren per e-mail weten.',
        ],
      },
    ],
  },
  terms: {
    title: 'Servicevoorwaarden',
    summary: 'De voorwaarden die gelden wanneer u {brand} gebruikt.',
    intro: [
      'Van kracht vanaf: 1 september 2026',
      'Deze voorwaarden vormen een overeenkomst tussen {brand} Ltd. en de klant die een account aanmaakt of een bestelformulier ondertekent („u”). Door {brand} te gebruiken, aanvaardt u deze voorwaarden voor uzelf of namens de organisatie die u vertegenwoordigt.',
    ],
    sections: [
      {
        heading: '1. De dienst',
        body: [
          '{brand} levert cloudsoftware voor werkbeheer, CRM, softwareontwikkeling, servicemanagement en e-mailcampagnes. We kunnen functies verbeteren en wijzigen, maar beperken de kernfunctionaliteit van een betaald abonnement tijdens de looptijd niet wezenlijk.',
        ],
      },
      {
        heading: '2. Accounts en gebruikers',
        body: [
          [
            'U bent verantwoordelijk voor de gebruikers die u uitnodigt en voor het veilig bewaren van inloggegevens.',
            'Elke licentie is voor één bij naam genoemde persoon; licenties mogen opnieuw worden toegewezen, maar niet gedeeld.',
            'U moet minstens 16 jaar oud zijn om de dienst te gebruiken.',
          ],
        ],
      },
      {
        heading: '3. Abonnementen, kosten en verlenging',
        body: [
          'Betaalde abonnementen worden per licentie maandelijks of jaarlijks vooraf gefactureerd. Ze worden automatisch met dezelfde periode verlengd, tenzij ze vóór de verlengingsdatum worden opgezegd. Prijzen zijn exclusief belastingen. We kunnen de prijzen bij verlenging wijzigen met een aankondiging van ten minste 30 dagen.',
        ],
      },
      {
        heading: '4. Uw content',
        body: [
          'De content die u in de dienst plaatst, is van u. U geeft ons alleen de rechten die nodig zijn om die te hosten, te verwerken en te tonen om u de dienst te leveren. U kunt uw content op elk moment exporteren.',
        ],
      },
      {
        heading: '5. Aanvaardbaar gebruik',
        body: [
          'U mag de dienst niet gebruiken om de wet te overtreden, ongevraagde bulkmail te versturen, inbreuk te maken op rechten van anderen, onze systemen af te tasten of te verstoren, of de dienst zonder onze schriftelijke toestemming door te verkopen.',
        ],
      },
      {
        heading: '6. Beschikbaarheid en support',
        body: [
          'We streven naar een maandelijkse beschikbaarheid van 99,9%. Enterprise-klanten krijgen een service level agreement met servicecredits, zoals vastgelegd in hun bestelformulier.',
        ],
      },
      {
        heading: '7. Aansprakelijkheid',
        body: [
          'Behalve bij schending van de geheimhouding, uw betalingsverplichtingen en vrijwaringen is de totale aansprakelijkheid van elke partij beperkt tot de vergoedingen die zijn betaald in de twaalf maanden vóór de vordering. Geen van de partijen is aansprakelijk voor indirecte schade of gevolgschade.',
        ],
      },
      {
        heading: '8. Beëindiging',
        body: [
          'U kunt op elk moment opzeggen; de opzegging gaat in aan het einde van de lopende factuurperiode. We kunnen accounts die deze voorwaarden schenden na een waarschuwing opschorten, of direct als de wet of de veiligheid dat vereist.',
        ],
      },
      {
        heading: '9. Toepasselijk recht',
        body: [
          'Op deze voorwaarden is het recht van Engeland en Wales van toepassing; de rechtbanken in Londen zijn exclusief bevoegd, tenzij het recht van uw woonland anders bepaalt.',
        ],
      },
    ],
  },
  accessibility: {
    title: 'Toegankelijkheidsverklaring',
    summary: 'Onze inzet om {brand} bruikbaar te maken voor iedereen.',
    intro: [
      '{brand} zet zich ervoor in dat zijn website en producten voor iedereen bruikbaar zijn, ook voor mensen die een schermlezer, toetsenbordnavigatie, spraakbesturing of vergroting gebruiken.',
    ],
    sections: [
      {
        heading: 'Nalevingsstatus',
        body: [
          'Deze website streeft ernaar te voldoen aan de Web Content Accessibility Guidelines (WCAG) 2.2 op niveau AA en aan de Europese norm EN 301 549. Hij voldoet gedeeltelijk: de meeste content voldoet aan de norm, met de uitzonderingen die hieronder staan.',
        ],
      },
      {
        heading: 'Wat we doen',
        body: [
          [
            'Elke pagina wordt in onze releasepijplijn automatisch gecontroleerd.',
            'Belangrijke routes (aanmelden, prijzen, contact met sales) testen we vóór elke grote release handmatig met NVDA, VoiceOver en alleen het toetsenbord.',
            'Een externe auditor beoordeelt de website eens per jaar; de laatste audit was in juni 2026.',
          ],
        ],
      },
      {
        heading: 'Bekende beperkingen',
        body: [
          [
            'Sommige oudere video’s in de blog en de webinarbibliotheek hebben nog geen ondertiteling; die voegen we vóór eind 2026 toe.',
            'Sommige pdf-rapporten van vóór 2025 zijn niet volledig getagd; toegankelijke versies zijn op verzoek beschikbaar.',
          ],
        ],
      },
      {
        heading: 'Feedback en contact',
        body: [
          'Loopt u tegen een drempel aan, schrijf dan naar accessibility@orbit.example of gebruik het contactformulier van support. We antwoorden binnen twee werkdagen en proberen gemelde drempels binnen 30 dagen weg te nemen.',
        ],
      },
    ],
  },
  cookiePolicy: {
    title: 'Cookiebeleid',
    summary: 'Welke cookies {brand} op deze website plaatst, waarvoor elke cookie dient en hoe u uw keuze wijzigt.',
    paragraphs: [
      'Dit beleid legt uit welke cookies {brand} op deze website plaatst, waarvoor elke cookie dient en hoe lang die wordt bewaard.',
      'Noodzakelijke cookies laten de site werken en onthouden uw keuzes; ze staan altijd aan. Functionele, analytische en marketingcookies worden alleen geplaatst als u dat toestaat. In de Europese Economische Ruimte, het Verenigd Koninkrijk en andere landen waar de wet dat vereist, vragen we het voordat we er een plaatsen. Elders staan ze aan tenzij u ze uitzet, en een browser die het signaal Global Privacy Control verstuurt, krijgt geen marketingcookies.',
      'U kunt uw keuze op elk moment wijzigen of intrekken via „Cookie-instellingen” onderaan elke pagina. Intrekken verwijdert de cookies van de categorieën die u hebt uitgezet. We houden van elke keuze een registratie bij (wanneer die is gemaakt, het land, de categorieën en de versie van dit beleid), zonder uw IP-adres of gegevens over uw browser.',
      'Als dit beleid verandert op een manier die voor uw keuze van belang is, vragen we het u opnieuw.',
    ],
    tableHeading: 'Cookies die we gebruiken',
    tableIntro: 'Elke cookie die deze site kan plaatsen, per categorie. Elke cookie verloopt na de vermelde tijd vanaf het plaatsen.',
  },
} satisfies Messages['legalPages']
