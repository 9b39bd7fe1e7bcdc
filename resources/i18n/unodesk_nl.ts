<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About unodesk</source>
        <translation>Over unodesk</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>Uno for the family desktop: two to ten players around one computer.</source>
        <translation>Uno voor de gezinscomputer: twee tot tien spelers rond één computer.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Vrije software onder de %1-licentie.</translation>
    </message>
    <message>
        <source>unodesk plays offline. It never connects to the internet and collects nothing: no account, no statistics, no advertising.</source>
        <translation>unodesk speelt offline. Het maakt nooit verbinding met internet en verzamelt niets: geen account, geen statistieken, geen reclame.</translation>
    </message>
    <message>
        <source>Your settings are kept in:%1</source>
        <translation>Je instellingen worden bewaard in:%1</translation>
    </message>
    <message>
        <source>Your scores and the history of your matches are kept in:%1</source>
        <translation>Jullie scores en de geschiedenis van jullie partijen worden bewaard in:%1</translation>
    </message>
</context>
<context>
    <name>ActionTray</name>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>Backups</name>
    <message>
        <source>Back up the scores</source>
        <translation>Reservekopie van de scores maken</translation>
    </message>
    <message>
        <source>The backup %1 could not be written: %2</source>
        <translation>De reservekopie %1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Restore the scores from a backup</source>
        <translation>De scores herstellen uit een reservekopie</translation>
    </message>
    <message>
        <source>The scores cannot be written just now (%1), so nothing was restored. Try again later.</source>
        <translation>De scores kunnen nu niet worden geschreven (%1), dus er is niets hersteld. Probeer het later nog eens.</translation>
    </message>
    <message numerus="yes">
        <source>It holds %n match(es)</source>
        <translation>
            <numerusform>Hij bevat %n partij</numerusform>
            <numerusform>Hij bevat %n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, the last begun on %2.</source>
        <translation>%1, de laatste begonnen op %2.</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Restore the scores from %1?</source>
        <translation>De scores herstellen uit %1?</translation>
    </message>
    <message>
        <source>%1 The scores kept now are not deleted: they are set aside in the same folder. The match being played ends here.</source>
        <translation>%1 De scores van nu worden niet gewist: ze worden apart gezet in dezelfde map. De partij die nu gespeeld wordt, stopt hier.</translation>
    </message>
    <message>
        <source>&amp;Restore</source>
        <translation>&amp;Herstellen</translation>
    </message>
    <message>
        <source>&amp;Keep the scores as they are</source>
        <translation>De scores &amp;laten zoals ze zijn</translation>
    </message>
    <message>
        <source>%1 is not a file.</source>
        <translation>%1 is geen bestand.</translation>
    </message>
    <message>
        <source>%1 is not a backup of unodesk&apos;s scores.</source>
        <translation>%1 is geen reservekopie van de scores van unodesk.</translation>
    </message>
    <message>
        <source>%1 is damaged and cannot be restored.</source>
        <translation>%1 is beschadigd en kan niet worden hersteld.</translation>
    </message>
    <message>
        <source>%1 was saved by a newer version of unodesk; restore it with that version.</source>
        <translation>%1 is opgeslagen door een nieuwere versie van unodesk; herstel het met die versie.</translation>
    </message>
    <message>
        <source>%1 cannot be read.</source>
        <translation>%1 kan niet worden gelezen.</translation>
    </message>
    <message>
        <source>%1 holds the scores the game keeps now.</source>
        <translation>%1 bevat de scores die het spel nu gebruikt.</translation>
    </message>
    <message>
        <source>unodesk scores (*.sqlite3 *.sqlite3.*);;All files (*)</source>
        <translation>Scores van unodesk (*.sqlite3 *.sqlite3.*);;Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>ChallengePrompt</name>
    <message>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation>{name} speelde een Wild Trek Vier tegen je. Was het bluf?</translation>
    </message>
    <message>
        <source>Challenge (C)</source>
        <translation>Uitdagen (C)</translation>
    </message>
    <message numerus="yes">
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
        <source>Choose the colour for your {card} (1–4).</source>
        <translation>Kies de kleur voor je {card} (1–4).</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Kies een kleur</translation>
    </message>
    <message>
        <source>{colour} (key {key})</source>
        <translation>{colour} (toets {key})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Take the card back (Esc)</source>
        <translation>De kaart terugnemen (Esc)</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Sluiten (L)</translation>
    </message>
    <message>
        <source>Close what happened</source>
        <translation>Wat er gebeurde sluiten</translation>
    </message>
    <message>
        <source>What happened, newest first</source>
        <translation>Wat er gebeurde, nieuwste eerst</translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation>Geef de computer door. Aan de beurt: {name}.
