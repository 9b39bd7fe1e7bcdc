<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About unodesk</source>
        <translation>Om unodesk</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Uno for the family desktop: two to ten players around one computer.</source>
        <translation>Uno för familjens dator: två till tio spelare runt en dator.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Fri programvara under licensen %1.</translation>
    </message>
    <message>
        <source>unodesk plays offline. It never connects to the internet and collects nothing: no account, no statistics, no advertising.</source>
        <translation>unodesk spelas utan nätet. Det ansluter aldrig till internet och samlar inte in något: inget konto, ingen statistik, ingen reklam.</translation>
    </message>
    <message>
        <source>Your settings are kept in:%1</source>
        <translation>Dina inställningar sparas i:%1</translation>
    </message>
    <message>
        <source>Your scores and the history of your matches are kept in:%1</source>
        <translation>Era poäng och historiken över era partier sparas i:%1</translation>
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
        <translation>Den andra spelaren hoppas över, så du får spela igen.</translation>
    </message>
    <message>
        <source>The next player misses a turn.</source>
        <translation>Nästa spelare hoppas över.</translation>
    </message>
    <message>
        <source>With two players it works like a Skip: you play again.</source>
        <translation>Med två spelare fungerar det som Hoppa över: du får spela igen.</translation>
    </message>
    <message>
        <source>Play turns round and goes the other way.</source>
        <translation>Spelet vänder och går åt andra hållet.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two or a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>Nästa spelare tar två kort och hoppas över, om hen inte lägger ett eget Dra två eller Önskekort Dra fyra: då läggs korten ihop och går vidare till spelaren efter.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two of their own: then the cards add up for the player after them.</source>
        <translation>Nästa spelare tar två kort och hoppas över, om hen inte lägger ett eget Dra två: då läggs korten ihop och går vidare till spelaren efter.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn.</source>
        <translation>Nästa spelare tar två kort och hoppas över.</translation>
    </message>
    <message>
        <source>You may play it only when you have no card of the colour on the pile.</source>
        <translation>Du får bara lägga det när du inte har något kort i färgen på högen.</translation>
    </message>
    <message>
        <source>You may play it whenever you like.</source>
        <translation>Du får lägga det när du vill.</translation>
    </message>
    <message>
        <source>Play it only when you have no card of the colour on the pile: otherwise it is a bluff, and the next player may challenge you.</source>
        <translation>Lägg det bara när du inte har något kort i färgen på högen: annars är det en bluff, och nästa spelare kan utmana dig.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn.</source>
        <translation>Du väljer färg, och nästa spelare tar fyra kort och hoppas över.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn, unless they put down a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>Du väljer färg, och nästa spelare tar fyra kort och hoppas över, om hen inte lägger ett eget Önskekort Dra fyra: då läggs korten ihop och går vidare till spelaren efter.</translation>
    </message>
    <message>
        <source>You gather the other players&apos; cards, shuffle them and deal them out to everyone, yourself too.</source>
        <translation>Du samlar ihop de andra spelarnas kort, blandar dem och delar ut dem till alla, också dig själv.</translation>
    </message>
    <message>
        <source>You may swap your hand with another player&apos;s.</source>
        <translation>Du får byta hand med en annan spelare.</translation>
    </message>
    <message>
        <source>You swap hands with a player you choose.</source>
        <translation>Du byter hand med en spelare som du väljer.</translation>
    </message>
    <message>
        <source>Every hand moves one seat on, in the direction of play.</source>
        <translation>Alla händer flyttas en plats vidare, åt det håll spelet går.</translation>
    </message>
    <message>
        <source>Your table plays it as a {effect}.</source>
        <translation>Vid ert bord fungerar det som {effect}.</translation>
    </message>
    <message>
        <source>It goes on any card, and you choose the colour.</source>
        <translation>Det passar på alla kort, och du väljer färg.</translation>
    </message>
    <message>
        <source>It may not be your last card.</source>
        <translation>Det får inte vara ditt sista kort.</translation>
    </message>
    <message>
        <source>If it is your last card, you draw a card instead of going out.</source>
        <translation>Är det ditt sista kort får du dra ett kort i stället för att gå ut.</translation>
    </message>
    <message>
        <source>After it, no wild card may be played until everyone else has had a turn.</source>
        <translation>Efter det får inget önskekort läggas förrän alla andra har haft sin tur.</translation>
    </message>
</context>
<context>
    <name>ChallengePrompt</name>
    <message>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation>{name} lade ett Önskekort Dra fyra på dig. Var det en bluff?</translation>
    </message>
    <message>
        <source>Challenge (C)</source>
        <translation>Utmana (C)</translation>
    </message>
    <message numerus="yes">
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
        <source>Choose the colour for your {card} (1–4).</source>
        <translation>Välj färg för ditt {card} (1–4).</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Välj en färg</translation>
    </message>
    <message>
        <source>{colour} (key {key})</source>
        <translation>{colour} (tangent {key})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Take the card back (Esc)</source>
        <translation>Ta tillbaka kortet (Esc)</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened</source>
        <translation>Det här har hänt</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Stäng (L)</translation>
    </message>
    <message>
        <source>Close what happened</source>
        <translation>Stäng händelselistan</translation>
    </message>
    <message>
        <source>What happened, newest first</source>
        <translation>Det här har hänt, det senaste först</translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation>Nu spelar {name}. Lämna över datorn!
