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
    <name>CardEffects</name>
    <message>
        <source>The other player misses a turn, so you play again.</source>
        <translation>De andere speler wordt overgeslagen, dus jij speelt nog een keer.</translation>
    </message>
    <message>
        <source>The next player misses a turn.</source>
        <translation>De volgende speler wordt overgeslagen.</translation>
    </message>
    <message>
        <source>With two players it works like a Skip: you play again.</source>
        <translation>Met twee spelers werkt hij als Sla Over: jij speelt nog een keer.</translation>
    </message>
    <message>
        <source>Play turns round and goes the other way.</source>
        <translation>Het spel draait om en gaat de andere kant op.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two or a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>De volgende speler pakt twee kaarten en wordt overgeslagen, tenzij die zelf een Trek Twee of Wild Trek Vier opgooit: dan tellen de kaarten op voor de speler daarna.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two of their own: then the cards add up for the player after them.</source>
        <translation>De volgende speler pakt twee kaarten en wordt overgeslagen, tenzij die zelf een Trek Twee opgooit: dan tellen de kaarten op voor de speler daarna.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn.</source>
        <translation>De volgende speler pakt twee kaarten en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>You may play it only when you have no card of the colour on the pile.</source>
        <translation>Je mag hem alleen spelen als je geen kaart hebt in de kleur van de stapel.</translation>
    </message>
    <message>
        <source>You may play it whenever you like.</source>
        <translation>Je mag hem spelen wanneer je wilt.</translation>
    </message>
    <message>
        <source>Play it only when you have no card of the colour on the pile: otherwise it is a bluff, and the next player may challenge you.</source>
        <translation>Speel hem alleen als je geen kaart hebt in de kleur van de stapel: anders is het bluf, en de volgende speler mag je uitdagen.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn.</source>
        <translation>Jij kiest de kleur, en de volgende speler pakt vier kaarten en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn, unless they put down a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>Jij kiest de kleur, en de volgende speler pakt vier kaarten en wordt overgeslagen, tenzij die zelf een Wild Trek Vier opgooit: dan tellen de kaarten op voor de speler daarna.</translation>
    </message>
    <message>
        <source>You gather the other players&apos; cards, shuffle them and deal them out to everyone, yourself too.</source>
        <translation>Je verzamelt de kaarten van de andere spelers, schudt ze en deelt ze uit aan iedereen, ook aan jezelf.</translation>
    </message>
    <message>
        <source>You may swap your hand with another player&apos;s.</source>
        <translation>Je mag van hand ruilen met een andere speler.</translation>
    </message>
    <message>
        <source>You swap hands with a player you choose.</source>
        <translation>Je ruilt van hand met een speler die jij kiest.</translation>
    </message>
    <message>
        <source>Every hand moves one seat on, in the direction of play.</source>
        <translation>Alle handen schuiven één plaats door, in de richting van het spel.</translation>
    </message>
    <message>
        <source>Your table plays it as a {effect}.</source>
        <translation>Aan jullie tafel werkt hij als {effect}.</translation>
    </message>
    <message>
        <source>It goes on any card, and you choose the colour.</source>
        <translation>Hij past op elke kaart, en jij kiest de kleur.</translation>
    </message>
    <message>
        <source>It may not be your last card.</source>
        <translation>Het mag niet je laatste kaart zijn.</translation>
    </message>
    <message>
        <source>If it is your last card, you draw a card instead of going out.</source>
        <translation>Is het je laatste kaart, dan trek je een kaart in plaats van uit te gaan.</translation>
    </message>
    <message>
        <source>After it, no wild card may be played until everyone else has had a turn.</source>
        <translation>Daarna mag niemand een wildkaart spelen tot iedereen anders aan de beurt is geweest.</translation>
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
        <translation>Wat er gebeurd is</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Sluiten (L)</translation>
    </message>
    <message>
        <source>Close what happened</source>
        <translation>Lijst sluiten</translation>
    </message>
    <message>
        <source>What happened, newest first</source>
        <translation>Wat er gebeurd is, nieuwste eerst</translation>
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
    <message>
        <source>Since your last turn, {name}:</source>
        <translation>Sinds je vorige beurt, {name}:</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Play both at once.</source>
        <translation>Speel ze allebei tegelijk.</translation>
    </message>
    <message>
        <source>It is a bluff: you still have a card of the colour {color}, so {name} may challenge you, and then you take the cards yourself.</source>
        <translation>Het is bluf: je hebt nog een kaart in de kleur {color}, dus {name} kan je uitdagen, en dan moet je de kaarten zelf pakken.</translation>
    </message>
    <message>
        <source>{move}: there is nothing else you can do.</source>
        <translation>{move}: je kunt nu niets anders doen.</translation>
    </message>
    <message>
        <source>{move}: it is the only card you can play.</source>
        <translation>{move}: het is de enige kaart die je kunt spelen.</translation>
    </message>
    <message>
        <source>{move}: it is your last card, and you win the round!</source>
        <translation>{move}: het is je laatste kaart, en je wint de ronde!</translation>
    </message>
    <message>
        <source>{move}: it is exactly the card on top of the pile, so you may put it down now, even though it is not your turn.</source>
        <translation>{move}: het is precies dezelfde kaart als de bovenste op de stapel, dus je mag hem nu spelen, ook al is het niet je beurt.</translation>
    </message>
    <message>
        <source>{move}: you have no card you can play.</source>
        <translation>{move}: je hebt geen kaart die je kunt spelen.</translation>
    </message>
    <message>
        <source>{move}: you could play a card, but this time it is better to keep your cards.</source>
        <translation>{move}: je zou een kaart kunnen spelen, maar deze keer kun je je kaarten beter houden.</translation>
    </message>
    <message>
        <source>{move} now: you have one card left, and someone could catch you.</source>
        <translation>{move} nu: je hebt nog maar één kaart, en wie het vergeet, moet misschien twee kaarten trekken.</translation>
    </message>
    <message>
        <source>{move}: you have one card left.</source>
        <translation>{move}: je hebt nog één kaart.</translation>
    </message>
    <message>
        <source>{move}: {name} has one card left and did not call Uno.</source>
        <translation>{move}: {name} heeft nog één kaart en riep geen Uno.</translation>
    </message>
    <message>
        <source>{move}: maybe {name} still had a card of the colour {color}. Then {name} must take the cards instead of you.</source>
        <translation>{move}: misschien had {name} nog een kaart in de kleur {color}. Dan moet {name} de kaarten pakken in plaats van jou.</translation>
    </message>
    <message>
        <source>{move}: {name} probably had no card of the colour {color}, and if you challenge and are wrong, you take two cards more.</source>
        <translation>{move}: {name} had waarschijnlijk geen kaart in de kleur {color}, en als je uitdaagt en ongelijk hebt, pak je er twee kaarten bij.</translation>
    </message>
    <message>
        <source>{move}: then the cards pass on to {name}.</source>
        <translation>{move}: dan gaan de kaarten door naar {name}.</translation>
    </message>
    <message>
        <source>{move}: it is better to keep your draw cards for later.</source>
        <translation>{move}: je kunt je trekkaarten beter voor later bewaren.</translation>
    </message>
    <message>
        <source>{move}: you have no card to answer with.</source>
        <translation>{move}: je hebt geen kaart om mee te antwoorden.</translation>
    </message>
    <message>
        <source>{move}: the card you just drew fits, so you can put it down at once.</source>
        <translation>{move}: de kaart die je net trok past, dus je kunt hem meteen spelen.</translation>
    </message>
    <message>
        <source>{move}: it may be more useful later.</source>
        <translation>{move}: die kan later nog van pas komen.</translation>
    </message>
    <message>
        <source>{move}: with two players, {name} misses a turn and you play again.</source>
        <translation>{move}: met twee spelers slaat {name} een beurt over en speel jij nog een keer.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: keep your Wild Draw Four for later, because {name} has only %n card(s) left.</source>
        <translation>
            <numerusform>{move}: bewaar je Wild Trek Vier voor later, want {name} heeft nog maar één kaart.</numerusform>
            <numerusform>{move}: bewaar je Wild Trek Vier voor later, want {name} heeft nog maar %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: keep your wild card for when nothing else fits.</source>
        <translation>{move}: bewaar je wildkaart voor als er niets anders past.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has %n card(s), fewer than you.</source>
        <translation>
            <numerusform>{move}: {name} heeft maar één kaart, minder dan jij.</numerusform>
            <numerusform>{move}: {name} heeft %n kaarten, minder dan jij.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {name} had to draw a card when the colour was {color}, so they may not have that colour.</source>
        <translation>{move}: {name} moest een kaart trekken toen de kleur {color} was, dus misschien heeft {name} die kleur niet.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and of the cards you can play, this one is worth the most points.</source>
        <translation>
            <numerusform>{move}: {name} heeft nog maar één kaart, en van de kaarten die je kunt spelen, is deze de meeste punten waard.</numerusform>
            <numerusform>{move}: {name} heeft nog maar %n kaarten, en van de kaarten die je kunt spelen, is deze de meeste punten waard.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: you have more cards of the colour {color} than of any other colour.</source>
        <translation>{move}: je hebt meer kaarten in de kleur {color} dan in een andere kleur.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: you have %n card(s) of the colour {color}.</source>
        <translation>
            <numerusform>{move}: je hebt één kaart in de kleur {color}.</numerusform>
            <numerusform>{move}: je hebt %n kaarten in de kleur {color}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: the computer tried out the rest of the round many times, and this way gives you the best chance.</source>
        <translation>{move}: de computer heeft de rest van de ronde vaak uitgeprobeerd, en zo heb je de meeste kans.</translation>
    </message>
    <message>
        <source>{move}: the computer thinks this is your best move.</source>
        <translation>{move}: de computer denkt dat dit je beste zet is.</translation>
    </message>
    <message>
        <source>No hint now: wait for your turn.</source>
        <translation>Nu geen tip: wacht op je beurt.</translation>
    </message>
    <message>
        <source>Play the {card}, choose {color} and swap hands with {name}</source>
        <translation>Speel {card}, kies {color} en ruil van hand met {name}</translation>
    </message>
    <message>
        <source>Play the {card} and choose {color}</source>
        <translation>Speel {card} en kies {color}</translation>
    </message>
    <message>
        <source>Play the {card} and swap hands with {name}</source>
        <translation>Speel {card} en ruil van hand met {name}</translation>
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
        <source>Keep the card you drew</source>
        <translation>Houd de kaart die je trok</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>Kies {color}</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Pak de kaarten</translation>
    </message>
    <message>
        <source>Press UNO! (U) before you play it.</source>
        <translation>Druk eerst op UNO! (U) en speel hem dan.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and this card makes it harder for them.</source>
        <translation>
            <numerusform>{move}: {name} heeft nog maar één kaart, en met deze kaart maak je het {name} lastiger.</numerusform>
            <numerusform>{move}: {name} heeft nog maar %n kaarten, en met deze kaart maak je het {name} lastiger.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Daag uit</translation>
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
        <translation>Niet verwijderen</translation>
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
    <name>Lesson</name>
    <message>
        <source>Hello! Let us learn Uno by playing one round together. Your cards are at the bottom; {name1} and {name2} are friendly computer players. The aim is to be the first to get rid of all your cards. At every step I tell you what to do and why. Ready? Press Go on.</source>
        <translation>Hallo! We leren Uno door samen één ronde te spelen. Jouw kaarten liggen onderaan; {name1} en {name2} zijn aardige computerspelers. Het doel is om als eerste al je kaarten kwijt te raken. Bij elke stap vertel ik wat je moet doen en waarom. Klaar? Druk op Verder.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. You may put a card on it that has the same colour or the same number. Your {c1} is red too, so it fits! Click it, or go to it with the arrow keys and press Enter.</source>
        <translation>De kaart op de stapel is een {c0}. Je mag er een kaart op leggen met dezelfde kleur of hetzelfde getal. Je {c1} is ook rood, dus die past! Klik erop, of ga ernaartoe met de pijltjestoetsen en druk op Enter.</translation>
    </message>
    <message>
        <source>{name2} put a {c0} on the red 5: the same number fits, whatever the colour. Now it is your turn. You have no blue card, but you have a 5! Play your {c1}.</source>
        <translation>{name2} legde een {c0} op de rode 5: hetzelfde getal past, welke kleur ook. Nu ben jij aan de beurt. Je hebt geen blauwe kaart, maar wel een 5! Speel je {c1}.</translation>
    </message>
    <message>
        <source>{name2} played a {c0} and chose green: now you must draw four cards and miss your turn. But there is a rule: you may only play a {c0} when you have no card of the colour on the pile, and that was yellow. If you think {name2} still had a yellow card, you may challenge. Let us try: press Challenge (C).</source>
        <translation>{name2} speelde een {c0} en koos groen: nu moet jij vier kaarten trekken en word je overgeslagen. Maar er is een regel: je mag een {c0} alleen spelen als je geen kaart hebt in de kleur van de stapel, en die was geel. Denk je dat {name2} nog een gele kaart had, dan mag je uitdagen. We proberen het: druk op Uitdagen (C).</translation>
    </message>
    <message>
        <source>{name2} had to show you their cards, and there was a yellow card: a bluff! So {name2} draws the four cards instead of you, and it is your turn. Had there been no yellow card, you would have drawn six: the four and two more. Press Go on.</source>
        <translation>{name2} moest je de kaarten laten zien, en er zat een gele kaart bij: bluf! Daarom trekt {name2} de vier kaarten in plaats van jou, en ben jij aan de beurt. Als er geen gele kaart bij had gezeten, had jij er zes moeten trekken: de vier en nog twee. Druk op Verder.</translation>
    </message>
    <message>
        <source>{name2} chose green. Play your {c0}: it makes the next player, {name1}, miss a turn, so {name2} plays after you.</source>
        <translation>{name2} koos groen. Speel je {c0}: dan wordt de volgende speler, {name1}, overgeslagen, en speelt {name2} na jou.</translation>
    </message>
    <message>
        <source>Now play your {c0}: play turns round and goes the other way. After you it is {name2}&apos;s turn again, then {name1}&apos;s. Watch the arrows around the table.</source>
        <translation>Speel nu je {c0}: het spel draait om en gaat de andere kant op. Na jou speelt {name2} weer, daarna {name1}. Kijk naar de pijlen rond de tafel.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. None of your cards is blue or a 6, so nothing fits. Then you take a card from the draw pile: click the pile, or press D.</source>
        <translation>De kaart op de stapel is een {c0}. Geen van je kaarten is blauw of een 6, dus niets past. Dan pak je een kaart van de trekstapel: klik op de stapel of druk op D.</translation>
    </message>
    <message>
        <source>You drew a {c0}, and a card you have just drawn may be played at once. (Had it not fitted, it would have stayed in your hand.) A {c0} fits on any card, and you choose the colour that comes next. Play it and choose yellow, the colour you have most of: press 2 for yellow.</source>
        <translation>Je trok een {c0}, en een kaart die je net hebt getrokken, mag je meteen spelen. (Als hij niet had gepast, was hij in je hand gebleven.) Een {c0} past op elke kaart, en jij kiest de kleur die daarna geldt. Speel hem en kies geel, de kleur waarvan je de meeste kaarten hebt: druk op 2 voor geel.</translation>
    </message>
    <message>
        <source>Play your {c0}: the next player, {name2}, must draw two cards and miss a turn.</source>
        <translation>Speel je {c0}: de volgende speler, {name2}, moet twee kaarten trekken en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>You have two cards left. When you play your second-to-last card, you call Uno! Press the UNO! button (or U), then play your {c0}. Whoever forgets and is caught draws two cards.</source>
        <translation>Je hebt nog twee kaarten. Als je je voorlaatste kaart speelt, roep je Uno! Druk op de knop UNO! (of U) en speel dan je {c0}. Wie het vergeet en betrapt wordt, trekt twee kaarten.</translation>
    </message>
    <message>
        <source>{name1} has one card left and did not call Uno! Catch them before anyone plays: press the button at {name1}&apos;s seat (or Tab to it and press Space). Then {name1} must draw two cards.</source>
        <translation>{name1} heeft nog één kaart en riep geen Uno! Betrap {name1} voordat iemand speelt: druk op de knop bij {name1} (of ga er met Tab naartoe en druk op de spatiebalk). Dan moet {name1} twee kaarten trekken.</translation>
    </message>
    <message>
        <source>Now play your last card, the {c0}: a 7 fits on a 7. Then you have no cards left and you win the round!</source>
        <translation>Speel nu je laatste kaart, de {c0}: een 7 past op een 7. Dan heb je geen kaarten meer en win je de ronde!</translation>
    </message>
    <message>
        <source>You went out first and won the round! You score the cards left in the other hands: a number card counts its number, a Skip, Reverse or Draw Two 20 points and a wild card 50. {name1}&apos;s cards are worth {points1} points and {name2}&apos;s {points2}, so you score {points}. In a match, the rounds go on until someone reaches 500 points.</source>
        <translation>Je ging als eerste uit en wint de ronde! Je krijgt punten voor de kaarten die de anderen nog hebben: een cijferkaart is zijn getal waard, Sla Over, Keer Om en Trek Twee 20 punten en een wildkaart 50. De kaarten van {name1} zijn {points1} punten waard en die van {name2} {points2}, dus jij krijgt {points}. In een partij gaan de rondes door tot iemand 500 punten heeft.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Press UNO! first (U): after this card you have only one card left.</source>
        <translation>Druk eerst op UNO! (U): na deze kaart heb je er nog maar één.</translation>
    </message>
    <message>
        <source>Not yet: watch what the others do first.</source>
        <translation>Nog niet: kijk eerst wat de anderen doen.</translation>
    </message>
    <message>
        <source>The rules allow that too, but let us try this first: {move}.</source>
        <translation>Dat mag ook, maar laten we eerst dit proberen: {move}.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point(s)</source>
        <translation>
            <numerusform>{name}: één punt</numerusform>
            <numerusform>{name}: %n punten</numerusform>
        </translation>
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
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
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
        <source>Learn to &amp;play</source>
        <translation>&amp;Leren spelen</translation>
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
        <translation>Voor geluid is de extra ‘sound’ nodig: pip install unodesk[sound]</translation>
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
        <translation>Verander je een regel, dan worden het jullie eigen regels.</translation>
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
        <translation>Persoon</translation>
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
        <translation>Deze computer kan de partij niet bewaren, dus als je afsluit, is de partij voorbij.</translation>
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
    <name>RecapWords</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} sprong ertussen met {card}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card} and chose {colour}.</source>
        <translation>{name} speelde een paar ({card}) en koos {colour}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card}.</source>
        <translation>{name} speelde een paar ({card}).</translation>
    </message>
    <message>
        <source>{name} played {card} and chose {colour}.</source>
        <translation>{name} speelde {card} en koos {colour}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} speelde {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} trok %n kaart.</numerusform>
            <numerusform>{name} trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} could not go out on that card and drew %n card(s).</source>
        <translation>
            <numerusform>{name} mocht met die kaart niet uitgaan en trok %n kaart.</numerusform>
            <numerusform>{name} mocht met die kaart niet uitgaan en trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} made you draw %n card(s).</source>
        <translation>
            <numerusform>{name} liet je %n kaart trekken.</numerusform>
            <numerusform>{name} liet je %n kaarten trekken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had to draw %n card(s).</source>
        <translation>
            <numerusform>Je moest %n kaart trekken.</numerusform>
            <numerusform>Je moest %n kaarten trekken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} had to draw %n card(s).</source>
        <translation>
            <numerusform>{name} moest %n kaart trekken.</numerusform>
            <numerusform>{name} moest %n kaarten trekken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught you without Uno: you drew %n card(s).</source>
        <translation>
            <numerusform>{name} betrapte je zonder Uno: je trok %n kaart.</numerusform>
            <numerusform>{name} betrapte je zonder Uno: je trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught {target} without Uno: {target} drew %n card(s).</source>
        <translation>
            <numerusform>{name} betrapte {target} zonder Uno: {target} trok %n kaart.</numerusform>
            <numerusform>{name} betrapte {target} zonder Uno: {target} trok %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was a bluff.</source>
        <translation>{name} daagde je Wild Trek Vier uit: het was bluf.</translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was no bluff.</source>
        <translation>{name} daagde je Wild Trek Vier uit: het was geen bluf.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was a bluff.</source>
        <translation>{name} daagde de Wild Trek Vier van {target} uit: het was bluf.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was no bluff.</source>
        <translation>{name} daagde de Wild Trek Vier van {target} uit: het was geen bluf.</translation>
    </message>
    <message>
        <source>You were skipped.</source>
        <translation>Je werd overgeslagen.</translation>
    </message>
    <message>
        <source>{name} was skipped.</source>
        <translation>{name} werd overgeslagen.</translation>
    </message>
    <message numerus="yes">
        <source>{how}: you have a new hand of %n card(s).</source>
        <translation>
            <numerusform>{how}: je hebt een nieuwe hand van %n kaart.</numerusform>
            <numerusform>{how}: je hebt een nieuwe hand van %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{how}: you now have %n card(s) instead of {before}.</source>
        <translation>
            <numerusform>{how}: je hebt nu %n kaart in plaats van {before}.</numerusform>
            <numerusform>{how}: je hebt nu %n kaarten in plaats van {before}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} ruilde van hand met {target}.</translation>
    </message>
    <message>
        <source>{name} swapped hands with you</source>
        <translation>{name} ruilde van hand met jou</translation>
    </message>
    <message>
        <source>Every hand moved one seat along</source>
        <translation>Alle handen schoven één plaats door</translation>
    </message>
    <message>
        <source>Every hand was shuffled and dealt out again</source>
        <translation>Alle handen werden geschud en opnieuw uitgedeeld</translation>
    </message>
    <message numerus="yes">
        <source>The penalty is now %n card(s) for the next player.</source>
        <translation>
            <numerusform>De straf is nu %n kaart voor de volgende speler.</numerusform>
            <numerusform>De straf is nu %n kaarten voor de volgende speler.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} kept the card they drew.</source>
        <translation>{name} hield de getrokken kaart.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} riep Uno!</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Het spel gaat nu de andere kant op.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>De aflegstapel is geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>De eerste kaart is {card}.</translation>
    </message>
    <message>
        <source>A Wild Draw Four came up first and went back into the pile.</source>
        <translation>Er kwam eerst een Wild Trek Vier boven; die ging terug in de stapel.</translation>
    </message>
    <message>
        <source>{name} chose {colour}.</source>
        <translation>{name} koos {colour}.</translation>
    </message>
    <message numerus="yes">
        <source>Now the colour is {colour}, and you have %n card(s).</source>
        <translation>
            <numerusform>Nu geldt {colour}, en je hebt %n kaart.</numerusform>
            <numerusform>Nu geldt {colour}, en je hebt %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n thing(s) before that (What happened, L, has them all).</source>
        <translation>
            <numerusform>… en %n ding daarvoor (Wat er gebeurde, L, laat alles zien).</numerusform>
            <numerusform>… en %n dingen daarvoor (Wat er gebeurde, L, laat alles zien).</numerusform>
        </translation>
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
        <translation>Als eerste uit: %1. Alle anderen krijgen punten voor de kaarten die ze nog in hun hand hebben.</translation>
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
        <source>%n point(s) in hand</source>
        <translation>
            <numerusform>%n punt in de hand</numerusform>
            <numerusform>%n punten in de hand</numerusform>
        </translation>
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
    <name>RuleLines</name>
    <message>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <source>The classic deck of 108 cards.</source>
        <translation>Het gewone spel van 108 kaarten.</translation>
    </message>
    <message numerus="yes">
        <source>Extra cards: a {card}, and %n customizable wild card(s) that work as a {effect}.</source>
        <translation>
            <numerusform>Extra kaarten: een {card} en één Wild Aanpasbaar die werkt als {effect}.</numerusform>
            <numerusform>Extra kaarten: een {card} en %n Wild Aanpasbaar-kaarten die werken als {effect}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n customizable wild card(s) in the deck.</source>
        <translation>
            <numerusform>Eén Wild Aanpasbaar in het spel.</numerusform>
            <numerusform>%n Wild Aanpasbaar-kaarten in het spel.</numerusform>
        </translation>
    </message>
    <message>
        <source>The customizable wild cards work as a {effect}.</source>
        <translation>De Wild Aanpasbaar-kaarten werken als {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone gets %n card(s) to start with.</source>
        <translation>
            <numerusform>Iedereen krijgt één kaart om mee te beginnen.</numerusform>
            <numerusform>Iedereen krijgt %n kaarten om mee te beginnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>De partij gaat tot één punt.</numerusform>
            <numerusform>De partij gaat tot %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone scores the cards left in their own hand, and the lowest total wins.</source>
        <translation>Iedereen krijgt punten voor de kaarten in de eigen hand, en de laagste stand wint.</translation>
    </message>
    <message>
        <source>The winner of a round scores the cards left in the other hands.</source>
        <translation>Wie de ronde wint, krijgt punten voor de kaarten die de anderen nog hebben.</translation>
    </message>
    <message>
        <source>Teams of two: partners sit opposite each other.</source>
        <translation>Teams van twee: teamgenoten zitten tegenover elkaar.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>Iedereen speelt voor zichzelf.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only go down when you have no card of the colour on the pile, so nobody can bluff.</source>
        <translation>Een Wild Trek Vier mag alleen op tafel als je geen kaart hebt in de kleur van de stapel, dus niemand kan bluffen.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down as a bluff.</source>
        <translation>Een Wild Trek Vier mag ook als bluf gespeeld worden.</translation>
    </message>
    <message>
        <source>A Wild Draw Four played as a bluff may be challenged.</source>
        <translation>Wie bluft met een Wild Trek Vier, kan worden uitgedaagd.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down at any time, and nobody challenges it.</source>
        <translation>Een Wild Trek Vier mag altijd gespeeld worden, en niemand daagt uit.</translation>
    </message>
    <message>
        <source>A Draw Two or a Wild Draw Four cannot be answered: the next player draws.</source>
        <translation>Op een Trek Twee of Wild Trek Vier kun je niet antwoorden: de volgende speler trekt.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two or a Wild Draw Four, and the cards add up for the next player.</source>
        <translation>Op een Trek Twee mag je een Trek Twee of een Wild Trek Vier leggen, en de kaarten tellen op voor de volgende speler.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up for the next player.</source>
        <translation>Op een Trek Twee mag je nog een Trek Twee leggen, en de kaarten tellen op voor de volgende speler.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four.</source>
        <translation>Een Wild Trek Vier mag op een Trek Twee of een andere Wild Trek Vier.</translation>
    </message>
    <message>
        <source>Only a Draw Two answers a Draw Two.</source>
        <translation>Alleen een Trek Twee mag op een Trek Twee.</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on.</source>
        <translation>Een 7 ruilt je hand met een speler die jij kiest; een 0 schuift alle handen één plaats door.</translation>
    </message>
    <message>
        <source>A 7 and a 0 are plain number cards.</source>
        <translation>Een 7 en een 0 zijn gewone cijferkaarten.</translation>
    </message>
    <message>
        <source>Whoever holds the very card on top of the pile may put it down out of turn.</source>
        <translation>Wie precies dezelfde kaart heeft als de bovenste op de stapel, mag die buiten de beurt spelen.</translation>
    </message>
    <message>
        <source>Nobody plays out of turn.</source>
        <translation>Niemand speelt buiten de beurt.</translation>
    </message>
    <message>
        <source>Two identical cards may go down together.</source>
        <translation>Twee dezelfde kaarten mogen samen op tafel.</translation>
    </message>
    <message>
        <source>One card at a time.</source>
        <translation>Eén kaart tegelijk.</translation>
    </message>
    <message>
        <source>After a wild card, nobody plays another until everyone else has had a turn.</source>
        <translation>Na een wildkaart speelt niemand er een tot iedereen anders aan de beurt is geweest.</translation>
    </message>
    <message>
        <source>A wild card may follow a wild card.</source>
        <translation>Een wildkaart mag direct na een andere.</translation>
    </message>
    <message>
        <source>If you cannot play, you keep drawing until a card fits.</source>
        <translation>Kun je niet spelen, dan trek je tot er een kaart past.</translation>
    </message>
    <message>
        <source>If you cannot play, you draw one card.</source>
        <translation>Kun je niet spelen, dan trek je één kaart.</translation>
    </message>
    <message numerus="yes">
        <source>If you cannot play, you draw up to %n card(s), and stop at one that fits.</source>
        <translation>
            <numerusform>Kun je niet spelen, dan trek je één kaart.</numerusform>
            <numerusform>Kun je niet spelen, dan trek je tot %n kaarten en stop je bij een die past.</numerusform>
        </translation>
    </message>
    <message>
        <source>A wild card may not be your last card.</source>
        <translation>Een wildkaart mag niet je laatste kaart zijn.</translation>
    </message>
    <message>
        <source>A wild card may be your last card.</source>
        <translation>Een wildkaart mag je laatste kaart zijn.</translation>
    </message>
    <message>
        <source>Going out on an action card or a wild card makes you draw a card instead.</source>
        <translation>Ga je uit met een actiekaart of wildkaart, dan trek je in plaats daarvan een kaart.</translation>
    </message>
    <message>
        <source>You may go out on any card.</source>
        <translation>Je mag uitgaan met elke kaart.</translation>
    </message>
    <message>
        <source>The rules in the box, with no house rules.</source>
        <translation>De regels uit de doos, zonder huisregels.</translation>
    </message>
    <message>
        <source>Also played at such tables, for you to switch on: %1.</source>
        <translation>Ook vaak gespeeld, zet aan als je wilt: %1.</translation>
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
        <translation>Ofwel krijgt de winnaar van de ronde de punten van alle kaarten die de anderen over hebben, ofwel telt ieder de punten van de eigen overgebleven kaarten en wint het laagste totaal.</translation>
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
        <translation>Voor teams van twee zijn 4, 6, 8 of 10 spelers nodig.</translation>
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
        <source>A Draw Two may be answered with another Draw Two, and the cards add up; whoever cannot answer draws them all and misses the turn.</source>
        <translation>Op een Trek Twee mag je antwoorden met nog een Trek Twee, en de kaarten tellen op. Wie niet kan antwoorden, trekt ze allemaal en slaat een beurt over.</translation>
    </message>
    <message>
        <source>Wild Draw Four in the stack too</source>
        <translation>Ook Wild Trek Vier stapelen</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four (the Dutch way). Off: only a Draw Two answers a Draw Two (the Swedish way).</source>
        <translation>Een Wild Trek Vier mag antwoorden op een Trek Twee of op een andere Wild Trek Vier (zoals in Nederland). Uit: alleen een Trek Twee gaat op een Trek Twee (zoals in Zweden).</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on, in the direction of play.</source>
        <translation>Met een 7 ruil je van hand met een speler naar keuze; bij een 0 schuift elke hand één plaats door, in de speelrichting.</translation>
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
        <source>“Strict Wild Draw Four” already decides when the card may be played.</source>
        <translation>‘Strenge regel voor Wild Trek Vier’ bepaalt al wanneer de kaart gespeeld mag worden.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stapelen</translation>
    </message>
    <message>
        <source>Only with “Stacking”.</source>
        <translation>Alleen met ‘Stapelen’.</translation>
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
        <source>Whoever holds the very same card as the one on top of the pile (the same colour and the same number or symbol) may put it down out of turn; play goes on from them.</source>
        <translation>Wie precies dezelfde kaart heeft als de bovenste van de aflegstapel (dezelfde kleur én hetzelfde getal of symbool), mag hem buiten de beurt spelen; het spel gaat dan verder vanaf die speler.</translation>
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
        <source>Not with “Draw until you can play”.</source>
        <translation>Niet met ‘Trekken tot je kunt spelen’.</translation>
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
        <source>Some families draw more than one card: see “Draw until you can play” and “Cards to draw when you cannot play” under “House rules”.</source>
        <translation>Sommige families trekken meer dan één kaart: zie ‘Trekken tot je kunt spelen’ en ‘Hoeveel kaarten trekken als je niet kunt spelen’ bij ‘Huisregels’.</translation>
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
        <source>Wild Draw Four: you choose the colour, and the next player draws four cards and misses their turn. You may play it when you hold no card of the colour in play; cards of the same number or symbol, and wild cards, do not stop you. Played while you hold the colour, it is a bluff, and it may be challenged.</source>
        <translation>Wild Trek Vier: jij bepaalt de kleur, en wie na jou komt, pakt vier kaarten en wordt overgeslagen. Je mag hem spelen als je geen kaart hebt in de kleur die geldt; kaarten met hetzelfde getal of symbool, en wildkaarten, houden je niet tegen. Heb je die kleur wel en speel je hem toch, dan is het bluf, en kun je worden uitgedaagd.</translation>
    </message>
    <message>
        <source>Challenging a Wild Draw Four</source>
        <translation>Een Wild Trek Vier uitdagen</translation>
    </message>
    <message>
        <source>With stacking, whoever loses the challenge takes all the cards that have piled up, not only four (the challenger two more). With “No bluffing” or “Strict Wild Draw Four” there is nothing to challenge.</source>
        <translation>Bij stapelen pakt wie de uitdaging verliest alle kaarten die zich hebben opgestapeld, niet alleen vier (en wie uitdaagde er nog twee bij). Met ‘Geen bluf’ of ‘Strenge regel voor Wild Trek Vier’ valt er niets uit te dagen.</translation>
    </message>
    <message>
        <source>Calling “Uno!”</source>
        <translation>‘Uno!’ roepen</translation>
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
        <source>Customizable wild: it does what your table agreed before the match (a Wild, a Skip, a Reverse, a Draw Two or a swap of hands), set under “More rules” in the new-match window.</source>
        <translation>Wild Aanpasbaar: die doet wat jullie vóór de partij hebben afgesproken (een Wild, Sla Over, Keer Om, Trek Twee of handen ruilen), in te stellen onder ‘Meer regels’ in het venster voor een nieuwe partij.</translation>
    </message>
    <message>
        <source>These are not in the official rules, but many families play them. Agree on them before you start: each one is set under “More rules” in the new-match window.</source>
        <translation>Deze staan niet in de officiële regels, maar veel families spelen ermee. Spreek ze af voordat jullie beginnen: elke regel stel je in onder ‘Meer regels’ in het venster voor een nieuwe partij.</translation>
    </message>
    <message>
        <source>“Strict Wild Draw Four” and “No bluffing” are two ways round the same card; with both off, you play it as the official rules say: a bluff is allowed, and so is a challenge.</source>
        <translation>‘Strenge regel voor Wild Trek Vier’ en ‘Geen bluf’ zijn twee manieren om met dezelfde kaart om te gaan. Staan ze allebei uit, dan speel je hem zoals de officiële regels zeggen: bluffen mag, en uitdagen ook.</translation>
    </message>
    <message>
        <source>A whole round between wild cards: a player who is skipped has had their turn too. Until everyone has had a turn, the line under the table names the players still to go.</source>
        <translation>Een heel rondje tussen wildkaarten: wie wordt overgeslagen, is ook aan de beurt geweest. Tot iedereen aan de beurt is geweest, noemt de regel onder de tafel wie er nog moet.</translation>
    </message>
    <message>
        <source>Cards too small to read? Tick “Larger cards” in the View menu; every card on the table grows a size, and the choice is remembered.</source>
        <translation>Kaarten te klein om te lezen? Vink ‘Grotere kaarten’ aan in het menu Beeld; elke kaart op tafel wordt een maat groter, en de keuze wordt onthouden.</translation>
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
        <translation>Voor de eerste ronde pakt ieder een kaart van de stapel, en wie het hoogste getal heeft, wordt deler. Sla Over, Keer Om, Trek Twee en de wildkaarten zijn hierbij nul waard. Hebben meer spelers samen de hoogste kaart, dan trekken alleen zij opnieuw. Het spel doet het trekken voor jullie. Na elke ronde schuift de deler één plaats naar links op.</translation>
    </message>
    <message>
        <source>The dealer gives everyone seven cards, one at a time. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player on the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>De deler geeft iedereen zeven kaarten, één voor één. De overige kaarten vormen gedekt de trekstapel; de bovenste gaat open en is de eerste kaart van de aflegstapel. De eerste beurt is voor wie links van de deler zit, en daarna gaat het met de klok mee.</translation>
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
        <translation>Niets te spelen, of hou je je kaarten liever? Pak één kaart van de trekstapel. Past die, dan mag je hem meteen spelen of houden; zo niet, dan hou je hem en is de volgende aan de beurt. Heb je getrokken, dan is dat de enige kaart die je deze beurt nog mag spelen.</translation>
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
        <translation>Trek Twee: wie na jou komt, pakt twee kaarten en wordt overgeslagen.</translation>
    </message>
    <message>
        <source>Wild: you choose the colour play goes on in, even the one already in play.</source>
        <translation>Wild: jij kiest in welke kleur er verder gespeeld wordt, ook de kleur die al op tafel ligt.</translation>
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
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first, and they count.</source>
        <translation>Wie als eerste geen kaarten meer heeft, krijgt de punten van alle kaarten die bij de anderen zijn overgebleven. Eindigde die speler met een Trek Twee of een Wild Trek Vier, dan pakt de volgende die kaarten nog eerst, en die tellen ook mee.</translation>
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
        <translation>Nieuwere dozen hebben 112 kaarten: de 108 van het klassieke spel, een Wild Hussel Handen of een Wild Ruil Handen, en drie Wild Aanpasbaar-kaarten. Vóór de partij beslissen jullie of je er één, twee of alle drie gebruikt; de rest blijft in de doos. Het zijn allemaal wildkaarten, dus je kiest ook de kleur.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands: you collect every card the other players hold, shuffle them and deal them out one by one to everyone, yourself included, starting on your left. Your own cards stay in your hand, and hands may come back bigger or smaller.</source>
        <translation>Wild Hussel Handen: je verzamelt alle kaarten van de andere spelers, schudt ze en deelt ze één voor één uit aan iedereen, jezelf ook, te beginnen links van je. Je eigen kaarten houd je, en daarna kan iedereen meer of minder kaarten hebben dan eerst.</translation>
    </message>
    <message>
        <source>Wild Swap Hands: played like a Wild, and you may also swap your whole hand with another player&apos;s; you may just as well keep your own.</source>
        <translation>Wild Ruil Handen: werkt als een Wild, en je mag bovendien je hele hand ruilen met die van een andere speler; je eigen hand houden mag ook.</translation>
    </message>
    <message>
        <source>Two identical cards at once: a pair goes down wherever one of its cards may. With two players, a pair of Skips or Reverses lets you play again. Wild cards are never paired, and after drawing only the drawn card may be played, on its own.</source>
        <translation>Twee gelijke kaarten tegelijk: een paar mag overal waar één van de twee mag. Met z&apos;n tweeën mag je na een paar Sla Over of Keer Om nog een keer. Wildkaarten gaan nooit als paar, en na het trekken mag je alleen de getrokken kaart spelen, in z&apos;n eentje.</translation>
    </message>
    <message>
        <source>Ready-made house rules</source>
        <translation>Kant-en-klare huisregels</translation>
    </message>
    <message>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press “UNO!” before you play your second-to-last card, or right after it; if someone forgets, a “Catch!” button appears at their seat.</source>
        <translation>Klik op een kaart die omhoog staat om hem te spelen, of klik op de trekstapel om te trekken. Na een wildkaart kies je de kleur. Druk op ‘UNO!’ voordat je je voorlaatste kaart speelt, of meteen daarna; vergeet iemand dat, dan verschijnt bij die speler de knop ‘Betrappen!’.</translation>
    </message>
    <message>
        <source>When pairs are allowed and you hold both copies of a card you may play, a click on either asks whether to play one or both. Wild Swap Hands asks whom to swap with, or whether to keep your own hand.</source>
        <translation>Mogen paren en heb je beide exemplaren van een speelbare kaart, dan vraagt een klik op een van de twee of je er één of beide wilt spelen. Wild Ruil Handen vraagt met wie je ruilt, of dat je je eigen hand houdt.</translation>
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
        <source>Each of these is a set of house rules often played in that country, on top of the official rules; none of them is an official rule book. Choose one in the Rules step of the new-match window; change any rule and the rules become your own.</source>
        <translation>Elk hiervan is een verzameling huisregels die in dat land vaak gespeeld wordt, bovenop de officiële regels; geen ervan is een officieel regelboek. Kies er een in de stap Regels van Nieuwe partij; verander je een regel, dan worden het jullie eigen regels.</translation>
    </message>
    <message>
        <source>Playing at this computer</source>
        <translation>Spelen op deze computer</translation>
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
        <translation>eindscore %1</translation>
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
        <translation>Status</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Eindscore</translation>
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
        <source>Finished</source>
        <translation>Uitgespeeld</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>De winnaar krijgt de punten van de kaarten van de anderen</translation>
    </message>
    <message>
        <source>Everyone scores their own cards, lowest wins</source>
        <translation>Iedereen telt de eigen kaarten, de laagste wint</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Opgeslagen als %1.</translation>
    </message>
    <message>
        <source>In the folder %1</source>
        <translation>In de map %1</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>De map openen</translation>
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
        <translation>Ronde %1, gedeeld door %2.</translation>
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
        <translation>Gewonnen rondes</translation>
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
    <name>StoryPanel</name>
    <message>
        <source>Your hand changed</source>
        <translation>Je hand is veranderd</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Sinds je vorige beurt</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Sluiten (Esc)</translation>
    </message>
    <message>
        <source>Close what happened since your last turn</source>
        <translation>Sluit wat er sinds je vorige beurt gebeurde</translation>
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
        <translation>Wat er gebeurd is</translation>
    </message>
    <message>
        <source>What happened (L)</source>
        <translation>Wat er gebeurd is (L)</translation>
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
    <name>Teacher</name>
    <message>
        <source>Well done! Now you know how to play Uno. Take the lesson again, or go back to the game.</source>
        <translation>Goed gedaan! Nu kun je Uno spelen. Doe de les nog een keer, of ga terug naar het spel.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Leren spelen</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Verder</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>De les nog eens</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Terug naar het spel</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Les verlaten</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Welcome to unodesk!</source>
        <translation>Welkom bij unodesk!</translation>
    </message>
    <message>
        <source>How many are playing?</source>
        <translation>Met hoeveel spelen jullie?</translation>
    </message>
    <message>
        <source>Your family:</source>
        <translation>Jullie familie:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spe&amp;len</translation>
    </message>
    <message>
        <source>&amp;Quick game: you against three computers</source>
        <translation>Snel &amp;potje: jij tegen drie computers</translation>
    </message>
    <message>
        <source>&amp;Rules and more choices…</source>
        <translation>&amp;Regels en meer keuzes…</translation>
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
    <message>
        <source>{name} took back a turn.</source>
        <translation>{name} nam een beurt terug.</translation>
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