De rest kijkt even weg!</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>Ik ben {name}</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>{move}: there is nothing else to do.</source>
        <translation>{move}: iets anders kan nu niet.</translation>
    </message>
    <message>
        <source>Draw a card: nothing in your hand fits.</source>
        <translation>Trek een kaart: geen enkele kaart in je hand past.</translation>
    </message>
    <message>
        <source>Draw a card: here your cards are worth more in your hand than on the pile.</source>
        <translation>Trek een kaart: je kaarten zijn hier meer waard in je hand dan op de stapel.</translation>
    </message>
    <message>
        <source>Call Uno now, before someone catches you.</source>
        <translation>Roep nu Uno, voordat iemand je betrapt.</translation>
    </message>
    <message>
        <source>Catch {name}: they have one card and did not call Uno.</source>
        <translation>Betrap {name}: die heeft nog één kaart en riep geen Uno.</translation>
    </message>
    <message>
        <source>Challenge: {name} probably still had a card of the colour.</source>
        <translation>Daag uit: {name} had waarschijnlijk nog een kaart in de kleur.</translation>
    </message>
    <message>
        <source>Take the cards: {name} probably had no card of the colour, and a lost challenge costs two more.</source>
        <translation>Pak de kaarten: {name} had waarschijnlijk geen kaart in de kleur, en een verloren uitdaging kost er twee meer.</translation>
    </message>
    <message>
        <source>Play the {card}: it passes the cards on to {name}.</source>
        <translation>Speel {card}: dan gaan de kaarten door naar {name}.</translation>
    </message>
    <message>
        <source>Take the cards: that is better than the answers you have.</source>
        <translation>Pak de kaarten: dat is beter dan antwoorden met wat je hebt.</translation>
    </message>
    <message>
        <source>Play the {card} you drew: one card fewer in your hand.</source>
        <translation>Speel de getrokken {card}: een kaart minder in je hand.</translation>
    </message>
    <message>
        <source>Keep the {card}: it will be of more use later.</source>
        <translation>Houd {card}: die komt later beter van pas.</translation>
    </message>
    <message numerus="yes">
        <source>Play the {card}: {name} has %n card(s) left.</source>
        <translation>
            <numerusform>Speel {card}: {name} heeft nog maar één kaart.</numerusform>
            <numerusform>Speel {card}: {name} heeft nog maar %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the {card}: with two players {name} misses a turn, and you play again.</source>
        <translation>Speel {card}: met twee spelers slaat {name} een beurt over, en jij speelt nog eens.</translation>
    </message>
    <message numerus="yes">
        <source>Play the {card} and keep the Wild Draw Four: {name} has %n card(s) left and you may need it.</source>
        <translation>
            <numerusform>Speel {card} en houd de Wild Trek Vier: {name} heeft nog één kaart en misschien heb je hem nodig.</numerusform>
            <numerusform>Speel {card} en houd de Wild Trek Vier: {name} heeft nog %n kaarten en misschien heb je hem nodig.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the {card} and keep your wild card for when nothing else fits.</source>
        <translation>Speel {card} en bewaar je Wild-kaart voor als er niets anders past.</translation>
    </message>
    <message numerus="yes">
        <source>Play the {card} and swap hands with {name}, who has %n card(s).</source>
        <translation>
            <numerusform>Speel {card} en ruil van hand met {name}, die één kaart heeft.</numerusform>
            <numerusform>Speel {card} en ruil van hand met {name}, die %n kaarten heeft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the {card} and name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Speel {card} en kies {color}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <source>Name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Kies {color}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <source>Play the {card} and name {color}, the colour you hold most.</source>
        <translation>Speel {card} en kies {color}, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <source>Name {color}, the colour you hold most.</source>
        <translation>Kies {color}, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <source>Play the {card}: {name} drew a card on {color} and may have none.</source>
        <translation>Speel {card}: {name} moest eerder op {color} trekken en heeft die kleur misschien niet.</translation>
    </message>
    <message>
        <source>Play the {card}: {name} is close to going out, and it would cost you the most points.</source>
        <translation>Speel {card}: {name} kan bijna uitgaan, en deze kaart zou je de meeste punten kosten.</translation>
    </message>
    <message>
        <source>Play the {card}: it keeps {color}, the colour you hold most, in play.</source>
        <translation>Speel {card}: dan blijft {color} in het spel, de kleur waarvan je de meeste kaarten hebt.</translation>
    </message>
    <message>
        <source>Play the {card} and go out!</source>
        <translation>Speel {card} en ga uit!</translation>
    </message>
    <message>
        <source>Play the {card}: played out many times from here, it gives you the best chances.</source>
        <translation>Speel {card}: vanaf hier vaak uitgespeeld geeft die je de beste kansen.</translation>
    </message>
    <message>
        <source>Play both at once.</source>
        <translation>Speel ze allebei tegelijk.</translation>
    </message>
    <message>
        <source>Call Uno with it (U).</source>
        <translation>Roep er Uno bij (U).</translation>
    </message>
    <message>
        <source>No hint now: wait for your turn.</source>
        <translation>Nu geen tip: wacht op je beurt.</translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Speel {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Trek een kaart</translation>
    </message>
    <message>
        <source>Keep the card</source>
        <translation>Houd de kaart</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Pak de kaarten</translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Daag uit</translation>
    </message>
    <message>
        <source>Name {color}</source>
        <translation>Kies {color}</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>Betrap {name}</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Roep Uno</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>The match being played cannot be deleted.</source>
        <translation>De partij die nu gespeeld wordt, kan niet worden verwijderd.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n partij</numerusform>
            <numerusform>%n partijen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this match?</source>
        <translation>Deze partij verwijderen?</translation>
    </message>
    <message>
        <source>Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics.</source>
        <translation>De partij van %1 (%2) voorgoed verwijderen? De rondes verdwijnen uit de geschiedenis en de statistieken.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Bewaren</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Gespeelde partijen</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Speler:</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Iedereen</translation>
    </message>
    <message>
        <source>&amp;Open scoresheet</source>
        <translation>Scoreblad &amp;openen</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistieken…</translation>
    </message>
    <message>
        <source>Export &amp;match…</source>
        <translation>&amp;Partij exporteren…</translation>
    </message>
    <message>
        <source>Export &amp;all…</source>
        <translation>&amp;Alles exporteren…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Verwij&amp;deren…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Moeilijk</translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} trok %n kaart.</numerusform>
            <numerusform>{name} trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} kreeg %n strafkaart.</numerusform>
            <numerusform>{name} kreeg %n strafkaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Straf: %n kaart wacht op de volgende speler.</numerusform>
            <numerusform>Straf: %n kaarten wachten op de volgende speler.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>De instellingen konden niet worden gelezen en zijn bewaard als %1; het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Het instellingenbestand %1 kon niet worden gelezen; het spel start met de standaardinstellingen.</translation>
    </message>
    <message>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>De onthouden partij kon niet worden gelezen; er begint een nieuwe partij.</translation>
    </message>
    <message>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>Een deel van de onthouden partij kon niet worden gelezen en is teruggezet naar de standaard: %1.</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>de spelers</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>de regels</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>speler %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of unodesk. This version starts with its defaults and leaves them as they are.</source>
        <translation>Je instellingen zijn opgeslagen door een nieuwere versie van unodesk. Deze versie start met de standaardinstellingen en laat de jouwe zoals ze zijn.</translation>
    </message>
    <message>
        <source>Your settings could not be saved: the disk is full. The game plays on, and your choices last until it closes.</source>
        <translation>Je instellingen konden niet worden opgeslagen: de schijf is vol. Het spel gaat door en je keuzes gelden tot het wordt gesloten.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: the folder %1 cannot be written to. The game plays on, and your choices last until it closes.</source>
        <translation>Je instellingen kunnen niet worden opgeslagen: in de map %1 kan niet worden geschreven. Het spel gaat door en je keuzes gelden tot het wordt gesloten.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in the folder %1. The game plays on, and your choices last until it closes.</source>
        <translation>Je instellingen konden niet worden opgeslagen in de map %1. Het spel gaat door en je keuzes gelden tot het wordt gesloten.</translation>
    </message>
    <message>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Geen vertaling gevonden voor %1; het spel blijft in het Engels.</translation>
    </message>
    <message>
        <source>unodesk</source>
        <translation>unodesk</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nieuwe partij…</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regels en hulp</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>T&amp;ip</translation>
    </message>
    <message>
        <source>Sh&amp;ow hints</source>
        <translation>Tips t&amp;onen</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Snelheid</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>&amp;Grotere kaarten</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Geluid &amp;uit</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Geluids&amp;volume</translation>
    </message>
    <message>
        <source>Sounds need the sound extra: pip install unodesk[sound]</source>
        <translation>Geluid vraagt de extra sound: pip install unodesk[sound]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;About unodesk</source>
        <translation>&amp;Over unodesk</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nieuwe partij</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start de partij</translation>
    </message>
    <message>
        <source>&lt; &amp;Back to the rules</source>
        <translation>&lt; Ter&amp;ug naar de regels</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Ter&amp;ug</translation>
    </message>
    <message>
        <source>1  Players</source>
        <translation>1  Spelers</translation>
    </message>
    <message>
        <source>2  Rules</source>
        <translation>2  Regels</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>&amp;Rules &gt;</source>
        <translation>&amp;Regels &gt;</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <source>Changing any rule makes the rules your own.</source>
        <translation>Wie een regel verandert, maakt de regels tot de zijne.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>De partij</translation>
    </message>
    <message>
        <source>&amp;More rules…</source>
        <translation>&amp;Meer regels…</translation>
    </message>
    <message>
        <source>The deck, the cards dealt and every house rule.</source>
        <translation>Het spel kaarten, de gedeelde kaarten en elke huisregel.</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Meer regels</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>De kaarten</translation>
    </message>
    <message>
        <source>Agree on these before you start. Rules that do nothing with the others chosen are greyed.</source>
        <translation>Spreek deze af voordat jullie beginnen. Regels die met de andere keuzes niets doen, zijn grijs.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plaats %1</translation>
    </message>
    <message numerus="yes">
        <source>A name can be up to %n characters long.</source>
        <translation>
            <numerusform>Een naam mag hoogstens %n teken lang zijn.</numerusform>
            <numerusform>Een naam mag hoogstens %n tekens lang zijn.</numerusform>
        </translation>
    </message>
    <message>
        <source>How does your table play?</source>
        <translation>Hoe spelen jullie aan tafel?</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Eigen regels</translation>
    </message>