Alla andra: titta bort!</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>{name}: visa mina kort</translation>
    </message>
    <message>
        <source>Since your last turn, {name}:</source>
        <translation>Sedan din förra tur, {name}:</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Play both at once.</source>
        <translation>Lägg båda på en gång.</translation>
    </message>
    <message>
        <source>It is a bluff: you still have a card of the colour {color}, so {name} may challenge you, and then you take the cards yourself.</source>
        <translation>Det är en bluff: du har fortfarande ett kort i färgen {color}, så {name} kan utmana dig, och då får du ta korten själv.</translation>
    </message>
    <message>
        <source>{move}: there is nothing else you can do.</source>
        <translation>{move}: det finns inget annat du kan göra.</translation>
    </message>
    <message>
        <source>{move}: it is the only card you can play.</source>
        <translation>{move}: det är det enda kortet du kan lägga.</translation>
    </message>
    <message>
        <source>{move}: it is your last card, and you win the round!</source>
        <translation>{move}: det är ditt sista kort, och du vinner omgången!</translation>
    </message>
    <message>
        <source>{move}: it is exactly the card on top of the pile, so you may put it down now, even though it is not your turn.</source>
        <translation>{move}: det är precis samma kort som det översta på högen, så du får lägga det nu, fast det inte är din tur.</translation>
    </message>
    <message>
        <source>{move}: you have no card you can play.</source>
        <translation>{move}: du har inget kort som du kan lägga.</translation>
    </message>
    <message>
        <source>{move}: you could play a card, but this time it is better to keep your cards.</source>
        <translation>{move}: du kunde lägga ett kort, men den här gången är det bättre att spara dina kort.</translation>
    </message>
    <message>
        <source>{move} now: you have one card left, and someone could catch you.</source>
        <translation>{move} nu: du har bara ett kort kvar, och den som glömmer kan få dra två kort.</translation>
    </message>
    <message>
        <source>{move}: you have one card left.</source>
        <translation>{move}: du har ett kort kvar.</translation>
    </message>
    <message>
        <source>{move}: {name} has one card left and did not call Uno.</source>
        <translation>{move}: {name} har ett kort kvar och ropade inte Uno.</translation>
    </message>
    <message>
        <source>{move}: maybe {name} still had a card of the colour {color}. Then {name} must take the cards instead of you.</source>
        <translation>{move}: kanske hade {name} fortfarande ett kort i färgen {color}. Då måste {name} ta korten i stället för dig.</translation>
    </message>
    <message>
        <source>{move}: {name} probably had no card of the colour {color}, and if you challenge and are wrong, you take two cards more.</source>
        <translation>{move}: {name} hade nog inget kort i färgen {color}, och om du utmanar och har fel får du ta två kort till.</translation>
    </message>
    <message>
        <source>{move}: then the cards pass on to {name}.</source>
        <translation>{move}: då går korten vidare till {name}.</translation>
    </message>
    <message>
        <source>{move}: it is better to keep your draw cards for later.</source>
        <translation>{move}: det är bättre att spara dina dra-kort till senare.</translation>
    </message>
    <message>
        <source>{move}: you have no card to answer with.</source>
        <translation>{move}: du har inget kort att svara med.</translation>
    </message>
    <message>
        <source>{move}: the card you just drew fits, so you can put it down at once.</source>
        <translation>{move}: kortet du just drog passar, så du kan lägga det direkt.</translation>
    </message>
    <message>
        <source>{move}: it may be more useful later.</source>
        <translation>{move}: det kan göra mer nytta senare.</translation>
    </message>
    <message>
        <source>{move}: with two players, {name} misses a turn and you play again.</source>
        <translation>{move}: med två spelare står {name} över, och du får spela igen.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: keep your Wild Draw Four for later, because {name} has only %n card(s) left.</source>
        <translation>
            <numerusform>{move}: spara ditt Önskekort Dra fyra till senare, för {name} har bara ett kort kvar.</numerusform>
            <numerusform>{move}: spara ditt Önskekort Dra fyra till senare, för {name} har bara %n kort kvar.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: keep your wild card for when nothing else fits.</source>
        <translation>{move}: spara ditt önskekort till när inget annat passar.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has %n card(s), fewer than you.</source>
        <translation>
            <numerusform>{move}: {name} har bara ett kort, färre än du.</numerusform>
            <numerusform>{move}: {name} har %n kort, färre än du.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {name} had to draw a card when the colour was {color}, so they may not have that colour.</source>
        <translation>{move}: {name} fick dra ett kort när färgen var {color}, så hen har kanske inte den färgen.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and of the cards you can play, this one is worth the most points.</source>
        <translation>
            <numerusform>{move}: {name} har bara ett kort kvar, och av korten du kan lägga är det här värt flest poäng.</numerusform>
            <numerusform>{move}: {name} har bara %n kort kvar, och av korten du kan lägga är det här värt flest poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: you have more cards of the colour {color} than of any other colour.</source>
        <translation>{move}: du har fler kort i färgen {color} än i någon annan färg.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: you have %n card(s) of the colour {color}.</source>
        <translation>
            <numerusform>{move}: du har ett kort i färgen {color}.</numerusform>
            <numerusform>{move}: du har %n kort i färgen {color}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: the computer tried out the rest of the round many times, and this way gives you the best chance.</source>
        <translation>{move}: datorn har provspelat resten av omgången många gånger, och så har du störst chans.</translation>
    </message>
    <message>
        <source>{move}: the computer thinks this is your best move.</source>
        <translation>{move}: datorn tror att det är det bästa du kan göra.</translation>
    </message>
    <message>
        <source>No hint now: wait for your turn.</source>
        <translation>Inget tips just nu: vänta på din tur.</translation>
    </message>
    <message>
        <source>Play the {card}, choose {color} and swap hands with {name}</source>
        <translation>Lägg {card}, välj {color} och byt hand med {name}</translation>
    </message>
    <message>
        <source>Play the {card} and choose {color}</source>
        <translation>Lägg {card} och välj {color}</translation>
    </message>
    <message>
        <source>Play the {card} and swap hands with {name}</source>
        <translation>Lägg {card} och byt hand med {name}</translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Lägg {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Dra ett kort</translation>
    </message>
    <message>
        <source>Keep the card you drew</source>
        <translation>Behåll kortet du drog</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>Välj {color}</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Ta korten</translation>
    </message>
    <message>
        <source>Press UNO! (U) before you play it.</source>
        <translation>Tryck på UNO! (U) innan du lägger det.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and this card makes it harder for them.</source>
        <translation>
            <numerusform>{move}: {name} har bara ett kort kvar, och det här kortet gör det svårare för hen.</numerusform>
            <numerusform>{move}: {name} har bara %n kort kvar, och det här kortet gör det svårare för hen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Utmana</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>Tryck på ”Glömde Uno!” vid {name}</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Ropa Uno</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>The match being played cannot be deleted.</source>
        <translation>Partiet som spelas kan inte tas bort.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n parti</numerusform>
            <numerusform>%n partier</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this match?</source>
        <translation>Ta bort partiet?</translation>
    </message>
    <message>
        <source>Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics.</source>
        <translation>Ta bort partiet från %1 (%2) för gott? Omgångarna försvinner ur historiken och statistiken.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behåll det</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alla</translation>
    </message>
    <message>
        <source>&amp;Open scoresheet</source>
        <translation>&amp;Öppna protokollet</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>Export &amp;match…</source>
        <translation>Exportera &amp;partiet…</translation>
    </message>
    <message>
        <source>Export &amp;all…</source>
        <translation>Exportera &amp;alla…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>Ta &amp;bort…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Hello! Let us learn Uno by playing one round together. Your cards are at the bottom; {name1} and {name2} are friendly computer players. The aim is to be the first to get rid of all your cards. At every step I tell you what to do and why. Ready? Press Go on.</source>
        <translation>Hej! Nu lär vi oss Uno genom att spela en omgång tillsammans. Dina kort ligger längst ner; {name1} och {name2} är snälla datorspelare. Målet är att bli av med alla sina kort först. Vid varje steg berättar jag vad du ska göra och varför. Redo? Tryck på Fortsätt.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. You may put a card on it that has the same colour or the same number. Your {c1} is red too, so it fits! Click it, or go to it with the arrow keys and press Enter.</source>
        <translation>Kortet på högen är {c0}. Du får lägga ett kort som har samma färg eller samma siffra. Ditt kort {c1} är också rött, så det passar! Klicka på det, eller gå till det med piltangenterna och tryck Enter.</translation>
    </message>
    <message>
        <source>{name2} put a {c0} on the red 5: the same number fits, whatever the colour. Now it is your turn. You have no blue card, but you have a 5! Play your {c1}.</source>
        <translation>{name2} lade {c0} på den röda femman: samma siffra passar, vilken färg det än är. Nu är det din tur. Du har inget blått kort, men du har en femma! Lägg {c1}.</translation>
    </message>
    <message>
        <source>{name2} played a {c0} and chose green: now you must draw four cards and miss your turn. But there is a rule: you may only play a {c0} when you have no card of the colour on the pile, and that was yellow. If you think {name2} still had a yellow card, you may challenge. Let us try: press Challenge (C).</source>
        <translation>{name2} lade ett {c0} och valde grönt: nu måste du dra fyra kort och hoppas över. Men det finns en regel: man får bara lägga ett {c0} när man inte har något kort i färgen på högen, och den var gul. Om du tror att {name2} hade ett gult kort kvar får du utmana. Vi provar: tryck på Utmana (C).</translation>
    </message>
    <message>
        <source>{name2} had to show you their cards, and there was a yellow card: a bluff! So {name2} draws the four cards instead of you, and it is your turn. Had there been no yellow card, you would have drawn six: the four and two more. Press Go on.</source>
        <translation>{name2} fick visa dig sina kort, och där fanns ett gult kort: en bluff! Därför drar {name2} de fyra korten i stället för dig, och det är din tur. Om det inte hade funnits något gult kort hade du fått dra sex: de fyra och två till. Tryck på Fortsätt.</translation>
    </message>
    <message>
        <source>{name2} chose green. Play your {c0}: it makes the next player, {name1}, miss a turn, so {name2} plays after you.</source>
        <translation>{name2} valde grönt. Lägg {c0}: då hoppas nästa spelare, {name1}, över, så {name2} spelar efter dig.</translation>
    </message>
    <message>
        <source>Now play your {c0}: play turns round and goes the other way. After you it is {name2}&apos;s turn again, then {name1}&apos;s. Watch the arrows around the table.</source>
        <translation>Lägg nu {c0}: spelet vänder och går åt andra hållet. Efter dig spelar {name2} igen, sedan {name1}. Titta på pilarna runt bordet.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. None of your cards is blue or a 6, so nothing fits. Then you take a card from the draw pile: click the pile, or press D.</source>
        <translation>Kortet på högen är {c0}. Inget av dina kort är blått eller en sexa, så inget passar. Då tar du ett kort från draghögen: klicka på högen eller tryck D.</translation>
    </message>
    <message>
        <source>You drew a {c0}, and a card you have just drawn may be played at once. (Had it not fitted, it would have stayed in your hand.) A {c0} fits on any card, and you choose the colour that comes next. Play it and choose yellow, the colour you have most of: press 2 for yellow.</source>
        <translation>Du drog ett {c0}, och ett kort som du just har dragit får du lägga direkt. (Om det inte hade passat hade det fått stanna på handen.) Ett {c0} passar på alla kort, och du väljer vilken färg som gäller sedan. Lägg det och välj gult, den färg du har flest kort i: tryck 2 för gult.</translation>
    </message>
    <message>
        <source>Play your {c0}: the next player, {name2}, must draw two cards and miss a turn.</source>
        <translation>Lägg {c0}: nästa spelare, {name2}, måste dra två kort och hoppas över.</translation>
    </message>
    <message>
        <source>You have two cards left. When you play your second-to-last card, you call Uno! Press the UNO! button (or U), then play your {c0}. Whoever forgets and is caught draws two cards.</source>
        <translation>Du har två kort kvar. När du lägger ditt näst sista kort ropar du Uno! Tryck på knappen UNO! (eller U) och lägg sedan {c0}. Den som glömmer och blir påkommen får dra två kort.</translation>
    </message>
    <message>
        <source>{name1} has one card left and did not call Uno! Catch them before anyone plays: press the button at {name1}&apos;s seat (or Tab to it and press Space). Then {name1} must draw two cards.</source>
        <translation>{name1} har ett kort kvar och ropade inte Uno! Säg till innan någon spelar: tryck på knappen vid {name1} (eller gå dit med Tab och tryck på mellanslag). Då måste {name1} dra två kort.</translation>
    </message>
    <message>
        <source>Now play your last card, the {c0}: a 7 fits on a 7. Then you have no cards left and you win the round!</source>
        <translation>Lägg nu ditt sista kort, {c0}: en sjua passar på en sjua. Då har du inga kort kvar och vinner omgången!</translation>
    </message>
    <message>
        <source>You went out first and won the round! You score the cards left in the other hands: a number card counts its number, a Skip, Reverse or Draw Two 20 points and a wild card 50. {name1}&apos;s cards are worth {points1} points and {name2}&apos;s {points2}, so you score {points}. In a match, the rounds go on until someone reaches 500 points.</source>
        <translation>Du gick ut först och vann omgången! Du får poäng för korten som de andra har kvar: ett sifferkort är värt sin siffra, Hoppa över, Byt riktning och Dra två 20 poäng och ett önskekort 50. Korten hos {name1} är värda {points1} poäng och hos {name2} {points2}, så du får {points}. I ett parti fortsätter omgångarna tills någon har nått 500 poäng.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Press UNO! first (U): after this card you have only one card left.</source>
        <translation>Tryck först på UNO! (U): efter det här kortet har du bara ett kort kvar.</translation>
    </message>
    <message>
        <source>Not yet: watch what the others do first.</source>
        <translation>Inte än: titta först på vad de andra gör.</translation>
    </message>
    <message>
        <source>The rules allow that too, but let us try this first: {move}.</source>
        <translation>Det är också tillåtet, men vi provar det här först: {move}.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Steg %1 av %2</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point(s)</source>
        <translation>
            <numerusform>{name}: ett poäng</numerusform>
            <numerusform>{name}: %n poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} drog ett kort.</numerusform>
            <numerusform>{name} drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} fick ett straffkort.</numerusform>
            <numerusform>{name} fick %n straffkort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Straff: %n kort väntar på nästa spelare.</numerusform>
            <numerusform>Straff: %n kort väntar på nästa spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
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
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>Inställningarna kunde inte läsas och har sparats som %1. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Inställningsfilen %1 kunde inte läsas. Spelet startar med standardinställningarna.</translation>
    </message>
    <message>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>Det sparade partiet kunde inte läsas; ett nytt parti börjar.</translation>
    </message>
    <message>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>En del av det sparade partiet kunde inte läsas och har återställts till standard: %1.</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>spelarna</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>reglerna</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>spelare %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>”%1”</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of unodesk. This version starts with its defaults and leaves them as they are.</source>
        <translation>Dina inställningar sparades av en nyare version av unodesk. Den här versionen startar med standardinställningarna och lämnar dina som de är.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>Your settings could not be saved: the disk is full. The game plays on, and your choices last until it closes.</source>
        <translation>Dina inställningar kunde inte sparas: disken är full. Spelet fortsätter, och dina val gäller tills det stängs.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: the folder %1 cannot be written to. The game plays on, and your choices last until it closes.</source>
        <translation>Dina inställningar kan inte sparas: det går inte att skriva i mappen %1. Spelet fortsätter, och dina val gäller tills det stängs.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in the folder %1. The game plays on, and your choices last until it closes.</source>
        <translation>Dina inställningar kunde inte sparas i mappen %1. Spelet fortsätter, och dina val gäller tills det stängs.</translation>
    </message>
    <message>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Ingen översättning till %1 hittades, så spelet fortsätter på engelska.</translation>
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
        <translation>&amp;Nytt parti…</translation>
    </message>
    <message>
        <source>Learn to &amp;play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>Nästa &amp;omgång</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regler och hjälp</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>T&amp;ips</translation>
    </message>
    <message>
        <source>Sh&amp;ow hints</source>
        <translation>&amp;Visa tips</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Hastighet</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visa</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>&amp;Större kort</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Stäng &amp;av ljudet</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Ljud&amp;volym</translation>
    </message>
    <message>
        <source>Sounds need the sound extra: pip install unodesk[sound]</source>
        <translation>Ljud kräver tillägget sound: pip install unodesk[sound]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <source>&amp;About unodesk</source>
        <translation>&amp;Om unodesk</translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <source>New match</source>
        <translation>Nytt parti</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Starta partiet</translation>
    </message>
    <message>
        <source>&lt; &amp;Back to the rules</source>
        <translation>&lt; Till&amp;baka till reglerna</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Till&amp;baka</translation>
    </message>
    <message>
        <source>1  Players</source>
        <translation>1  Spelare</translation>
    </message>
    <message>
        <source>2  Rules</source>
        <translation>2  Regler</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>&amp;Rules &gt;</source>
        <translation>Re&amp;gler &gt;</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antal spelare:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <source>Changing any rule makes the rules your own.</source>
        <translation>Ändrar ni en regel blir reglerna era egna.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Partiet</translation>
    </message>
    <message>
        <source>&amp;More rules…</source>
        <translation>&amp;Fler regler…</translation>
    </message>
    <message>
        <source>The deck, the cards dealt and every house rule.</source>
        <translation>Kortleken, korten som delas ut och alla husregler.</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Fler regler</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Korten</translation>
    </message>
    <message>
        <source>Agree on these before you start. Rules that do nothing with the others chosen are greyed.</source>
        <translation>Kom överens om dessa innan ni börjar. Regler som inte gör något med de andra valen är nedtonade.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plats %1</translation>
    </message>
    <message numerus="yes">
        <source>A name can be up to %n characters long.</source>
        <translation>
            <numerusform>Ett namn får vara högst %n tecken långt.</numerusform>
            <numerusform>Ett namn får vara högst %n tecken långt.</numerusform>
        </translation>
    </message>
    <message>
        <source>How does your table play?</source>
        <translation>Hur spelar ni vid ert bord?</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Egna regler</translation>
    </message>
