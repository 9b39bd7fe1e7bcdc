<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="63"/>
        <source>About unodesk</source>
        <translation>Over unodesk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="65"/>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="66"/>
        <source>Uno for the family desktop: two to ten players around one computer.</source>
        <translation>Uno voor de gezinscomputer: twee tot tien spelers rond één computer.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="67"/>
        <source>Free software under the %1 licence.</source>
        <translation>Vrije software onder de %1-licentie.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="69"/>
        <source>unodesk plays offline. It never connects to the internet and collects nothing: no account, no statistics, no advertising.</source>
        <translation>unodesk speelt offline. Het maakt nooit verbinding met internet en verzamelt niets: geen account, geen statistieken, geen reclame.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="71"/>
        <source>Your settings are kept in:%1</source>
        <translation>Je instellingen worden bewaard in:%1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="72"/>
        <source>Your scores and the history of your matches are kept in:%1</source>
        <translation>Jullie scores en de geschiedenis van jullie partijen worden bewaard in:%1</translation>
    </message>
</context>
<context>
    <name>ChallengePrompt</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="154"/>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation>{name} speelde een Wild Trek Vier tegen je. Was het bluf?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="155"/>
        <source>Challenge (C)</source>
        <translation>Uitdagen (C)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/controls.py" line="156"/>
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Pak %n kaart (T)</numerusform>
            <numerusform>Pak %n kaarten (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="81"/>
        <source>Choose a colour</source>
        <translation>Kies een kleur</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="84"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="157"/>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="195"/>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation>Geef de computer door. Aan de beurt: {name}.
De rest kijkt even weg!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="196"/>
        <source>I am {name}</source>
        <translation>Ik ben {name}</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="44"/>
        <source>{move}: there is nothing else to do.</source>
        <translation>{move}: iets anders kan nu niet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="46"/>
        <source>Draw a card: nothing in your hand fits.</source>
        <translation>Trek een kaart: geen enkele kaart in je hand past.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="48"/>
        <source>Draw a card: here your cards are worth more in your hand than on the pile.</source>
        <translation>Trek een kaart: je kaarten zijn hier meer waard in je hand dan op de stapel.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="50"/>
        <source>Call Uno now, before someone catches you.</source>
        <translation>Roep nu Uno, voordat iemand je betrapt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="52"/>
        <source>Catch {name}: they have one card and did not call Uno.</source>
        <translation>Betrap {name}: die heeft nog één kaart en riep geen Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="54"/>
        <source>Challenge: {name} probably still had a card of the colour.</source>
        <translation>Daag uit: {name} had waarschijnlijk nog een kaart in de kleur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="56"/>
        <source>Take the cards: {name} probably had no card of the colour, and a lost challenge costs two more.</source>
        <translation>Pak de kaarten: {name} had waarschijnlijk geen kaart in de kleur, en een verloren uitdaging kost er twee meer.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="59"/>
        <source>Play the {card}: it passes the cards on to {name}.</source>
        <translation>Speel {card}: dan gaan de kaarten door naar {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="61"/>
        <source>Take the cards: that is better than the answers you have.</source>
        <translation>Pak de kaarten: dat is beter dan antwoorden met wat je hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="63"/>
        <source>Play the {card} you drew: one card fewer in your hand.</source>
        <translation>Speel de getrokken {card}: een kaart minder in je hand.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="65"/>
        <source>Keep the {card}: it will be of more use later.</source>
        <translation>Houd {card}: die komt later beter van pas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="67"/>
        <source>Play the {card}: {name} has %n card(s) left.</source>
        <translation>
            <numerusform>Speel {card}: {name} heeft nog maar één kaart.</numerusform>
            <numerusform>Speel {card}: {name} heeft nog maar %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="69"/>
        <source>Play the {card} and keep the Wild Draw Four: {name} has %n card(s) left and you may need it.</source>
        <translation>
            <numerusform>Speel {card} en houd de Wild Trek Vier: {name} heeft nog één kaart en misschien heb je hem nodig.</numerusform>
            <numerusform>Speel {card} en houd de Wild Trek Vier: {name} heeft nog %n kaarten en misschien heb je hem nodig.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="72"/>
        <source>Play the {card} and keep your wild card for when nothing else fits.</source>
        <translation>Speel {card} en bewaar je Wild-kaart voor als er niets anders past.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="74"/>
        <source>Play the {card} and swap hands with {name}, who has %n card(s).</source>
        <translation>
            <numerusform>Speel {card} en ruil van hand met {name}, die één kaart heeft.</numerusform>
            <numerusform>Speel {card} en ruil van hand met {name}, die %n kaarten heeft.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="77"/>
        <source>Play the {card} and name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Speel {card} en kies {color}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="80"/>
        <source>Name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Kies {color}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="83"/>
        <source>Play the {card} and name {color}, the colour you hold most.</source>
        <translation>Speel {card} en kies {color}, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="86"/>
        <source>Name {color}, the colour you hold most.</source>
        <translation>Kies {color}, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="88"/>
        <source>Play the {card}: {name} drew a card on {color} and may have none.</source>
        <translation>Speel {card}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="91"/>
        <source>Play the {card}: {name} is close to going out, and it would cost you the most points.</source>
        <translation>Speel {card}: {name} kan bijna uitgaan, en deze kaart zou je de meeste punten kosten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="94"/>
        <source>Play the {card}: it keeps {color}, the colour you hold most, in play.</source>
        <translation>Speel {card}: dan blijft {color} in het spel, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="97"/>
        <source>Play the {card} and go out!</source>
        <translation>Speel {card} en ga uit!</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="99"/>
        <source>Play the {card}: played out many times from here, it gives you the best chances.</source>
        <translation>Speel {card}: vanaf hier vaak uitgespeeld geeft die je de beste kansen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="102"/>
        <source>Play both at once.</source>
        <translation>Speel ze allebei tegelijk.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="104"/>
        <source>Call Uno with it (U).</source>
        <translation>Roep er Uno bij (U).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="108"/>
        <source>No hint now: wait for your turn.</source>
        <translation>Nu geen tip: wacht op je beurt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="113"/>
        <source>Play the {card}</source>
        <translation>Speel {card}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="115"/>
        <source>Draw a card</source>
        <translation>Trek een kaart</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="117"/>
        <source>Keep the card</source>
        <translation>Houd de kaart</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="119"/>
        <source>Take the cards</source>
        <translation>Pak de kaarten</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="121"/>
        <source>Challenge</source>
        <translation>Daag uit</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="123"/>
        <source>Name {color}</source>
        <translation>Kies {color}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="125"/>
        <source>Catch {name}</source>
        <translation>Betrap {name}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="127"/>
        <source>Call Uno</source>
        <translation>Roep Uno</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="224"/>
        <source>The match being played cannot be deleted.</source>
        <translation>De partij die nu gespeeld wordt, kan niet worden verwijderd.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/scores/history_dialog.py" line="229"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="264"/>
        <source>Delete this match?</source>
        <translation>Deze partij verwijderen?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="265"/>
        <source>Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics.</source>
        <translation>De partij van %1 (%2) voorgoed verwijderen? De rondes verdwijnen uit de geschiedenis en de statistieken.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="268"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="269"/>
        <source>Keep it</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="287"/>
        <source>Match history</source>
        <translation>Gespeelde partijen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="288"/>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="289"/>
        <source>Everyone</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="290"/>
        <source>&amp;Open scoresheet</source>
        <translation>Scoreblad &amp;openen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="291"/>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="292"/>
        <source>Export &amp;match…</source>
        <translation>&amp;Partij exporteren…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="293"/>
        <source>Export &amp;all…</source>
        <translation>&amp;Alles exporteren…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="294"/>
        <source>&amp;Delete…</source>
        <translation>Verwij&amp;deren…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="295"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="9"/>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="10"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="11"/>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="43"/>
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} trok %n kaart.</numerusform>
            <numerusform>{name} trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="46"/>
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} kreeg %n strafkaart.</numerusform>
            <numerusform>{name} kreeg %n strafkaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="49"/>
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Straf: %n kaart wacht op de volgende speler.</numerusform>
            <numerusform>Straf: %n kaarten wachten op de volgende speler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="52"/>
        <source>{name} won the round: %n point(s).</source>
        <translation>
            <numerusform>{name} won de ronde: %n punt.</numerusform>
            <numerusform>{name} won de ronde: %n punten.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../unodesk/view/window.py" line="241"/>
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>De instellingen konden niet worden gelezen en zijn bewaard als %1; het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="244"/>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Het instellingenbestand %1 kon niet worden gelezen; het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="250"/>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>De onthouden partij kon niet worden gelezen; er begint een nieuwe partij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="254"/>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>Een deel van de onthouden partij kon niet worden gelezen en is teruggezet naar de standaard: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="258"/>
        <source>the players</source>
        <translation>de spelers</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="260"/>
        <source>the rules</source>
        <translation>de regels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="262"/>
        <source>player %1</source>
        <translation>speler %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="268"/>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="271"/>
        <source>The settings could not be saved: %1</source>
        <translation>De instellingen konden niet worden opgeslagen: %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="275"/>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Geen vertaling gevonden voor %1; het spel blijft in het Engels.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="279"/>
        <source>unodesk</source>
        <translation>unodesk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="280"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="281"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="282"/>
        <source>Ne&amp;xt round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="283"/>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regels en hulp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="284"/>
        <source>H&amp;int</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="285"/>
        <source>Sh&amp;ow hints</source>
        <translation>Tips t&amp;onen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="286"/>
        <source>&amp;Speed</source>
        <translation>&amp;Snelheid</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="289"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="290"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="291"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="292"/>
        <source>&amp;About unodesk</source>
        <translation>&amp;Over unodesk</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="322"/>
        <source>New match</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="325"/>
        <source>Start the match</source>
        <translation>Start de partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="326"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="327"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="333"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <source>Played by</source>
        <translation>Gespeeld door</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="330"/>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="330"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="334"/>
        <source>Your own rules</source>
        <translation>Eigen regels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="335"/>
        <source>&amp;Table:</source>
        <translation>&amp;Speelwijze:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="336"/>
        <source>Choose how your table plays; changing any rule makes them your own.</source>
        <translation>Kies hoe er bij jullie gespeeld wordt. Verander je een regel, dan worden het jullie eigen regels.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="33"/>
        <source>Official rules</source>
        <translation>Officiële regels</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="37"/>
        <source>Swedish table</source>
        <translation>Zweedse variant</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="41"/>
        <source>Norwegian table</source>
        <translation>Noorse variant</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="47"/>
        <source>Dutch table</source>
        <translation>Nederlandse variant</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="105"/>
        <source>Continue the match?</source>
        <translation>Partij voortzetten?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="106"/>
        <source>Continue the match from %1?</source>
        <translation>De partij van %1 voortzetten?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="108"/>
        <source>Round %1 is under way. Playing to %2.</source>
        <translation>Ronde %1 is bezig. Er wordt gespeeld tot %2.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="110"/>
        <source>&amp;New match</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="111"/>
        <source>&amp;Continue</source>
        <translation>&amp;Doorgaan</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="148"/>
        <source>The match is over</source>
        <translation>De partij is voorbij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="152"/>
        <source>The round is over</source>
        <translation>De ronde is voorbij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="154"/>
        <source>The round ended without a winner.</source>
        <translation>De ronde eindigde zonder winnaar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="149"/>
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Winnaar van de partij: %1, met %n punt.</numerusform>
            <numerusform>Winnaar van de partij: %1, met %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="156"/>
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Als eerste uit: %1. Punten deze ronde: %n.</numerusform>
            <numerusform>Als eerste uit: %1. Punten deze ronde: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="159"/>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Als eerste uit: %1. Alle anderen tellen de kaarten die ze nog in hun hand hebben.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Cards left</source>
        <translation>Kaarten over</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>This round</source>
        <translation>Deze ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="170"/>
        <source>went out</source>
        <translation>uitgegaan</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="171"/>
        <source>&amp;Next round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="172"/>
        <source>New &amp;match…</source>
        <translation>Nieuwe &amp;partij…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="173"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="69"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Kaartspel:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="70"/>
        <source>The 112-card decks add one special wild card and three customizable ones.</source>
        <translation>Een spel van 112 kaarten heeft één bijzondere Wild-kaart extra en drie Wild Aanpasbaar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="72"/>
        <source>108 cards (classic)</source>
        <translation>108 kaarten (klassiek)</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="73"/>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation>112 kaarten met Wild Hussel Handen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="74"/>
        <source>112 cards with Wild Swap Hands</source>
        <translation>112 kaarten met Wild Ruil Handen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="79"/>
        <source>&amp;Scoring:</source>
        <translation>&amp;Puntentelling:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="80"/>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation>Of de winnaar van de ronde krijgt punten voor alle kaarten die de anderen nog hebben, of iedereen telt de eigen overgebleven kaarten en het laagste totaal wint.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="85"/>
        <source>The winner scores the others&apos; cards</source>
        <translation>De winnaar krijgt punten voor andermans kaarten</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="86"/>
        <source>Lowest total wins</source>
        <translation>Laagste totaal wint</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="91"/>
        <source>&amp;Play to:</source>
        <translation>Spelen &amp;tot:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="92"/>
        <source>The match ends when someone&apos;s total reaches this score.</source>
        <translation>De partij is voorbij zodra iemand dit aantal punten haalt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="97"/>
        <source>&amp;Cards dealt:</source>
        <translation>Aantal &amp;kaarten:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="98"/>
        <source>How many cards each player gets at the start of a round.</source>
        <translation>Hoeveel kaarten iedere speler krijgt aan het begin van een ronde.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="103"/>
        <source>C&amp;ustomizable wild cards:</source>
        <translation>&amp;Aanpasbare kaarten:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="104"/>
        <source>How many of the three customizable wild cards the 112-card decks keep; the others leave the deck.</source>
        <translation>Hoeveel van de drie Wild Aanpasbaar-kaarten in het spel van 112 kaarten blijven; de rest gaat eruit.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="112"/>
        <source>Play in teams of two</source>
        <translation>Spelen in teams van twee</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="113"/>
        <source>Partners sit opposite each other (4, 6, 8 or 10 players); when one goes out, the team scores the other teams&apos; cards.</source>
        <translation>Partners zitten tegenover elkaar (4, 6, 8 of 10 spelers); gaat een van hen uit, dan krijgt het team de punten van de kaarten van de andere teams.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="120"/>
        <source>Challenge a Wild Draw Four</source>
        <translation>Wild Trek Vier uitdagen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="121"/>
        <source>The player who must draw four may challenge; if it was a bluff, the one who played it draws.</source>
        <translation>Wie er vier moet trekken, mag uitdagen; was het bluf, dan trekt wie de kaart speelde.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="128"/>
        <source>No bluffing with Wild Draw Four</source>
        <translation>Niet bluffen met Wild Trek Vier</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="129"/>
        <source>It can only be played with no card of the colour in play: simpler for young players.</source>
        <translation>Je kunt hem alleen spelen als je echt geen kaart van de kleur op tafel hebt: makkelijker voor jonge spelers.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="135"/>
        <source>Stacking</source>
        <translation>Stapelen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="136"/>
        <source>Answer a Draw Two or Wild Draw Four with another; whoever cannot answer draws them all.</source>
        <translation>Beantwoord een Trek Twee of Wild Trek Vier met nog zo&apos;n kaart; wie niet kan antwoorden, trekt ze allemaal.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="142"/>
        <source>Wild Draw Four in a stack</source>
        <translation>Wild Trek Vier mag gestapeld worden</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="143"/>
        <source>With stacking, a Wild Draw Four may answer a Draw Two or another Wild Draw Four; without it, only a Draw Two answers a Draw Two.</source>
        <translation>Bij stapelen mag een Wild Trek Vier op een Trek Twee of op een andere Wild Trek Vier; anders gaat alleen Trek Twee op Trek Twee.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="151"/>
        <source>Sevens and zeros</source>
        <translation>Zevens en nullen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="152"/>
        <source>A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along.</source>
        <translation>Met een 7 ruil je van hand met een speler naar keuze; bij een 0 schuiven alle handen één plaats door.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="158"/>
        <source>Jump-in</source>
        <translation>Jump-in</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="159"/>
        <source>Anyone holding exactly the card on top of the pile may play it out of turn.</source>
        <translation>Wie precies dezelfde kaart heeft als de bovenste van de aflegstapel, mag die meteen spelen, ook buiten de beurt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="163"/>
        <source>Two identical cards at once</source>
        <translation>Twee gelijke kaarten tegelijk</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="164"/>
        <source>Both copies of a coloured card may be played together: two Skips pass over two players, two Draw Twos cost four.</source>
        <translation>Twee precies gelijke kleurkaarten mogen samen worden gespeeld: twee Sla Over slaan twee spelers over, twee Trek Twee kosten vier kaarten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="171"/>
        <source>A whole round between wild cards</source>
        <translation>Een hele ronde tussen wildkaarten</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="172"/>
        <source>After a wild card, the next one may only be played once every other player has had a turn.</source>
        <translation>Na een wildkaart mag de volgende pas worden gespeeld als alle andere spelers aan de beurt zijn geweest.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="178"/>
        <source>Draw until you can play</source>
        <translation>Trekken tot je kunt spelen</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="179"/>
        <source>A player who cannot play keeps drawing until a card fits.</source>
        <translation>Wie niet kan spelen, blijft trekken tot er een kaart past.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="183"/>
        <source>Cards to &amp;draw when you cannot play:</source>
        <translation>Hoeveel kaarten &amp;trekken als je niet kunt spelen:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="184"/>
        <source>Drawing stops at the first card that fits (the Norwegian table draws up to three).</source>
        <translation>Je stopt bij de eerste kaart die past (in de Noorse variant trek je er hoogstens drie).</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="192"/>
        <source>No wild card last</source>
        <translation>Geen Wild als laatste kaart</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="193"/>
        <source>A wild card may not be the last card played; with only wild cards left you draw.</source>
        <translation>Je mag niet uitgaan met een Wild-kaart; heb je alleen nog Wild-kaarten, dan trek je.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="199"/>
        <source>No going out on an action card</source>
        <translation>Niet uitgaan met een actiekaart</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="200"/>
        <source>Going out on an action or wild card makes you draw one card instead of winning.</source>
        <translation>Is je laatste kaart een actie- of Wild-kaart, dan trek je een kaart in plaats van te winnen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="206"/>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Wild Aan&amp;pasbaar werkt als:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="207"/>
        <source>Agree before the match what the three blank wild cards of the 112-card decks do.</source>
        <translation>Spreek vóór de partij af wat de drie lege Wild-kaarten uit een spel van 112 kaarten doen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="211"/>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="212"/>
        <source>Skip</source>
        <translation>Sla Over</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="213"/>
        <source>Reverse</source>
        <translation>Keer Om</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="214"/>
        <source>Draw Two</source>
        <translation>Trek Twee</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="215"/>
        <source>Swap Hands</source>
        <translation>Ruil Handen</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="52"/>
        <source>Rules and help</source>
        <translation>Regels en hulp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="53"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="68"/>
        <source>The rules in the box, with no house rules.</source>
        <translation>De regels uit de doos, zonder huisregels.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="80"/>
        <source>%1: off</source>
        <translation>%1: uit</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="85"/>
        <source>The aim</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="87"/>
        <source>Be the first to get rid of every card in your hand. Whoever goes out wins the round and scores points; the match goes on, round after round, until someone reaches the target score (500 unless you agree otherwise).</source>
        <translation>Speel als eerste al je kaarten weg. Wie uitgaat, wint de ronde en krijgt punten. De partij gaat ronde na ronde door, tot iemand de eindscore haalt (500, tenzij jullie iets anders afspreken).</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="91"/>
        <source>Dealing</source>
        <translation>Delen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="93"/>
        <source>Everyone gets seven cards. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player to the left of the dealer begins, and play goes clockwise. The deal moves one seat to the left each round.</source>
        <translation>Iedereen krijgt zeven kaarten. De overige kaarten liggen dicht als trekstapel; de bovenste wordt omgedraaid en is de eerste kaart van de aflegstapel. Wie links van de deler zit, mag beginnen; daarna gaat het spel met de klok mee. Elke ronde schuift de deler één plaats naar links op.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="97"/>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="99"/>
        <source>Play one card that matches the top of the discard pile in colour, in number or in symbol. A wild card can always be played.</source>
        <translation>Leg één kaart die past bij de bovenste kaart van de aflegstapel: dezelfde kleur, hetzelfde getal of hetzelfde symbool. Een Wild-kaart past altijd.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="102"/>
        <source>If you cannot play, or would rather not, draw one card. If it fits, you may play it straight away; otherwise your turn is over. After drawing, no other card from your hand may be played that turn.</source>
        <translation>Kun je niet spelen, of wil je liever niet, trek dan één kaart. Past die, dan mag je hem meteen leggen; anders is je beurt voorbij. Na het trekken mag je die beurt geen andere kaart uit je hand meer spelen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="106"/>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation>Is de trekstapel op, dan worden de kaarten van de aflegstapel (behalve de bovenste) geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="109"/>
        <source>The special cards</source>
        <translation>De speciale kaarten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="111"/>
        <source>Skip: the next player misses a turn.</source>
        <translation>Sla Over: de volgende speler moet een beurt overslaan.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="112"/>
        <source>Reverse: the direction of play turns around. With two players it works like a Skip.</source>
        <translation>Keer Om: het spel gaat de andere kant op. Met z&apos;n tweeën werkt deze kaart als een Sla Over.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="113"/>
        <source>Draw Two: the next player takes two cards and misses a turn.</source>
        <translation>Trek Twee: de volgende speler moet twee kaarten trekken en een beurt overslaan.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="114"/>
        <source>Wild: you choose the colour that is played next.</source>
        <translation>Wild: jij kiest met welke kleur er verder gespeeld wordt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="116"/>
        <source>Wild Draw Four: you choose the colour, and the next player takes four cards and misses a turn. It is only allowed when you hold no card of the colour in play; a card of the same number or symbol does not count.</source>
        <translation>Wild Trek Vier: jij kiest de kleur, en de volgende speler moet vier kaarten trekken en een beurt overslaan. Je mag hem alleen spelen als je geen kaart hebt in de kleur die nu op tafel ligt; kaarten die alleen in getal of symbool passen, tellen hierbij niet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="121"/>
        <source>If the first card turned over is an action card, it works as if the dealer had played it: a Draw Two makes the first player draw two and miss the turn, a Skip skips the first player, a Reverse lets the dealer begin and play goes the other way, and after a Wild the first player picks the colour. A Wild Draw Four goes back into the pile and another card is turned over.</source>
        <translation>Is de eerste omgedraaide kaart een actiekaart, dan werkt die alsof de deler hem speelde: bij een Trek Twee moet de eerste speler twee kaarten trekken en een beurt overslaan, bij een Sla Over wordt de eerste speler overgeslagen, bij een Keer Om begint de deler en gaat het spel de andere kant op, en na een Wild kiest de eerste speler de kleur. Een Wild Trek Vier gaat terug in de stapel en er wordt een nieuwe kaart omgedraaid.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="127"/>
        <source>Challenging a Wild Draw Four</source>
        <translation>Een Wild Trek Vier uitdagen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="129"/>
        <source>The player who must take the four cards may challenge instead. If the card was played while its player held a card of the colour in play, that player takes the four cards. If it was played fairly, the challenger takes six cards in all and misses the turn.</source>
        <translation>Wie de vier kaarten moet trekken, mag in plaats daarvan uitdagen. Had de speler van de Wild Trek Vier toch een kaart in de kleur die op tafel lag, dan moet die zelf de vier kaarten trekken. Was de kaart eerlijk gespeeld, dan moet de uitdager er zes trekken en een beurt overslaan.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="133"/>
        <source>Calling “Uno!”</source>
        <translation>“Uno!” roepen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="135"/>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation>Heb je nog één kaart, roep dan Uno. Betrapt iemand je voordat de volgende speler een kaart legt of trekt, dan krijg je twee strafkaarten. Zodra de volgende speler iets gedaan heeft, ben je veilig.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="139"/>
        <source>Scoring</source>
        <translation>Punten tellen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="141"/>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first.</source>
        <translation>Wie uitgaat, krijgt punten voor de kaarten die de anderen nog in hun hand hebben. Was de laatste kaart een Trek Twee of een Wild Trek Vier, dan trekt de volgende speler die kaarten eerst nog.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="144"/>
        <source>Number cards: their number.</source>
        <translation>Cijferkaarten: het getal dat erop staat.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="145"/>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation>Sla Over, Keer Om en Trek Twee: 20 punten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="146"/>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation>Wild, Wild Trek Vier en Wild Ruil Handen: 50 punten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="147"/>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation>Wild Hussel Handen en Wild Aanpasbaar: 40 punten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="150"/>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation>Sommige families tellen andersom: iedereen telt de kaarten die nog in de eigen hand zitten, en zodra iemand de eindscore haalt, wint wie de minste punten heeft.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="153"/>
        <source>The 112-card decks</source>
        <translation>De spellen met 112 kaarten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="156"/>
        <source>Wild Shuffle Hands: all hands, yours included, are gathered, shuffled and dealt out again starting with the player to your left; then you choose the colour.</source>
        <translation>Wild Hussel Handen: alle handen, ook die van jou, gaan op één hoop, worden geschud en opnieuw uitgedeeld, te beginnen bij de speler links van jou; daarna kies jij de kleur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="158"/>
        <source>Wild Swap Hands: you swap your whole hand with a player you choose, and choose the colour.</source>
        <translation>Wild Ruil Handen: jij en een speler naar keuze wisselen jullie hele hand om, en jij kiest de kleur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="160"/>
        <source>Customizable wild (three in each 112-card deck): it does what your table agreed before the match, which you set in the new-match window.</source>
        <translation>Wild Aanpasbaar (drie in elk spel van 112 kaarten): doet wat jullie vóór de partij hebben afgesproken; dat stel je in bij Nieuwe partij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="164"/>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="166"/>
        <source>These are not in the official rules but many families play them. Agree on them before you start; each one is a switch in the new-match window.</source>
        <translation>Deze staan niet in de officiële regels, maar veel families spelen ermee. Spreek ze af voordat jullie beginnen; je zet ze elk aan of uit bij Nieuwe partij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="173"/>
        <source>The tables</source>
        <translation>De varianten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="176"/>
        <source>Playing at this computer</source>
        <translation>Spelen op deze computer</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="178"/>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press the Uno button before you play your second-to-last card, or right after it; if someone forgets, a Catch button appears at their seat.</source>
        <translation>Klik op een kaart die omhoog staat om hem te spelen, of klik op de trekstapel om te trekken. Na een Wild-kaart kies je de kleur. Druk op de Uno-knop voordat je je voorlaatste kaart speelt, of meteen daarna; vergeet iemand dat, dan verschijnt bij die speler de knop ‘Betrapt!’.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="182"/>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation>Pijltjes links en rechts: door je hand lopen; Enter: die kaart spelen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="183"/>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation>D: een kaart trekken. K: de getrokken kaart houden. U: Uno roepen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="184"/>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation>1 tot 4: kies rood, geel, groen of blauw.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="185"/>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation>C: een Wild Trek Vier uitdagen. T: in plaats daarvan de kaarten pakken.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="186"/>
        <source>Esc: close a colour or player choice, or open the menu.</source>
        <translation>Esc: de kleur- of spelerskeuze sluiten, of het menu openen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="187"/>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation>Ctrl+N: nieuwe partij. F1: deze hulp. Ctrl+Q: afsluiten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="190"/>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation>Je kunt met meer mensen aan één computer spelen. Is een ander aan de beurt, dan worden alle handen verborgen en vraagt het spel om de computer door te geven; de volgende speler klikt op de knop met de eigen naam (of drukt op Enter) en ziet dan de eigen kaarten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="194"/>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation>De snelheid van de animaties en de taal vind je in het menu. De laatst ingestelde partij wordt onthouden en start de volgende keer opnieuw.</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <location filename="../../unodesk/app.py" line="297"/>
        <source>unodesk is already open on this computer. Look for its window.</source>
        <translation>unodesk is al geopend op deze computer. Zoek het venster.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/chart.py" line="98"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="59"/>
        <source>No round has been finished yet.</source>
        <translation>Er is nog geen ronde uitgespeeld.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/chart.py" line="141"/>
        <source>target %1</source>
        <translation>doel %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <source>Scoring</source>
        <translation>Puntentelling</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="80"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="60"/>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="57"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Went out</source>
        <translation>Uitgegaan</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="38"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Points in hand</source>
        <translation>Punten in de hand</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="58"/>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <source>Seconds</source>
        <translation>Seconden</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <source>Take-backs</source>
        <translation>Teruggenomen zetten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="50"/>
        <source>Export as CSV</source>
        <translation>Exporteren als CSV</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="50"/>
        <source>Export the whole history as CSV</source>
        <translation>De hele geschiedenis exporteren als CSV</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="51"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="57"/>
        <source>The file %1 could not be written: %2</source>
        <translation>Het bestand %1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="65"/>
        <source>Save as PDF</source>
        <translation>Opslaan als PDF</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="66"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="70"/>
        <source>The file %1 could not be written.</source>
        <translation>Het bestand %1 kon niet worden geschreven.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="77"/>
        <location filename="../../unodesk/view/scores/exporting.py" line="133"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="53"/>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="89"/>
        <source>Scoresheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="136"/>
        <location filename="../../unodesk/view/scores/exporting.py" line="140"/>
        <source>Print the scoresheet</source>
        <translation>Het scoreblad afdrukken</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="140"/>
        <source>The printer could not be used.</source>
        <translation>De printer kon niet worden gebruikt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="79"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="79"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="80"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="81"/>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="81"/>
        <source>Time played</source>
        <translation>Speelduur</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="29"/>
        <source>Continue the match from %1? %2</source>
        <translation>De partij van %1 voortzetten? %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="140"/>
        <source>&amp;Continue the match from %1…</source>
        <translation>&amp;Partij van %1 voortzetten…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="177"/>
        <source>The match from %1 cannot be continued by this version of unodesk. It stays in the history, and a new match begins.</source>
        <translation>De partij van %1 kan met deze versie van unodesk niet worden voortgezet. Ze blijft in de geschiedenis en er begint een nieuwe partij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="185"/>
        <source>&amp;Take back my turn</source>
        <translation>Mijn &amp;zet terugnemen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="186"/>
        <source>Scores&amp;heet</source>
        <translation>Score&amp;blad</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="187"/>
        <source>Match histor&amp;y and statistics</source>
        <translation>&amp;Gespeelde partijen en statistieken</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="63"/>
        <source>went out</source>
        <translation>uitgegaan</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="64"/>
        <source>in the lead</source>
        <translation>staat voor</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="65"/>
        <source>dealt</source>
        <translation>gaf</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="66"/>
        <source>a turn was taken back</source>
        <translation>een zet is teruggenomen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="79"/>
        <source>Team %1: %2</source>
        <translation>Team %1: %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="90"/>
        <source>Rounds played: %1.</source>
        <translation>Gespeelde rondes: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="180"/>
        <source>Round %1, dealt by %2.</source>
        <translation>Ronde %1, %2 gaf.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="182"/>
        <source>%1 went out.</source>
        <translation>%1 ging uit.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="184"/>
        <source>Turns taken back: %1.</source>
        <translation>Teruggenomen zetten: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="186"/>
        <source>%1: %2 points this round, %3 in all.</source>
        <translation>%1: %2 punten deze ronde, %3 in totaal.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="38"/>
        <source>Plays as</source>
        <translation>Speelt als</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="39"/>
        <source>Matches</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="39"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="40"/>
        <source>Rounds won</source>
        <translation>Rondes gewonnen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="41"/>
        <source>Points a round</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="42"/>
        <source>Best round</source>
        <translation>Beste ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="43"/>
        <source>Best match</source>
        <translation>Beste partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="48"/>
        <source>Finished matches played</source>
        <translation>Uitgespeelde partijen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="49"/>
        <source>Matches won</source>
        <translation>Gewonnen partijen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="50"/>
        <source>Rounds in which this player went out first</source>
        <translation>Rondes waarin deze speler als eerste uitging</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="51"/>
        <source>Average points scored a round, in matches where the highest score wins</source>
        <translation>Gemiddeld aantal punten per ronde, in partijen waarin de hoogste score wint</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="53"/>
        <source>The most points scored in one round</source>
        <translation>De meeste punten in één ronde</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="54"/>
        <source>The highest total at the end of a finished match</source>
        <translation>Het hoogste eindtotaal van een uitgespeelde partij</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="65"/>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="66"/>
        <location filename="../../unodesk/view/scores/wording.py" line="107"/>
        <source>Computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="66"/>
        <source>%1, %2</source>
        <comment>a date, then a time</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="78"/>
        <source>today, %1</source>
        <translation>vandaag, %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="80"/>
        <source>yesterday, %1</source>
        <translation>gisteren, %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="83"/>
        <source>%1, %2</source>
        <comment>a weekday, then a time</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="92"/>
        <source>under a minute</source>
        <translation>minder dan een minuut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="94"/>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="95"/>
        <source>%1 h %2 min</source>
        <comment>hours and minutes of play</comment>
        <translation>%1 u %2 min</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="113"/>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="120"/>
        <source>to %1, lowest wins</source>
        <translation>tot %1, laagste wint</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="122"/>
        <source>to %1</source>
        <translation>tot %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="123"/>
        <source>%1, %2</source>
        <comment>the rules&apos; name, then the target</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="128"/>
        <source>The match ends when someone reaches %1 points; the lowest total wins.</source>
        <translation>De partij eindigt als iemand %1 punten haalt; het laagste totaal wint.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="129"/>
        <source>Playing to %1 points.</source>
        <translation>Er wordt gespeeld tot %1 punten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="148"/>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="149"/>
        <source>No winner</source>
        <translation>Geen winnaar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="151"/>
        <source>Still being played</source>
        <translation>Nog bezig</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="153"/>
        <source>Not finished</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="154"/>
        <source>Cannot be continued</source>
        <translation>Kan niet verder</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="159"/>
        <source>%1 %2</source>
        <comment>a name, then a total</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="160"/>
        <location filename="../../unodesk/view/scores/wording.py" line="165"/>
        <source>, </source>
        <comment>between the players of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="161"/>
        <source>, …</source>
        <translation>, …</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="173"/>
        <source>The scores were saved by a newer version of unodesk and are left untouched. This time, scores are kept only until the game closes.</source>
        <translation>De scores zijn opgeslagen door een nieuwere versie van unodesk en blijven onaangeroerd. Deze keer worden de scores alleen bewaard tot het spel sluit.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="177"/>
        <source>The scores file was damaged (%1) and has been kept as %2. A new scores file was started.</source>
        <translation>Het scorebestand was beschadigd (%1) en is bewaard als %2. Er is een nieuw scorebestand begonnen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="179"/>
        <source>Scores cannot be saved (%1): they are kept only until the game closes.</source>
        <translation>De scores kunnen niet worden opgeslagen (%1): ze blijven alleen bewaard tot het spel sluit.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="185"/>
        <source>not a scores file</source>
        <translation>geen scorebestand</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="187"/>
        <source>cut short</source>
        <translation>onvolledig</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="188"/>
        <source>it failed its check</source>
        <translation>de controle mislukte</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="193"/>
        <source>the folder is read-only</source>
        <translation>de map is alleen-lezen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="194"/>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="195"/>
        <source>the disk reported an error</source>
        <translation>de schijf meldde een fout</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="196"/>
        <source>the file cannot be opened</source>
        <translation>het bestand kan niet worden geopend</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="197"/>
        <source>another program is using the file</source>
        <translation>een ander programma gebruikt het bestand</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="198"/>
        <source>the file cannot be written</source>
        <translation>het bestand kan niet worden geschreven</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="65"/>
        <source>Scoresheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="67"/>
        <source>Scoresheet: %1 (%2)</source>
        <translation>Scoreblad: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="72"/>
        <source>No match is being played.</source>
        <translation>Er wordt nu geen partij gespeeld.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="73"/>
        <source>Export as &amp;CSV…</source>
        <translation>Exporteren als &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="74"/>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="75"/>
        <source>Save as P&amp;DF…</source>
        <translation>Opslaan als P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="76"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="12"/>
        <source>Alva</source>
        <translation>Lotte</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="13"/>
        <source>Nils</source>
        <translation>Bram</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="14"/>
        <source>Sanne</source>
        <translation>Sanne</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="15"/>
        <source>Ingrid</source>
        <translation>Anouk</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="16"/>
        <source>Lars</source>
        <translation>Luuk</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="17"/>
        <source>Femke</source>
        <translation>Femke</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="18"/>
        <source>Oskar</source>
        <translation>Sem</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="19"/>
        <source>Sigrid</source>
        <translation>Noor</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="20"/>
        <source>Daan</source>
        <translation>Daan</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="21"/>
        <source>Maja</source>
        <translation>Mila</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="25"/>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="31"/>
        <source>No animations</source>
        <translation>Geen animaties</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="32"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="33"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="34"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="157"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="170"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="171"/>
        <source>No match has been played yet.</source>
        <translation>Er is nog geen partij gespeeld.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="172"/>
        <source>&amp;Running totals in:</source>
        <translation>&amp;Puntenverloop van:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="173"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="25"/>
        <source>Start a new game from the menu.</source>
        <translation>Start een nieuwe partij via het menu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="28"/>
        <source>{name} won the round.</source>
        <translation>{name} won de ronde.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="29"/>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="31"/>
        <source>Pass the computer to {name}.</source>
        <translation>Geef de computer door. Aan de beurt: {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="38"/>
        <source>{name}&apos;s turn: thinking…</source>
        <translation>Aan de beurt: {name} (denkt na…)</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="36"/>
        <source>{name}&apos;s turn.</source>
        <translation>Aan de beurt: {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="41"/>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation>Jouw beurt, {name}: speel een kaart die omhoog staat (klik, of pijltjes en Enter) of trek (D).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="44"/>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation>Jouw beurt, {name}: er past geen kaart, trek er een (D).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="46"/>
        <source>Play the card you drew, or keep it (K).</source>
        <translation>Speel de getrokken kaart, of houd hem (K).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="48"/>
        <source>Choose the colour (1–4).</source>
        <translation>Kies de kleur (1–4).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="50"/>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation>Daag de Wild Trek Vier uit (C) of pak de kaarten (T).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/status.py" line="52"/>
        <source>Answer with a +2 or +4 card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Antwoord met een +2- of +4-kaart, of pak %n kaart (T).</numerusform>
            <numerusform>Antwoord met een +2- of +4-kaart, of pak %n kaarten (T).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="54"/>
        <source>Uno will be called with your next card.</source>
        <translation>Bij je volgende kaart roep je Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="57"/>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation>{name} zit op één kaart en riep geen Uno: betrappen!</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="118"/>
        <source>Skipped</source>
        <translation>Overgeslagen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="125"/>
        <source>Uno!</source>
        <translation>Uno!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="127"/>
        <source>Caught!</source>
        <translation>Betrapt!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="130"/>
        <source>Bluff!</source>
        <translation>Bluf!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="131"/>
        <source>No bluff</source>
        <translation>Geen bluf</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="133"/>
        <source>Challenge!</source>
        <translation>Uitdaging!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/table_scene.py" line="200"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_moves.py" line="196"/>
        <source>{name} wins the round!</source>
        <translation>{name} wint de ronde!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_moves.py" line="198"/>
        <source>The round is over</source>
        <translation>De ronde is voorbij</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="185"/>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="186"/>
        <source>Call Uno (U)</source>
        <translation>Uno roepen (U)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="187"/>
        <source>Keep it (K)</source>
        <translation>Houden (K)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="189"/>
        <location filename="../../unodesk/view/table_widget.py" line="353"/>
        <source>Catch!</source>
        <translation>Betrapt!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/table_widget.py" line="347"/>
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Pak %n kaart (T)</numerusform>
            <numerusform>Pak %n kaarten (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <location filename="../../unodesk/view/controls.py" line="112"/>
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n kaart)</numerusform>
            <numerusform>%1 (%n kaarten)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="123"/>
        <source>Swap hands with whom?</source>
        <translation>Met wie ruil je van hand?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="124"/>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="65"/>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} sprong ertussen met {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="67"/>
        <source>{name} played {card}.</source>
        <translation>{name} speelde {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="70"/>
        <source>The first card is {card}.</source>
        <translation>De eerste kaart is {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="73"/>
        <source>{name} chose {color}.</source>
        <translation>{name} koos {color}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="84"/>
        <source>{name} kept the card.</source>
        <translation>{name} hield de kaart.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="86"/>
        <source>{name} is skipped.</source>
        <translation>{name} werd overgeslagen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="88"/>
        <source>Play now goes the other way.</source>
        <translation>Het spel gaat nu de andere kant op.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="93"/>
        <source>{name} called Uno!</source>
        <translation>{name} riep Uno!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="95"/>
        <source>{name} caught {target} without Uno.</source>
        <translation>{name} betrapte {target} zonder Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="99"/>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation>{name} daagde {target} uit: het was bluf!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="101"/>
        <source>{name} challenged {target}: no bluff.</source>
        <translation>{name} daagde {target} uit: geen bluf.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="104"/>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} ruilde van hand met {target}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="107"/>
        <source>Every hand moved one seat along.</source>
        <translation>Alle handen schoven één plaats door.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="109"/>
        <source>{name} shuffled all hands.</source>
        <translation>{name} husselde alle handen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="111"/>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>De aflegstapel is geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="114"/>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="32"/>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Wacht even. Aan de beurt: {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="34"/>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation>{card} past niet: speel {color}, of hetzelfde getal of symbool als {top}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="38"/>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation>Na het trekken kun je alleen de getrokken kaart ({card}) spelen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="42"/>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation>Een Wild Trek Vier mag je alleen spelen als je geen kaart met de kleur {color} hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="46"/>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="48"/>
        <source>Choose a colour for the wild card.</source>
        <translation>Kies een kleur voor de Wild-kaart.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="50"/>
        <source>Choose a player to swap hands with.</source>
        <translation>Kies met wie je van hand ruilt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="52"/>
        <source>You cannot swap hands with that player.</source>
        <translation>Met die speler kun je niet van hand ruilen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="54"/>
        <source>That card does not swap hands.</source>
        <translation>Met die kaart ruil je niet van hand.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="56"/>
        <source>That card has its own colour.</source>
        <translation>Die kaart heeft al een eigen kleur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="58"/>
        <source>A wild card may not be your last card: draw instead.</source>
        <translation>Een Wild-kaart mag niet je laatste kaart zijn: trek liever een kaart.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="60"/>
        <source>Answer with a +2 or +4 card, or take the cards.</source>
        <translation>Antwoord met een +2- of +4-kaart, of pak de kaarten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="62"/>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation>Daag de Wild Trek Vier uit, of pak de kaarten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="64"/>
        <source>Choose the colour first.</source>
        <translation>Kies eerst de kleur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="66"/>
        <source>There is no colour to choose now.</source>
        <translation>Er valt nu geen kleur te kiezen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="68"/>
        <source>Nobody may jump in right now.</source>
        <translation>Nu mag niemand ertussen springen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="70"/>
        <source>Uno is called with your second-to-last card, or when one card is left.</source>
        <translation>Uno roep je bij je voorlaatste kaart, of als je nog één kaart hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="72"/>
        <source>You have already called Uno.</source>
        <translation>Je hebt al Uno geroepen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="74"/>
        <source>Nobody can be caught without Uno right now.</source>
        <translation>Er valt nu niemand te betrappen zonder Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="76"/>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation>Er is geen Wild Trek Vier om uit te dagen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="78"/>
        <source>There are no cards to take.</source>
        <translation>Er zijn geen kaarten om te pakken.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="80"/>
        <source>You can keep a card only right after drawing it.</source>
        <translation>Je kunt een kaart alleen houden vlak nadat je hem getrokken hebt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="82"/>
        <source>You cannot draw now.</source>
        <translation>Je kunt nu niet trekken.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="84"/>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="85"/>
        <source>The round is not over yet.</source>
        <translation>De ronde is nog niet voorbij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="87"/>
        <source>The match is over.</source>
        <translation>De partij is voorbij.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="89"/>
        <source>Pass the computer to the next player first.</source>
        <translation>Geef de computer eerst door aan de volgende speler.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="91"/>
        <source>Turns are taken back only when one person plays against computers.</source>
        <translation>Zetten kunnen alleen worden teruggenomen als één persoon tegen computers speelt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="93"/>
        <source>The round is over: nothing can be taken back now.</source>
        <translation>De ronde is voorbij: er kan nu niets meer worden teruggenomen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="95"/>
        <source>You have not played a turn in this round yet.</source>
        <translation>Je hebt in deze ronde nog geen zet gedaan.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="97"/>
        <source>That turn cannot be taken back: a new card has been seen since.</source>
        <translation>Die zet kan niet worden teruggenomen: er is sindsdien een nieuwe kaart gezien.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="98"/>
        <source>That is not possible now.</source>
        <translation>Dat kan nu niet.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="11"/>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="13"/>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="15"/>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="16"/>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="24"/>
        <source>Skip</source>
        <translation>Sla Over</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="25"/>
        <source>Reverse</source>
        <translation>Keer Om</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="26"/>
        <source>Draw Two</source>
        <translation>Trek Twee</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="27"/>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="28"/>
        <source>Wild Draw Four</source>
        <translation>Wild Trek Vier</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="29"/>
        <source>Wild Shuffle Hands</source>
        <translation>Wild Hussel Handen</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="30"/>
        <source>Wild Swap Hands</source>
        <translation>Wild Ruil Handen</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="31"/>
        <source>Wild Customizable</source>
        <translation>Wild Aanpasbaar</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="39"/>
        <source>{color} {rank}</source>
        <translation>{rank} {color}</translation>
    </message>
</context>
</TS>
