<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="63"/>
        <source>About unodesk</source>
        <translation>Om unodesk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="65"/>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="66"/>
        <source>Uno for the family desktop: two to ten players around one computer.</source>
        <translation>Uno för familjens dator: två till tio spelare runt en dator.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="67"/>
        <source>Free software under the %1 licence.</source>
        <translation>Fri programvara under licensen %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="69"/>
        <source>unodesk plays offline. It never connects to the internet and collects nothing: no account, no statistics, no advertising.</source>
        <translation>unodesk spelas utan nätet. Det ansluter aldrig till internet och samlar inte in något: inget konto, ingen statistik, ingen reklam.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="71"/>
        <source>Your settings are kept in:%1</source>
        <translation>Dina inställningar sparas i:%1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/about.py" line="72"/>
        <source>Your scores and the history of your matches are kept in:%1</source>
        <translation>Era poäng och historiken över era partier sparas i:%1</translation>
    </message>
</context>
<context>
    <name>ChallengePrompt</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="154"/>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation>{name} lade Önskekort Dra fyra på dig. Var det en bluff?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="155"/>
        <source>Challenge (C)</source>
        <translation>Utmana (C)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/controls.py" line="156"/>
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Ta %n kort (T)</numerusform>
            <numerusform>Ta %n kort (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="81"/>
        <source>Choose a colour</source>
        <translation>Välj en färg</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="84"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="157"/>
        <source>What happened</source>
        <translation>Det här har hänt</translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <location filename="../../unodesk/view/controls.py" line="195"/>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation>Nu spelar {name}. Lämna över datorn!
Alla andra: titta bort!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="196"/>
        <source>I am {name}</source>
        <translation>{name}: visa mina kort</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="44"/>
        <source>{move}: there is nothing else to do.</source>
        <translation>{move}: något annat går inte att göra.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="46"/>
        <source>Draw a card: nothing in your hand fits.</source>
        <translation>Dra ett kort: inget av korten på handen passar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="48"/>
        <source>Draw a card: here your cards are worth more in your hand than on the pile.</source>
        <translation>Dra ett kort: här gör dina kort mer nytta på handen än på högen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="50"/>
        <source>Call Uno now, before someone catches you.</source>
        <translation>Ropa Uno nu, innan någon ertappar dig.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="52"/>
        <source>Catch {name}: they have one card and did not call Uno.</source>
        <translation>Ertappa {name}, som har ett kort kvar och inte ropade Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="54"/>
        <source>Challenge: {name} probably still had a card of the colour.</source>
        <translation>Utmana: {name} hade troligen ett kort i färgen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="56"/>
        <source>Take the cards: {name} probably had no card of the colour, and a lost challenge costs two more.</source>
        <translation>Ta korten: {name} hade troligen inget kort i färgen, och en förlorad utmaning kostar två kort till.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="59"/>
        <source>Play the {card}: it passes the cards on to {name}.</source>
        <translation>Lägg {card}: då går korten vidare till {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="61"/>
        <source>Take the cards: that is better than the answers you have.</source>
        <translation>Ta korten: det är bättre än att svara med de kort du har.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="63"/>
        <source>Play the {card} you drew: one card fewer in your hand.</source>
        <translation>Lägg {card} som du drog: ett kort mindre på handen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="65"/>
        <source>Keep the {card}: it will be of more use later.</source>
        <translation>Behåll {card}: det gör mer nytta senare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="67"/>
        <source>Play the {card}: {name} has %n card(s) left.</source>
        <translation>
            <numerusform>Lägg {card}: {name} har bara ett kort kvar.</numerusform>
            <numerusform>Lägg {card}: {name} har bara %n kort kvar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="69"/>
        <source>Play the {card} and keep the Wild Draw Four: {name} has %n card(s) left and you may need it.</source>
        <translation>
            <numerusform>Lägg {card} och spara Önskekort Dra fyra: {name} har ett kort kvar och du kan behöva det.</numerusform>
            <numerusform>Lägg {card} och spara Önskekort Dra fyra: {name} har %n kort kvar och du kan behöva det.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="72"/>
        <source>Play the {card} and keep your wild card for when nothing else fits.</source>
        <translation>Lägg {card} och spara önskekortet till när inget annat passar.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/hints.py" line="74"/>
        <source>Play the {card} and swap hands with {name}, who has %n card(s).</source>
        <translation>
            <numerusform>Lägg {card} och byt hand med {name}, som har ett kort.</numerusform>
            <numerusform>Lägg {card} och byt hand med {name}, som har %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="77"/>
        <source>Play the {card} and name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Lägg {card} och välj {color}: {name} fick dra på {color} förut och saknar kanske den färgen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="80"/>
        <source>Name {color}: {name} drew a card on {color} and may have none.</source>
        <translation>Välj {color}: {name} fick dra på {color} förut och saknar kanske den färgen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="83"/>
        <source>Play the {card} and name {color}, the colour you hold most.</source>
        <translation>Lägg {card} och välj {color}, den färg du har flest kort i.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="86"/>
        <source>Name {color}, the colour you hold most.</source>
        <translation>Välj {color}, den färg du har flest kort i.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="88"/>
        <source>Play the {card}: {name} drew a card on {color} and may have none.</source>
        <translation>Lägg {card}: {name} fick dra på {color} förut och saknar kanske den färgen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="91"/>
        <source>Play the {card}: {name} is close to going out, and it would cost you the most points.</source>
        <translation>Lägg {card}: {name} är nära att gå ut, och det kortet skulle kosta dig flest poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="94"/>
        <source>Play the {card}: it keeps {color}, the colour you hold most, in play.</source>
        <translation>Lägg {card}: då fortsätter spelet i {color}, den färg du har flest kort i.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="97"/>
        <source>Play the {card} and go out!</source>
        <translation>Lägg {card} och gå ut!</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="99"/>
        <source>Play the {card}: played out many times from here, it gives you the best chances.</source>
        <translation>Lägg {card}: när resten av omgången spelas många gånger härifrån ger det dig bäst chans.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="102"/>
        <source>Play both at once.</source>
        <translation>Lägg båda på en gång.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="104"/>
        <source>Call Uno with it (U).</source>
        <translation>Ropa Uno samtidigt (U).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="108"/>
        <source>No hint now: wait for your turn.</source>
        <translation>Inget tips just nu: vänta på din tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="113"/>
        <source>Play the {card}</source>
        <translation>Lägg {card}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="115"/>
        <source>Draw a card</source>
        <translation>Dra ett kort</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="117"/>
        <source>Keep the card</source>
        <translation>Behåll kortet</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="119"/>
        <source>Take the cards</source>
        <translation>Ta korten</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="121"/>
        <source>Challenge</source>
        <translation>Utmana</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="123"/>
        <source>Name {color}</source>
        <translation>Välj {color}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="125"/>
        <source>Catch {name}</source>
        <translation>Ertappa {name}</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/hints.py" line="127"/>
        <source>Call Uno</source>
        <translation>Ropa Uno</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="224"/>
        <source>The match being played cannot be deleted.</source>
        <translation>Partiet som spelas kan inte tas bort.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/scores/history_dialog.py" line="229"/>
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n parti</numerusform>
            <numerusform>%n partier</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="264"/>
        <source>Delete this match?</source>
        <translation>Ta bort partiet?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="265"/>
        <source>Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics.</source>
        <translation>Ta bort partiet från %1 (%2) för gott? Dess omgångar försvinner ur historiken och statistiken.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="268"/>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="269"/>
        <source>Keep it</source>
        <translation>Behåll det</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="287"/>
        <source>Match history</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="288"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="289"/>
        <source>Everyone</source>
        <translation>Alla</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="290"/>
        <source>&amp;Open scoresheet</source>
        <translation>&amp;Öppna protokollet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="291"/>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="292"/>
        <source>Export &amp;match…</source>
        <translation>Exportera &amp;partiet…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="293"/>
        <source>Export &amp;all…</source>
        <translation>Exportera &amp;alla…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="294"/>
        <source>&amp;Delete…</source>
        <translation>Ta &amp;bort…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="295"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="9"/>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="10"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/levels.py" line="11"/>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="43"/>
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} drog ett kort.</numerusform>
            <numerusform>{name} drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="46"/>
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} fick ett straffkort.</numerusform>
            <numerusform>{name} fick %n straffkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="49"/>
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Straff: %n kort väntar på nästa spelare.</numerusform>
            <numerusform>Straff: %n kort väntar på nästa spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/event_log.py" line="52"/>
        <source>{name} won the round: %n point(s).</source>
        <translation>
            <numerusform>{name} vann omgången: %n poäng.</numerusform>
            <numerusform>{name} vann omgången: %n poäng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../unodesk/view/window.py" line="241"/>
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>Inställningarna kunde inte läsas och har sparats som %1. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="244"/>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Inställningsfilen %1 kunde inte läsas. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="250"/>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>Det sparade partiet kunde inte läsas; ett nytt parti börjar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="254"/>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>En del av det sparade partiet kunde inte läsas och har återställts till standard: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="258"/>
        <source>the players</source>
        <translation>spelarna</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="260"/>
        <source>the rules</source>
        <translation>reglerna</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="262"/>
        <source>player %1</source>
        <translation>spelare %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="268"/>
        <source>“%1”</source>
        <translation>”%1”</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="271"/>
        <source>The settings could not be saved: %1</source>
        <translation>Inställningarna kunde inte sparas: %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="275"/>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Ingen översättning till %1 hittades, så spelet fortsätter på engelska.</translation>
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
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="282"/>
        <source>Ne&amp;xt round</source>
        <translation>Nästa &amp;omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="283"/>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regler och hjälp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="284"/>
        <source>H&amp;int</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="285"/>
        <source>Sh&amp;ow hints</source>
        <translation>&amp;Visa tips</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="286"/>
        <source>&amp;Speed</source>
        <translation>&amp;Hastighet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="289"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="290"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="291"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="292"/>
        <source>&amp;About unodesk</source>
        <translation>&amp;Om unodesk</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="322"/>
        <source>New match</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="325"/>
        <source>Start the match</source>
        <translation>Starta partiet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="326"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="327"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="333"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <source>Played by</source>
        <translation>Spelas av</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="330"/>
        <source>Person</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="330"/>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="334"/>
        <source>Your own rules</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="335"/>
        <source>&amp;Table:</source>
        <translation>&amp;Spelsätt:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="336"/>
        <source>Choose how your table plays; changing any rule makes them your own.</source>
        <translation>Välj hur ni vill spela. Ändrar ni någon regel blir det era egna regler.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="33"/>
        <source>Official rules</source>
        <translation>Officiella regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="37"/>
        <source>Swedish table</source>
        <translation>Svenska regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="41"/>
        <source>Norwegian table</source>
        <translation>Norska regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/presets.py" line="47"/>
        <source>Dutch table</source>
        <translation>Nederländska regler</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="105"/>
        <source>Continue the match?</source>
        <translation>Fortsätta partiet?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="106"/>
        <source>Continue the match from %1?</source>
        <translation>Fortsätta partiet från %1?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="108"/>
        <source>Round %1 is under way. Playing to %2.</source>
        <translation>Omgång %1 pågår. Man spelar till %2.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="110"/>
        <source>&amp;New match</source>
        <translation>&amp;Nytt parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="111"/>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsätt</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="148"/>
        <source>The match is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="152"/>
        <source>The round is over</source>
        <translation>Omgången är slut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="154"/>
        <source>The round ended without a winner.</source>
        <translation>Omgången slutade utan vinnare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="149"/>
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="156"/>
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="159"/>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Först ut: %1. Alla andra får poäng för korten de har kvar på handen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>This round</source>
        <translation>Omgången</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="163"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="170"/>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="171"/>
        <source>&amp;Next round</source>
        <translation>&amp;Nästa omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="172"/>
        <source>New &amp;match…</source>
        <translation>Nytt &amp;parti…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="173"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="69"/>
        <source>&amp;Deck:</source>
        <translation>&amp;Kortlek:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="70"/>
        <source>The 112-card decks add one special wild card and three customizable ones.</source>
        <translation>Lekarna med 112 kort har dessutom ett extra önskekort och tre individuella kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="72"/>
        <source>108 cards (classic)</source>
        <translation>108 kort (klassisk)</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="73"/>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation>112 kort med Blandakort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="74"/>
        <source>112 cards with Wild Swap Hands</source>
        <translation>112 kort med Önskekort Byt hand</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="79"/>
        <source>&amp;Scoring:</source>
        <translation>&amp;Poängräkning:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="80"/>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation>Antingen får omgångens vinnare poäng för alla kort som de andra har kvar, eller så får var och en poäng för sina egna kort som är kvar, och den med lägst summa vinner.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="85"/>
        <source>The winner scores the others&apos; cards</source>
        <translation>Vinnaren får poäng för de andras kort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="86"/>
        <source>Lowest total wins</source>
        <translation>Lägst summa vinner</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="91"/>
        <source>&amp;Play to:</source>
        <translation>Spela &amp;till:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="92"/>
        <source>The match ends when someone&apos;s total reaches this score.</source>
        <translation>Partiet är slut när någon har fått så här många poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="97"/>
        <source>&amp;Cards dealt:</source>
        <translation>Kort att &amp;dela ut:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="98"/>
        <source>How many cards each player gets at the start of a round.</source>
        <translation>Hur många kort varje spelare får när en omgång börjar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="103"/>
        <source>C&amp;ustomizable wild cards:</source>
        <translation>&amp;Individuella kort:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="104"/>
        <source>How many of the three customizable wild cards the 112-card decks keep; the others leave the deck.</source>
        <translation>Hur många av de tre individuella korten som blir kvar i leken med 112 kort; resten tas bort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="112"/>
        <source>Play in teams of two</source>
        <translation>Spela i lag om två</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="113"/>
        <source>Partners sit opposite each other (4, 6, 8 or 10 players); when one goes out, the team scores the other teams&apos; cards.</source>
        <translation>Lagkamraterna sitter mittemot varandra (4, 6, 8 eller 10 spelare); när en av dem går ut får laget poäng för de andra lagens kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="120"/>
        <source>Challenge a Wild Draw Four</source>
        <translation>Utmana Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="121"/>
        <source>The player who must draw four may challenge; if it was a bluff, the one who played it draws.</source>
        <translation>Den som ska dra fyra kort får utmana. Var det en bluff, får den som lade kortet dra i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="128"/>
        <source>No bluffing with Wild Draw Four</source>
        <translation>Ingen bluff med Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="129"/>
        <source>It can only be played with no card of the colour in play: simpler for young players.</source>
        <translation>Kortet får bara läggas när man inte har något kort i färgen som gäller. Enklare för yngre spelare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="135"/>
        <source>Stacking</source>
        <translation>Stapling</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="136"/>
        <source>Answer a Draw Two or Wild Draw Four with another; whoever cannot answer draws them all.</source>
        <translation>Svara på Dra två eller Önskekort Dra fyra med ett eget dra-kort; den som inte kan svara drar alla korten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="142"/>
        <source>Wild Draw Four in a stack</source>
        <translation>Dra fyra får staplas</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="143"/>
        <source>With stacking, a Wild Draw Four may answer a Draw Two or another Wild Draw Four; without it, only a Draw Two answers a Draw Two.</source>
        <translation>Vid stapling får ett Önskekort Dra fyra läggas på Dra två eller på ett annat Dra fyra; annars går bara Dra två på Dra två.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="151"/>
        <source>Sevens and zeros</source>
        <translation>Sjuor och nollor</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="152"/>
        <source>A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along.</source>
        <translation>En 7:a byter hand med en spelare du väljer. En 0:a gör att alla skickar sina kort ett steg vidare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="158"/>
        <source>Jump-in</source>
        <translation>Hoppa in</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="159"/>
        <source>Anyone holding exactly the card on top of the pile may play it out of turn.</source>
        <translation>Den som har precis samma kort som det översta i högen får lägga det, även när det inte är ens tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="163"/>
        <source>Two identical cards at once</source>
        <translation>Två likadana kort på en gång</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="164"/>
        <source>Both copies of a coloured card may be played together: two Skips pass over two players, two Draw Twos cost four.</source>
        <translation>Två exakt likadana färgkort får läggas samtidigt: två Hoppa över hoppar över två spelare, två Dra två ger fyra kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="171"/>
        <source>A whole round between wild cards</source>
        <translation>Ett helt varv mellan önskekorten</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="172"/>
        <source>After a wild card, the next one may only be played once every other player has had a turn.</source>
        <translation>Efter ett önskekort får nästa läggas först när alla andra spelare har haft sin tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="178"/>
        <source>Draw until you can play</source>
        <translation>Dra tills du kan lägga</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="179"/>
        <source>A player who cannot play keeps drawing until a card fits.</source>
        <translation>Den som inte kan lägga fortsätter att dra tills ett kort passar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="183"/>
        <source>Cards to &amp;draw when you cannot play:</source>
        <translation>Kort att &amp;dra när du inte kan lägga:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="184"/>
        <source>Drawing stops at the first card that fits (the Norwegian table draws up to three).</source>
        <translation>Man slutar dra vid första kortet som passar (med norska regler drar man upp till tre).</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="192"/>
        <source>No wild card last</source>
        <translation>Inget önskekort sist</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="193"/>
        <source>A wild card may not be the last card played; with only wild cards left you draw.</source>
        <translation>Man får inte gå ut på ett önskekort. Har du bara önskekort kvar, får du dra i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="199"/>
        <source>No going out on an action card</source>
        <translation>Inte gå ut på specialkort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="200"/>
        <source>Going out on an action or wild card makes you draw one card instead of winning.</source>
        <translation>Är ditt sista kort ett specialkort (även önskekort) drar du ett kort i stället för att vinna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="206"/>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Det &amp;individuella kortet gäller som:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="207"/>
        <source>Agree before the match what the three blank wild cards of the 112-card decks do.</source>
        <translation>Bestäm före partiet vad de tre individuella korten i lekarna med 112 kort ska göra.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="211"/>
        <source>Wild</source>
        <translation>Önskekort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="212"/>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="213"/>
        <source>Reverse</source>
        <translation>Byt riktning</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="214"/>
        <source>Draw Two</source>
        <translation>Dra två</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="215"/>
        <source>Swap Hands</source>
        <translation>Byt hand</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="52"/>
        <source>Rules and help</source>
        <translation>Regler och hjälp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="53"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="68"/>
        <source>The rules in the box, with no house rules.</source>
        <translation>Reglerna som följer med spelet, utan husregler.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="80"/>
        <source>%1: off</source>
        <translation>%1: av</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="85"/>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="87"/>
        <source>Be the first to get rid of every card in your hand. Whoever goes out wins the round and scores points; the match goes on, round after round, until someone reaches the target score (500 unless you agree otherwise).</source>
        <translation>Bli först med att göra dig av med alla kort på handen. Den som går ut vinner omgången och får poäng. Partiet fortsätter omgång efter omgång tills någon når målet (500 poäng, om ni inte bestämmer något annat).</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="91"/>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="93"/>
        <source>Everyone gets seven cards. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player to the left of the dealer begins, and play goes clockwise. The deal moves one seat to the left each round.</source>
        <translation>Alla får sju kort. Resten av leken läggs med baksidan upp och blir draghögen. Det översta kortet vänds upp och blir början på kasthögen. Spelaren till vänster om givaren börjar, och spelet går medsols. Inför varje ny omgång går given vidare ett steg åt vänster.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="97"/>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="99"/>
        <source>Play one card that matches the top of the discard pile in colour, in number or in symbol. A wild card can always be played.</source>
        <translation>Lägg ett kort som passar till det översta kortet i kasthögen: samma färg, samma siffra eller samma symbol. Ett önskekort kan du alltid lägga.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="102"/>
        <source>If you cannot play, or would rather not, draw one card. If it fits, you may play it straight away; otherwise your turn is over. After drawing, no other card from your hand may be played that turn.</source>
        <translation>Kan du inte lägga, eller vill du inte, drar du ett kort. Passar det får du lägga det direkt, annars är din tur slut. När du har dragit får du inte lägga något annat kort från handen den turen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="106"/>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation>När draghögen tar slut blandas kasthögen, utom det översta kortet, och blir en ny draghög.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="109"/>
        <source>The special cards</source>
        <translation>Specialkorten</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="111"/>
        <source>Skip: the next player misses a turn.</source>
        <translation>Hoppa över: nästa spelare står över sin tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="112"/>
        <source>Reverse: the direction of play turns around. With two players it works like a Skip.</source>
        <translation>Byt riktning: spelet vänder och går åt andra hållet. När ni bara är två fungerar kortet som Hoppa över.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="113"/>
        <source>Draw Two: the next player takes two cards and misses a turn.</source>
        <translation>Dra två: nästa spelare tar två kort och står över sin tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="114"/>
        <source>Wild: you choose the colour that is played next.</source>
        <translation>Önskekort: du väljer vilken färg som ska gälla sedan.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="116"/>
        <source>Wild Draw Four: you choose the colour, and the next player takes four cards and misses a turn. It is only allowed when you hold no card of the colour in play; a card of the same number or symbol does not count.</source>
        <translation>Önskekort Dra fyra: du väljer färg, och nästa spelare tar fyra kort och står över sin tur. Kortet får bara läggas när du inte har något kort i den färg som gäller. Kort med samma siffra eller symbol räknas inte.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="121"/>
        <source>If the first card turned over is an action card, it works as if the dealer had played it: a Draw Two makes the first player draw two and miss the turn, a Skip skips the first player, a Reverse lets the dealer begin and play goes the other way, and after a Wild the first player picks the colour. A Wild Draw Four goes back into the pile and another card is turned over.</source>
        <translation>Är det första uppvända kortet ett specialkort, gäller det som om givaren hade lagt det: efter Dra två drar första spelaren två kort och står över, Hoppa över hoppar över första spelaren, Byt riktning gör att givaren börjar och spelet går åt andra hållet, och efter ett Önskekort väljer första spelaren färg. Önskekort Dra fyra stoppas tillbaka i högen och ett nytt kort vänds upp.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="127"/>
        <source>Challenging a Wild Draw Four</source>
        <translation>Att utmana Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="129"/>
        <source>The player who must take the four cards may challenge instead. If the card was played while its player held a card of the colour in play, that player takes the four cards. If it was played fairly, the challenger takes six cards in all and misses the turn.</source>
        <translation>Den som ska ta de fyra korten får utmana i stället. Hade spelaren som lade kortet ett kort i den färg som gällde, får den spelaren själv ta de fyra korten. Var kortet lagt på rätt sätt, får den som utmanade ta sex kort och står över sin tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="133"/>
        <source>Calling “Uno!”</source>
        <translation>Att ropa ”Uno!”</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="135"/>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation>När du bara har ett kort kvar ropar du Uno. Hinner någon ertappa dig innan nästa spelare lägger eller drar, får du ta två straffkort. När nästa spelare har gjort sitt drag är du säker.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="139"/>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="141"/>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first.</source>
        <translation>Den som går ut får poäng för korten som de andra har kvar på handen. Var det sista kortet Dra två eller Önskekort Dra fyra, drar nästa spelare ändå de korten först.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="144"/>
        <source>Number cards: their number.</source>
        <translation>Sifferkort: lika många poäng som siffran.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="145"/>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation>Hoppa över, Byt riktning och Dra två: 20 poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="146"/>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation>Önskekort, Önskekort Dra fyra och Önskekort Byt hand: 50 poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="147"/>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation>Blandakort och individuella kort: 40 poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="150"/>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation>En del räknar tvärtom: var och en får poäng för korten på sin egen hand, och när någon når målet vinner den som har lägst summa.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="153"/>
        <source>The 112-card decks</source>
        <translation>Lekarna med 112 kort</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="156"/>
        <source>Wild Shuffle Hands: all hands, yours included, are gathered, shuffled and dealt out again starting with the player to your left; then you choose the colour.</source>
        <translation>Blandakort: alla kort på alla händer, även dina, samlas in, blandas och delas ut igen, med början hos spelaren till vänster om dig. Sedan väljer du färg.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="158"/>
        <source>Wild Swap Hands: you swap your whole hand with a player you choose, and choose the colour.</source>
        <translation>Önskekort Byt hand: du byter hela din hand med en spelare du väljer, och du väljer färg.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="160"/>
        <source>Customizable wild (three in each 112-card deck): it does what your table agreed before the match, which you set in the new-match window.</source>
        <translation>Individuellt kort (tre i varje lek med 112 kort): det gör det som ni har kommit överens om före partiet. Det ställer ni in i fönstret Nytt parti.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="164"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="166"/>
        <source>These are not in the official rules but many families play them. Agree on them before you start; each one is a switch in the new-match window.</source>
        <translation>De här reglerna finns inte i de officiella reglerna, men många familjer spelar med dem. Kom överens innan ni börjar. Varje husregel slås på eller av i fönstret Nytt parti.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="173"/>
        <source>The tables</source>
        <translation>Färdiga spelsätt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="176"/>
        <source>Playing at this computer</source>
        <translation>Så spelar ni vid datorn</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="178"/>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press the Uno button before you play your second-to-last card, or right after it; if someone forgets, a Catch button appears at their seat.</source>
        <translation>Klicka på ett upphöjt kort i din hand för att lägga det, eller klicka på draghögen för att dra. Efter ett önskekort väljer du färg. Tryck på Uno-knappen innan du lägger ditt näst sista kort, eller direkt efter. Glömmer någon det, dyker knappen Ertappa! upp vid den spelarens plats.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="182"/>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation>Vänster- och högerpil: flytta i handen. Enter: lägg kortet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="183"/>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation>D: dra ett kort. K: behåll kortet du drog. U: ropa Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="184"/>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation>1 till 4: välj röd, gul, grön eller blå.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="185"/>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation>C: utmana Önskekort Dra fyra. T: ta korten i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="186"/>
        <source>Esc: close a colour or player choice, or open the menu.</source>
        <translation>Esc: stäng valet av färg eller spelare, eller öppna menyn.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="187"/>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation>Ctrl+N: nytt parti. F1: den här hjälpen. Ctrl+Q: avsluta.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="190"/>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation>Flera personer kan spela vid samma dator. När det blir en annan persons tur döljs alla händer, och spelet ber er lämna över datorn. Nästa spelare klickar på knappen med sitt namn (eller trycker Enter) för att se sina kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/rules_help.py" line="194"/>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation>Hastigheten på animationerna och språket väljer du i menyn. Det senaste partiet du ställde in sparas och startar igen nästa gång.</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <location filename="../../unodesk/app.py" line="297"/>
        <source>unodesk is already open on this computer. Look for its window.</source>
        <translation>unodesk är redan öppet på den här datorn. Leta efter dess fönster.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/chart.py" line="98"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="59"/>
        <source>No round has been finished yet.</source>
        <translation>Ingen omgång är färdigspelad än.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/chart.py" line="141"/>
        <source>target %1</source>
        <translation>mål %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Match</source>
        <translation>Parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Started</source>
        <translation>Började</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="23"/>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="80"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="60"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="57"/>
        <source>Round</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="24"/>
        <source>Dealer</source>
        <translation>Givare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Went out</source>
        <translation>Gick ut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="38"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="25"/>
        <source>Kind</source>
        <translation>Sort</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="26"/>
        <source>Points in hand</source>
        <translation>Poäng på handen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="58"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <source>Seconds</source>
        <translation>Sekunder</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="27"/>
        <source>Take-backs</source>
        <translation>Ångrade drag</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="50"/>
        <source>Export as CSV</source>
        <translation>Exportera som CSV</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="50"/>
        <source>Export the whole history as CSV</source>
        <translation>Exportera hela historiken som CSV</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="51"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="57"/>
        <source>The file %1 could not be written: %2</source>
        <translation>Filen %1 kunde inte skrivas: %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="65"/>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="66"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="70"/>
        <source>The file %1 could not be written.</source>
        <translation>Filen %1 kunde inte skrivas.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="77"/>
        <location filename="../../unodesk/view/scores/exporting.py" line="133"/>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="53"/>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="89"/>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="136"/>
        <location filename="../../unodesk/view/scores/exporting.py" line="140"/>
        <source>Print the scoresheet</source>
        <translation>Skriv ut protokollet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/exporting.py" line="140"/>
        <source>The printer could not be used.</source>
        <translation>Skrivaren gick inte att använda.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="79"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="79"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="80"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="81"/>
        <source>Rounds</source>
        <translation>Omgångar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/history_dialog.py" line="81"/>
        <source>Time played</source>
        <translation>Speltid</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/resume_prompt.py" line="29"/>
        <source>Continue the match from %1? %2</source>
        <translation>Fortsätta partiet från %1? %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="140"/>
        <source>&amp;Continue the match from %1…</source>
        <translation>&amp;Fortsätt partiet från %1…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="177"/>
        <source>The match from %1 cannot be continued by this version of unodesk. It stays in the history, and a new match begins.</source>
        <translation>Partiet från %1 kan inte fortsättas med den här versionen av unodesk. Det finns kvar i historiken, och ett nytt parti börjar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="185"/>
        <source>&amp;Take back my turn</source>
        <translation>Ån&amp;gra mitt drag</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="186"/>
        <source>Scores&amp;heet</source>
        <translation>Pro&amp;tokoll</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/score_menu.py" line="187"/>
        <source>Match histor&amp;y and statistics</source>
        <translation>&amp;Partier och statistik</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="63"/>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="64"/>
        <source>in the lead</source>
        <translation>leder</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="65"/>
        <source>dealt</source>
        <translation>gav</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="66"/>
        <source>a turn was taken back</source>
        <translation>ett drag ångrades</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_paint.py" line="79"/>
        <source>Team %1: %2</source>
        <translation>Lag %1: %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="90"/>
        <source>Rounds played: %1.</source>
        <translation>Spelade omgångar: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="180"/>
        <source>Round %1, dealt by %2.</source>
        <translation>Omgång %1, %2 gav.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="182"/>
        <source>%1 went out.</source>
        <translation>%1 gick ut.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="184"/>
        <source>Turns taken back: %1.</source>
        <translation>Ångrade drag: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/sheet_view.py" line="186"/>
        <source>%1: %2 points this round, %3 in all.</source>
        <translation>%1: %2 poäng den här omgången, %3 totalt.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="38"/>
        <source>Plays as</source>
        <translation>Spelar som</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="39"/>
        <source>Matches</source>
        <translation>Partier</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="39"/>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="40"/>
        <source>Rounds won</source>
        <translation>Vunna omgångar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="41"/>
        <source>Points a round</source>
        <translation>Poäng per omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="42"/>
        <source>Best round</source>
        <translation>Bästa omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="43"/>
        <source>Best match</source>
        <translation>Bästa parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="48"/>
        <source>Finished matches played</source>
        <translation>Färdigspelade partier</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="49"/>
        <source>Matches won</source>
        <translation>Vunna partier</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="50"/>
        <source>Rounds in which this player went out first</source>
        <translation>Omgångar där spelaren gick ut först</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="51"/>
        <source>Average points scored a round, in matches where the highest score wins</source>
        <translation>Genomsnittlig poäng per omgång, i partier där högsta poäng vinner</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="53"/>
        <source>The most points scored in one round</source>
        <translation>Flest poäng på en omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="54"/>
        <source>The highest total at the end of a finished match</source>
        <translation>Högsta slutsumma i ett färdigspelat parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="65"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="66"/>
        <location filename="../../unodesk/view/scores/wording.py" line="107"/>
        <source>Computer, %1</source>
        <translation>Dator, %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="66"/>
        <source>%1, %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="78"/>
        <source>today, %1</source>
        <translation>i dag %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="80"/>
        <source>yesterday, %1</source>
        <translation>i går %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="83"/>
        <source>%1, %2</source>
        <comment>a weekday, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="92"/>
        <source>under a minute</source>
        <translation>under en minut</translation>
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
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="113"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="120"/>
        <source>to %1, lowest wins</source>
        <translation>till %1, lägst vinner</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="122"/>
        <source>to %1</source>
        <translation>till %1</translation>
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
        <translation>Partiet slutar när någon når %1 poäng; lägst summa vinner.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="129"/>
        <source>Playing to %1 points.</source>
        <translation>Man spelar till %1 poäng.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="148"/>
        <source>Team %1</source>
        <translation>Lag %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="149"/>
        <source>No winner</source>
        <translation>Ingen vinnare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="151"/>
        <source>Still being played</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="153"/>
        <source>Not finished</source>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="154"/>
        <source>Cannot be continued</source>
        <translation>Kan inte fortsättas</translation>
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
        <translation>Poängen sparades av en nyare version av unodesk och lämnas orörda. Den här gången sparas poängen bara tills spelet stängs.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="177"/>
        <source>The scores file was damaged (%1) and has been kept as %2. A new scores file was started.</source>
        <translation>Poängfilen var skadad (%1) och har sparats som %2. En ny poängfil har påbörjats.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="179"/>
        <source>Scores cannot be saved (%1): they are kept only until the game closes.</source>
        <translation>Poängen kan inte sparas (%1): de finns kvar bara tills spelet stängs.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="185"/>
        <source>not a scores file</source>
        <translation>inte en poängfil</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="187"/>
        <source>cut short</source>
        <translation>ofullständig</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="188"/>
        <source>it failed its check</source>
        <translation>kontrollen misslyckades</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="193"/>
        <source>the folder is read-only</source>
        <translation>mappen är skrivskyddad</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="194"/>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="195"/>
        <source>the disk reported an error</source>
        <translation>disken rapporterade ett fel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="196"/>
        <source>the file cannot be opened</source>
        <translation>filen kan inte öppnas</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="197"/>
        <source>another program is using the file</source>
        <translation>ett annat program använder filen</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/wording.py" line="198"/>
        <source>the file cannot be written</source>
        <translation>filen kan inte skrivas</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="65"/>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="67"/>
        <source>Scoresheet: %1 (%2)</source>
        <translation>Protokoll: %1 (%2)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="72"/>
        <source>No match is being played.</source>
        <translation>Inget parti spelas just nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="73"/>
        <source>Export as &amp;CSV…</source>
        <translation>Exportera som &amp;CSV…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="74"/>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="75"/>
        <source>Save as P&amp;DF…</source>
        <translation>Spara som P&amp;DF…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/scoresheet_dialog.py" line="76"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="12"/>
        <source>Alva</source>
        <translation>Alva</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="13"/>
        <source>Nils</source>
        <translation>Nils</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="14"/>
        <source>Sanne</source>
        <translation>Saga</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="15"/>
        <source>Ingrid</source>
        <translation>Ingrid</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="16"/>
        <source>Lars</source>
        <translation>Lars</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="17"/>
        <source>Femke</source>
        <translation>Freja</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="18"/>
        <source>Oskar</source>
        <translation>Oskar</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="19"/>
        <source>Sigrid</source>
        <translation>Sigrid</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="20"/>
        <source>Daan</source>
        <translation>Elias</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="21"/>
        <source>Maja</source>
        <translation>Maja</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/seats.py" line="25"/>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="31"/>
        <source>No animations</source>
        <translation>Inga animationer</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="32"/>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="33"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/speeds.py" line="34"/>
        <source>Slow</source>
        <translation>Långsam</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="171"/>
        <source>No match has been played yet.</source>
        <translation>Inget parti har spelats än.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="172"/>
        <source>&amp;Running totals in:</source>
        <translation>&amp;Poängkurva för:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/scores/statistics_dialog.py" line="173"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="25"/>
        <source>Start a new game from the menu.</source>
        <translation>Starta ett nytt parti från menyn.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="28"/>
        <source>{name} won the round.</source>
        <translation>{name} vann omgången.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="29"/>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="31"/>
        <source>Pass the computer to {name}.</source>
        <translation>Nu spelar {name}. Lämna över datorn!</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="38"/>
        <source>{name}&apos;s turn: thinking…</source>
        <translation>{name} funderar…</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="36"/>
        <source>{name}&apos;s turn.</source>
        <translation>Nu spelar {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="41"/>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation>{name}, det är din tur: lägg ett upphöjt kort (klicka, eller pilar och Enter) eller dra (D).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="44"/>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation>{name}, det är din tur: inget kort passar, dra ett kort (D).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="46"/>
        <source>Play the card you drew, or keep it (K).</source>
        <translation>Lägg kortet du drog, eller behåll det (K).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="48"/>
        <source>Choose the colour (1–4).</source>
        <translation>Välj färg (1–4).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="50"/>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation>Utmana Önskekort Dra fyra (C) eller ta korten (T).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/i18n/status.py" line="52"/>
        <source>Answer with a +2 or +4 card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Svara med ett +2- eller +4-kort, eller ta %n kort (T).</numerusform>
            <numerusform>Svara med ett +2- eller +4-kort, eller ta %n kort (T).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="54"/>
        <source>Uno will be called with your next card.</source>
        <translation>Uno ropas när du lägger nästa kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/status.py" line="57"/>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation>{name} har ett kort kvar och glömde ropa Uno. Tryck Ertappa!</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="118"/>
        <source>Skipped</source>
        <translation>Står över</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="125"/>
        <source>Uno!</source>
        <translation>Uno!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="127"/>
        <source>Caught!</source>
        <translation>Ertappad!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="130"/>
        <source>Bluff!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="131"/>
        <source>No bluff</source>
        <translation>Ingen bluff</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/choreography.py" line="133"/>
        <source>Challenge!</source>
        <translation>Utmanar!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/table_scene.py" line="200"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_moves.py" line="196"/>
        <source>{name} wins the round!</source>
        <translation>{name} vinner omgången!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_moves.py" line="198"/>
        <source>The round is over</source>
        <translation>Omgången är slut</translation>
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
        <translation>Ropa Uno (U)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="187"/>
        <source>Keep it (K)</source>
        <translation>Behåll (K)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="189"/>
        <location filename="../../unodesk/view/table_widget.py" line="353"/>
        <source>Catch!</source>
        <translation>Ertappa!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/table_widget.py" line="347"/>
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Ta %n kort (T)</numerusform>
            <numerusform>Ta %n kort (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <location filename="../../unodesk/view/controls.py" line="112"/>
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n kort)</numerusform>
            <numerusform>%1 (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="123"/>
        <source>Swap hands with whom?</source>
        <translation>Vem vill du byta hand med?</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/controls.py" line="124"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="65"/>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} hoppade in med {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="67"/>
        <source>{name} played {card}.</source>
        <translation>{name} lade {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="70"/>
        <source>The first card is {card}.</source>
        <translation>Första kortet: {card}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="73"/>
        <source>{name} chose {color}.</source>
        <translation>{name} valde färgen {color}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="84"/>
        <source>{name} kept the card.</source>
        <translation>{name} behöll kortet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="86"/>
        <source>{name} is skipped.</source>
        <translation>{name} står över.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="88"/>
        <source>Play now goes the other way.</source>
        <translation>Nu går spelet åt andra hållet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="93"/>
        <source>{name} called Uno!</source>
        <translation>{name} ropade Uno!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="95"/>
        <source>{name} caught {target} without Uno.</source>
        <translation>{target} glömde Uno och blev ertappad av {name}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="99"/>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation>{target} blev utmanad av {name}: det var bluff!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="101"/>
        <source>{name} challenged {target}: no bluff.</source>
        <translation>{target} blev utmanad av {name}: ingen bluff.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="104"/>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} och {target} bytte hand.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="107"/>
        <source>Every hand moved one seat along.</source>
        <translation>Alla skickade sina kort ett steg vidare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="109"/>
        <source>{name} shuffled all hands.</source>
        <translation>{name} blandade allas kort.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="111"/>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>Kasthögen blandades och blev en ny draghög.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/event_log.py" line="114"/>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="32"/>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Vänta: det är {name} som spelar nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="34"/>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation>Du kan inte lägga {card} här: lägg ett kort i färgen {color} eller med samma siffra eller symbol som {top}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="38"/>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation>När du har dragit kan du bara lägga kortet du drog ({card}).</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="42"/>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation>Önskekort Dra fyra får bara läggas när du inte har något kort i färgen {color}.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="46"/>
        <source>That card is not in your hand.</source>
        <translation>Det kortet har du inte på handen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="48"/>
        <source>Choose a colour for the wild card.</source>
        <translation>Välj en färg för önskekortet.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="50"/>
        <source>Choose a player to swap hands with.</source>
        <translation>Välj en spelare att byta hand med.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="52"/>
        <source>You cannot swap hands with that player.</source>
        <translation>Du kan inte byta hand med den spelaren.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="54"/>
        <source>That card does not swap hands.</source>
        <translation>Med det kortet byter man inte hand.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="56"/>
        <source>That card has its own colour.</source>
        <translation>Det kortet har redan en färg.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="58"/>
        <source>A wild card may not be your last card: draw instead.</source>
        <translation>Ett önskekort får inte vara ditt sista kort. Dra i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="60"/>
        <source>Answer with a +2 or +4 card, or take the cards.</source>
        <translation>Svara med ett +2- eller +4-kort, eller ta korten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="62"/>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation>Utmana Önskekort Dra fyra, eller ta korten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="64"/>
        <source>Choose the colour first.</source>
        <translation>Välj färg först.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="66"/>
        <source>There is no colour to choose now.</source>
        <translation>Det finns ingen färg att välja nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="68"/>
        <source>Nobody may jump in right now.</source>
        <translation>Ingen får hoppa in just nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="70"/>
        <source>Uno is called with your second-to-last card, or when one card is left.</source>
        <translation>Uno ropar du med ditt näst sista kort, eller när du har ett kort kvar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="72"/>
        <source>You have already called Uno.</source>
        <translation>Du har redan ropat Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="74"/>
        <source>Nobody can be caught without Uno right now.</source>
        <translation>Just nu finns det ingen att ertappa utan Uno.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="76"/>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation>Det finns inget Önskekort Dra fyra att utmana.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="78"/>
        <source>There are no cards to take.</source>
        <translation>Det finns inga kort att ta.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="80"/>
        <source>You can keep a card only right after drawing it.</source>
        <translation>Du kan bara behålla ett kort direkt efter att du har dragit det.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="82"/>
        <source>You cannot draw now.</source>
        <translation>Du kan inte dra nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="84"/>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="85"/>
        <source>The round is not over yet.</source>
        <translation>Omgången är inte slut än.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="87"/>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="89"/>
        <source>Pass the computer to the next player first.</source>
        <translation>Lämna först över datorn till nästa spelare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="91"/>
        <source>Turns are taken back only when one person plays against computers.</source>
        <translation>Drag kan bara ångras när en person spelar mot datorer.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="93"/>
        <source>The round is over: nothing can be taken back now.</source>
        <translation>Omgången är slut: inget kan ångras nu.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="95"/>
        <source>You have not played a turn in this round yet.</source>
        <translation>Du har inte gjort något drag i den här omgången än.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="97"/>
        <source>That turn cannot be taken back: a new card has been seen since.</source>
        <translation>Draget kan inte ångras: ett nytt kort har visats sedan dess.</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/messages.py" line="98"/>
        <source>That is not possible now.</source>
        <translation>Det går inte just nu.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="11"/>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="13"/>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="15"/>
        <source>green</source>
        <translation>grön</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="16"/>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="24"/>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="25"/>
        <source>Reverse</source>
        <translation>Byt riktning</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="26"/>
        <source>Draw Two</source>
        <translation>Dra två</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="27"/>
        <source>Wild</source>
        <translation>Önskekort</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="28"/>
        <source>Wild Draw Four</source>
        <translation>Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="29"/>
        <source>Wild Shuffle Hands</source>
        <translation>Blandakort</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="30"/>
        <source>Wild Swap Hands</source>
        <translation>Önskekort Byt hand</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="31"/>
        <source>Wild Customizable</source>
        <translation>Individuellt kort</translation>
    </message>
    <message>
        <location filename="../../unodesk/i18n/names.py" line="39"/>
        <source>{color} {rank}</source>
        <translation>{color} {rank}</translation>
    </message>
</context>
</TS>