</context>
<context>
    <name>PairPicker</name>
    <message>
        <source>You hold {card} twice. Play one, or both together?</source>
        <translation>Du har två likadana: {card}. Lägga ett eller båda på en gång?</translation>
    </message>
    <message>
        <source>One card (1)</source>
        <translation>Ett kort (1)</translation>
    </message>
    <message>
        <source>Both cards (2)</source>
        <translation>Båda korten (2)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Official rules</source>
        <translation>Officiella regler</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Svenska husregler</translation>
    </message>
    <message>
        <source>Norwegian house rules</source>
        <translation>Norska husregler</translation>
    </message>
    <message>
        <source>Dutch house rules</source>
        <translation>Nederländska husregler</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Quit unodesk?</source>
        <translation>Avsluta unodesk?</translation>
    </message>
    <message>
        <source>Leave the match for now?</source>
        <translation>Lämna partiet för den här gången?</translation>
    </message>
    <message>
        <source>The match is saved. The next time you start unodesk, you can continue it where you left off.</source>
        <translation>Partiet är sparat. Nästa gång du startar unodesk kan du fortsätta där du slutade.</translation>
    </message>
    <message>
        <source>This computer cannot save the match, so quitting ends it.</source>
        <translation>Den här datorn kan inte spara partiet, så om du avslutar är det slut.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spela vidare</translation>
    </message>
</context>
<context>
    <name>RecapWords</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} hoppade in med {card}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card} and chose {colour}.</source>
        <translation>{name} lade ett par ({card}) och valde färgen {colour}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card}.</source>
        <translation>{name} lade ett par ({card}).</translation>
    </message>
    <message>
        <source>{name} played {card} and chose {colour}.</source>
        <translation>{name} lade {card} och valde färgen {colour}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} lade {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} drog ett kort.</numerusform>
            <numerusform>{name} drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} could not go out on that card and drew %n card(s).</source>
        <translation>
            <numerusform>{name} fick inte gå ut på det kortet och drog ett kort.</numerusform>
            <numerusform>{name} fick inte gå ut på det kortet och drog %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} made you draw %n card(s).</source>
        <translation>
            <numerusform>{name} fick dig att dra ett kort.</numerusform>
            <numerusform>{name} fick dig att dra %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had to draw %n card(s).</source>
        <translation>
            <numerusform>Du fick dra ett kort.</numerusform>
            <numerusform>Du fick dra %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} had to draw %n card(s).</source>
        <translation>
            <numerusform>{name} fick dra ett kort.</numerusform>
            <numerusform>{name} fick dra %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught you without Uno: you drew %n card(s).</source>
        <translation>
            <numerusform>{name} märkte att du glömde Uno: du fick dra ett kort.</numerusform>
            <numerusform>{name} märkte att du glömde Uno: du fick dra %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught {target} without Uno: {target} drew %n card(s).</source>
        <translation>
            <numerusform>{name} märkte att {target} glömde Uno: {target} fick dra ett kort.</numerusform>
            <numerusform>{name} märkte att {target} glömde Uno: {target} fick dra %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was a bluff.</source>
        <translation>{name} utmanade ditt Önskekort Dra fyra: det var bluff.</translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was no bluff.</source>
        <translation>{name} utmanade ditt Önskekort Dra fyra: det var ingen bluff.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was a bluff.</source>
        <translation>{name} utmanade Önskekort Dra fyra från {target}: det var bluff.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was no bluff.</source>
        <translation>{name} utmanade Önskekort Dra fyra från {target}: det var ingen bluff.</translation>
    </message>
    <message>
        <source>You were skipped.</source>
        <translation>Du fick stå över.</translation>
    </message>
    <message>
        <source>{name} was skipped.</source>
        <translation>{name} fick stå över.</translation>
    </message>
    <message numerus="yes">
        <source>{how}: you have a new hand of %n card(s).</source>
        <translation>
            <numerusform>{how}: du har en ny hand med ett kort.</numerusform>
            <numerusform>{how}: du har en ny hand med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{how}: you now have %n card(s) instead of {before}.</source>
        <translation>
            <numerusform>{how}: nu har du ett kort i stället för {before}.</numerusform>
            <numerusform>{how}: nu har du %n kort i stället för {before}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} och {target} bytte hand.</translation>
    </message>
    <message>
        <source>{name} swapped hands with you</source>
        <translation>{name} bytte hand med dig</translation>
    </message>
    <message>
        <source>Every hand moved one seat along</source>
        <translation>Alla skickade sina kort ett steg vidare</translation>
    </message>
    <message>
        <source>Every hand was shuffled and dealt out again</source>
        <translation>Alla kort på händerna blandades och delades ut igen</translation>
    </message>
    <message numerus="yes">
        <source>The penalty is now %n card(s) for the next player.</source>
        <translation>
            <numerusform>Straffet är nu ett kort för nästa spelare.</numerusform>
            <numerusform>Straffet är nu %n kort för nästa spelare.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} kept the card they drew.</source>
        <translation>{name} behöll kortet som drogs.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} ropade Uno!</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Nu går spelet åt andra hållet.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>Kasthögen blandades och blev en ny draghög.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Första kortet: {card}.</translation>
    </message>
    <message>
        <source>A Wild Draw Four came up first and went back into the pile.</source>
        <translation>Ett Önskekort Dra fyra vändes upp först och lades tillbaka i högen.</translation>
    </message>
    <message>
        <source>{name} chose {colour}.</source>
        <translation>{name} valde färgen {colour}.</translation>
    </message>
    <message numerus="yes">
        <source>Now the colour is {colour}, and you have %n card(s).</source>
        <translation>
            <numerusform>Nu gäller färgen {colour}, och du har ett kort.</numerusform>
            <numerusform>Nu gäller färgen {colour}, och du har %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n thing(s) before that (What happened, L, has them all).</source>
        <translation>
            <numerusform>… och en sak före det (Det här har hänt, L, visar allt).</numerusform>
            <numerusform>… och %n saker före det (Det här har hänt, L, visar allt).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Continue the match?</source>
        <translation>Fortsätta partiet?</translation>
    </message>
    <message>
        <source>Continue the match from %1?</source>
        <translation>Fortsätta partiet från %1?</translation>
    </message>
    <message>
        <source>Round %1 is under way. Playing to %2.</source>
        <translation>Omgång %1 pågår. Man spelar till %2.</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Nytt parti</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsätt</translation>
    </message>
</context>
<context>
    <name>RevealedHand</name>
    <message>
        <source>{name} had to show you their hand</source>
        <translation>{name} måste visa dig sin hand</translation>
    </message>
    <message>
        <source>It was a bluff: {name} held a card of the colour in play.</source>
        <translation>Det var en bluff: {name} hade ett kort i färgen som gällde.</translation>
    </message>
    <message>
        <source>No bluff: {name} held no card of the colour in play.</source>
        <translation>Ingen bluff: {name} hade inget kort i färgen som gällde.</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Fortsätt (Enter)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>The match is over</source>
        <translation>Partiet är slut</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Omgången är slut</translation>
    </message>
    <message>
        <source>The round ended without a winner.</source>
        <translation>Omgången slutade utan vinnare.</translation>
    </message>
    <message numerus="yes">
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
            <numerusform>Partiets vinnare: %1, med %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winners of the match: team %1 (%2), with %n point(s).</source>
        <translation>
            <numerusform>Partiets vinnare: lag %1 (%2), med %n poäng.</numerusform>
            <numerusform>Partiets vinnare: lag %1 (%2), med %n poäng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
            <numerusform>Först ut: %1. Poäng den här omgången: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Först ut: %1. Alla andra får poäng för korten de har kvar på handen.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort kvar</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Omgången</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in hand</source>
        <translation>
            <numerusform>%n poäng på handen</numerusform>
            <numerusform>%n poäng på handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team %1 (%2): %n point(s) in all</source>
        <translation>
            <numerusform>Lag %1 (%2): %n poäng totalt</numerusform>
            <numerusform>Lag %1 (%2): %n poäng totalt</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Nästa omgång</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>Nytt &amp;parti…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
