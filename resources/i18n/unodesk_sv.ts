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
        <location filename="../../unodesk/view/window.py" line="219"/>
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>Inställningarna kunde inte läsas och har sparats som %1. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="222"/>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Inställningsfilen %1 kunde inte läsas. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="228"/>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>Det sparade partiet kunde inte läsas; ett nytt parti börjar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="232"/>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>En del av det sparade partiet kunde inte läsas och har återställts till standard: %1.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="236"/>
        <source>the players</source>
        <translation>spelarna</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="238"/>
        <source>the rules</source>
        <translation>reglerna</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="240"/>
        <source>player %1</source>
        <translation>spelare %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="246"/>
        <source>“%1”</source>
        <translation>”%1”</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="249"/>
        <source>The settings could not be saved: %1</source>
        <translation>Inställningarna kunde inte sparas: %1</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="253"/>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Ingen översättning till %1 hittades, så spelet fortsätter på engelska.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="257"/>
        <source>unodesk</source>
        <translation>unodesk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="258"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="259"/>
        <source>&amp;New match…</source>
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="260"/>
        <source>Ne&amp;xt round</source>
        <translation>Nästa &amp;omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="261"/>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regler och hjälp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="262"/>
        <source>&amp;Speed</source>
        <translation>&amp;Hastighet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="265"/>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="266"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="267"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/window.py" line="268"/>
        <source>&amp;About unodesk</source>
        <translation>&amp;Om unodesk</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="317"/>
        <source>New match</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="318"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="318"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="318"/>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="320"/>
        <source>Start the match</source>
        <translation>Starta partiet</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="321"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="322"/>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="328"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Played by</source>
        <translation>Spelas av</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="323"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="325"/>
        <source>Person</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="325"/>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="329"/>
        <source>Your own rules</source>
        <translation>Egna regler</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="330"/>
        <source>&amp;Table:</source>
        <translation>&amp;Spelsätt:</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/new_match.py" line="331"/>
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
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="128"/>
        <source>The match is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="132"/>
        <source>The round is over</source>
        <translation>Omgången är slut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="134"/>
        <source>The round ended without a winner.</source>
        <translation>Omgången slutade utan vinnare.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="129"/>
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="136"/>
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="139"/>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Först ut: %1. Alla andra får poäng för korten de har kvar på handen.</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="143"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="143"/>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="143"/>
        <source>This round</source>
        <translation>Omgången</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="143"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="150"/>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="151"/>
        <source>&amp;Next round</source>
        <translation>&amp;Nästa omgång</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="152"/>
        <source>New &amp;match…</source>
        <translation>Nytt &amp;parti…</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/dialogs/round_summary.py" line="153"/>
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
        <source>Challenge a Wild Draw Four</source>
        <translation>Utmana Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="104"/>
        <source>The player who must draw four may challenge; if it was a bluff, the one who played it draws.</source>
        <translation>Den som ska dra fyra kort får utmana. Var det en bluff, får den som lade kortet dra i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="111"/>
        <source>No bluffing with Wild Draw Four</source>
        <translation>Ingen bluff med Önskekort Dra fyra</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="112"/>
        <source>It can only be played with no card of the colour in play: simpler for young players.</source>
        <translation>Kortet får bara läggas när man inte har något kort i färgen som gäller. Enklare för yngre spelare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="118"/>
        <source>Stacking</source>
        <translation>Stapling</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="119"/>
        <source>Answer a Draw Two or Wild Draw Four with another; whoever cannot answer draws them all.</source>
        <translation>Svara på Dra två eller Önskekort Dra fyra med ett eget dra-kort; den som inte kan svara drar alla korten.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="125"/>
        <source>Sevens and zeros</source>
        <translation>Sjuor och nollor</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="126"/>
        <source>A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along.</source>
        <translation>En 7:a byter hand med en spelare du väljer. En 0:a gör att alla skickar sina kort ett steg vidare.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="132"/>
        <source>Jump-in</source>
        <translation>Hoppa in</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="133"/>
        <source>Anyone holding exactly the card on top of the pile may play it out of turn.</source>
        <translation>Den som har precis samma kort som det översta i högen får lägga det, även när det inte är ens tur.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="137"/>
        <source>Draw until you can play</source>
        <translation>Dra tills du kan lägga</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="138"/>
        <source>A player who cannot play keeps drawing until a card fits.</source>
        <translation>Den som inte kan lägga fortsätter att dra tills ett kort passar.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="142"/>
        <source>Cards to &amp;draw when you cannot play:</source>
        <translation>Kort att &amp;dra när du inte kan lägga:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="143"/>
        <source>Drawing stops at the first card that fits (the Norwegian table draws up to three).</source>
        <translation>Man slutar dra vid första kortet som passar (med norska regler drar man upp till tre).</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="151"/>
        <source>No wild card last</source>
        <translation>Inget önskekort sist</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="152"/>
        <source>A wild card may not be the last card played; with only wild cards left you draw.</source>
        <translation>Man får inte gå ut på ett önskekort. Har du bara önskekort kvar, får du dra i stället.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="158"/>
        <source>No going out on an action card</source>
        <translation>Inte gå ut på specialkort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="159"/>
        <source>Going out on an action or wild card makes you draw one card instead of winning.</source>
        <translation>Är ditt sista kort ett specialkort (även önskekort) drar du ett kort i stället för att vinna.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="165"/>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Det &amp;individuella kortet gäller som:</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="166"/>
        <source>Agree before the match what the three blank wild cards of the 112-card decks do.</source>
        <translation>Bestäm före partiet vad de tre individuella korten i lekarna med 112 kort ska göra.</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="170"/>
        <source>Wild</source>
        <translation>Önskekort</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="171"/>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="172"/>
        <source>Reverse</source>
        <translation>Byt riktning</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="173"/>
        <source>Draw Two</source>
        <translation>Dra två</translation>
    </message>
    <message>
        <location filename="../../unodesk/setup/rule_settings.py" line="174"/>
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
        <location filename="../../unodesk/view/table_widget.py" line="183"/>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="184"/>
        <source>Call Uno (U)</source>
        <translation>Ropa Uno (U)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="185"/>
        <source>Keep it (K)</source>
        <translation>Behåll (K)</translation>
    </message>
    <message>
        <location filename="../../unodesk/view/table_widget.py" line="187"/>
        <location filename="../../unodesk/view/table_widget.py" line="341"/>
        <source>Catch!</source>
        <translation>Ertappa!</translation>
    </message>
    <message numerus="yes">
        <location filename="../../unodesk/view/table_widget.py" line="335"/>
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
        <location filename="../../unodesk/i18n/messages.py" line="90"/>
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