</context>
<context>
    <name>PairPicker</name>
    <message>
        <source>You hold {card} twice. Play one, or both together?</source>
        <translation>Je hebt {card} twee keer. Eén spelen, of allebei tegelijk?</translation>
    </message>
    <message>
        <source>One card (1)</source>
        <translation>Eén kaart (1)</translation>
    </message>
    <message>
        <source>Both cards (2)</source>
        <translation>Allebei (2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Official rules</source>
        <translation>Officiële regels</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Zweedse huisregels</translation>
    </message>
    <message>
        <source>Norwegian house rules</source>
        <translation>Noorse huisregels</translation>
    </message>
    <message>
        <source>Dutch house rules</source>
        <translation>Nederlandse huisregels</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Quit unodesk?</source>
        <translation>unodesk afsluiten?</translation>
    </message>
    <message>
        <source>Leave the match for now?</source>
        <translation>De partij voorlopig verlaten?</translation>
    </message>
    <message>
        <source>The match is saved. The next time you start unodesk, you can continue it where you left off.</source>
        <translation>De partij is bewaard. De volgende keer dat je unodesk start, kun je verdergaan waar je gebleven was.</translation>
    </message>
    <message>
        <source>This computer cannot save the match, so quitting ends it.</source>
        <translation>Deze computer kan de partij niet bewaren, dus afsluiten beëindigt haar.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Verder spelen</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Continue the match?</source>
        <translation>Partij voortzetten?</translation>
    </message>
    <message>
        <source>Continue the match from %1?</source>
        <translation>De partij van %1 voortzetten?</translation>
    </message>
    <message>
        <source>Round %1 is under way. Playing to %2.</source>
        <translation>Ronde %1 is bezig. Er wordt gespeeld tot %2.</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Nieuwe partij</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Doorgaan</translation>
    </message>
</context>
<context>
    <name>RevealedHand</name>
    <message>
        <source>{name} had to show you their hand</source>
        <translation>{name} moest jou de kaarten laten zien</translation>
    </message>
    <message>
        <source>It was a bluff: {name} held a card of the colour in play.</source>
        <translation>Het was bluf: {name} had een kaart van de kleur op tafel.</translation>
    </message>
    <message>
        <source>No bluff: {name} held no card of the colour in play.</source>
        <translation>Geen bluf: {name} had geen kaart van de kleur op tafel.</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Verder (Enter)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>The match is over</source>
        <translation>De partij is voorbij</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>De ronde is voorbij</translation>
    </message>
    <message>
        <source>The round ended without a winner.</source>
        <translation>De ronde eindigde zonder winnaar.</translation>
    </message>
    <message numerus="yes">
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Winnaar van de partij: %1, met %n punt.</numerusform>
            <numerusform>Winnaar van de partij: %1, met %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winners of the match: team %1 (%2), with %n point(s).</source>
        <translation>
            <numerusform>Winnaars van de partij: team %1 (%2), met %n punt.</numerusform>
            <numerusform>Winnaars van de partij: team %1 (%2), met %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Als eerste uit: %1. Punten deze ronde: %n.</numerusform>
            <numerusform>Als eerste uit: %1. Punten deze ronde: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Als eerste uit: %1. Alle anderen tellen de kaarten die ze nog in hun hand hebben.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kaarten over</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Deze ronde</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>uitgegaan</translation>
    </message>
    <message numerus="yes">
        <source>Team %1 (%2): %n point(s) in all</source>
        <translation>
            <numerusform>Team %1 (%2): %n punt in totaal</numerusform>
            <numerusform>Team %1 (%2): %n punten in totaal</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Volgende ronde</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>Nieuwe &amp;partij…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kaartspel:</translation>
    </message>
    <message>
        <source>The newer 112-card decks add Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards.</source>
        <translation>De nieuwere spellen van 112 kaarten hebben daarbij een Wild Hussel Handen of een Wild Ruil Handen, en drie Wild Aanpasbaar-kaarten.</translation>
    </message>
    <message>
        <source>108 cards (classic)</source>
        <translation>108 kaarten (klassiek)</translation>
    </message>
    <message>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation>112 kaarten met Wild Hussel Handen</translation>
    </message>
    <message>
        <source>112 cards with Wild Swap Hands</source>
        <translation>112 kaarten met Wild Ruil Handen</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Puntentelling:</translation>
    </message>
    <message>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation>Of de winnaar van de ronde krijgt punten voor alle kaarten die de anderen nog hebben, of iedereen telt de eigen overgebleven kaarten en het laagste totaal wint.</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>De winnaar krijgt punten voor andermans kaarten</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Laagste totaal wint</translation>
    </message>
    <message>
        <source>&amp;Play to:</source>
        <translation>Spelen &amp;tot:</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s total, or a team&apos;s, reaches this score.</source>
        <translation>De partij is afgelopen zodra een speler of een team dit aantal punten haalt.</translation>
    </message>
    <message>
        <source>How many of the three customizable wild cards to play with; the others stay in the box.</source>
        <translation>Met hoeveel van de drie Wild Aanpasbaar-kaarten jullie spelen; de rest blijft in de doos.</translation>
    </message>
    <message>
        <source>Only with a 112-card deck.</source>
        <translation>Alleen met een spel van 112 kaarten.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other. When one of them goes out, the team scores the other teams&apos; cards, and the first team to the target wins.</source>
        <translation>Partners zitten tegenover elkaar. Gaat een van beiden uit, dan krijgt het team punten voor de kaarten van de andere teams; het eerste team dat de eindscore haalt, wint.</translation>
    </message>
    <message>
        <source>Teams of two need 4, 6, 8 or 10 players.</source>
        <translation>Teams van twee vragen om 4, 6, 8 of 10 spelers.</translation>
    </message>
    <message>
        <source>Strict Wild Draw Four</source>
        <translation>Strenge regel voor Wild Trek Vier</translation>
    </message>
    <message>
        <source>The game allows a Wild Draw Four only when you hold no card of the colour in play, so nobody can bluff with it: simpler for young players.</source>
        <translation>Het spel laat een Wild Trek Vier alleen toe als je geen kaart van de kleur op tafel hebt, dus niemand kan ermee bluffen. Makkelijker voor jonge spelers.</translation>
    </message>
    <message>
        <source>No bluffing</source>
        <translation>Geen bluf</translation>
    </message>
    <message>
        <source>A Wild Draw Four may be played whenever you like, so it is never a bluff and nobody challenges it. Off: it needs no card of the colour in play, and a bluff may be challenged.</source>
        <translation>Een Wild Trek Vier mag je spelen wanneer je wilt: het is nooit bluf, en niemand daagt je uit. Uit: je mag hem alleen spelen zonder kaart van de kleur op tafel, en een bluf mag worden uitgedaagd.</translation>
    </message>
    <message>
        <source>Strict Wild Draw Four decides when the card may be played.</source>
        <translation>De strenge regel voor Wild Trek Vier bepaalt al wanneer de kaart mag.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up; whoever cannot answer draws them all and misses the turn.</source>
        <translation>Op een Trek Twee mag je antwoorden met nog een Trek Twee, en de kaarten tellen op. Wie niet kan antwoorden, trekt ze allemaal en slaat een beurt over.</translation>
    </message>
    <message>
        <source>Wild Draw Four in the stack too</source>
        <translation>Ook Wild Trek Vier op de stapel</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four (the Dutch way). Off: only a Draw Two answers a Draw Two (the Swedish way).</source>
        <translation>Een Wild Trek Vier mag antwoorden op een Trek Twee of op een andere Wild Trek Vier (zoals in Nederland). Uit: alleen een Trek Twee gaat op een Trek Twee (zoals in Zweden).</translation>
    </message>
    <message>
        <source>Only with stacking.</source>
        <translation>Alleen bij stapelen.</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on, in the direction of play.</source>
        <translation>Met een 7 ruil je van hand met een speler naar keuze; bij een 0 schuift elke hand één plaats door, in de speelrichting.</translation>
    </message>
    <message>
        <source>Whoever holds the very card on top of the pile (same colour, same number or symbol) may put it down out of turn; play goes on from them.</source>
        <translation>Wie een kaart heeft die precies gelijk is aan de bovenste van de aflegstapel (zelfde kleur, zelfde getal of symbool), mag hem buiten de beurt leggen; het spel gaat dan verder vanaf die speler.</translation>
    </message>
    <message>
        <source>Both copies of a coloured card may go down together: two Skips skip two players, two Draw Twos make the next player draw four, two Reverses leave the direction as it was.</source>
        <translation>Beide exemplaren van een kleurkaart mogen samen op tafel: twee Sla Over slaan twee spelers over, twee Trek Twee laten de volgende speler vier kaarten trekken, twee Keer Om laten de richting zoals hij was.</translation>
    </message>
    <message>
        <source>After any wild card, no wild card may be played until every other player has had a turn.</source>
        <translation>Na een Wild-kaart mag er geen Wild-kaart meer komen voordat alle andere spelers een beurt hebben gehad.</translation>
    </message>
    <message>
        <source>A player who cannot play goes on drawing until a card fits, and may then play it.</source>
        <translation>Wie niet kan spelen, pakt kaart na kaart van de trekstapel tot er een past, en mag die dan spelen.</translation>
    </message>
    <message>
        <source>Cards to dra&amp;w when you cannot play:</source>
        <translation>Hoeveel kaarten tr&amp;ekken als je niet kunt spelen:</translation>
    </message>
    <message>
        <source>Drawing stops at the first card that fits, or after this many cards (the Norwegian way is three).</source>
        <translation>Je stopt bij de eerste kaart die past, of na zoveel kaarten (in Noorwegen zijn het er drie).</translation>
    </message>
    <message>
        <source>Not with Draw until you can play.</source>
        <translation>Niet samen met Trekken tot je kunt spelen.</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: when your only card is a wild, you must draw.</source>
        <translation>Een Wild-kaart mag niet je laatste kaart zijn: is je enige kaart een Wild-kaart, dan moet je trekken.</translation>
    </message>
    <message>
        <source>If your last card is an action card or a wild card, it still acts, but you draw a card instead of going out.</source>
        <translation>Is je laatste kaart een actiekaart of Wild-kaart, dan doet die nog gewoon zijn werk, maar je trekt een kaart in plaats van uit te gaan.</translation>
    </message>
    <message>
        <source>Agree before the match what the customizable wild cards of the 112-card decks do.</source>
        <translation>Spreek vóór de partij af wat de Wild Aanpasbaar-kaarten uit de spellen van 112 kaarten doen.</translation>
    </message>
    <message>
        <source>&amp;Cards dealt:</source>
        <translation>Kaarten per &amp;hand:</translation>
    </message>
    <message>
        <source>How many cards each player gets at the start of a round.</source>
        <translation>Hoeveel kaarten iedere speler krijgt aan het begin van een ronde.</translation>
    </message>
    <message>
        <source>C&amp;ustomizable wild cards:</source>
        <translation>Wild Aanpas&amp;baar-kaarten:</translation>
    </message>
    <message>
        <source>Play in teams of two</source>
        <translation>Spelen in teams van twee</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stapelen</translation>
    </message>
    <message>
        <source>Sevens and zeros</source>
        <translation>Zevens en nullen</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Ertussen springen</translation>
    </message>
    <message>
        <source>Two identical cards at once</source>
        <translation>Twee gelijke kaarten tegelijk</translation>
    </message>
    <message>
        <source>A whole round between wild cards</source>
        <translation>Een heel rondje tussen Wild-kaarten</translation>
    </message>
    <message>
        <source>Draw until you can play</source>
        <translation>Trekken tot je kunt spelen</translation>
    </message>
    <message>
        <source>No wild card last</source>
        <translation>Geen Wild als laatste kaart</translation>
    </message>
    <message>
        <source>No going out on an action card</source>
        <translation>Niet uitgaan met een actiekaart</translation>
    </message>
    <message>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Wild Aanpasbaar &amp;werkt als:</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Sla Over</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Keer Om</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Trek Twee</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Ruil Handen</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules and help</source>
        <translation>Regels en hulp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>The rules in the box, with no house rules.</source>
        <translation>De regels uit de doos, zonder huisregels.</translation>
    </message>
    <message>
        <source>%1: off</source>
        <translation>%1: uit</translation>
    </message>
    <message>
        <source>Not included, for your table to add: %1.</source>
        <translation>Niet inbegrepen, wel zelf aan te zetten: %1.</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Het doel</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Delen</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Jouw beurt</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation>Is de trekstapel op, dan worden de kaarten van de aflegstapel (behalve de bovenste) geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>The special cards</source>
        <translation>De speciale kaarten</translation>
    </message>
    <message>
        <source>Challenging a Wild Draw Four</source>
        <translation>Een Wild Trek Vier uitdagen</translation>
    </message>
    <message>
        <source>Calling “Uno!”</source>
        <translation>“Uno!” roepen</translation>
    </message>
    <message>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation>Heb je nog één kaart, roep dan Uno. Betrapt iemand je voordat de volgende speler een kaart legt of trekt, dan krijg je twee strafkaarten. Zodra de volgende speler iets gedaan heeft, ben je veilig.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punten tellen</translation>
    </message>
    <message>
        <source>Be the first to get rid of all your cards. Whoever goes out wins the round and scores points, and round follows round until a player, or a team, reaches the target score: 500 unless your table agrees on another.</source>
        <translation>Speel als eerste al je kaarten uit. Wie uitgaat, wint de ronde en krijgt punten; zo volgt ronde op ronde, tot een speler of een team de eindscore haalt: 500, tenzij jullie iets anders afspreken.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Onderdelen</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Wie er eerst deelt</translation>
    </message>
    <message>
        <source>Before the first round, everyone draws a card and the highest number deals. Skip, Reverse, Draw Two and the wild cards count as zero. When several players tie for the highest card, those players alone draw again. The game does the drawing for you. After each round the deal passes one seat to the left.</source>
        <translation>Voor de eerste ronde pakt ieder een kaart van de stapel; het hoogste getal wordt deler. Sla Over, Keer Om, Trek Twee en de Wild-kaarten zijn hierbij nul waard. Hebben meer spelers samen de hoogste kaart, dan trekken alleen zij opnieuw. Het spel doet het trekken voor jullie. Na elke ronde schuift de deler één plaats naar links op.</translation>
    </message>
    <message>
        <source>The dealer gives everyone seven cards, one at a time. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player on the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>De deler geeft iedereen zeven kaarten, één voor één. De rest van de kaarten ligt gedekt als trekstapel; de bovenste wordt omgedraaid en begint de aflegstapel. De speler links van de deler begint, en het spel gaat met de klok mee.</translation>
    </message>
    <message>
        <source>When the first card is special</source>
        <translation>Als de eerste kaart een speciale kaart is</translation>
    </message>
    <message>
        <source>Draw Two: the player on the dealer&apos;s left draws two cards and misses the turn; the next player begins.</source>
        <translation>Trek Twee: de speler links van de deler trekt twee kaarten en slaat de beurt over; de speler daarna begint.</translation>
    </message>
    <message>
        <source>Skip: the player on the dealer&apos;s left misses the turn; the next player begins.</source>
        <translation>Sla Over: de speler links van de deler slaat de beurt over; de speler daarna begint.</translation>
    </message>
    <message>
        <source>Reverse: the dealer begins, and play goes counter-clockwise.</source>
        <translation>Keer Om: de deler begint, en het spel gaat tegen de klok in.</translation>
    </message>
    <message>
        <source>Wild: the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Wild: de speler links van de deler kiest de kleur en speelt daarna.</translation>
    </message>
    <message>
        <source>Wild Draw Four: it goes back into the middle of the draw pile, and the next card is turned over.</source>
        <translation>Wild Trek Vier: die gaat terug midden in de trekstapel, en de volgende kaart wordt omgedraaid.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands, Wild Swap Hands and the customizable wild (the 112-card decks): they count as a plain Wild, so the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Wild Hussel Handen, Wild Ruil Handen en Wild Aanpasbaar (de spellen van 112 kaarten): die tellen als een gewone Wild, dus de speler links van de deler kiest de kleur en speelt daarna.</translation>
    </message>
    <message>
        <source>Put down one card that matches the top of the discard pile in colour, in number or in symbol. A wild card goes on anything, even when another card of yours would fit.</source>
        <translation>Leg één kaart die past bij de bovenste van de aflegstapel: dezelfde kleur, hetzelfde getal of hetzelfde symbool. Een Wild-kaart past op alles, ook als je een andere kaart zou kunnen leggen.</translation>
    </message>
    <message>
        <source>Nothing to play, or you would rather keep your cards? Take one card from the draw pile. If it fits, you may put it down straight away or keep it; if not, it joins your hand and the turn passes. Once you have drawn, that card is the only one you may still play this turn.</source>
        <translation>Niets te spelen, of hou je je kaarten liever? Pak één kaart van de trekstapel. Past die, dan mag je hem meteen leggen of houden; zo niet, dan gaat hij bij je hand en is de volgende aan de beurt. Heb je getrokken, dan is dat de enige kaart die je deze beurt nog mag spelen.</translation>
    </message>
    <message>
        <source>Some families draw more than one card: see Draw until you can play and the number of cards to draw under House rules.</source>
        <translation>Sommige families trekken meer dan één kaart: zie Trekken tot je kunt spelen en het aantal kaarten om te trekken bij Huisregels.</translation>
    </message>
    <message>
        <source>Skip: the next player misses their turn.</source>
        <translation>Sla Over: de volgende speler slaat een beurt over.</translation>
    </message>
    <message>
        <source>Reverse: play turns round and goes the other way.</source>
        <translation>Keer Om: het spel draait om en gaat de andere kant op.</translation>
    </message>
    <message>
        <source>Draw Two: the next player draws two cards and misses their turn.</source>
        <translation>Trek Twee: de volgende speler trekt twee kaarten en slaat een beurt over.</translation>
    </message>
    <message>
        <source>Wild: you choose the colour play goes on in, even the one already in play.</source>
        <translation>Wild: jij kiest in welke kleur er verder gespeeld wordt, ook de kleur die al op tafel ligt.</translation>
    </message>
    <message>
        <source>Wild Draw Four: you choose the colour, and the next player draws four cards and misses their turn. You may only play it when you hold no card of the colour in play; a card with the same number or symbol does not count, nor does a wild card. Played all the same, it is a bluff, and it may be challenged.</source>
        <translation>Wild Trek Vier: jij kiest de kleur, en de volgende speler trekt vier kaarten en slaat een beurt over. Je mag hem alleen spelen als je geen kaart van de kleur op tafel hebt; een kaart met hetzelfde getal of symbool telt niet mee, een Wild-kaart ook niet. Speel je hem toch, dan is het bluf, en dan mag je worden uitgedaagd.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Met z&apos;n tweeën</translation>
    </message>
    <message>
        <source>With only two of you, a Skip or a Reverse lets you play again at once (the Reverse still turns the direction, though two players cannot tell). After a Draw Two or a Wild Draw Four your opponent draws the cards, and then it is your turn again.</source>
        <translation>Met z&apos;n tweeën mag je na een Sla Over of een Keer Om meteen nog een keer (de Keer Om draait de richting wel om, maar met twee merk je dat niet). Na een Trek Twee of een Wild Trek Vier trekt je tegenstander de kaarten, en daarna speel jij weer.</translation>
    </message>
    <message>
        <source>Whoever must draw four may challenge instead. The player of the Wild Draw Four then shows their hand to the challenger, and to nobody else: at this computer it appears on the challenger&apos;s screen alone, and the game waits until it is closed.</source>
        <translation>Wie vier kaarten moet trekken, mag in plaats daarvan uitdagen. De speler van de Wild Trek Vier laat dan de eigen kaarten zien aan de uitdager, en aan niemand anders: op deze computer verschijnen ze alleen op het scherm van de uitdager, en het spel wacht tot dat weer dicht is.</translation>
    </message>
    <message>
        <source>A bluff (they held a card of the colour in play): they draw the four cards themselves; the challenger draws nothing and plays next.</source>
        <translation>Bluf (de speler had een kaart van de kleur op tafel): die speler trekt zelf de vier kaarten; de uitdager trekt niets en is daarna aan de beurt.</translation>
    </message>
    <message>
        <source>No bluff: the challenger draws six cards, the four and two more, and misses the turn; the player after them goes on.</source>
        <translation>Geen bluf: de uitdager trekt zes kaarten, de vier plus twee extra, en slaat de beurt over; de speler daarna gaat verder.</translation>
    </message>
    <message>
        <source>Under stacking, the whole stack takes the place of the four cards. With No bluffing or Strict Wild Draw Four there is nothing to challenge.</source>
        <translation>Bij stapelen komt de hele stapel in plaats van de vier kaarten. Met Geen bluf of Strenge regel voor Wild Trek Vier valt er niets uit te dagen.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first, and they count.</source>
        <translation>Wie uitgaat, krijgt punten voor de kaarten die de anderen nog in hun hand hebben. Was de laatste kaart een Trek Twee of een Wild Trek Vier, dan trekt de volgende speler die kaarten eerst nog, en ze tellen mee.</translation>
    </message>
    <message>
        <source>Number cards: their number.</source>
        <translation>Cijferkaarten: het getal dat erop staat.</translation>
    </message>
    <message>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation>Sla Over, Keer Om en Trek Twee: 20 punten.</translation>
    </message>
    <message>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation>Wild, Wild Trek Vier en Wild Ruil Handen: 50 punten.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation>Wild Hussel Handen en Wild Aanpasbaar: 40 punten.</translation>
    </message>
    <message>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation>Sommige families tellen andersom: iedereen telt de kaarten die nog in de eigen hand zitten, en zodra iemand de eindscore haalt, wint wie de minste punten heeft.</translation>
    </message>
    <message>
        <source>Playing in teams</source>
        <translation>In teams spelen</translation>
    </message>
    <message>
        <source>With four, six, eight or ten players you may play in teams of two. Partners sit opposite each other, and a badge at every seat names its team. When you go out, your team wins the round: you score the cards in the other teams&apos; hands, while your partner&apos;s cards count for nobody. A team&apos;s total is its two players&apos; points added up, and the first team to reach the target wins the match.</source>
        <translation>Met vier, zes, acht of tien spelers kun je in teams van twee spelen. Partners zitten tegenover elkaar, en een label bij elke plaats noemt het team. Ga jij uit, dan wint jouw team de ronde: jij krijgt punten voor de kaarten van de andere teams, terwijl de kaarten van je partner voor niemand tellen. Het totaal van een team is de som van zijn twee spelers, en het eerste team dat de eindscore haalt, wint de partij.</translation>
    </message>
    <message>
        <source>When the lowest total wins, each player still scores their own cards; the team adds its two players&apos; points, and when a team reaches the target, the team with the lowest total wins.</source>
        <translation>Wint het laagste totaal, dan telt ieder nog steeds de eigen kaarten; het team telt de punten van zijn twee spelers op, en zodra een team de eindscore haalt, wint het team met het laagste totaal.</translation>
    </message>
    <message>
        <source>The 112-card decks</source>
        <translation>De spellen met 112 kaarten</translation>
    </message>
    <message>
        <source>Newer boxes have 112 cards: the 108 of the classic deck, Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards. Before the match your table decides whether to use one, two or all three customizable cards; the others stay in the box. All of these are wild cards, so you also choose the colour.</source>
        <translation>Nieuwere dozen hebben 112 kaarten: de 108 van het klassieke spel, een Wild Hussel Handen of een Wild Ruil Handen, en drie Wild Aanpasbaar-kaarten. Voor de partij beslissen jullie of je er één, twee of alle drie gebruikt; de rest blijft in de doos. Het zijn allemaal Wild-kaarten, dus je kiest ook de kleur.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands: you collect every card the other players hold, shuffle them and deal them out one by one to everyone, yourself included, starting on your left. Your own cards stay in your hand, and hands may come back bigger or smaller.</source>
        <translation>Wild Hussel Handen: je verzamelt alle kaarten van de andere spelers, schudt ze en deelt ze één voor één uit aan iedereen, jezelf ook, te beginnen links van je. Je eigen kaarten houd je, en handen kunnen groter of kleiner terugkomen.</translation>
    </message>
    <message>
        <source>Wild Swap Hands: played like a Wild, and you may also swap your whole hand with another player&apos;s; you may just as well keep your own.</source>
        <translation>Wild Ruil Handen: werkt als een Wild, en je mag bovendien je hele hand ruilen met die van een andere speler; je eigen hand houden mag ook.</translation>
    </message>
    <message>
        <source>Cards too small to read? Tick Larger cards in the View menu; every card on the table grows a size, and the choice is remembered.</source>
        <translation>Kaarten te klein om te lezen? Vink Grotere kaarten aan in het menu Beeld; elke kaart op tafel wordt een maat groter, en de keuze wordt onthouden.</translation>
    </message>
    <message>
        <source>Strict Wild Draw Four and No bluffing are two ways round the same card; with both off, you play it as the official rules say: a bluff is allowed, and so is a challenge.</source>
        <translation>Strenge regel voor Wild Trek Vier en Geen bluf zijn twee manieren om met dezelfde kaart om te gaan. Staan ze allebei uit, dan speel je hem zoals de officiële regels zeggen: bluffen mag, en uitdagen ook.</translation>
    </message>
    <message>
        <source>Two identical cards at once: a pair goes down wherever one of its cards may. With two players, a pair of Skips or Reverses lets you play again. Wild cards are never paired, and after drawing only the drawn card may be played, on its own.</source>
        <translation>Twee gelijke kaarten tegelijk: een paar mag overal waar één van de twee mag. Met z&apos;n tweeën mag je na een paar Sla Over of Keer Om nog een keer. Wild-kaarten gaan nooit als paar, en na het trekken mag alleen de getrokken kaart, in z&apos;n eentje.</translation>
    </message>
    <message>
        <source>A whole round between wild cards: a turn missed counts as a turn had. While the rest lasts, the line under the table names the players who must still have their turn.</source>
        <translation>Een heel rondje tussen Wild-kaarten: een overgeslagen beurt telt ook als beurt. Zolang het rondje duurt, noemt de regel onder de tafel wie nog aan de beurt moet komen.</translation>
    </message>
    <message>
        <source>Ready-made house rules</source>
        <translation>Kant-en-klare huisregels</translation>
    </message>
    <message>
        <source>Esc: close a colour, player or pair choice, or open the menu.</source>
        <translation>Esc: de keuze van kleur, speler of paar sluiten, of het menu openen.</translation>
    </message>
    <message>
        <source>Enter or Esc: put away a hand you were shown after a challenge.</source>
        <translation>Enter of Esc: een hand die je na een uitdaging te zien kreeg, weer wegleggen.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>Customizable wild: it does what your table agreed before the match (a Wild, a Skip, a Reverse, a Draw Two or a swap of hands), set under More rules in the new-match window.</source>
        <translation>Wild Aanpasbaar: doet wat jullie vóór de partij hebben afgesproken (Wild, Sla Over, Keer Om, Trek Twee of handen ruilen), in te stellen onder Meer regels van Nieuwe partij.</translation>
    </message>
    <message>
        <source>These are not in the official rules, but many families play them. Agree on them before you start: each one is set under More rules in the new-match window.</source>
        <translation>Deze staan niet in de officiële regels, maar veel families spelen ermee. Spreek ze af voordat jullie beginnen: je stelt ze in onder Meer regels van Nieuwe partij.</translation>
    </message>
    <message>
        <source>Each of these is a set of house rules often played in that country, on top of the official rules; none of them is an official rule book. Choose one in the Rules step of the new-match window; change any rule and the rules become your own.</source>
        <translation>Elk hiervan is een verzameling huisregels die in dat land vaak gespeeld wordt, bovenop de officiële regels; geen ervan is een officieel regelboek. Kies er een in de stap Regels van Nieuwe partij; verander je een regel, dan worden het jullie eigen regels.</translation>
    </message>
    <message>
        <source>Playing at this computer</source>
        <translation>Spelen op deze computer</translation>
    </message>
    <message>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press the Uno button before you play your second-to-last card, or right after it; if someone forgets, a Catch button appears at their seat.</source>
        <translation>Klik op een kaart die omhoog staat om hem te spelen, of klik op de trekstapel om te trekken. Na een Wild-kaart kies je de kleur. Druk op de Uno-knop voordat je je voorlaatste kaart speelt, of meteen daarna; vergeet iemand dat, dan verschijnt bij die speler de knop ‘Betrappen!’.</translation>
    </message>
    <message>
        <source>When pairs are allowed and you hold both copies of a card you may play, a click on either asks whether to play one or both. Wild Swap Hands asks whom to swap with; Nobody keeps your own hand.</source>
        <translation>Mogen paren en heb je beide exemplaren van een speelbare kaart, dan vraagt een klik op een van de twee of je er één of beide wilt spelen. Wild Ruil Handen vraagt met wie je ruilt; Niemand laat je je eigen hand houden.</translation>
    </message>
    <message>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation>Pijltjes links en rechts: door je hand lopen; Enter: die kaart spelen.</translation>
    </message>
    <message>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation>D: een kaart trekken. K: de getrokken kaart houden. U: Uno roepen.</translation>
    </message>
    <message>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation>1 tot 4: kies rood, geel, groen of blauw.</translation>
    </message>
    <message>
        <source>1 or 2: play one card or both, when you may play a pair.</source>
        <translation>1 of 2: één kaart of beide spelen, als je een paar mag spelen.</translation>
    </message>
    <message>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation>C: een Wild Trek Vier uitdagen. T: in plaats daarvan de kaarten pakken.</translation>
    </message>
    <message>
        <source>L: open or close what happened, the round&apos;s events, newest first.</source>
        <translation>L: open of sluit wat er in de ronde gebeurde, nieuwste eerst.</translation>
    </message>
    <message>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation>Ctrl+N: nieuwe partij. F1: deze hulp. Ctrl+Q: afsluiten.</translation>
    </message>
    <message>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation>Je kunt met meer mensen aan één computer spelen. Is een ander aan de beurt, dan worden alle handen verborgen en vraagt het spel om de computer door te geven; de volgende speler klikt op de knop met de eigen naam (of drukt op Enter) en ziet dan de eigen kaarten.</translation>
    </message>
    <message>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation>De snelheid van de animaties en de taal vind je in het menu. De laatst ingestelde partij wordt onthouden en start de volgende keer opnieuw.</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>unodesk is already open on this computer. Look for its window.</source>
        <translation>unodesk is al geopend op deze computer. Zoek het venster.</translation>
    </message>
    <message>
        <source>No round has been finished yet.</source>
        <translation>Er is nog geen ronde uitgespeeld.</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>doel %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Partij</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Begonnen</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Doel</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntentelling</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Uitgegaan</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Soort</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Points in hand</source>
        <translation>Punten in de hand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Seconden</translation>
    </message>
    <message>
        <source>Take-backs</source>
        <translation>Teruggenomen zetten</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exporteren als CSV</translation>
    </message>
    <message>
        <source>Export the whole history as CSV</source>
        <translation>De hele geschiedenis exporteren als CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-bestanden (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Het bestand %1 kon niet worden geschreven: %2</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Opslaan als PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-bestanden (*.pdf)</translation>
    </message>
    <message>
        <source>The file %1 could not be written.</source>
        <translation>Het bestand %1 kon niet worden geschreven.</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Print the scoresheet</source>
        <translation>Het scoreblad afdrukken</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>De printer kon niet worden gebruikt.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondes</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Speelduur</translation>
    </message>
    <message>
        <source>Continue the match from %1? %2</source>
        <translation>De partij van %1 voortzetten? %2</translation>
    </message>
    <message>
        <source>&amp;Continue the match from %1…</source>
        <translation>&amp;Partij van %1 voortzetten…</translation>
    </message>
    <message>
        <source>The scores were backed up to %1.</source>
        <translation>Van de scores is een reservekopie gemaakt in %1.</translation>
    </message>
    <message>
        <source>The scores were restored from %1. The scores kept before are in %2.</source>
        <translation>De scores zijn hersteld uit %1. De scores van daarvoor staan in %2.</translation>
    </message>
    <message>
        <source>The match from %1 cannot be continued by this version of unodesk. It stays in the history, and a new match begins.</source>
        <translation>De partij van %1 kan met deze versie van unodesk niet worden voortgezet. Ze blijft in de geschiedenis en er begint een nieuwe partij.</translation>
    </message>
    <message>
        <source>&amp;Take back my turn</source>
        <translation>Mijn &amp;zet terugnemen</translation>
    </message>
    <message>
        <source>Scores&amp;heet</source>
        <translation>Score&amp;blad</translation>
    </message>
    <message>
        <source>Match histor&amp;y and statistics</source>
        <translation>&amp;Gespeelde partijen en statistieken</translation>
    </message>
    <message>
        <source>Scor&amp;es</source>
        <translation>S&amp;cores</translation>
    </message>
    <message>
        <source>&amp;Back up…</source>
        <translation>&amp;Reservekopie maken…</translation>
    </message>
    <message>
        <source>&amp;Restore from a backup…</source>
        <translation>&amp;Herstellen uit een reservekopie…</translation>
    </message>
    <message>
        <source>&amp;Save now</source>
        <translation>Nu &amp;opslaan</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>uitgegaan</translation>
    </message>
    <message>
        <source>in the lead</source>
        <translation>staat voor</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>gaf</translation>
    </message>
    <message>
        <source>a turn was taken back</source>
        <translation>een zet is teruggenomen</translation>
    </message>
    <message>
        <source>Team %1: %2</source>
        <translation>Team %1: %2</translation>
    </message>
    <message>
        <source>Rounds played: %1.</source>
        <translation>Gespeelde rondes: %1.</translation>
    </message>
    <message>
        <source>Round %1, dealt by %2.</source>
        <translation>Ronde %1, %2 gaf.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ging uit.</translation>
    </message>
    <message>
        <source>Turns taken back: %1.</source>
        <translation>Teruggenomen zetten: %1.</translation>
    </message>
    <message>
        <source>%1: %2 points this round, %3 in all.</source>
        <translation>%1: %2 punten deze ronde, %3 in totaal.</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Speelt als</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partijen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Rondes gewonnen</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Punten per ronde</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste ronde</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste partij</translation>
    </message>
    <message>
        <source>Finished matches played</source>
        <translation>Uitgespeelde partijen</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Gewonnen partijen</translation>
    </message>
    <message>
        <source>Rounds in which this player went out first</source>
        <translation>Rondes waarin deze speler als eerste uitging</translation>
    </message>
    <message>
        <source>Average points scored a round, in matches where the highest score wins</source>
        <translation>Gemiddeld aantal punten per ronde, in partijen waarin de hoogste score wint</translation>
    </message>
    <message>
        <source>The most points scored in one round</source>
        <translation>De meeste punten in één ronde</translation>
    </message>
    <message>
        <source>The highest total at the end of a finished match</source>
        <translation>Het hoogste eindtotaal van een uitgespeelde partij</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persoon</translation>
    </message>
    <message>
        <source>Computer, %1</source>
        <translation>Computer, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a date, then a time</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>today, %1</source>
        <translation>vandaag, %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <translation>gisteren, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a weekday, then a time</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>minder dan een minuut</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes of play</comment>
        <translation>%1 u %2 min</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Huisregels</translation>
    </message>
    <message>
        <source>to %1, lowest wins</source>
        <translation>tot %1, laagste wint</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>tot %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the rules&apos; name, then the target</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The match ends when someone reaches %1 points; the lowest total wins.</source>
        <translation>De partij eindigt als iemand %1 punten haalt; het laagste totaal wint.</translation>
    </message>
    <message>
        <source>Playing to %1 points.</source>
        <translation>Er wordt gespeeld tot %1 punten.</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Geen winnaar</translation>
    </message>
    <message>
        <source>Still being played</source>
        <translation>Nog bezig</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Niet uitgespeeld</translation>
    </message>
    <message>
        <source>Cannot be continued</source>
        <translation>Kan niet verder</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>a name, then a total</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the players of a list</comment>
        <translation>, </translation>
    </message>
    <message>
        <source>, …</source>
        <translation>, …</translation>
    </message>
    <message>
        <source>The scores could not be saved just now (%1). Nothing is lost: they are saved at the end of the next round, or at once with Game ▸ Scores ▸ Save now.</source>
        <translation>De scores konden nu niet worden opgeslagen (%1). Er gaat niets verloren: ze worden opgeslagen aan het eind van de volgende ronde, of meteen met Spel ▸ Scores ▸ Nu opslaan.</translation>
    </message>
    <message>
        <source>The scores still cannot be saved (%1). They are kept, and saved at the end of the next round.</source>
        <translation>De scores kunnen nog steeds niet worden opgeslagen (%1). Ze blijven bewaard en worden opgeslagen aan het eind van de volgende ronde.</translation>
    </message>
    <message>
        <source>The scores are saved again.</source>
        <translation>De scores zijn weer opgeslagen.</translation>
    </message>
    <message>
        <source>Part of the scores could not be read. What could be read is shown; the scores file keeps the rest as it is.</source>
        <translation>Een deel van de scores kon niet worden gelezen. Wat gelezen kon worden, wordt getoond; het scorebestand houdt de rest zoals het is.</translation>
    </message>
    <message>
        <source>The match left unfinished could not be read. It stays in the history, marked, and a new match begins.</source>
        <translation>De onafgemaakte partij kon niet worden gelezen. Ze blijft in de geschiedenis, gemarkeerd, en er begint een nieuwe partij.</translation>
    </message>
    <message>
        <source>This match cannot be saved: the scores file holds rows that another program left there. Play on; this match is not kept.</source>
        <translation>Deze partij kan niet worden opgeslagen: in het scorebestand staan regels die een ander programma daar heeft achtergelaten. Speel verder; deze partij wordt niet bewaard.</translation>
    </message>
    <message>
        <source>The scores were saved by a newer version of unodesk and are left untouched. This time, scores are kept only until the game closes.</source>
        <translation>De scores zijn opgeslagen door een nieuwere versie van unodesk en blijven onaangeroerd. Deze keer worden de scores alleen bewaard tot het spel sluit.</translation>
    </message>
    <message>
        <source>The scores file was damaged (%1) and has been kept as %2. A new scores file was started.</source>
        <translation>Het scorebestand was beschadigd (%1) en is bewaard als %2. Er is een nieuw scorebestand begonnen.</translation>
    </message>
    <message>
        <source>Scores cannot be saved (%1): they are kept only until the game closes.</source>
        <translation>De scores kunnen niet worden opgeslagen (%1): ze blijven alleen bewaard tot het spel sluit.</translation>
    </message>
    <message>
        <source>not a scores file</source>
        <translation>geen scorebestand</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>onvolledig</translation>
    </message>
    <message>
        <source>it failed its check</source>
        <translation>de controle mislukte</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>de map is alleen-lezen</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>de schijf meldde een fout</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>het bestand kan niet worden geopend</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>een ander programma gebruikt het bestand</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>het bestand kan niet worden geschreven</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <source>Scoresheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Scoresheet: %1 (%2)</source>
        <translation>Scoreblad: %1 (%2)</translation>
    </message>
    <message>
        <source>No match is being played.</source>
        <translation>Er wordt nu geen partij gespeeld.</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exporteren als &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Afdrukken…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Opslaan als P&amp;DF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Alva</source>
        <translation>Lotte</translation>
    </message>
    <message>
        <source>Nils</source>
        <translation>Bram</translation>
    </message>
    <message>
        <source>Sanne</source>
        <translation>Sanne</translation>
    </message>
    <message>
        <source>Ingrid</source>
        <translation>Anouk</translation>
    </message>
    <message>
        <source>Lars</source>
        <translation>Luuk</translation>
    </message>
    <message>
        <source>Femke</source>
        <translation>Femke</translation>
    </message>
    <message>
        <source>Oskar</source>
        <translation>Sem</translation>
    </message>
    <message>
        <source>Sigrid</source>
        <translation>Noor</translation>
    </message>
    <message>
        <source>Daan</source>
        <translation>Daan</translation>
    </message>
    <message>
        <source>Maja</source>
        <translation>Mila</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>No animations</source>
        <translation>Geen animaties</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Er is nog geen partij gespeeld.</translation>
    </message>
    <message>
        <source>&amp;Running totals in:</source>
        <translation>&amp;Puntenverloop van:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Start a new game from the menu.</source>
        <translation>Start een nieuwe partij via het menu.</translation>
    </message>
    <message>
        <source>{name} won the round.</source>
        <translation>{name} won de ronde.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Geef de computer door. Aan de beurt: {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: thinking…</source>
        <translation>Aan de beurt: {name} (denkt na…)</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Aan de beurt: {name}.</translation>
    </message>
    <message>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation>Jouw beurt, {name}: speel een kaart die omhoog staat (klik, of pijltjes en Enter) of trek (D).</translation>
    </message>
    <message>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation>Jouw beurt, {name}: er past geen kaart, trek er een (D).</translation>
    </message>
    <message>
        <source>You hold a pair: click one of its cards to play one or both.</source>
        <translation>Je hebt een paar: klik op een van de twee om er één of beide te spelen.</translation>
    </message>
    <message>
        <source>Play the card you drew, or keep it (K).</source>
        <translation>Speel de getrokken kaart, of houd hem (K).</translation>
    </message>
    <message>
        <source>Choose the colour (1–4).</source>
        <translation>Kies de kleur (1–4).</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation>Daag de Wild Trek Vier uit (C) of pak de kaarten (T).</translation>
    </message>
    <message numerus="yes">
        <source>Answer with a raised card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Antwoord met een kaart die omhoog staat, of pak %n kaart (T).</numerusform>
            <numerusform>Antwoord met een kaart die omhoog staat, of pak %n kaarten (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No card of yours answers: take %n card(s) (T).</source>
        <translation>
            <numerusform>Je hebt geen kaart om mee te antwoorden: pak %n kaart (T).</numerusform>
            <numerusform>Je hebt geen kaart om mee te antwoorden: pak %n kaarten (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until %n more player(s) have had a turn.</source>
        <translation>
            <numerusform>Geen Wild-kaart voordat nog %n speler een beurt heeft gehad.</numerusform>
            <numerusform>Geen Wild-kaart voordat nog %n spelers een beurt hebben gehad.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until {names} has had a turn.</source>
        <translation>
            <numerusform>Geen Wild-kaart voordat {names} een beurt heeft gehad.</numerusform>
            <numerusform>Geen Wild-kaart voordat {names} een beurt hebben gehad.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} had to show you their hand.</source>
        <translation>{name} moest jou de kaarten laten zien.</translation>
    </message>
    <message>
        <source>Uno will be called with your next card.</source>
        <translation>Bij je volgende kaart roep je Uno.</translation>
    </message>
    <message>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation>{name} zit op één kaart en riep geen Uno: betrappen!</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Skipped</source>
        <translation>Overgeslagen</translation>
    </message>
    <message>
        <source>Uno!</source>
        <translation>Uno!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Betrapt!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bluf!</translation>
    </message>
    <message>
        <source>No bluff</source>
        <translation>Geen bluf</translation>
    </message>
    <message>
        <source>Challenge!</source>
        <translation>Uitdaging!</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the round!</source>
        <translation>{name} wint de ronde!</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>De ronde is voorbij</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Team %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Call Uno (U)</source>
        <translation>Uno roepen (U)</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Uno roepen</translation>
    </message>
    <message>
        <source>Keep it (K)</source>
        <translation>Houden (K)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Wat er gebeurde</translation>
    </message>
    <message>
        <source>What happened (L)</source>
        <translation>Wat er gebeurde (L)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Spelen tot %1</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} wint de partij!</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>met %n punt</numerusform>
            <numerusform>met %n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Betrappen!</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>{name} betrappen</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Pak %n kaart (T)</numerusform>
            <numerusform>Pak %n kaarten (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, speelbaar</translation>
    </message>
    <message>
        <source>{card}, not playable now</source>
        <translation>{card}, nu niet speelbaar</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>{name}: {details}</source>
        <translation>{name}: {details}</translation>
    </message>
    <message numerus="yes">
        <source>draw pile: %n card(s)</source>
        <translation>
            <numerusform>trekstapel: %n kaart</numerusform>
            <numerusform>trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>colour in force: {colour}</source>
        <translation>kleur die geldt: {colour}</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n kaart)</numerusform>
            <numerusform>%1 (%n kaarten)</numerusform>
        </translation>
    </message>
    <message>
        <source>Swap hands with whom?</source>
        <translation>Met wie ruil je van hand?</translation>
    </message>
    <message>
        <source>Nobody: keep my hand</source>
        <translation>Niemand: ik houd mijn eigen hand</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} sprong ertussen met {card}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} speelde {card}.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>De eerste kaart is {card}.</translation>
    </message>
    <message>
        <source>{name} chose {color}.</source>
        <translation>{name} koos {color}.</translation>
    </message>
    <message>
        <source>{name} kept the card.</source>
        <translation>{name} hield de kaart.</translation>
    </message>
    <message>
        <source>{name} is skipped.</source>
        <translation>{name} werd overgeslagen.</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Het spel gaat nu de andere kant op.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} riep Uno!</translation>
    </message>
    <message>
        <source>{name} caught {target} without Uno.</source>
        <translation>{name} betrapte {target} zonder Uno.</translation>
    </message>
    <message>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation>{name} daagde {target} uit: het was bluf!</translation>
    </message>
    <message>
        <source>{name} challenged {target}: no bluff.</source>
        <translation>{name} daagde {target} uit: geen bluf.</translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} ruilde van hand met {target}.</translation>
    </message>
    <message>
        <source>Every hand moved one seat along.</source>
        <translation>Alle handen schoven één plaats door.</translation>
    </message>
    <message>
        <source>{name} gathered the other hands, shuffled them and dealt them out.</source>
        <translation>{name} verzamelde de kaarten van de anderen, schudde ze en deelde ze uit.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>De aflegstapel is geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Wacht even. Aan de beurt: {name}.</translation>
    </message>
    <message>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation>{card} past niet: speel {color}, of hetzelfde getal of symbool als {top}.</translation>
    </message>
    <message>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation>Na het trekken kun je alleen de getrokken kaart ({card}) spelen.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation>Een Wild Trek Vier mag je alleen spelen als je geen kaart met de kleur {color} hebt.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in je hand.</translation>
    </message>
    <message>
        <source>Choose a colour for the wild card.</source>
        <translation>Kies een kleur voor de Wild-kaart.</translation>
    </message>
    <message>
        <source>Choose a player to swap hands with.</source>
        <translation>Kies met wie je van hand ruilt.</translation>
    </message>
    <message>
        <source>You cannot swap hands with that player.</source>
        <translation>Met die speler kun je niet van hand ruilen.</translation>
    </message>
    <message>
        <source>That card does not swap hands.</source>
        <translation>Met die kaart ruil je niet van hand.</translation>
    </message>
    <message>
        <source>That card has its own colour.</source>
        <translation>Die kaart heeft al een eigen kleur.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} en {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No wild card yet: {names} must have a turn first.</source>
        <translation>Nog geen Wild-kaart: wacht eerst op een beurt van {names}.</translation>
    </message>
    <message>
        <source>One card at a time: two identical cards together is a house rule that is not on.</source>
        <translation>Eén kaart tegelijk: twee gelijke kaarten samen is een huisregel die nu uit staat.</translation>
    </message>
    <message>
        <source>Wild cards go down one at a time, never as a pair.</source>
        <translation>Wild-kaarten gaan één voor één, nooit als paar.</translation>
    </message>
    <message>
        <source>You hold only one {card}: a pair needs both copies.</source>
        <translation>Je hebt maar één {card}: voor een paar heb je ze allebei nodig.</translation>
    </message>
    <message>
        <source>{card} cannot be played like that now.</source>
        <translation>{card} kan nu niet zo gespeeld worden.</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: you must draw.</source>
        <translation>Een Wild-kaart mag niet je laatste kaart zijn: je moet trekken.</translation>
    </message>
    <message>
        <source>Answer the penalty with a draw card that may go on it, or take the cards.</source>
        <translation>Beantwoord de straf met een trekkaart die erop mag, of pak de kaarten.</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation>Daag de Wild Trek Vier uit, of pak de kaarten.</translation>
    </message>
    <message>
        <source>Choose the colour first.</source>
        <translation>Kies eerst de kleur.</translation>
    </message>
    <message>
        <source>There is no colour to choose now.</source>
        <translation>Er valt nu geen kleur te kiezen.</translation>
    </message>
    <message>
        <source>Nobody may jump in right now.</source>
        <translation>Nu mag niemand ertussen springen.</translation>
    </message>
    <message>
        <source>Uno is called with your second-to-last card, or when one card is left.</source>
        <translation>Uno roep je bij je voorlaatste kaart, of als je nog één kaart hebt.</translation>
    </message>
    <message>
        <source>You have already called Uno.</source>
        <translation>Je hebt al Uno geroepen.</translation>
    </message>
    <message>
        <source>Nobody can be caught without Uno right now.</source>
        <translation>Er valt nu niemand te betrappen zonder Uno.</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation>Er is geen Wild Trek Vier om uit te dagen.</translation>
    </message>
    <message>
        <source>There are no cards to take.</source>
        <translation>Er zijn geen kaarten om te pakken.</translation>
    </message>
    <message>
        <source>You can keep a card only right after drawing it.</source>
        <translation>Je kunt een kaart alleen houden vlak nadat je hem getrokken hebt.</translation>
    </message>
    <message>
        <source>You cannot draw now.</source>
        <translation>Je kunt nu niet trekken.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>De ronde is voorbij.</translation>
    </message>
    <message>
        <source>The round is not over yet.</source>
        <translation>De ronde is nog niet voorbij.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>De partij is voorbij.</translation>
    </message>
    <message>
        <source>Pass the computer to the next player first.</source>
        <translation>Geef de computer eerst door aan de volgende speler.</translation>
    </message>
    <message>
        <source>Turns are taken back only when one person plays against computers.</source>
        <translation>Zetten kunnen alleen worden teruggenomen als één persoon tegen computers speelt.</translation>
    </message>
    <message>
        <source>The round is over: nothing can be taken back now.</source>
        <translation>De ronde is voorbij: er kan nu niets meer worden teruggenomen.</translation>
    </message>
    <message>
        <source>You have not played a turn in this round yet.</source>
        <translation>Je hebt in deze ronde nog geen zet gedaan.</translation>
    </message>
    <message>
        <source>That turn cannot be taken back: a new card has been seen since.</source>
        <translation>Die zet kan niet worden teruggenomen: er is sindsdien een nieuwe kaart gezien.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Dat kan nu niet.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Sla Over</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Keer Om</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Trek Twee</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Wild</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Wild Trek Vier</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands</source>
        <translation>Wild Hussel Handen</translation>
    </message>
    <message>
        <source>Wild Swap Hands</source>
        <translation>Wild Ruil Handen</translation>
    </message>
    <message>
        <source>Wild Customizable</source>
        <translation>Wild Aanpasbaar</translation>
    </message>
    <message>
        <source>red</source>
        <comment>before a card&apos;s name</comment>
        <translation>rode</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>before a card&apos;s name</comment>
        <translation>gele</translation>
    </message>
    <message>
        <source>green</source>
        <comment>before a card&apos;s name</comment>
        <translation>groene</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>before a card&apos;s name</comment>
        <translation>blauwe</translation>
    </message>
    <message>
        <source>{color} {number}</source>
        <translation>{color} {number}</translation>
    </message>
    <message>
        <source>{color} {action}</source>
        <translation>{color} {action}</translation>
    </message>
</context>
</TS>