</context>
<context>
    <name>RuleLines</name>
    <message>
        <source>“%1”</source>
        <translation>”%1”</translation>
    </message>
    <message>
        <source>The classic deck of 108 cards.</source>
        <translation>Den vanliga kortleken med 108 kort.</translation>
    </message>
    <message numerus="yes">
        <source>Extra cards: a {card}, and %n customizable wild card(s) that work as a {effect}.</source>
        <translation>
            <numerusform>Extra kort: ett {card} och ett Individuellt kort som fungerar som {effect}.</numerusform>
            <numerusform>Extra kort: ett {card} och %n Individuella kort som fungerar som {effect}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n customizable wild card(s) in the deck.</source>
        <translation>
            <numerusform>Ett Individuellt kort i leken.</numerusform>
            <numerusform>%n Individuella kort i leken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The customizable wild cards work as a {effect}.</source>
        <translation>De Individuella korten fungerar som {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone gets %n card(s) to start with.</source>
        <translation>
            <numerusform>Alla får ett kort från början.</numerusform>
            <numerusform>Alla får %n kort från början.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Partiet spelas till ett poäng.</numerusform>
            <numerusform>Partiet spelas till %n poäng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone scores the cards left in their own hand, and the lowest total wins.</source>
        <translation>Alla får poäng för korten de själva har kvar, och lägst summa vinner.</translation>
    </message>
    <message>
        <source>The winner of a round scores the cards left in the other hands.</source>
        <translation>Den som vinner omgången får poäng för korten som de andra har kvar.</translation>
    </message>
    <message>
        <source>Teams of two: partners sit opposite each other.</source>
        <translation>Lag om två: lagkamraterna sitter mitt emot varandra.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>Alla spelar för sig själva.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only go down when you have no card of the colour on the pile, so nobody can bluff.</source>
        <translation>Ett Önskekort Dra fyra får bara läggas när du inte har något kort i färgen på högen, så ingen kan bluffa.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down as a bluff.</source>
        <translation>Ett Önskekort Dra fyra får läggas som bluff.</translation>
    </message>
    <message>
        <source>A Wild Draw Four played as a bluff may be challenged.</source>
        <translation>Den som bluffar med ett Önskekort Dra fyra kan bli utmanad.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down at any time, and nobody challenges it.</source>
        <translation>Ett Önskekort Dra fyra får läggas när som helst, och ingen utmanar.</translation>
    </message>
    <message>
        <source>A Draw Two or a Wild Draw Four cannot be answered: the next player draws.</source>
        <translation>Ett Dra två eller Önskekort Dra fyra går inte att svara på: nästa spelare drar.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two or a Wild Draw Four, and the cards add up for the next player.</source>
        <translation>Ett Dra två kan besvaras med ett Dra två eller ett Önskekort Dra fyra, och korten läggs ihop för nästa spelare.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up for the next player.</source>
        <translation>Ett Dra två kan besvaras med ett till Dra två, och korten läggs ihop för nästa spelare.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four.</source>
        <translation>Ett Önskekort Dra fyra kan svara på ett Dra två eller ett annat Önskekort Dra fyra.</translation>
    </message>
    <message>
        <source>Only a Draw Two answers a Draw Two.</source>
        <translation>Bara ett Dra två kan svara på ett Dra två.</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on.</source>
        <translation>En 7:a byter din hand med en spelare du väljer; en 0:a flyttar alla händer en plats vidare.</translation>
    </message>
    <message>
        <source>A 7 and a 0 are plain number cards.</source>
        <translation>7:or och 0:or är vanliga sifferkort.</translation>
    </message>
    <message>
        <source>Whoever holds the very card on top of the pile may put it down out of turn.</source>
        <translation>Den som har precis samma kort som det översta på högen får lägga det fast det inte är hens tur.</translation>
    </message>
    <message>
        <source>Nobody plays out of turn.</source>
        <translation>Ingen lägger kort när det inte är ens tur.</translation>
    </message>
    <message>
        <source>Two identical cards may go down together.</source>
        <translation>Två likadana kort får läggas samtidigt.</translation>
    </message>
    <message>
        <source>One card at a time.</source>
        <translation>Ett kort i taget.</translation>
    </message>
    <message>
        <source>After a wild card, nobody plays another until everyone else has had a turn.</source>
        <translation>Efter ett önskekort lägger ingen ett nytt förrän alla andra har haft sin tur.</translation>
    </message>
    <message>
        <source>A wild card may follow a wild card.</source>
        <translation>Ett önskekort får komma direkt efter ett annat.</translation>
    </message>
    <message>
        <source>If you cannot play, you keep drawing until a card fits.</source>
        <translation>Kan du inte lägga, drar du kort tills ett passar.</translation>
    </message>
    <message>
        <source>If you cannot play, you draw one card.</source>
        <translation>Kan du inte lägga, drar du ett kort.</translation>
    </message>
    <message numerus="yes">
        <source>If you cannot play, you draw up to %n card(s), and stop at one that fits.</source>
        <translation>
            <numerusform>Kan du inte lägga, drar du ett kort.</numerusform>
            <numerusform>Kan du inte lägga, drar du upp till %n kort och slutar vid ett som passar.</numerusform>
        </translation>
    </message>
    <message>
        <source>A wild card may not be your last card.</source>
        <translation>Ett önskekort får inte vara ditt sista kort.</translation>
    </message>
    <message>
        <source>A wild card may be your last card.</source>
        <translation>Ett önskekort får vara ditt sista kort.</translation>
    </message>
    <message>
        <source>Going out on an action card or a wild card makes you draw a card instead.</source>
        <translation>Går du ut på ett specialkort eller önskekort får du dra ett kort i stället.</translation>
    </message>
    <message>
        <source>You may go out on any card.</source>
        <translation>Du får gå ut på vilket kort som helst.</translation>
    </message>
    <message>
        <source>The rules in the box, with no house rules.</source>
        <translation>Reglerna som följer med spelet, utan husregler.</translation>
    </message>
    <message>
        <source>Also played at such tables, for you to switch on: %1.</source>
        <translation>Spelas också ofta, slå på om ni vill: %1.</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kortlek:</translation>
    </message>
    <message>
        <source>The newer 112-card decks add Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards.</source>
        <translation>De nyare lekarna med 112 kort har dessutom ett Blandakort eller ett Önskekort Byt hand, och tre individuella kort.</translation>
    </message>
    <message>
        <source>108 cards (classic)</source>
        <translation>108 kort (klassisk)</translation>
    </message>
    <message>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation>112 kort med Blandakort</translation>
    </message>
    <message>
        <source>112 cards with Wild Swap Hands</source>
        <translation>112 kort med Önskekort Byt hand</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Poängräkning:</translation>
    </message>
    <message>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation>Antingen får omgångens vinnare poäng för alla kort som de andra har kvar, eller så får var och en poäng för sina egna kort som är kvar, och den med lägst summa vinner.</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>Vinnaren får poäng för de andras kort</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Lägst summa vinner</translation>
    </message>
    <message>
        <source>&amp;Play to:</source>
        <translation>Spela &amp;till:</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s total, or a team&apos;s, reaches this score.</source>
        <translation>Partiet är slut när en spelare, eller ett lag, har kommit upp i så här många poäng.</translation>
    </message>
    <message>
        <source>How many of the three customizable wild cards to play with; the others stay in the box.</source>
        <translation>Hur många av de tre individuella korten ni spelar med; resten får ligga kvar i kartongen.</translation>
    </message>
    <message>
        <source>Only with a 112-card deck.</source>
        <translation>Bara med en lek på 112 kort.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other. When one of them goes out, the team scores the other teams&apos; cards, and the first team to the target wins.</source>
        <translation>Lagkamraterna sitter mittemot varandra. När den ena går ut får laget poäng för de andra lagens kort, och första laget som når målet vinner.</translation>
    </message>
    <message>
        <source>Teams of two need 4, 6, 8 or 10 players.</source>
        <translation>Lag om två kräver 4, 6, 8 eller 10 spelare.</translation>
    </message>
    <message>
        <source>Strict Wild Draw Four</source>
        <translation>Strikt regel för Önskekort Dra fyra</translation>
    </message>
    <message>
        <source>The game allows a Wild Draw Four only when you hold no card of the colour in play, so nobody can bluff with it: simpler for young players.</source>
        <translation>Spelet släpper bara igenom ett Önskekort Dra fyra när du saknar kort i färgen som gäller, så ingen kan bluffa med det. Enklare för yngre spelare.</translation>
    </message>
    <message>
        <source>No bluffing</source>
        <translation>Inga bluffar</translation>
    </message>
    <message>
        <source>A Wild Draw Four may be played whenever you like, so it is never a bluff and nobody challenges it. Off: it needs no card of the colour in play, and a bluff may be challenged.</source>
        <translation>Önskekort Dra fyra får läggas när du vill, så det är aldrig en bluff och ingen utmanar. Av: kortet kräver att du saknar kort i färgen som gäller, och en bluff kan utmanas.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up; whoever cannot answer draws them all and misses the turn.</source>
        <translation>Ett Dra två kan besvaras med ett nytt Dra två, och korten läggs ihop. Den som inte kan svara tar alltihop och står över sin tur.</translation>
    </message>
    <message>
        <source>Wild Draw Four in the stack too</source>
        <translation>Även Önskekort Dra fyra i staplingen</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four (the Dutch way). Off: only a Draw Two answers a Draw Two (the Swedish way).</source>
        <translation>Ett Önskekort Dra fyra kan svara på Dra två eller på ett annat Dra fyra (som i Nederländerna). Av: bara Dra två svarar på Dra två (som i Sverige).</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on, in the direction of play.</source>
        <translation>Med en 7:a byter du hand med en spelare du väljer. Med en 0:a flyttar varje hand en plats åt det håll spelet går.</translation>
    </message>
    <message>
        <source>Both copies of a coloured card may go down together: two Skips skip two players, two Draw Twos make the next player draw four, two Reverses leave the direction as it was.</source>
        <translation>Båda exemplaren av ett färgkort får läggas tillsammans: två Hoppa över hoppar över två spelare, två Dra två ger nästa spelare fyra kort, och två Byt riktning lämnar riktningen som den var.</translation>
    </message>
    <message>
        <source>After any wild card, no wild card may be played until every other player has had a turn.</source>
        <translation>Efter ett önskekort får inget önskekort läggas förrän alla andra spelare har haft sin tur.</translation>
    </message>
    <message>
        <source>A player who cannot play goes on drawing until a card fits, and may then play it.</source>
        <translation>Kan du inte lägga, tar du kort efter kort ur draghögen tills ett passar, och det får du sedan lägga.</translation>
    </message>
    <message>
        <source>Cards to dra&amp;w when you cannot play:</source>
        <translation>Kort att d&amp;ra när du inte kan lägga:</translation>
    </message>
    <message>
        <source>Drawing stops at the first card that fits, or after this many cards (the Norwegian way is three).</source>
        <translation>Du slutar dra vid första kortet som passar, eller efter så här många kort (i Norge brukar man dra upp till tre).</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: when your only card is a wild, you must draw.</source>
        <translation>Ett önskekort får inte vara ditt sista kort: är ditt enda kort ett önskekort måste du dra.</translation>
    </message>
    <message>
        <source>If your last card is an action card or a wild card, it still acts, but you draw a card instead of going out.</source>
        <translation>Är ditt sista kort ett specialkort eller önskekort gör det fortfarande sin verkan, men du drar ett kort i stället för att gå ut.</translation>
    </message>
    <message>
        <source>Agree before the match what the customizable wild cards of the 112-card decks do.</source>
        <translation>Kom överens före partiet om vad de individuella korten i lekarna med 112 kort gör.</translation>
    </message>
    <message>
        <source>&amp;Cards dealt:</source>
        <translation>Kort att &amp;dela ut:</translation>
    </message>
    <message>
        <source>How many cards each player gets at the start of a round.</source>
        <translation>Hur många kort varje spelare får när en omgång börjar.</translation>
    </message>
    <message>
        <source>C&amp;ustomizable wild cards:</source>
        <translation>I&amp;ndividuella kort:</translation>
    </message>
    <message>
        <source>Play in teams of two</source>
        <translation>Spela i lag om två</translation>
    </message>
    <message>
        <source>“Strict Wild Draw Four” already decides when the card may be played.</source>
        <translation>”Strikt regel för Önskekort Dra fyra” bestämmer redan när kortet får läggas.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stapling</translation>
    </message>
    <message>
        <source>Only with “Stacking”.</source>
        <translation>Bara med ”Stapling”.</translation>
    </message>
    <message>
        <source>Sevens and zeros</source>
        <translation>Sjuor och nollor</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Hoppa in</translation>
    </message>
    <message>
        <source>Whoever holds the very same card as the one on top of the pile (the same colour and the same number or symbol) may put it down out of turn; play goes on from them.</source>
        <translation>Den som har precis samma kort som det översta på kasthögen (samma färg och samma siffra eller symbol) får lägga det fast det inte är hens tur; sedan fortsätter spelet därifrån.</translation>
    </message>
    <message>
        <source>Two identical cards at once</source>
        <translation>Två likadana kort på en gång</translation>
    </message>
    <message>
        <source>A whole round between wild cards</source>
        <translation>Ett helt varv mellan önskekorten</translation>
    </message>
    <message>
        <source>Draw until you can play</source>
        <translation>Dra tills du kan lägga</translation>
    </message>
    <message>
        <source>Not with “Draw until you can play”.</source>
        <translation>Inte med ”Dra tills du kan lägga”.</translation>
    </message>
    <message>
        <source>No wild card last</source>
        <translation>Inget önskekort sist</translation>
    </message>
    <message>
        <source>No going out on an action card</source>
        <translation>Inget specialkort som sista kort</translation>
    </message>
    <message>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Det &amp;individuella kortet gäller som:</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Önskekort</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Byt riktning</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Dra två</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Byt hand</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules and help</source>
        <translation>Regler och hjälp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Målet</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Some families draw more than one card: see “Draw until you can play” and “Cards to draw when you cannot play” under “House rules”.</source>
        <translation>En del familjer drar fler än ett kort: se ”Dra tills du kan lägga” och ”Kort att dra när du inte kan lägga” under ”Husregler”.</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation>Är draghögen slut? Då blandas alla kort i kasthögen utom det översta och läggs som en ny draghög.</translation>
    </message>
    <message>
        <source>The special cards</source>
        <translation>Specialkorten</translation>
    </message>
    <message>
        <source>Wild Draw Four: you choose the colour, and the next player draws four cards and misses their turn. You may play it when you hold no card of the colour in play; cards of the same number or symbol, and wild cards, do not stop you. Played while you hold the colour, it is a bluff, and it may be challenged.</source>
        <translation>Önskekort Dra fyra: du bestämmer färgen, och nästa spelare får ta fyra kort och hoppas över. Kortet är ditt att lägga när du inte har något kort i färgen som gäller; kort med samma siffra eller symbol, och önskekort, hindrar dig inte. Har du färgen och lägger det ändå är det en bluff, och du kan bli utmanad.</translation>
    </message>
    <message>
        <source>Challenging a Wild Draw Four</source>
        <translation>Att utmana Önskekort Dra fyra</translation>
    </message>
    <message>
        <source>With stacking, whoever loses the challenge takes all the cards that have piled up, not only four (the challenger two more). With “No bluffing” or “Strict Wild Draw Four” there is nothing to challenge.</source>
        <translation>Vid stapling tar den som förlorar utmaningen alla kort som har samlats på hög, inte bara fyra (och den som utmanade två till). Med ”Inga bluffar” eller ”Strikt regel för Önskekort Dra fyra” finns inget att utmana.</translation>
    </message>
    <message>
        <source>Calling “Uno!”</source>
        <translation>Att ropa ”Uno!”</translation>
    </message>
    <message>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation>När du bara har ett kort kvar ropar du Uno. Hinner någon påpeka att du glömde innan nästa spelare lägger eller drar, får du ta två straffkort. När nästa spelare har gjort sitt drag är du säker.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Customizable wild: it does what your table agreed before the match (a Wild, a Skip, a Reverse, a Draw Two or a swap of hands), set under “More rules” in the new-match window.</source>
        <translation>Individuellt kort: det gör det som ni kom överens om före partiet (som ett önskekort, Hoppa över, Byt riktning, Dra två eller ett byte av händer), inställt under ”Fler regler” i fönstret för nytt parti.</translation>
    </message>
    <message>
        <source>These are not in the official rules, but many families play them. Agree on them before you start: each one is set under “More rules” in the new-match window.</source>
        <translation>De här finns inte i de officiella reglerna, men många familjer spelar med dem. Kom överens om dem innan ni börjar: varje regel ställs in under ”Fler regler” i fönstret för nytt parti.</translation>
    </message>
    <message>
        <source>“Strict Wild Draw Four” and “No bluffing” are two ways round the same card; with both off, you play it as the official rules say: a bluff is allowed, and so is a challenge.</source>
        <translation>”Strikt regel för Önskekort Dra fyra” och ”Inga bluffar” är två olika sätt att hantera samma kort. Är båda av spelar ni det som i de officiella reglerna: man får bluffa, och man får utmana.</translation>
    </message>
    <message>
        <source>A whole round between wild cards: a player who is skipped has had their turn too. Until everyone has had a turn, the line under the table names the players still to go.</source>
        <translation>Ett helt varv mellan önskekorten: den som hoppas över räknas också som att ha haft sin tur. Så länge spärren gäller visar raden under bordet vem som ännu inte har haft sin tur.</translation>
    </message>
    <message>
        <source>Cards too small to read? Tick “Larger cards” in the View menu; every card on the table grows a size, and the choice is remembered.</source>
        <translation>Är korten för små att läsa? Kryssa i ”Större kort” i menyn Visa; alla kort på bordet blir ett steg större, och valet sparas.</translation>
    </message>
    <message>
        <source>Be the first to get rid of all your cards. Whoever goes out wins the round and scores points, and round follows round until a player, or a team, reaches the target score: 500 unless your table agrees on another.</source>
        <translation>Försök bli av med alla dina kort före de andra. Den som går ut vinner omgången och får poäng, och omgång följer på omgång tills en spelare, eller ett lag, når målet: 500 poäng om ni inte bestämmer något annat.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Avsnitt</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Vem som ger först</translation>
    </message>
    <message>
        <source>Before the first round, everyone draws a card and the highest number deals. Skip, Reverse, Draw Two and the wild cards count as zero. When several players tie for the highest card, those players alone draw again. The game does the drawing for you. After each round the deal passes one seat to the left.</source>
        <translation>Före första omgången får alla dra ett kort, och den som får högst siffra ger. Hoppa över, Byt riktning, Dra två och önskekorten är värda noll här. Om flera får samma höga kort drar bara de om. Dragningen sköter spelet åt er. Efter varje omgång går given vidare en plats åt vänster.</translation>
    </message>
    <message>
        <source>The dealer gives everyone seven cards, one at a time. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player on the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Givaren delar ut sju kort till alla, ett i taget. Resten av korten läggs i en hög med baksidan upp: det är draghögen. Det översta kortet vänds upp och blir det första kortet i kasthögen. Spelaren till vänster om givaren börjar, och turen går medsols.</translation>
    </message>
    <message>
        <source>When the first card is special</source>
        <translation>När första kortet är ett specialkort</translation>
    </message>
    <message>
        <source>Draw Two: the player on the dealer&apos;s left draws two cards and misses the turn; the next player begins.</source>
        <translation>Dra två: spelaren till vänster om givaren drar två kort och står över; nästa spelare börjar.</translation>
    </message>
    <message>
        <source>Skip: the player on the dealer&apos;s left misses the turn; the next player begins.</source>
        <translation>Hoppa över: spelaren till vänster om givaren står över; nästa spelare börjar.</translation>
    </message>
    <message>
        <source>Reverse: the dealer begins, and play goes counter-clockwise.</source>
        <translation>Byt riktning: givaren börjar, och spelet går motsols.</translation>
    </message>
    <message>
        <source>Wild: the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Önskekort: spelaren till vänster om givaren väljer färg och lägger sedan.</translation>
    </message>
    <message>
        <source>Wild Draw Four: it goes back into the middle of the draw pile, and the next card is turned over.</source>
        <translation>Önskekort Dra fyra: det stoppas tillbaka mitt i draghögen, och nästa kort vänds upp.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands, Wild Swap Hands and the customizable wild (the 112-card decks): they count as a plain Wild, so the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Blandakort, Önskekort Byt hand och Individuella kort (lekarna med 112 kort): de räknas som ett vanligt önskekort, så spelaren till vänster om givaren väljer färg och lägger sedan.</translation>
    </message>
    <message>
        <source>Put down one card that matches the top of the discard pile in colour, in number or in symbol. A wild card goes on anything, even when another card of yours would fit.</source>
        <translation>Lägg ett kort som passar det översta i kasthögen: samma färg, samma siffra eller samma symbol. Ett önskekort passar på allt, även när du har andra kort som skulle gå.</translation>
    </message>
    <message>
        <source>Nothing to play, or you would rather keep your cards? Take one card from the draw pile. If it fits, you may put it down straight away or keep it; if not, it joins your hand and the turn passes. Once you have drawn, that card is the only one you may still play this turn.</source>
        <translation>Inget att lägga, eller vill du spara dina kort? Ta ett kort från draghögen. Passar det får du lägga ut det med en gång eller behålla det; annars stannar det på handen och turen går över. Har du dragit är det kortet det enda du får lägga den här turen.</translation>
    </message>
    <message>
        <source>Skip: the next player misses their turn.</source>
        <translation>Hoppa över: nästa spelare står över sin tur.</translation>
    </message>
    <message>
        <source>Reverse: play turns round and goes the other way.</source>
        <translation>Byt riktning: spelet vänder och går åt andra hållet.</translation>
    </message>
    <message>
        <source>Draw Two: the next player draws two cards and misses their turn.</source>
        <translation>Dra två: nästa spelare får ta två kort och hoppas över.</translation>
    </message>
    <message>
        <source>Wild: you choose the colour play goes on in, even the one already in play.</source>
        <translation>Önskekort: du bestämmer vilken färg som gäller härnäst, och det får gärna vara samma som nu.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Två spelare</translation>
    </message>
    <message>
        <source>With only two of you, a Skip or a Reverse lets you play again at once (the Reverse still turns the direction, though two players cannot tell). After a Draw Two or a Wild Draw Four your opponent draws the cards, and then it is your turn again.</source>
        <translation>När ni bara är två får du lägga igen direkt efter Hoppa över eller Byt riktning (Byt riktning vänder ändå spelet, fast det märks inte med två). Efter Dra två eller Önskekort Dra fyra drar motståndaren korten, och sedan är det din tur igen.</translation>
    </message>
    <message>
        <source>Whoever must draw four may challenge instead. The player of the Wild Draw Four then shows their hand to the challenger, and to nobody else: at this computer it appears on the challenger&apos;s screen alone, and the game waits until it is closed.</source>
        <translation>Den som ska dra fyra får utmana i stället. Då visar den som lade Önskekort Dra fyra sin hand för utmanaren och ingen annan: vid den här datorn syns den bara på utmanarens skärm, och spelet väntar tills den stängs.</translation>
    </message>
    <message>
        <source>A bluff (they held a card of the colour in play): they draw the four cards themselves; the challenger draws nothing and plays next.</source>
        <translation>Bluff (spelaren hade ett kort i färgen som gällde): den spelaren drar själv de fyra korten; utmanaren drar inget och spelar sedan.</translation>
    </message>
    <message>
        <source>No bluff: the challenger draws six cards, the four and two more, and misses the turn; the player after them goes on.</source>
        <translation>Ingen bluff: utmanaren drar sex kort, de fyra och två till, och står över; spelaren efter utmanaren fortsätter.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first, and they count.</source>
        <translation>Den som går ut får poäng för korten som de andra har kvar på handen. Var sista kortet Dra två eller Önskekort Dra fyra, drar nästa spelare först de korten, och de räknas med.</translation>
    </message>
    <message>
        <source>Number cards: their number.</source>
        <translation>Sifferkort: lika många poäng som siffran.</translation>
    </message>
    <message>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation>Hoppa över, Byt riktning och Dra två: 20 poäng.</translation>
    </message>
    <message>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation>Önskekort, Önskekort Dra fyra och Önskekort Byt hand: 50 poäng.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation>Blandakort och individuella kort: 40 poäng.</translation>
    </message>
    <message>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation>En del räknar tvärtom: var och en får poäng för korten på sin egen hand, och när någon når målet vinner den som har lägst summa.</translation>
    </message>
    <message>
        <source>Playing in teams</source>
        <translation>Att spela i lag</translation>
    </message>
    <message>
        <source>With four, six, eight or ten players you may play in teams of two. Partners sit opposite each other, and a badge at every seat names its team. When you go out, your team wins the round: you score the cards in the other teams&apos; hands, while your partner&apos;s cards count for nobody. A team&apos;s total is its two players&apos; points added up, and the first team to reach the target wins the match.</source>
        <translation>Med fyra, sex, åtta eller tio spelare kan ni spela i lag om två. Lagkamraterna sitter mittemot varandra, och en etikett vid varje plats visar laget. När du går ut vinner ditt lag omgången: du får poäng för korten på de andra lagens händer, medan din lagkamrats kort inte räknas för någon. Lagets summa är de två spelarnas poäng tillsammans, och första laget som når målet vinner partiet.</translation>
    </message>
    <message>
        <source>When the lowest total wins, each player still scores their own cards; the team adds its two players&apos; points, and when a team reaches the target, the team with the lowest total wins.</source>
        <translation>När lägst summa vinner får var och en fortfarande poäng för sina egna kort; laget lägger ihop sina två spelares poäng, och när ett lag når målet vinner laget med lägst summa.</translation>
    </message>
    <message>
        <source>The 112-card decks</source>
        <translation>Lekarna med 112 kort</translation>
    </message>
    <message>
        <source>Newer boxes have 112 cards: the 108 of the classic deck, Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards. Before the match your table decides whether to use one, two or all three customizable cards; the others stay in the box. All of these are wild cards, so you also choose the colour.</source>
        <translation>Nyare kartonger har 112 kort: de 108 i den klassiska leken, ett Blandakort eller ett Önskekort Byt hand, och tre individuella kort. Före partiet bestämmer ni om ni ska använda ett, två eller alla tre individuella kort; de andra får ligga kvar i kartongen. Alla dessa är önskekort, så du väljer också färg.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands: you collect every card the other players hold, shuffle them and deal them out one by one to everyone, yourself included, starting on your left. Your own cards stay in your hand, and hands may come back bigger or smaller.</source>
        <translation>Blandakort: du samlar ihop varenda kort som de andra spelarna har, blandar dem och delar ut dem ett och ett till alla, dig själv också, med början till vänster om dig. Dina egna kort behåller du, och händerna kan bli större eller mindre än förut.</translation>
    </message>
    <message>
        <source>Wild Swap Hands: played like a Wild, and you may also swap your whole hand with another player&apos;s; you may just as well keep your own.</source>
        <translation>Önskekort Byt hand: läggs som ett önskekort, och du får dessutom byta hela din hand med en annan spelares; du kan lika gärna behålla din egen.</translation>
    </message>
    <message>
        <source>Two identical cards at once: a pair goes down wherever one of its cards may. With two players, a pair of Skips or Reverses lets you play again. Wild cards are never paired, and after drawing only the drawn card may be played, on its own.</source>
        <translation>Två likadana kort på en gång: ett par får läggas där ett av korten får läggas. När ni är två får du lägga igen efter ett par Hoppa över eller Byt riktning. Önskekort läggs aldrig i par, och efter att du har dragit får bara det dragna kortet läggas, ensamt.</translation>
    </message>
    <message>
        <source>Ready-made house rules</source>
        <translation>Färdiga husregler</translation>
    </message>
    <message>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press “UNO!” before you play your second-to-last card, or right after it; if someone forgets, a “Catch!” button appears at their seat.</source>
        <translation>Klicka på ett upphöjt kort på handen för att lägga det, eller klicka på draghögen för att dra. Efter ett önskekort väljer du färg. Tryck på ”UNO!” innan du lägger ditt näst sista kort, eller direkt efter. Glömmer någon det, dyker knappen ”Glömde Uno!” upp vid den spelarens plats.</translation>
    </message>
    <message>
        <source>When pairs are allowed and you hold both copies of a card you may play, a click on either asks whether to play one or both. Wild Swap Hands asks whom to swap with, or whether to keep your own hand.</source>
        <translation>När par är tillåtna och du har båda exemplaren av ett kort som går att lägga, frågar ett klick på något av dem om du vill lägga ett eller båda. Önskekort Byt hand frågar vem du vill byta med, eller om du vill behålla din egen hand.</translation>
    </message>
    <message>
        <source>Esc: close a colour, player or pair choice, or open the menu.</source>
        <translation>Esc: stäng valet av färg, spelare eller par, eller öppna menyn.</translation>
    </message>
    <message>
        <source>Enter or Esc: put away a hand you were shown after a challenge.</source>
        <translation>Enter eller Esc: stäng en hand som du fick se efter en utmaning.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Each of these is a set of house rules often played in that country, on top of the official rules; none of them is an official rule book. Choose one in the Rules step of the new-match window; change any rule and the rules become your own.</source>
        <translation>Var och en av dessa är ett paket husregler som ofta spelas i landet, utöver de officiella reglerna; ingen av dem är en officiell regelbok. Välj ett i steget Regler i fönstret Nytt parti; ändrar ni någon regel blir reglerna era egna.</translation>
    </message>
    <message>
        <source>Playing at this computer</source>
        <translation>Så spelar ni vid datorn</translation>
    </message>
    <message>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation>Vänster- och högerpil: flytta mellan korten på handen. Enter: lägg kortet.</translation>
    </message>
    <message>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation>D: dra ett kort. K: behåll kortet du drog. U: ropa Uno.</translation>
    </message>
    <message>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation>1 till 4: välj röd, gul, grön eller blå.</translation>
    </message>
    <message>
        <source>1 or 2: play one card or both, when you may play a pair.</source>
        <translation>1 eller 2: lägg ett kort eller båda, när du får lägga ett par.</translation>
    </message>
    <message>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation>C: utmana Önskekort Dra fyra. T: ta korten i stället.</translation>
    </message>
    <message>
        <source>L: open or close what happened, the round&apos;s events, newest first.</source>
        <translation>L: öppna eller stäng det som har hänt i omgången, det senaste först.</translation>
    </message>
    <message>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation>Ctrl+N: nytt parti. F1: den här hjälpen. Ctrl+Q: avsluta.</translation>
    </message>
    <message>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation>Flera personer kan spela vid samma dator. När det blir en annan persons tur döljs alla händer, och spelet ber er lämna över datorn. Nästa spelare klickar på knappen med sitt namn (eller trycker Enter) för att se sina kort.</translation>
    </message>
    <message>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation>Hastigheten på animationerna och språket väljer du i menyn. Det senaste partiet du ställde in sparas och startar igen nästa gång.</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>unodesk is already open on this computer. Look for its window.</source>
        <translation>unodesk är redan öppet på den här datorn. Leta efter dess fönster.</translation>
    </message>
    <message>
        <source>No round has been finished yet.</source>
        <translation>Ingen omgång är färdigspelad än.</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>mål %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Parti</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Började</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poängräkning</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Omgång</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Givare</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Gick ut</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Lag</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <source>Points in hand</source>
        <translation>Poäng på handen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunder</translation>
    </message>
    <message>
        <source>Take-backs</source>
        <translation>Ångrade drag</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>Vinnaren får poäng för de andras kort</translation>
    </message>
    <message>
        <source>Everyone scores their own cards, lowest wins</source>
        <translation>Alla räknar sina egna kort, lägst vinner</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Sparad som %1.</translation>
    </message>
    <message>
        <source>In the folder %1</source>
        <translation>I mappen %1</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Öppna mappen</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Exportera som CSV</translation>
    </message>
    <message>
        <source>Export the whole history as CSV</source>
        <translation>Exportera hela historiken som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Filen %1 kunde inte skrivas: %2</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Spara som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The file %1 could not be written.</source>
        <translation>Filen %1 kunde inte skrivas.</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Print the scoresheet</source>
        <translation>Skriv ut protokollet</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Skrivaren gick inte att använda.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Omgångar</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Speltid</translation>
    </message>
    <message>
        <source>Continue the match from %1? %2</source>
        <translation>Fortsätta partiet från %1? %2</translation>
    </message>
    <message>
        <source>&amp;Continue the match from %1…</source>
        <translation>&amp;Fortsätt partiet från %1…</translation>
    </message>
    <message>
        <source>The match from %1 cannot be continued by this version of unodesk. It stays in the history, and a new match begins.</source>
        <translation>Partiet från %1 kan inte fortsättas med den här versionen av unodesk. Det finns kvar i historiken, och ett nytt parti börjar.</translation>
    </message>
    <message>
        <source>&amp;Take back my turn</source>
        <translation>Ån&amp;gra mitt drag</translation>
    </message>
    <message>
        <source>Scores&amp;heet</source>
        <translation>Pro&amp;tokoll</translation>
    </message>
    <message>
        <source>Match histor&amp;y and statistics</source>
        <translation>&amp;Partier och statistik</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>gick ut</translation>
    </message>
    <message>
        <source>in the lead</source>
        <translation>leder</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>gav</translation>
    </message>
    <message>
        <source>a turn was taken back</source>
        <translation>ett drag ångrades</translation>
    </message>
    <message>
        <source>Team %1: %2</source>
        <translation>Lag %1: %2</translation>
    </message>
    <message>
        <source>Rounds played: %1.</source>
        <translation>Spelade omgångar: %1.</translation>
    </message>
    <message>
        <source>Round %1, dealt by %2.</source>
        <translation>Omgång %1, %2 gav.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 gick ut.</translation>
    </message>
    <message>
        <source>Turns taken back: %1.</source>
        <translation>Ångrade drag: %1.</translation>
    </message>
    <message>
        <source>%1: %2 points this round, %3 in all.</source>
        <translation>%1: %2 poäng den här omgången, %3 totalt.</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spelar som</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Partier</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Vunna omgångar</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Poäng per omgång</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Bästa omgång</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Bästa parti</translation>
    </message>
    <message>
        <source>Finished matches played</source>
        <translation>Färdigspelade partier</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vunna partier</translation>
    </message>
    <message>
        <source>Rounds in which this player went out first</source>
        <translation>Omgångar där spelaren gick ut först</translation>
    </message>
    <message>
        <source>Average points scored a round, in matches where the highest score wins</source>
        <translation>Genomsnittlig poäng per omgång, i partier där högsta poäng vinner</translation>
    </message>
    <message>
        <source>The most points scored in one round</source>
        <translation>Flest poäng på en omgång</translation>
    </message>
    <message>
        <source>The highest total at the end of a finished match</source>
        <translation>Högsta slutsumma i ett färdigspelat parti</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer, %1</source>
        <translation>Dator, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>today, %1</source>
        <translation>i dag %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <translation>i går %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a weekday, then a time</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>under en minut</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes of play</comment>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>to %1, lowest wins</source>
        <translation>till %1, lägst vinner</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>till %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the rules&apos; name, then the target</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The match ends when someone reaches %1 points; the lowest total wins.</source>
        <translation>Partiet slutar när någon når %1 poäng; lägst summa vinner.</translation>
    </message>
    <message>
        <source>Playing to %1 points.</source>
        <translation>Man spelar till %1 poäng.</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Lag %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Ingen vinnare</translation>
    </message>
    <message>
        <source>Still being played</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Avbrutet</translation>
    </message>
    <message>
        <source>Cannot be continued</source>
        <translation>Kan inte fortsättas</translation>
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
        <translation>Poängen sparades av en nyare version av unodesk och lämnas orörda. Den här gången sparas poängen bara tills spelet stängs.</translation>
    </message>
    <message>
        <source>The scores file was damaged (%1) and has been kept as %2. A new scores file was started.</source>
        <translation>Poängfilen var skadad (%1) och har sparats som %2. En ny poängfil har påbörjats.</translation>
    </message>
    <message>
        <source>Scores cannot be saved (%1): they are kept only until the game closes.</source>
        <translation>Poängen kan inte sparas (%1): de finns kvar bara tills spelet stängs.</translation>
    </message>
    <message>
        <source>not a scores file</source>
        <translation>inte en poängfil</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>ofullständig</translation>
    </message>
    <message>
        <source>it failed its check</source>
        <translation>kontrollen misslyckades</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>mappen är skrivskyddad</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken är full</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>disken rapporterade ett fel</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>filen kan inte öppnas</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>ett annat program använder filen</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>filen kan inte skrivas</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <source>Scoresheet</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Scoresheet: %1 (%2)</source>
        <translation>Protokoll: %1 (%2)</translation>
    </message>
    <message>
        <source>No match is being played.</source>
        <translation>Inget parti spelas just nu.</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Exportera som &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Spara som P&amp;DF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <source>Alva</source>
        <translation>Alva</translation>
    </message>
    <message>
        <source>Nils</source>
        <translation>Nils</translation>
    </message>
    <message>
        <source>Sanne</source>
        <translation>Saga</translation>
    </message>
    <message>
        <source>Ingrid</source>
        <translation>Ingrid</translation>
    </message>
    <message>
        <source>Lars</source>
        <translation>Lars</translation>
    </message>
    <message>
        <source>Femke</source>
        <translation>Freja</translation>
    </message>
    <message>
        <source>Oskar</source>
        <translation>Oskar</translation>
    </message>
    <message>
        <source>Sigrid</source>
        <translation>Sigrid</translation>
    </message>
    <message>
        <source>Daan</source>
        <translation>Elias</translation>
    </message>
    <message>
        <source>Maja</source>
        <translation>Maja</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>No animations</source>
        <translation>Inga animationer</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Snabb</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Långsam</translation>
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
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Inget parti har spelats än.</translation>
    </message>
    <message>
        <source>&amp;Running totals in:</source>
        <translation>&amp;Poängkurva för:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Start a new game from the menu.</source>
        <translation>Starta ett nytt parti från menyn.</translation>
    </message>
    <message>
        <source>{name} won the round.</source>
        <translation>{name} vann omgången.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Nu spelar {name}. Lämna över datorn!</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: thinking…</source>
        <translation>{name} funderar…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>Nu spelar {name}.</translation>
    </message>
    <message>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation>{name}, det är din tur: lägg ett upphöjt kort (klicka, eller pilar och Enter) eller dra (D).</translation>
    </message>
    <message>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation>{name}, det är din tur: inget kort passar, dra ett kort (D).</translation>
    </message>
    <message>
        <source>You hold a pair: click one of its cards to play one or both.</source>
        <translation>Du har ett par: klicka på ett av korten för att lägga ett eller båda.</translation>
    </message>
    <message>
        <source>Play the card you drew, or keep it (K).</source>
        <translation>Lägg kortet du drog, eller behåll det (K).</translation>
    </message>
    <message>
        <source>Choose the colour (1–4).</source>
        <translation>Välj färg (1–4).</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation>Utmana Önskekort Dra fyra (C) eller ta korten (T).</translation>
    </message>
    <message numerus="yes">
        <source>Answer with a raised card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Svara med ett upphöjt kort, eller ta %n kort (T).</numerusform>
            <numerusform>Svara med ett upphöjt kort, eller ta %n kort (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No card of yours answers: take %n card(s) (T).</source>
        <translation>
            <numerusform>Du har inget kort att svara med: ta %n kort (T).</numerusform>
            <numerusform>Du har inget kort att svara med: ta %n kort (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until %n more player(s) have had a turn.</source>
        <translation>
            <numerusform>Inget önskekort förrän %n spelare till har haft sin tur.</numerusform>
            <numerusform>Inget önskekort förrän %n spelare till har haft sin tur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until {names} has had a turn.</source>
        <translation>
            <numerusform>Inget önskekort förrän {names} har haft sin tur.</numerusform>
            <numerusform>Inget önskekort förrän {names} har haft sin tur.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} had to show you their hand.</source>
        <translation>{name} fick visa dig sin hand.</translation>
    </message>
    <message>
        <source>Uno will be called with your next card.</source>
        <translation>Uno ropas när du lägger nästa kort.</translation>
    </message>
    <message>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation>{name} har ett kort kvar och glömde ropa Uno: tryck på ”Glömde Uno!”</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <source>Your hand changed</source>
        <translation>Din hand har ändrats</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Sedan din förra tur</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Stäng (Esc)</translation>
    </message>
    <message>
        <source>Close what happened since your last turn</source>
        <translation>Stäng det som hänt sedan din förra tur</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Skipped</source>
        <translation>Står över</translation>
    </message>
    <message>
        <source>Uno!</source>
        <translation>Uno!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Påkommen!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bluff!</translation>
    </message>
    <message>
        <source>No bluff</source>
        <translation>Ingen bluff</translation>
    </message>
    <message>
        <source>Challenge!</source>
        <translation>Utmanar!</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the round!</source>
        <translation>{name} vinner omgången!</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Omgången är slut</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Lag %1</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <source>Card table</source>
        <translation>Spelbord</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Call Uno (U)</source>
        <translation>Ropa Uno (U)</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Ropa Uno</translation>
    </message>
    <message>
        <source>Keep it (K)</source>
        <translation>Behåll (K)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Det här har hänt</translation>
    </message>
    <message>
        <source>What happened (L)</source>
        <translation>Det här har hänt (L)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Omgång %1</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Spelar till %1</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} vinner partiet!</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>med %n poäng</numerusform>
            <numerusform>med %n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Glömde Uno!</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>{name} glömde Uno</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Ta %n kort (T)</numerusform>
            <numerusform>Ta %n kort (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, kan läggas</translation>
    </message>
    <message>
        <source>{card}, not playable now</source>
        <translation>{card}, kan inte läggas nu</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kort</numerusform>
            <numerusform>%n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>på tur</translation>
    </message>
    <message>
        <source>{name}: {details}</source>
        <translation>{name}: {details}</translation>
    </message>
    <message numerus="yes">
        <source>draw pile: %n card(s)</source>
        <translation>
            <numerusform>draghögen: %n kort</numerusform>
            <numerusform>draghögen: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>colour in force: {colour}</source>
        <translation>färgen som gäller: {colour}</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n kort)</numerusform>
            <numerusform>%1 (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>Swap hands with whom?</source>
        <translation>Vem vill du byta hand med?</translation>
    </message>
    <message>
        <source>Nobody: keep my hand</source>
        <translation>Ingen: jag behåller min hand</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>Teacher</name>
    <message>
        <source>Well done! Now you know how to play Uno. Take the lesson again, or go back to the game.</source>
        <translation>Bra jobbat! Nu kan du spela Uno. Gör om lektionen, eller gå tillbaka till spelet.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>Gör om lektionen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tillbaka till spelet</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Lämna lektionen</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Welcome to unodesk!</source>
        <translation>Välkommen till unodesk!</translation>
    </message>
    <message>
        <source>How many are playing?</source>
        <translation>Hur många spelar?</translation>
    </message>
    <message>
        <source>Your family:</source>
        <translation>Er familj:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spe&amp;la</translation>
    </message>
    <message>
        <source>&amp;Quick game: you against three computers</source>
        <translation>Snabbt &amp;parti: du mot tre datorer</translation>
    </message>
    <message>
        <source>&amp;Rules and more choices…</source>
        <translation>&amp;Regler och fler val…</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} hoppade in med {card}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} lade {card}.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Första kortet: {card}.</translation>
    </message>
    <message>
        <source>{name} chose {color}.</source>
        <translation>{name} valde färgen {color}.</translation>
    </message>
    <message>
        <source>{name} kept the card.</source>
        <translation>{name} behöll kortet.</translation>
    </message>
    <message>
        <source>{name} is skipped.</source>
        <translation>{name} står över.</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Nu går spelet åt andra hållet.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} ropade Uno!</translation>
    </message>
    <message>
        <source>{name} caught {target} without Uno.</source>
        <translation>{name} märkte att {target} glömde ropa Uno.</translation>
    </message>
    <message>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation>{target} blev utmanad av {name}: det var bluff!</translation>
    </message>
    <message>
        <source>{name} challenged {target}: no bluff.</source>
        <translation>{target} blev utmanad av {name}: ingen bluff.</translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} och {target} bytte hand.</translation>
    </message>
    <message>
        <source>Every hand moved one seat along.</source>
        <translation>Alla skickade sina kort ett steg vidare.</translation>
    </message>
    <message>
        <source>{name} gathered the other hands, shuffled them and dealt them out.</source>
        <translation>{name} samlade in de andras kort, blandade och delade ut dem.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>Kasthögen blandades och blev en ny draghög.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <source>{name} took back a turn.</source>
        <translation>{name} ångrade ett drag.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Vänta: det är {name} som spelar nu.</translation>
    </message>
    <message>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation>Du kan inte lägga {card} här: lägg ett kort i färgen {color} eller med samma siffra eller symbol som {top}.</translation>
    </message>
    <message>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation>När du har dragit kan du bara lägga kortet du drog ({card}).</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation>Du får lägga Önskekort Dra fyra först när du inte har något kort i färgen {color}.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Det kortet har du inte på handen.</translation>
    </message>
    <message>
        <source>Choose a colour for the wild card.</source>
        <translation>Välj en färg för önskekortet.</translation>
    </message>
    <message>
        <source>Choose a player to swap hands with.</source>
        <translation>Välj en spelare att byta hand med.</translation>
    </message>
    <message>
        <source>You cannot swap hands with that player.</source>
        <translation>Du kan inte byta hand med den spelaren.</translation>
    </message>
    <message>
        <source>That card does not swap hands.</source>
        <translation>Med det kortet byter man inte hand.</translation>
    </message>
    <message>
        <source>That card has its own colour.</source>
        <translation>Det kortet har redan en färg.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} och {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No wild card yet: {names} must have a turn first.</source>
        <translation>Inget önskekort än: först måste {names} ha haft sin tur.</translation>
    </message>
    <message>
        <source>One card at a time: two identical cards together is a house rule that is not on.</source>
        <translation>Ett kort i taget: två likadana kort på en gång är en husregel som inte är påslagen.</translation>
    </message>
    <message>
        <source>Wild cards go down one at a time, never as a pair.</source>
        <translation>Önskekort läggs ett i taget, aldrig i par.</translation>
    </message>
    <message>
        <source>You hold only one {card}: a pair needs both copies.</source>
        <translation>Du har bara ett exemplar av {card}: ett par kräver båda.</translation>
    </message>
    <message>
        <source>{card} cannot be played like that now.</source>
        <translation>{card} kan inte läggas så just nu.</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: you must draw.</source>
        <translation>Ett önskekort får inte vara ditt sista kort: du måste dra.</translation>
    </message>
    <message>
        <source>Answer the penalty with a draw card that may go on it, or take the cards.</source>
        <translation>Svara på straffet med ett dra-kort som får läggas på, eller ta korten.</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation>Utmana Önskekort Dra fyra, eller ta korten.</translation>
    </message>
    <message>
        <source>Choose the colour first.</source>
        <translation>Välj färg först.</translation>
    </message>
    <message>
        <source>There is no colour to choose now.</source>
        <translation>Det finns ingen färg att välja nu.</translation>
    </message>
    <message>
        <source>Nobody may jump in right now.</source>
        <translation>Ingen får hoppa in just nu.</translation>
    </message>
    <message>
        <source>Uno is called with your second-to-last card, or when one card is left.</source>
        <translation>Uno ropar du med ditt näst sista kort, eller när du har ett kort kvar.</translation>
    </message>
    <message>
        <source>You have already called Uno.</source>
        <translation>Du har redan ropat Uno.</translation>
    </message>
    <message>
        <source>Nobody can be caught without Uno right now.</source>
        <translation>Just nu har ingen glömt att ropa Uno.</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation>Det finns inget Önskekort Dra fyra att utmana.</translation>
    </message>
    <message>
        <source>There are no cards to take.</source>
        <translation>Det finns inga kort att ta.</translation>
    </message>
    <message>
        <source>You can keep a card only right after drawing it.</source>
        <translation>Du kan bara behålla ett kort direkt efter att du har dragit det.</translation>
    </message>
    <message>
        <source>You cannot draw now.</source>
        <translation>Du kan inte dra nu.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Omgången är slut.</translation>
    </message>
    <message>
        <source>The round is not over yet.</source>
        <translation>Omgången är inte slut än.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Partiet är slut.</translation>
    </message>
    <message>
        <source>Pass the computer to the next player first.</source>
        <translation>Lämna först över datorn till nästa spelare.</translation>
    </message>
    <message>
        <source>Turns are taken back only when one person plays against computers.</source>
        <translation>Drag kan bara ångras när en person spelar mot datorer.</translation>
    </message>
    <message>
        <source>The round is over: nothing can be taken back now.</source>
        <translation>Omgången är slut: inget kan ångras nu.</translation>
    </message>
    <message>
        <source>You have not played a turn in this round yet.</source>
        <translation>Du har inte gjort något drag i den här omgången än.</translation>
    </message>
    <message>
        <source>That turn cannot be taken back: a new card has been seen since.</source>
        <translation>Draget kan inte ångras: ett nytt kort har visats sedan dess.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Det går inte just nu.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>red</source>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grön</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hoppa över</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Byt riktning</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Dra två</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Önskekort</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Önskekort Dra fyra</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands</source>
        <translation>Blandakort</translation>
    </message>
    <message>
        <source>Wild Swap Hands</source>
        <translation>Önskekort Byt hand</translation>
    </message>
    <message>
        <source>Wild Customizable</source>
        <translation>Individuellt kort</translation>
    </message>
    <message>
        <source>red</source>
        <comment>before a card&apos;s name</comment>
        <translation>röd</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>before a card&apos;s name</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <comment>before a card&apos;s name</comment>
        <translation>grön</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>before a card&apos;s name</comment>
        <translation>blå</translation>
    </message>
    <message>
        <source>{color} {number}</source>
        <translation>{color} {number}</translation>
    </message>
    <message>
        <source>{color} {action}</source>
        <translation>{action} ({color})</translation>
    </message>
</context>
</TS>
