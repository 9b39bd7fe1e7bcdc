<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb_NO">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About unodesk</source>
        <translation>Om unodesk</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versjon %1</translation>
    </message>
    <message>
        <source>Uno for the family desktop: two to ten players around one computer.</source>
        <translation>Uno for familiens datamaskin: to til ti spillere rundt én datamaskin.</translation>
    </message>
    <message>
        <source>Free software under the %1 licence.</source>
        <translation>Fri programvare under lisensen %1.</translation>
    </message>
    <message>
        <source>unodesk plays offline. It never connects to the internet and collects nothing: no account, no statistics, no advertising.</source>
        <translation>unodesk spilles uten nett. Det kobler seg aldri til internett og samler ikke inn noe: ingen konto, ingen statistikk, ingen reklame.</translation>
    </message>
    <message>
        <source>Your settings are kept in:%1</source>
        <translation>Innstillingene dine lagres i:%1</translation>
    </message>
    <message>
        <source>Your scores and the history of your matches are kept in:%1</source>
        <translation>Poengene og historikken over spillene deres lagres i:%1</translation>
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
        <translation>Den andre spilleren hoppes over, så du spiller igjen.</translation>
    </message>
    <message>
        <source>The next player misses a turn.</source>
        <translation>Neste spiller hoppes over.</translation>
    </message>
    <message>
        <source>With two players it works like a Skip: you play again.</source>
        <translation>Med to spillere virker det som et Hopp over-kort: du spiller igjen.</translation>
    </message>
    <message>
        <source>Play turns round and goes the other way.</source>
        <translation>Spillet snur og går den andre veien.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two or a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>Neste spiller tar to kort og hoppes over, hvis hen ikke legger et eget Trekk to-kort eller Vrikort med trekk fire: da legges kortene sammen og går videre til spilleren etter.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn, unless they put down a Draw Two of their own: then the cards add up for the player after them.</source>
        <translation>Neste spiller tar to kort og hoppes over, hvis hen ikke legger et eget Trekk to-kort: da legges kortene sammen og går videre til spilleren etter.</translation>
    </message>
    <message>
        <source>The next player draws two cards and misses a turn.</source>
        <translation>Neste spiller tar to kort og hoppes over.</translation>
    </message>
    <message>
        <source>You may play it only when you have no card of the colour on the pile.</source>
        <translation>Du kan bare legge det når du ikke har noe kort i fargen på bunken.</translation>
    </message>
    <message>
        <source>You may play it whenever you like.</source>
        <translation>Du kan legge det når du vil.</translation>
    </message>
    <message>
        <source>Play it only when you have no card of the colour on the pile: otherwise it is a bluff, and the next player may challenge you.</source>
        <translation>Legg det bare når du ikke har noe kort i fargen på bunken: ellers er det en bløff, og neste spiller kan utfordre deg.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn.</source>
        <translation>Du velger farge, og neste spiller tar fire kort og hoppes over.</translation>
    </message>
    <message>
        <source>You choose the colour, and the next player draws four cards and misses a turn, unless they put down a Wild Draw Four of their own: then the cards add up for the player after them.</source>
        <translation>Du velger farge, og neste spiller tar fire kort og hoppes over, hvis hen ikke legger et eget Vrikort med trekk fire: da legges kortene sammen og går videre til spilleren etter.</translation>
    </message>
    <message>
        <source>You gather the other players&apos; cards, shuffle them and deal them out to everyone, yourself too.</source>
        <translation>Du samler inn kortene til de andre spillerne, stokker dem og deler dem ut til alle, også deg selv.</translation>
    </message>
    <message>
        <source>You may swap your hand with another player&apos;s.</source>
        <translation>Du kan bytte hånd med en annen spiller.</translation>
    </message>
    <message>
        <source>You swap hands with a player you choose.</source>
        <translation>Du bytter hånd med en spiller du velger.</translation>
    </message>
    <message>
        <source>Every hand moves one seat on, in the direction of play.</source>
        <translation>Alle hender flyttes én plass videre, i spilleretningen.</translation>
    </message>
    <message>
        <source>Your table plays it as a {effect}.</source>
        <translation>Ved bordet deres virker det som {effect}.</translation>
    </message>
    <message>
        <source>It goes on any card, and you choose the colour.</source>
        <translation>Det passer på alle kort, og du velger farge.</translation>
    </message>
    <message>
        <source>It may not be your last card.</source>
        <translation>Det kan ikke være det siste kortet ditt.</translation>
    </message>
    <message>
        <source>If it is your last card, you draw a card instead of going out.</source>
        <translation>Er det det siste kortet ditt, må du trekke et kort i stedet for å gå ut.</translation>
    </message>
    <message>
        <source>After it, no wild card may be played until everyone else has had a turn.</source>
        <translation>Etter det kan ingen legge et vrikort før alle de andre har hatt sin tur.</translation>
    </message>
</context>
<context>
    <name>ChallengePrompt</name>
    <message>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation>{name} la et Vrikort med trekk fire på deg. Var det bløff?</translation>
    </message>
    <message>
        <source>Challenge (C)</source>
        <translation>Utfordre (C)</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Ta ett kort (T)</numerusform>
            <numerusform>Ta %n kort (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <source>Choose the colour for your {card} (1–4).</source>
        <translation>Velg farge for ditt {card} (1–4).</translation>
    </message>
    <message>
        <source>Choose a colour</source>
        <translation>Velg en farge</translation>
    </message>
    <message>
        <source>{colour} (key {key})</source>
        <translation>{colour} (tast {key})</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Take the card back (Esc)</source>
        <translation>Ta kortet tilbake (Esc)</translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <source>What happened</source>
        <translation>Hva har skjedd</translation>
    </message>
    <message>
        <source>Close (L)</source>
        <translation>Lukk (L)</translation>
    </message>
    <message>
        <source>Close what happened</source>
        <translation>Lukk hendelseslisten</translation>
    </message>
    <message>
        <source>What happened, newest first</source>
        <translation>Hva har skjedd, det nyeste først</translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation>Gi datamaskinen til {name}.
Alle andre må se vekk!</translation>
    </message>
    <message>
        <source>I am {name}</source>
        <translation>Jeg er {name}</translation>
    </message>
    <message>
        <source>Since your last turn, {name}:</source>
        <translation>Siden forrige tur, {name}:</translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message>
        <source>Play both at once.</source>
        <translation>Legg begge på én gang.</translation>
    </message>
    <message>
        <source>It is a bluff: you still have a card of the colour {color}, so {name} may challenge you, and then you take the cards yourself.</source>
        <translation>Det er en bløff: du har fortsatt et kort i fargen {color}, så {name} kan utfordre deg, og da må du ta kortene selv.</translation>
    </message>
    <message>
        <source>{move}: there is nothing else you can do.</source>
        <translation>{move}: det er ikke noe annet du kan gjøre.</translation>
    </message>
    <message>
        <source>{move}: it is the only card you can play.</source>
        <translation>{move}: det er det eneste kortet du kan legge.</translation>
    </message>
    <message>
        <source>{move}: it is your last card, and you win the round!</source>
        <translation>{move}: det er det siste kortet ditt, og du vinner runden!</translation>
    </message>
    <message>
        <source>{move}: it is exactly the card on top of the pile, so you may put it down now, even though it is not your turn.</source>
        <translation>{move}: det er nøyaktig samme kort som det øverste i bunken, så du kan legge det nå, selv om det ikke er din tur.</translation>
    </message>
    <message>
        <source>{move}: you have no card you can play.</source>
        <translation>{move}: du har ikke noe kort du kan legge.</translation>
    </message>
    <message>
        <source>{move}: you could play a card, but this time it is better to keep your cards.</source>
        <translation>{move}: du kunne lagt et kort, men denne gangen er det bedre å spare kortene dine.</translation>
    </message>
    <message>
        <source>{move} now: you have one card left, and someone could catch you.</source>
        <translation>{move} nå: du har bare ett kort igjen, og den som glemmer det, kan måtte trekke to kort.</translation>
    </message>
    <message>
        <source>{move}: you have one card left.</source>
        <translation>{move}: du har ett kort igjen.</translation>
    </message>
    <message>
        <source>{move}: {name} has one card left and did not call Uno.</source>
        <translation>{move}: {name} har ett kort igjen og sa ikke Uno.</translation>
    </message>
    <message>
        <source>{move}: maybe {name} still had a card of the colour {color}. Then {name} must take the cards instead of you.</source>
        <translation>{move}: kanskje hadde {name} fortsatt et kort i fargen {color}. Da må {name} ta kortene i stedet for deg.</translation>
    </message>
    <message>
        <source>{move}: {name} probably had no card of the colour {color}, and if you challenge and are wrong, you take two cards more.</source>
        <translation>{move}: {name} hadde nok ikke noe kort i fargen {color}, og hvis du utfordrer og tar feil, må du ta to kort ekstra.</translation>
    </message>
    <message>
        <source>{move}: then the cards pass on to {name}.</source>
        <translation>{move}: da går kortene videre til {name}.</translation>
    </message>
    <message>
        <source>{move}: it is better to keep your draw cards for later.</source>
        <translation>{move}: det er bedre å spare trekkortene dine til senere.</translation>
    </message>
    <message>
        <source>{move}: you have no card to answer with.</source>
        <translation>{move}: du har ikke noe kort å svare med.</translation>
    </message>
    <message>
        <source>{move}: the card you just drew fits, so you can put it down at once.</source>
        <translation>{move}: kortet du nettopp trakk, passer, så du kan legge det med en gang.</translation>
    </message>
    <message>
        <source>{move}: it may be more useful later.</source>
        <translation>{move}: det kan komme til nytte senere.</translation>
    </message>
    <message>
        <source>{move}: with two players, {name} misses a turn and you play again.</source>
        <translation>{move}: med to spillere mister {name} turen, og du spiller igjen.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: keep your Wild Draw Four for later, because {name} has only %n card(s) left.</source>
        <translation>
            <numerusform>{move}: spar Vrikort med trekk fire til senere, for {name} har bare ett kort igjen.</numerusform>
            <numerusform>{move}: spar Vrikort med trekk fire til senere, for {name} har bare %n kort igjen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: keep your wild card for when nothing else fits.</source>
        <translation>{move}: spar vrikortet til ingenting annet passer.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has %n card(s), fewer than you.</source>
        <translation>
            <numerusform>{move}: {name} har bare ett kort, færre enn deg.</numerusform>
            <numerusform>{move}: {name} har %n kort, færre enn deg.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: {name} had to draw a card when the colour was {color}, so they may not have that colour.</source>
        <translation>{move}: {name} måtte trekke et kort da fargen var {color}, så hen har kanskje ikke den fargen.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and of the cards you can play, this one is worth the most points.</source>
        <translation>
            <numerusform>{move}: {name} har bare ett kort igjen, og av kortene du kan legge, er dette verdt flest poeng.</numerusform>
            <numerusform>{move}: {name} har bare %n kort igjen, og av kortene du kan legge, er dette verdt flest poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: you have more cards of the colour {color} than of any other colour.</source>
        <translation>{move}: du har flere kort i fargen {color} enn i noen annen farge.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: you have %n card(s) of the colour {color}.</source>
        <translation>
            <numerusform>{move}: du har ett kort i fargen {color}.</numerusform>
            <numerusform>{move}: du har %n kort i fargen {color}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{move}: the computer tried out the rest of the round many times, and this way gives you the best chance.</source>
        <translation>{move}: datamaskinen har prøvespilt resten av runden mange ganger, og slik har du størst sjanse.</translation>
    </message>
    <message>
        <source>{move}: the computer thinks this is your best move.</source>
        <translation>{move}: datamaskinen mener det er det lureste du kan gjøre nå.</translation>
    </message>
    <message>
        <source>No hint now: wait for your turn.</source>
        <translation>Ikke noe tips nå: vent på turen din.</translation>
    </message>
    <message>
        <source>Play the {card}, choose {color} and swap hands with {name}</source>
        <translation>Legg {card}, velg {color} og bytt hånd med {name}</translation>
    </message>
    <message>
        <source>Play the {card} and choose {color}</source>
        <translation>Legg {card} og velg {color}</translation>
    </message>
    <message>
        <source>Play the {card} and swap hands with {name}</source>
        <translation>Legg {card} og bytt hånd med {name}</translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Legg {card}</translation>
    </message>
    <message>
        <source>Draw a card</source>
        <translation>Trekk et kort</translation>
    </message>
    <message>
        <source>Keep the card you drew</source>
        <translation>Behold kortet du trakk</translation>
    </message>
    <message>
        <source>Choose {color}</source>
        <translation>Velg {color}</translation>
    </message>
    <message>
        <source>Take the cards</source>
        <translation>Ta kortene</translation>
    </message>
    <message>
        <source>Press UNO! (U) before you play it.</source>
        <translation>Trykk på UNO! (U) før du legger det.</translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and this card makes it harder for them.</source>
        <translation>
            <numerusform>{move}: {name} har bare ett kort igjen, og dette kortet gjør det vanskeligere for hen.</numerusform>
            <numerusform>{move}: {name} har bare %n kort igjen, og dette kortet gjør det vanskeligere for hen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Challenge</source>
        <translation>Utfordre</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>Trykk «Glemte Uno!» ved {name}</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Si Uno</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>The match being played cannot be deleted.</source>
        <translation>Spillet som pågår kan ikke slettes.</translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n spill</numerusform>
            <numerusform>%n spill</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete this match?</source>
        <translation>Slette spillet?</translation>
    </message>
    <message>
        <source>Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics.</source>
        <translation>Slette spillet fra %1 (%2) for godt? Rundene forsvinner fra historikken og statistikken.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Slett</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behold det</translation>
    </message>
    <message>
        <source>Match history</source>
        <translation>Spilte spill</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spiller:</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>Alle</translation>
    </message>
    <message>
        <source>&amp;Open scoresheet</source>
        <translation>&amp;Åpne poenglisten</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>S&amp;tatistikk…</translation>
    </message>
    <message>
        <source>Export &amp;match…</source>
        <translation>Eksporter s&amp;pillet…</translation>
    </message>
    <message>
        <source>Export &amp;all…</source>
        <translation>Eksporter &amp;alle…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>S&amp;lett…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>Hello! Let us learn Uno by playing one round together. Your cards are at the bottom; {name1} and {name2} are friendly computer players. The aim is to be the first to get rid of all your cards. At every step I tell you what to do and why. Ready? Press Go on.</source>
        <translation>Hei! Nå lærer vi Uno ved å spille én runde sammen. Kortene dine ligger nederst; {name1} og {name2} er snille datamaskinspillere. Målet er å bli kvitt alle kortene sine først. For hvert steg forteller jeg hva du skal gjøre og hvorfor. Klar? Trykk på Fortsett.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. You may put a card on it that has the same colour or the same number. Your {c1} is red too, so it fits! Click it, or go to it with the arrow keys and press Enter.</source>
        <translation>Kortet på bunken er {c0}. Du kan legge et kort som har samme farge eller samme tall. Kortet ditt {c1} er også rødt, så det passer! Klikk på det, eller gå til det med piltastene og trykk Enter.</translation>
    </message>
    <message>
        <source>{name2} put a {c0} on the red 5: the same number fits, whatever the colour. Now it is your turn. You have no blue card, but you have a 5! Play your {c1}.</source>
        <translation>{name2} la {c0} på den røde femmeren: samme tall passer, uansett farge. Nå er det din tur. Du har ikke noe blått kort, men du har en femmer! Legg {c1}.</translation>
    </message>
    <message>
        <source>{name2} played a {c0} and chose green: now you must draw four cards and miss your turn. But there is a rule: you may only play a {c0} when you have no card of the colour on the pile, and that was yellow. If you think {name2} still had a yellow card, you may challenge. Let us try: press Challenge (C).</source>
        <translation>{name2} la et {c0} og valgte grønn: nå må du trekke fire kort og hoppes over. Men det finnes en regel: man kan bare legge et {c0} når man ikke har noe kort i fargen på bunken, og den var gul. Hvis du tror {name2} fortsatt hadde et gult kort, kan du utfordre. Vi prøver: trykk på Utfordre (C).</translation>
    </message>
    <message>
        <source>{name2} had to show you their cards, and there was a yellow card: a bluff! So {name2} draws the four cards instead of you, and it is your turn. Had there been no yellow card, you would have drawn six: the four and two more. Press Go on.</source>
        <translation>{name2} måtte vise deg kortene sine, og der var det et gult kort: en bløff! Derfor trekker {name2} de fire kortene i stedet for deg, og det er din tur. Hvis det ikke hadde vært noe gult kort, måtte du ha trukket seks: de fire og to til. Trykk på Fortsett.</translation>
    </message>
    <message>
        <source>{name2} chose green. Play your {c0}: it makes the next player, {name1}, miss a turn, so {name2} plays after you.</source>
        <translation>{name2} valgte grønn. Legg {c0}: da hoppes neste spiller, {name1}, over, så {name2} spiller etter deg.</translation>
    </message>
    <message>
        <source>Now play your {c0}: play turns round and goes the other way. After you it is {name2}&apos;s turn again, then {name1}&apos;s. Watch the arrows around the table.</source>
        <translation>Legg nå {c0}: spillet snur og går den andre veien. Etter deg spiller {name2} igjen, så {name1}. Se på pilene rundt bordet.</translation>
    </message>
    <message>
        <source>The card on the pile is a {c0}. None of your cards is blue or a 6, so nothing fits. Then you take a card from the draw pile: click the pile, or press D.</source>
        <translation>Kortet på bunken er {c0}. Ingen av kortene dine er blå eller en sekser, så ingenting passer. Da tar du et kort fra trekkebunken: klikk på bunken eller trykk D.</translation>
    </message>
    <message>
        <source>You drew a {c0}, and a card you have just drawn may be played at once. (Had it not fitted, it would have stayed in your hand.) A {c0} fits on any card, and you choose the colour that comes next. Play it and choose yellow, the colour you have most of: press 2 for yellow.</source>
        <translation>Du trakk et {c0}, og et kort du nettopp har trukket, kan du legge med en gang. (Hvis det ikke hadde passet, ville det blitt på hånden.) Et {c0} passer på alle kort, og du velger fargen som gjelder etterpå. Legg det og velg gul, fargen du har flest kort i: trykk 2 for gul.</translation>
    </message>
    <message>
        <source>Play your {c0}: the next player, {name2}, must draw two cards and miss a turn.</source>
        <translation>Legg {c0}: neste spiller, {name2}, må trekke to kort og hoppes over.</translation>
    </message>
    <message>
        <source>You have two cards left. When you play your second-to-last card, you call Uno! Press the UNO! button (or U), then play your {c0}. Whoever forgets and is caught draws two cards.</source>
        <translation>Du har to kort igjen. Når du legger det nest siste kortet ditt, sier du Uno! Trykk på UNO!-knappen (eller U), og legg så {c0}. Den som glemmer det og blir tatt, må trekke to kort.</translation>
    </message>
    <message>
        <source>{name1} has one card left and did not call Uno! Catch them before anyone plays: press the button at {name1}&apos;s seat (or Tab to it and press Space). Then {name1} must draw two cards.</source>
        <translation>{name1} har ett kort igjen og sa ikke Uno! Si fra før noen spiller: trykk på knappen ved {name1} (eller gå dit med Tab og trykk på mellomrom). Da må {name1} trekke to kort.</translation>
    </message>
    <message>
        <source>Now play your last card, the {c0}: a 7 fits on a 7. Then you have no cards left and you win the round!</source>
        <translation>Legg nå det siste kortet ditt, {c0}: en sjuer passer på en sjuer. Da har du ingen kort igjen og vinner runden!</translation>
    </message>
    <message>
        <source>You went out first and won the round! You score the cards left in the other hands: a number card counts its number, a Skip, Reverse or Draw Two 20 points and a wild card 50. {name1}&apos;s cards are worth {points1} points and {name2}&apos;s {points2}, so you score {points}. In a match, the rounds go on until someone reaches 500 points.</source>
        <translation>Du gikk ut først og vant runden! Du får poeng for kortene de andre har igjen: et tallkort er verdt tallet sitt, Hopp over-kort, Snukort og Trekk to-kort 20 poeng og et vrikort 50. Kortene til {name1} er verdt {points1} poeng og kortene til {name2} {points2}, så du får {points}. I et spill fortsetter rundene til noen har nådd 500 poeng.</translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message>
        <source>Press UNO! first (U): after this card you have only one card left.</source>
        <translation>Trykk først på UNO! (U): etter dette kortet har du bare ett kort igjen.</translation>
    </message>
    <message>
        <source>Not yet: watch what the others do first.</source>
        <translation>Ikke ennå: se først hva de andre gjør.</translation>
    </message>
    <message>
        <source>The rules allow that too, but let us try this first: {move}.</source>
        <translation>Det er også lov, men la oss prøve dette først: {move}.</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Steg %1 av %2</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n point(s)</source>
        <translation>
            <numerusform>{name}: ett poeng</numerusform>
            <numerusform>{name}: %n poeng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Lett</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Middels</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Vanskelig</translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} trakk ett kort.</numerusform>
            <numerusform>{name} trakk %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} måtte ta ett straffekort.</numerusform>
            <numerusform>{name} måtte ta %n straffekort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Straff: %n kort venter på neste spiller.</numerusform>
            <numerusform>Straff: %n kort venter på neste spiller.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} won the round: %n point(s).</source>
        <translation>
            <numerusform>{name} vant runden: ett poeng.</numerusform>
            <numerusform>{name} vant runden: %n poeng.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation>Innstillingene kunne ikke leses og er tatt vare på som %1; spillet starter med standardinnstillingene.</translation>
    </message>
    <message>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation>Innstillingsfilen %1 kunne ikke leses; spillet starter med standardinnstillingene.</translation>
    </message>
    <message>
        <source>The remembered match could not be read; a new match starts.</source>
        <translation>Det lagrede spillet kunne ikke leses; et nytt spill starter.</translation>
    </message>
    <message>
        <source>Part of the remembered match could not be read and was set back to the defaults: %1.</source>
        <translation>En del av det lagrede spillet kunne ikke leses og er satt tilbake til standard: %1.</translation>
    </message>
    <message>
        <source>the players</source>
        <translation>spillerne</translation>
    </message>
    <message>
        <source>the rules</source>
        <translation>reglene</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>spiller %1</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>Your settings were saved by a newer version of unodesk. This version starts with its defaults and leaves them as they are.</source>
        <translation>Innstillingene dine ble lagret av en nyere versjon av unodesk. Denne versjonen starter med standardinnstillingene og lar dine være som de er.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lær å spille</translation>
    </message>
    <message>
        <source>Your settings could not be saved: the disk is full. The game plays on, and your choices last until it closes.</source>
        <translation>Innstillingene dine kunne ikke lagres: disken er full. Spillet fortsetter, og valgene dine gjelder til det lukkes.</translation>
    </message>
    <message>
        <source>Your settings cannot be saved: the folder %1 cannot be written to. The game plays on, and your choices last until it closes.</source>
        <translation>Innstillingene dine kan ikke lagres: det går ikke å skrive i mappen %1. Spillet fortsetter, og valgene dine gjelder til det lukkes.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in the folder %1. The game plays on, and your choices last until it closes.</source>
        <translation>Innstillingene dine kunne ikke lagres i mappen %1. Spillet fortsetter, og valgene dine gjelder til det lukkes.</translation>
    </message>
    <message>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation>Fant ingen oversettelse til %1; spillet fortsetter på engelsk.</translation>
    </message>
    <message>
        <source>unodesk</source>
        <translation>unodesk</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spill</translation>
    </message>
    <message>
        <source>&amp;New match…</source>
        <translation>&amp;Nytt spill…</translation>
    </message>
    <message>
        <source>Learn to &amp;play</source>
        <translation>&amp;Lær å spille</translation>
    </message>
    <message>
        <source>Ne&amp;xt round</source>
        <translation>Neste &amp;runde</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>Regler og &amp;hjelp</translation>
    </message>
    <message>
        <source>H&amp;int</source>
        <translation>Vis &amp;et tips</translation>
    </message>
    <message>
        <source>Sh&amp;ow hints</source>
        <translation>&amp;Bruk tips</translation>
    </message>
    <message>
        <source>&amp;Speed</source>
        <translation>&amp;Tempo</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Språk</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Vis</translation>
    </message>
    <message>
        <source>&amp;Larger cards</source>
        <translation>&amp;Større kort</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Slå &amp;av lyden</translation>
    </message>
    <message>
        <source>Sound &amp;volume</source>
        <translation>Lyd&amp;volum</translation>
    </message>
    <message>
        <source>Sounds need the sound extra: pip install unodesk[sound]</source>
        <translation>Lyd krever tillegget sound: pip install unodesk[sound]</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hjelp</translation>
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
        <translation>Nytt spill</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Start the match</source>
        <translation>Start spillet</translation>
    </message>
    <message>
        <source>&lt; &amp;Back to the rules</source>
        <translation>&lt; Ti&amp;lbake til reglene</translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation>&lt; Ti&amp;lbake</translation>
    </message>
    <message>
        <source>1  Players</source>
        <translation>1  Spillere</translation>
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
        <translation>&amp;Regler &gt;</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Antall spillere:</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Changing any rule makes the rules your own.</source>
        <translation>Endrer dere en regel, blir reglene deres egne.</translation>
    </message>
    <message>
        <source>The match</source>
        <translation>Spillet</translation>
    </message>
    <message>
        <source>&amp;More rules…</source>
        <translation>&amp;Flere regler…</translation>
    </message>
    <message>
        <source>The deck, the cards dealt and every house rule.</source>
        <translation>Kortstokken, kortene som deles ut og alle husreglene.</translation>
    </message>
    <message>
        <source>More rules</source>
        <translation>Flere regler</translation>
    </message>
    <message>
        <source>The cards</source>
        <translation>Kortene</translation>
    </message>
    <message>
        <source>Agree on these before you start. Rules that do nothing with the others chosen are greyed.</source>
        <translation>Bli enige om disse før dere begynner. Regler som ikke gjør noe med de andre valgene, er grå.</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Plass %1</translation>
    </message>
    <message numerus="yes">
        <source>A name can be up to %n characters long.</source>
        <translation>
            <numerusform>Et navn kan ha opptil %n tegn.</numerusform>
            <numerusform>Et navn kan ha opptil %n tegn.</numerusform>
        </translation>
    </message>
    <message>
        <source>How does your table play?</source>
        <translation>Hvordan spiller dere ved bordet?</translation>
    </message>
    <message>
        <source>Your own rules</source>
        <translation>Egne regler</translation>
    </message>
</context>
<context>
    <name>PairPicker</name>
    <message>
        <source>You hold {card} twice. Play one, or both together?</source>
        <translation>Du har to like: {card}. Legge ett eller begge samtidig?</translation>
    </message>
    <message>
        <source>One card (1)</source>
        <translation>Ett kort (1)</translation>
    </message>
    <message>
        <source>Both cards (2)</source>
        <translation>Begge kortene (2)</translation>
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
        <translation>Offisielle regler</translation>
    </message>
    <message>
        <source>Swedish house rules</source>
        <translation>Svenske husregler</translation>
    </message>
    <message>
        <source>Norwegian house rules</source>
        <translation>Norske husregler</translation>
    </message>
    <message>
        <source>Dutch house rules</source>
        <translation>Nederlandske husregler</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Quit unodesk?</source>
        <translation>Avslutte unodesk?</translation>
    </message>
    <message>
        <source>Leave the match for now?</source>
        <translation>Forlate spillet inntil videre?</translation>
    </message>
    <message>
        <source>The match is saved. The next time you start unodesk, you can continue it where you left off.</source>
        <translation>Spillet er lagret. Neste gang du starter unodesk, kan du fortsette der du slapp.</translation>
    </message>
    <message>
        <source>This computer cannot save the match, so quitting ends it.</source>
        <translation>Denne datamaskinen kan ikke lagre spillet, så hvis du avslutter, er det over.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Spill videre</translation>
    </message>
</context>
<context>
    <name>RecapWords</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} hoppet inn med {card}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card} and chose {colour}.</source>
        <translation>{name} la et par ({card}) og valgte fargen {colour}.</translation>
    </message>
    <message>
        <source>{name} played a pair of {card}.</source>
        <translation>{name} la et par ({card}).</translation>
    </message>
    <message>
        <source>{name} played {card} and chose {colour}.</source>
        <translation>{name} la {card} og valgte fargen {colour}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} la {card}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} trakk ett kort.</numerusform>
            <numerusform>{name} trakk %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} could not go out on that card and drew %n card(s).</source>
        <translation>
            <numerusform>{name} fikk ikke gå ut på det kortet og trakk ett kort.</numerusform>
            <numerusform>{name} fikk ikke gå ut på det kortet og trakk %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} made you draw %n card(s).</source>
        <translation>
            <numerusform>{name} fikk deg til å trekke ett kort.</numerusform>
            <numerusform>{name} fikk deg til å trekke %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had to draw %n card(s).</source>
        <translation>
            <numerusform>Du måtte trekke ett kort.</numerusform>
            <numerusform>Du måtte trekke %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} had to draw %n card(s).</source>
        <translation>
            <numerusform>{name} måtte trekke ett kort.</numerusform>
            <numerusform>{name} måtte trekke %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught you without Uno: you drew %n card(s).</source>
        <translation>
            <numerusform>{name} tok deg i å glemme Uno: du trakk ett kort.</numerusform>
            <numerusform>{name} tok deg i å glemme Uno: du trakk %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught {target} without Uno: {target} drew %n card(s).</source>
        <translation>
            <numerusform>{name} tok {target} i å glemme Uno: {target} trakk ett kort.</numerusform>
            <numerusform>{name} tok {target} i å glemme Uno: {target} trakk %n kort.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was a bluff.</source>
        <translation>{name} utfordret ditt Vrikort med trekk fire: det var bløff.</translation>
    </message>
    <message>
        <source>{name} challenged your Wild Draw Four: it was no bluff.</source>
        <translation>{name} utfordret ditt Vrikort med trekk fire: det var ikke bløff.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was a bluff.</source>
        <translation>{name} utfordret Vrikort med trekk fire fra {target}: det var bløff.</translation>
    </message>
    <message>
        <source>{name} challenged {target}&apos;s Wild Draw Four: it was no bluff.</source>
        <translation>{name} utfordret Vrikort med trekk fire fra {target}: det var ikke bløff.</translation>
    </message>
    <message>
        <source>You were skipped.</source>
        <translation>Du ble hoppet over.</translation>
    </message>
    <message>
        <source>{name} was skipped.</source>
        <translation>{name} ble hoppet over.</translation>
    </message>
    <message numerus="yes">
        <source>{how}: you have a new hand of %n card(s).</source>
        <translation>
            <numerusform>{how}: du har en ny hånd med ett kort.</numerusform>
            <numerusform>{how}: du har en ny hånd med %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{how}: you now have %n card(s) instead of {before}.</source>
        <translation>
            <numerusform>{how}: nå har du ett kort i stedet for {before}.</numerusform>
            <numerusform>{how}: nå har du %n kort i stedet for {before}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} byttet hånd med {target}.</translation>
    </message>
    <message>
        <source>{name} swapped hands with you</source>
        <translation>{name} byttet hånd med deg</translation>
    </message>
    <message>
        <source>Every hand moved one seat along</source>
        <translation>Alle hender gikk én plass videre</translation>
    </message>
    <message>
        <source>Every hand was shuffled and dealt out again</source>
        <translation>Alle kortene på hendene ble stokket og delt ut på nytt</translation>
    </message>
    <message numerus="yes">
        <source>The penalty is now %n card(s) for the next player.</source>
        <translation>
            <numerusform>Straffen er nå ett kort for neste spiller.</numerusform>
            <numerusform>Straffen er nå %n kort for neste spiller.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} kept the card they drew.</source>
        <translation>{name} beholdt kortet som ble trukket.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} sa Uno!</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Nå går spillet andre veien.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>Kastebunken ble stokket til en ny trekkebunke.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Første kort er {card}.</translation>
    </message>
    <message>
        <source>A Wild Draw Four came up first and went back into the pile.</source>
        <translation>Et Vrikort med trekk fire kom opp først og ble lagt tilbake i bunken.</translation>
    </message>
    <message>
        <source>{name} chose {colour}.</source>
        <translation>{name} valgte fargen {colour}.</translation>
    </message>
    <message numerus="yes">
        <source>Now the colour is {colour}, and you have %n card(s).</source>
        <translation>
            <numerusform>Nå gjelder fargen {colour}, og du har ett kort.</numerusform>
            <numerusform>Nå gjelder fargen {colour}, og du har %n kort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n thing(s) before that (What happened, L, has them all).</source>
        <translation>
            <numerusform>… og én ting før det (Hva har skjedd, L, viser alt).</numerusform>
            <numerusform>… og %n ting før det (Hva har skjedd, L, viser alt).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <source>Continue the match?</source>
        <translation>Fortsette spillet?</translation>
    </message>
    <message>
        <source>Continue the match from %1?</source>
        <translation>Fortsette spillet fra %1?</translation>
    </message>
    <message>
        <source>Round %1 is under way. Playing to %2.</source>
        <translation>Runde %1 pågår. Det spilles til %2.</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Nytt spill</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Fortsett</translation>
    </message>
</context>
<context>
    <name>RevealedHand</name>
    <message>
        <source>{name} had to show you their hand</source>
        <translation>{name} måtte vise deg hånden sin</translation>
    </message>
    <message>
        <source>It was a bluff: {name} held a card of the colour in play.</source>
        <translation>Det var bløff: {name} hadde et kort i fargen som gjaldt.</translation>
    </message>
    <message>
        <source>No bluff: {name} held no card of the colour in play.</source>
        <translation>Ingen bløff: {name} hadde ikke noe kort i fargen som gjaldt.</translation>
    </message>
    <message>
        <source>Go on (Enter)</source>
        <translation>Fortsett (Enter)</translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <source>The match is over</source>
        <translation>Spillet er slutt</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Runden er slutt</translation>
    </message>
    <message>
        <source>The round ended without a winner.</source>
        <translation>Runden endte uten vinner.</translation>
    </message>
    <message numerus="yes">
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Vinner av spillet: %1, med %n poeng.</numerusform>
            <numerusform>Vinner av spillet: %1, med %n poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winners of the match: team %1 (%2), with %n point(s).</source>
        <translation>
            <numerusform>Vinnere av spillet: lag %1 (%2), med ett poeng.</numerusform>
            <numerusform>Vinnere av spillet: lag %1 (%2), med %n poeng.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>Først ferdig: %1. Poeng denne runden: %n.</numerusform>
            <numerusform>Først ferdig: %1. Poeng denne runden: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation>Først ferdig: %1. Alle andre får poeng for kortene de har igjen på hånden.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>Kort igjen</translation>
    </message>
    <message>
        <source>This round</source>
        <translation>Denne runden</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ferdig</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in hand</source>
        <translation>
            <numerusform>%n poeng på hånden</numerusform>
            <numerusform>%n poeng på hånden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team %1 (%2): %n point(s) in all</source>
        <translation>
            <numerusform>Lag %1 (%2): ett poeng til sammen</numerusform>
            <numerusform>Lag %1 (%2): %n poeng til sammen</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Next round</source>
        <translation>&amp;Neste runde</translation>
    </message>
    <message>
        <source>New &amp;match…</source>
        <translation>Nytt &amp;spill…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Avslutt</translation>
    </message>
</context>
<context>
    <name>RuleLines</name>
    <message>
        <source>“%1”</source>
        <translation>«%1»</translation>
    </message>
    <message>
        <source>The classic deck of 108 cards.</source>
        <translation>Den vanlige kortstokken med 108 kort.</translation>
    </message>
    <message numerus="yes">
        <source>Extra cards: a {card}, and %n customizable wild card(s) that work as a {effect}.</source>
        <translation>
            <numerusform>Ekstra kort: et {card} og ett blankt vrikort som virker som {effect}.</numerusform>
            <numerusform>Ekstra kort: et {card} og %n blanke vrikort som virker som {effect}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n customizable wild card(s) in the deck.</source>
        <translation>
            <numerusform>Ett blankt vrikort i stokken.</numerusform>
            <numerusform>%n blanke vrikort i stokken.</numerusform>
        </translation>
    </message>
    <message>
        <source>The customizable wild cards work as a {effect}.</source>
        <translation>De blanke vrikortene virker som {effect}.</translation>
    </message>
    <message numerus="yes">
        <source>Everyone gets %n card(s) to start with.</source>
        <translation>
            <numerusform>Alle får ett kort til å begynne med.</numerusform>
            <numerusform>Alle får %n kort til å begynne med.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>Spillet spilles til ett poeng.</numerusform>
            <numerusform>Spillet spilles til %n poeng.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone scores the cards left in their own hand, and the lowest total wins.</source>
        <translation>Alle får poeng for kortene de selv har igjen, og lavest sum vinner.</translation>
    </message>
    <message>
        <source>The winner of a round scores the cards left in the other hands.</source>
        <translation>Den som vinner runden, får poeng for kortene de andre har igjen.</translation>
    </message>
    <message>
        <source>Teams of two: partners sit opposite each other.</source>
        <translation>Lag på to: lagkameratene sitter rett overfor hverandre.</translation>
    </message>
    <message>
        <source>Everyone plays for themselves.</source>
        <translation>Alle spiller for seg selv.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only go down when you have no card of the colour on the pile, so nobody can bluff.</source>
        <translation>Et Vrikort med trekk fire kan bare legges når du ikke har noe kort i fargen på bunken, så ingen kan bløffe.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down as a bluff.</source>
        <translation>Et Vrikort med trekk fire kan legges som bløff.</translation>
    </message>
    <message>
        <source>A Wild Draw Four played as a bluff may be challenged.</source>
        <translation>Den som bløffer med et Vrikort med trekk fire, kan bli utfordret.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may go down at any time, and nobody challenges it.</source>
        <translation>Et Vrikort med trekk fire kan legges når som helst, og ingen utfordrer.</translation>
    </message>
    <message>
        <source>A Draw Two or a Wild Draw Four cannot be answered: the next player draws.</source>
        <translation>Et Trekk to-kort eller Vrikort med trekk fire kan ikke besvares: neste spiller trekker.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with a Draw Two or a Wild Draw Four, and the cards add up for the next player.</source>
        <translation>Et Trekk to-kort kan besvares med et Trekk to-kort eller et Vrikort med trekk fire, og kortene legges sammen for neste spiller.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up for the next player.</source>
        <translation>Et Trekk to-kort kan besvares med et nytt Trekk to-kort, og kortene legges sammen for neste spiller.</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four.</source>
        <translation>Et Vrikort med trekk fire kan svare på et Trekk to-kort eller et annet Vrikort med trekk fire.</translation>
    </message>
    <message>
        <source>Only a Draw Two answers a Draw Two.</source>
        <translation>Bare et Trekk to-kort kan svare på et Trekk to-kort.</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on.</source>
        <translation>En 7-er bytter hånden din med en spiller du velger; en 0-er flytter alle hender én plass videre.</translation>
    </message>
    <message>
        <source>A 7 and a 0 are plain number cards.</source>
        <translation>7-ere og 0-ere er vanlige tallkort.</translation>
    </message>
    <message>
        <source>Whoever holds the very card on top of the pile may put it down out of turn.</source>
        <translation>Den som har nøyaktig samme kort som det øverste i bunken, kan legge det selv om det ikke er hens tur.</translation>
    </message>
    <message>
        <source>Nobody plays out of turn.</source>
        <translation>Ingen legger kort utenom tur.</translation>
    </message>
    <message>
        <source>Two identical cards may go down together.</source>
        <translation>To like kort kan legges samtidig.</translation>
    </message>
    <message>
        <source>One card at a time.</source>
        <translation>Ett kort om gangen.</translation>
    </message>
    <message>
        <source>After a wild card, nobody plays another until everyone else has had a turn.</source>
        <translation>Etter et vrikort legger ingen et nytt før alle de andre har hatt sin tur.</translation>
    </message>
    <message>
        <source>A wild card may follow a wild card.</source>
        <translation>Et vrikort kan komme rett etter et annet.</translation>
    </message>
    <message>
        <source>If you cannot play, you keep drawing until a card fits.</source>
        <translation>Kan du ikke legge, trekker du kort til et passer.</translation>
    </message>
    <message>
        <source>If you cannot play, you draw one card.</source>
        <translation>Kan du ikke legge, trekker du ett kort.</translation>
    </message>
    <message numerus="yes">
        <source>If you cannot play, you draw up to %n card(s), and stop at one that fits.</source>
        <translation>
            <numerusform>Kan du ikke legge, trekker du ett kort.</numerusform>
            <numerusform>Kan du ikke legge, trekker du opptil %n kort og stopper ved et som passer.</numerusform>
        </translation>
    </message>
    <message>
        <source>A wild card may not be your last card.</source>
        <translation>Et vrikort kan ikke være det siste kortet ditt.</translation>
    </message>
    <message>
        <source>A wild card may be your last card.</source>
        <translation>Et vrikort kan være det siste kortet ditt.</translation>
    </message>
    <message>
        <source>Going out on an action card or a wild card makes you draw a card instead.</source>
        <translation>Går du ut på et spesialkort eller vrikort, må du trekke et kort i stedet.</translation>
    </message>
    <message>
        <source>You may go out on any card.</source>
        <translation>Du kan gå ut på hvilket som helst kort.</translation>
    </message>
    <message>
        <source>The rules in the box, with no house rules.</source>
        <translation>Reglene som følger med i esken, uten husregler.</translation>
    </message>
    <message>
        <source>Also played at such tables, for you to switch on: %1.</source>
        <translation>Spilles også ofte, slå på om dere vil: %1.</translation>
    </message>
</context>
<context>
    <name>RuleSettings</name>
    <message>
        <source>&amp;Deck:</source>
        <translation>&amp;Kortstokk:</translation>
    </message>
    <message>
        <source>The newer 112-card decks add Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards.</source>
        <translation>De nyere kortstokkene med 112 kort har i tillegg et Vrikort med hånd-stokking eller et Vrikort med hånd-bytte, og tre blanke vrikort.</translation>
    </message>
    <message>
        <source>108 cards (classic)</source>
        <translation>108 kort (klassisk)</translation>
    </message>
    <message>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation>112 kort (Vrikort med hånd-stokking)</translation>
    </message>
    <message>
        <source>112 cards with Wild Swap Hands</source>
        <translation>112 kort (Vrikort med hånd-bytte)</translation>
    </message>
    <message>
        <source>&amp;Scoring:</source>
        <translation>&amp;Poengtelling:</translation>
    </message>
    <message>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation>Enten får vinneren av runden poeng for alle kortene de andre har igjen på hånden, eller så får hver spiller poeng for sine egne kort, og den med lavest sum vinner.</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>Vinneren får poeng for de andres kort</translation>
    </message>
    <message>
        <source>Lowest total wins</source>
        <translation>Lavest sum vinner</translation>
    </message>
    <message>
        <source>&amp;Play to:</source>
        <translation>&amp;Spill til:</translation>
    </message>
    <message>
        <source>The match ends when a player&apos;s total, or a team&apos;s, reaches this score.</source>
        <translation>Spillet er over når en spiller, eller et lag, har fått så mange poeng til sammen.</translation>
    </message>
    <message>
        <source>How many of the three customizable wild cards to play with; the others stay in the box.</source>
        <translation>Hvor mange av de tre blanke vrikortene dere spiller med; resten blir liggende i esken.</translation>
    </message>
    <message>
        <source>Only with a 112-card deck.</source>
        <translation>Bare med en kortstokk på 112 kort.</translation>
    </message>
    <message>
        <source>Partners sit opposite each other. When one of them goes out, the team scores the other teams&apos; cards, and the first team to the target wins.</source>
        <translation>Makkerne sitter rett overfor hverandre. Når den ene går ut, får laget poeng for kortene til de andre lagene, og det første laget som når målet, vinner.</translation>
    </message>
    <message>
        <source>Teams of two need 4, 6, 8 or 10 players.</source>
        <translation>Lag på to krever 4, 6, 8 eller 10 spillere.</translation>
    </message>
    <message>
        <source>Strict Wild Draw Four</source>
        <translation>Streng regel for Vrikort med trekk fire</translation>
    </message>
    <message>
        <source>The game allows a Wild Draw Four only when you hold no card of the colour in play, so nobody can bluff with it: simpler for young players.</source>
        <translation>Spillet godtar et Vrikort med trekk fire bare når du ikke har noe kort i fargen som gjelder, så ingen kan bløffe med det. Enklere for yngre spillere.</translation>
    </message>
    <message>
        <source>No bluffing</source>
        <translation>Ingen bløff</translation>
    </message>
    <message>
        <source>A Wild Draw Four may be played whenever you like, so it is never a bluff and nobody challenges it. Off: it needs no card of the colour in play, and a bluff may be challenged.</source>
        <translation>Et Vrikort med trekk fire kan legges når du vil, så det er aldri bløff, og ingen utfordrer det. Av: du kan bare legge det når du ikke har kort i fargen som gjelder, og en bløff kan utfordres.</translation>
    </message>
    <message>
        <source>A Draw Two may be answered with another Draw Two, and the cards add up; whoever cannot answer draws them all and misses the turn.</source>
        <translation>Et Trekk to-kort kan besvares med et nytt Trekk to-kort, og kortene legges sammen. Den som ikke kan svare, trekker alt og mister turen.</translation>
    </message>
    <message>
        <source>Wild Draw Four in the stack too</source>
        <translation>Også Vrikort med trekk fire i stabelen</translation>
    </message>
    <message>
        <source>A Wild Draw Four may answer a Draw Two or another Wild Draw Four (the Dutch way). Off: only a Draw Two answers a Draw Two (the Swedish way).</source>
        <translation>Et Vrikort med trekk fire kan svare på et Trekk to-kort eller et annet Vrikort med trekk fire (slik nederlendere spiller). Av: bare Trekk to-kort svarer på Trekk to-kort (slik svensker spiller).</translation>
    </message>
    <message>
        <source>A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on, in the direction of play.</source>
        <translation>Med en 7-er bytter du hånd med en spiller du velger; med en 0-er flyttes alle hendene én plass videre i spilleretningen.</translation>
    </message>
    <message>
        <source>Both copies of a coloured card may go down together: two Skips skip two players, two Draw Twos make the next player draw four, two Reverses leave the direction as it was.</source>
        <translation>Begge eksemplarene av et fargekort kan legges sammen: to Hopp over-kort hopper over to spillere, to Trekk to-kort gir neste spiller fire kort, og to Snukort lar retningen være som den var.</translation>
    </message>
    <message>
        <source>After any wild card, no wild card may be played until every other player has had a turn.</source>
        <translation>Etter et vrikort kan ingen legge et nytt vrikort før alle de andre spillerne har hatt tur.</translation>
    </message>
    <message>
        <source>A player who cannot play goes on drawing until a card fits, and may then play it.</source>
        <translation>Den som ikke kan legge, trekker kort etter kort til ett passer, og kan så legge det.</translation>
    </message>
    <message>
        <source>Cards to dra&amp;w when you cannot play:</source>
        <translation>Kort å &amp;trekke når du ikke kan legge:</translation>
    </message>
    <message>
        <source>Drawing stops at the first card that fits, or after this many cards (the Norwegian way is three).</source>
        <translation>Du slutter å trekke ved første kort som passer, eller etter så mange kort (vanlig i Norge: tre).</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: when your only card is a wild, you must draw.</source>
        <translation>Et vrikort kan ikke være det siste kortet ditt: er det eneste kortet ditt et vrikort, må du trekke.</translation>
    </message>
    <message>
        <source>If your last card is an action card or a wild card, it still acts, but you draw a card instead of going out.</source>
        <translation>Er det siste kortet ditt et spesialkort eller vrikort, virker det fortsatt, men du trekker et kort i stedet for å gå ut.</translation>
    </message>
    <message>
        <source>Agree before the match what the customizable wild cards of the 112-card decks do.</source>
        <translation>Bli enige før spillet om hva de blanke vrikortene i kortstokkene med 112 kort gjør.</translation>
    </message>
    <message>
        <source>&amp;Cards dealt:</source>
        <translation>Kort å &amp;dele ut:</translation>
    </message>
    <message>
        <source>How many cards each player gets at the start of a round.</source>
        <translation>Hvor mange kort hver spiller får når en runde begynner.</translation>
    </message>
    <message>
        <source>C&amp;ustomizable wild cards:</source>
        <translation>&amp;Blanke vrikort:</translation>
    </message>
    <message>
        <source>Play in teams of two</source>
        <translation>Spill i lag på to</translation>
    </message>
    <message>
        <source>“Strict Wild Draw Four” already decides when the card may be played.</source>
        <translation>«Streng regel for Vrikort med trekk fire» bestemmer allerede når kortet kan legges.</translation>
    </message>
    <message>
        <source>Stacking</source>
        <translation>Stabling</translation>
    </message>
    <message>
        <source>Only with “Stacking”.</source>
        <translation>Bare med «Stabling».</translation>
    </message>
    <message>
        <source>Sevens and zeros</source>
        <translation>Sjuere og nuller</translation>
    </message>
    <message>
        <source>Jump-in</source>
        <translation>Innhopp</translation>
    </message>
    <message>
        <source>Whoever holds the very same card as the one on top of the pile (the same colour and the same number or symbol) may put it down out of turn; play goes on from them.</source>
        <translation>Den som har nøyaktig samme kort som det øverste på kastebunken (samme farge og samme tall eller symbol), kan legge det utenom tur; spillet fortsetter så fra den spilleren.</translation>
    </message>
    <message>
        <source>Two identical cards at once</source>
        <translation>To like kort samtidig</translation>
    </message>
    <message>
        <source>A whole round between wild cards</source>
        <translation>En hel runde mellom vrikortene</translation>
    </message>
    <message>
        <source>Draw until you can play</source>
        <translation>Trekk til du kan legge</translation>
    </message>
    <message>
        <source>Not with “Draw until you can play”.</source>
        <translation>Ikke med «Trekk til du kan legge».</translation>
    </message>
    <message>
        <source>No wild card last</source>
        <translation>Ikke vrikort som siste kort</translation>
    </message>
    <message>
        <source>No going out on an action card</source>
        <translation>Ikke gå ut på spesialkort</translation>
    </message>
    <message>
        <source>The customi&amp;zable wild acts as:</source>
        <translation>Det blanke vrikortet &amp;virker som:</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Vrikort</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hopp over-kort</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Snukort</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Trekk to-kort</translation>
    </message>
    <message>
        <source>Swap Hands</source>
        <translation>Hånd-bytte</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Rules and help</source>
        <translation>Regler og hjelp</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
    <message>
        <source>The aim</source>
        <translation>Målet med spillet</translation>
    </message>
    <message>
        <source>Dealing</source>
        <translation>Utdeling</translation>
    </message>
    <message>
        <source>Your turn</source>
        <translation>Din tur</translation>
    </message>
    <message>
        <source>Some families draw more than one card: see “Draw until you can play” and “Cards to draw when you cannot play” under “House rules”.</source>
        <translation>Noen familier trekker mer enn ett kort: se «Trekk til du kan legge» og «Kort å trekke når du ikke kan legge» under «Husregler».</translation>
    </message>
    <message>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation>Når trekkebunken er tom, stokkes kastebunken, bortsett fra det øverste kortet, og blir den nye trekkebunken.</translation>
    </message>
    <message>
        <source>The special cards</source>
        <translation>Spesialkortene</translation>
    </message>
    <message>
        <source>Wild Draw Four: you choose the colour, and the next player draws four cards and misses their turn. You may play it when you hold no card of the colour in play; cards of the same number or symbol, and wild cards, do not stop you. Played while you hold the colour, it is a bluff, and it may be challenged.</source>
        <translation>Vrikort med trekk fire: du bestemmer fargen, og neste spiller må ta fire kort og hoppes over. Du kan legge det når du ikke har noe kort i fargen som gjelder; kort med samme tall eller symbol, og vrikort, hindrer deg ikke. Har du fargen og legger det likevel, er det bløff, og du kan bli utfordret.</translation>
    </message>
    <message>
        <source>Challenging a Wild Draw Four</source>
        <translation>Å utfordre et Vrikort med trekk fire</translation>
    </message>
    <message>
        <source>With stacking, whoever loses the challenge takes all the cards that have piled up, not only four (the challenger two more). With “No bluffing” or “Strict Wild Draw Four” there is nothing to challenge.</source>
        <translation>Ved stabling tar den som taper utfordringen, alle kortene som har hopet seg opp, ikke bare fire (og den som utfordret, to til). Med «Ingen bløff» eller «Streng regel for Vrikort med trekk fire» er det ingenting å utfordre.</translation>
    </message>
    <message>
        <source>Calling “Uno!”</source>
        <translation>Å si «Uno!»</translation>
    </message>
    <message>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation>Når du bare har ett kort igjen, sier du Uno. Blir du tatt av en annen spiller før neste spiller legger eller trekker, må du ta to straffekort. Så snart neste spiller har gjort noe, er du trygg.</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengtelling</translation>
    </message>
    <message>
        <source>Customizable wild: it does what your table agreed before the match (a Wild, a Skip, a Reverse, a Draw Two or a swap of hands), set under “More rules” in the new-match window.</source>
        <translation>Blankt vrikort: det gjør det dere ble enige om før spillet (som et vrikort, Hopp over-kort, Snukort, Trekk to-kort eller bytte av hender), stilt inn under «Flere regler» i vinduet for nytt spill.</translation>
    </message>
    <message>
        <source>These are not in the official rules, but many families play them. Agree on them before you start: each one is set under “More rules” in the new-match window.</source>
        <translation>Disse står ikke i de offisielle reglene, men mange familier spiller med dem. Bli enige om dem før dere begynner: hver av dem stilles inn under «Flere regler» i vinduet for nytt spill.</translation>
    </message>
    <message>
        <source>“Strict Wild Draw Four” and “No bluffing” are two ways round the same card; with both off, you play it as the official rules say: a bluff is allowed, and so is a challenge.</source>
        <translation>«Streng regel for Vrikort med trekk fire» og «Ingen bløff» er to ulike måter å håndtere det samme kortet på. Er begge av, spiller dere det som i de offisielle reglene: man kan bløffe, og man kan utfordre.</translation>
    </message>
    <message>
        <source>A whole round between wild cards: a player who is skipped has had their turn too. Until everyone has had a turn, the line under the table names the players still to go.</source>
        <translation>En hel runde mellom vrikortene: den som hoppes over, har også hatt turen sin. Til alle har hatt tur, viser linjen under bordet hvem som gjenstår.</translation>
    </message>
    <message>
        <source>Cards too small to read? Tick “Larger cards” in the View menu; every card on the table grows a size, and the choice is remembered.</source>
        <translation>Er kortene for små å lese? Kryss av for «Større kort» i Vis-menyen; alle kortene på bordet blir et hakk større, og valget blir husket.</translation>
    </message>
    <message>
        <source>Be the first to get rid of all your cards. Whoever goes out wins the round and scores points, and round follows round until a player, or a team, reaches the target score: 500 unless your table agrees on another.</source>
        <translation>Prøv å bli den første som har spilt ut alle kortene sine. Den som går ut, vinner runden og får poeng, og slik går det runde etter runde til en spiller, eller et lag, når målet: 500 poeng, hvis dere ikke avtaler noe annet.</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Avsnitt</translation>
    </message>
    <message>
        <source>Who deals first</source>
        <translation>Hvem som deler ut først</translation>
    </message>
    <message>
        <source>Before the first round, everyone draws a card and the highest number deals. Skip, Reverse, Draw Two and the wild cards count as zero. When several players tie for the highest card, those players alone draw again. The game does the drawing for you. After each round the deal passes one seat to the left.</source>
        <translation>Før første runde trekker alle et kort, og den med høyest tall deler ut. Hopp over-kort, Snukort, Trekk to-kort og vrikortene teller som null her. Får flere det samme høyeste kortet, trekker bare de på nytt. Spillet tar seg av trekningen. Etter hver runde går utdelingen én plass videre mot venstre.</translation>
    </message>
    <message>
        <source>The dealer gives everyone seven cards, one at a time. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player on the dealer&apos;s left begins, and play goes clockwise.</source>
        <translation>Den som deler ut, gir alle sju kort, ett om gangen. Resten av kortstokken ligger med baksiden opp som trekkebunke, og det øverste kortet snus og blir starten på kastebunken. Spilleren til venstre for den som delte ut, begynner, og spillet går med klokka.</translation>
    </message>
    <message>
        <source>When the first card is special</source>
        <translation>Når det første kortet er et spesialkort</translation>
    </message>
    <message>
        <source>Draw Two: the player on the dealer&apos;s left draws two cards and misses the turn; the next player begins.</source>
        <translation>Trekk to-kort: spilleren til venstre for den som delte ut, trekker to kort og mister turen; neste spiller begynner.</translation>
    </message>
    <message>
        <source>Skip: the player on the dealer&apos;s left misses the turn; the next player begins.</source>
        <translation>Hopp over-kort: spilleren til venstre for den som delte ut, mister turen; neste spiller begynner.</translation>
    </message>
    <message>
        <source>Reverse: the dealer begins, and play goes counter-clockwise.</source>
        <translation>Snukort: den som delte ut, begynner, og spillet går mot klokka.</translation>
    </message>
    <message>
        <source>Wild: the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Vrikort: spilleren til venstre for den som delte ut, velger farge og legger så et kort.</translation>
    </message>
    <message>
        <source>Wild Draw Four: it goes back into the middle of the draw pile, and the next card is turned over.</source>
        <translation>Vrikort med trekk fire: det stikkes tilbake midt i trekkebunken, og neste kort snus.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands, Wild Swap Hands and the customizable wild (the 112-card decks): they count as a plain Wild, so the player on the dealer&apos;s left chooses the colour and then plays.</source>
        <translation>Vrikort med hånd-stokking, Vrikort med hånd-bytte og blanke vrikort (kortstokkene med 112 kort): de teller som et vanlig vrikort, så spilleren til venstre for den som delte ut, velger farge og legger så et kort.</translation>
    </message>
    <message>
        <source>Put down one card that matches the top of the discard pile in colour, in number or in symbol. A wild card goes on anything, even when another card of yours would fit.</source>
        <translation>Legg ett kort som passer med det øverste på kastebunken i farge, tall eller symbol. Et vrikort passer på alt, også når du har andre kort som kunne passet.</translation>
    </message>
    <message>
        <source>Nothing to play, or you would rather keep your cards? Take one card from the draw pile. If it fits, you may put it down straight away or keep it; if not, it joins your hand and the turn passes. Once you have drawn, that card is the only one you may still play this turn.</source>
        <translation>Ingenting å legge, eller vil du heller spare kortene? Ta ett kort fra trekkebunken. Passer det, kan du legge det ut med en gang eller beholde det; hvis ikke, blir det på hånden, og turen går videre. Når du har trukket, er det kortet det eneste du kan legge i denne turen.</translation>
    </message>
    <message>
        <source>Skip: the next player misses their turn.</source>
        <translation>Hopp over-kort: neste spiller mister turen sin.</translation>
    </message>
    <message>
        <source>Reverse: play turns round and goes the other way.</source>
        <translation>Snukort: spillet snur og går andre veien.</translation>
    </message>
    <message>
        <source>Draw Two: the next player draws two cards and misses their turn.</source>
        <translation>Trekk to-kort: neste spiller trekker to kort og mister turen sin.</translation>
    </message>
    <message>
        <source>Wild: you choose the colour play goes on in, even the one already in play.</source>
        <translation>Vrikort: du bestemmer hvilken farge spillet fortsetter i, også den som gjelder allerede.</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>To spillere</translation>
    </message>
    <message>
        <source>With only two of you, a Skip or a Reverse lets you play again at once (the Reverse still turns the direction, though two players cannot tell). After a Draw Two or a Wild Draw Four your opponent draws the cards, and then it is your turn again.</source>
        <translation>Når dere bare er to, får du legge igjen med en gang etter et Hopp over-kort eller et Snukort (Snukortet snur likevel retningen, men det merkes ikke med to). Etter et Trekk to-kort eller et Vrikort med trekk fire trekker motspilleren kortene, og så er det din tur igjen.</translation>
    </message>
    <message>
        <source>Whoever must draw four may challenge instead. The player of the Wild Draw Four then shows their hand to the challenger, and to nobody else: at this computer it appears on the challenger&apos;s screen alone, and the game waits until it is closed.</source>
        <translation>Den som må trekke fire, kan utfordre i stedet. Da viser den som la Vrikortet med trekk fire, hånden sin til den som utfordret, og ikke til noen andre: på denne datamaskinen vises den bare på skjermen til den som utfordret, og spillet venter til den lukkes.</translation>
    </message>
    <message>
        <source>A bluff (they held a card of the colour in play): they draw the four cards themselves; the challenger draws nothing and plays next.</source>
        <translation>Bløff (spilleren hadde et kort i fargen som gjaldt): den spilleren trekker selv de fire kortene; den som utfordret, trekker ingenting og spiller neste tur.</translation>
    </message>
    <message>
        <source>No bluff: the challenger draws six cards, the four and two more, and misses the turn; the player after them goes on.</source>
        <translation>Ingen bløff: den som utfordret, trekker seks kort, de fire og to til, og mister turen; spilleren etter fortsetter.</translation>
    </message>
    <message>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first, and they count.</source>
        <translation>Den som går ut, får poeng for kortene de andre har igjen på hånden. Var det siste kortet et Trekk to-kort eller et Vrikort med trekk fire, trekker neste spiller først de kortene, og de teller med.</translation>
    </message>
    <message>
        <source>Number cards: their number.</source>
        <translation>Tallkort: like mange poeng som tallet.</translation>
    </message>
    <message>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation>Hopp over-kort, Snukort og Trekk to-kort: 20 poeng.</translation>
    </message>
    <message>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation>Vrikort, Vrikort med trekk fire og Vrikort med hånd-bytte: 50 poeng.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation>Vrikort med hånd-stokking og det blanke vrikortet: 40 poeng.</translation>
    </message>
    <message>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation>Noen teller omvendt: alle får poeng for kortene de selv har igjen, og når noen når målet, vinner den med lavest sum.</translation>
    </message>
    <message>
        <source>Playing in teams</source>
        <translation>Å spille på lag</translation>
    </message>
    <message>
        <source>With four, six, eight or ten players you may play in teams of two. Partners sit opposite each other, and a badge at every seat names its team. When you go out, your team wins the round: you score the cards in the other teams&apos; hands, while your partner&apos;s cards count for nobody. A team&apos;s total is its two players&apos; points added up, and the first team to reach the target wins the match.</source>
        <translation>Med fire, seks, åtte eller ti spillere kan dere spille på lag to og to. Makkerne sitter rett overfor hverandre, og et merke ved hver plass viser laget. Når du går ut, vinner laget ditt runden: du får poeng for kortene på de andre lagenes hender, mens kortene til makkeren din ikke teller for noen. Lagets sum er poengene til de to spillerne til sammen, og det første laget som når målet, vinner spillet.</translation>
    </message>
    <message>
        <source>When the lowest total wins, each player still scores their own cards; the team adds its two players&apos; points, and when a team reaches the target, the team with the lowest total wins.</source>
        <translation>Når lavest sum vinner, får hver spiller fortsatt poeng for sine egne kort; laget legger sammen poengene til sine to spillere, og når et lag når målet, vinner laget med lavest sum.</translation>
    </message>
    <message>
        <source>The 112-card decks</source>
        <translation>Kortstokkene med 112 kort</translation>
    </message>
    <message>
        <source>Newer boxes have 112 cards: the 108 of the classic deck, Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards. Before the match your table decides whether to use one, two or all three customizable cards; the others stay in the box. All of these are wild cards, so you also choose the colour.</source>
        <translation>Nyere esker har 112 kort: de 108 i den klassiske kortstokken, et Vrikort med hånd-stokking eller et Vrikort med hånd-bytte, og tre blanke vrikort. Før spillet bestemmer dere om dere skal bruke ett, to eller alle tre blanke vrikort; resten blir i esken. Alle disse er vrikort, så du velger også farge.</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands: you collect every card the other players hold, shuffle them and deal them out one by one to everyone, yourself included, starting on your left. Your own cards stay in your hand, and hands may come back bigger or smaller.</source>
        <translation>Vrikort med hånd-stokking: du samler inn hvert eneste kort de andre spillerne har, stokker dem og deler dem ut ett og ett til alle, deg selv også, og begynner med spilleren til venstre for deg. Dine egne kort beholder du, og hendene kan bli større eller mindre enn før.</translation>
    </message>
    <message>
        <source>Wild Swap Hands: played like a Wild, and you may also swap your whole hand with another player&apos;s; you may just as well keep your own.</source>
        <translation>Vrikort med hånd-bytte: virker som et vrikort, og attpåtil får du bytte hele hånden med en annen spiller om du vil; du kan også beholde din egen.</translation>
    </message>
    <message>
        <source>Two identical cards at once: a pair goes down wherever one of its cards may. With two players, a pair of Skips or Reverses lets you play again. Wild cards are never paired, and after drawing only the drawn card may be played, on its own.</source>
        <translation>To like kort samtidig: et par kan legges der ett av kortene kan legges. Når dere er to, får du legge igjen etter et par Hopp over-kort eller Snukort. Vrikort legges aldri i par, og etter at du har trukket, kan bare kortet du trakk legges, alene.</translation>
    </message>
    <message>
        <source>Ready-made house rules</source>
        <translation>Ferdige husregler</translation>
    </message>
    <message>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press “UNO!” before you play your second-to-last card, or right after it; if someone forgets, a “Catch!” button appears at their seat.</source>
        <translation>Klikk på et løftet kort på hånden for å legge det, eller klikk på trekkebunken for å trekke. Etter et vrikort velger du farge. Trykk på «UNO!» før du legger det nest siste kortet ditt, eller rett etterpå. Glemmer noen det, dukker knappen «Glemte Uno!» opp ved plassen deres.</translation>
    </message>
    <message>
        <source>When pairs are allowed and you hold both copies of a card you may play, a click on either asks whether to play one or both. Wild Swap Hands asks whom to swap with, or whether to keep your own hand.</source>
        <translation>Når par er lov og du har begge eksemplarene av et kort du kan legge, spør et klikk på ett av dem om du vil legge ett eller begge. Vrikort med hånd-bytte spør hvem du vil bytte med, eller om du vil beholde din egen hånd.</translation>
    </message>
    <message>
        <source>Esc: close a colour, player or pair choice, or open the menu.</source>
        <translation>Esc: lukk valget av farge, spiller eller par, eller åpne menyen.</translation>
    </message>
    <message>
        <source>Enter or Esc: put away a hand you were shown after a challenge.</source>
        <translation>Enter eller Esc: lukk en hånd du fikk se etter en utfordring.</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>Each of these is a set of house rules often played in that country, on top of the official rules; none of them is an official rule book. Choose one in the Rules step of the new-match window; change any rule and the rules become your own.</source>
        <translation>Hver av disse er en samling husregler som ofte spilles i det landet, i tillegg til de offisielle reglene; ingen av dem er en offisiell regelbok. Velg en i steget Regler i vinduet for nytt spill; endrer dere en regel, blir reglene deres egne.</translation>
    </message>
    <message>
        <source>Playing at this computer</source>
        <translation>Slik spiller du på denne datamaskinen</translation>
    </message>
    <message>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation>Venstre og høyre piltast: gå bortover hånden; Enter: legg det kortet.</translation>
    </message>
    <message>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation>D: trekk et kort. K: behold kortet du trakk. U: si Uno.</translation>
    </message>
    <message>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation>1 til 4: velg rød, gul, grønn eller blå.</translation>
    </message>
    <message>
        <source>1 or 2: play one card or both, when you may play a pair.</source>
        <translation>1 eller 2: legg ett kort eller begge, når du kan legge et par.</translation>
    </message>
    <message>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation>C: utfordre et Vrikort med trekk fire. T: ta kortene i stedet.</translation>
    </message>
    <message>
        <source>L: open or close what happened, the round&apos;s events, newest first.</source>
        <translation>L: åpne eller lukk hva som har skjedd i runden, det nyeste først.</translation>
    </message>
    <message>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation>Ctrl+N: nytt spill. F1: denne hjelpen. Ctrl+Q: avslutt.</translation>
    </message>
    <message>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation>Flere kan spille på samme datamaskin. Når turen går til en annen person, skjules alle hender, og bordet ber dere sende datamaskinen videre. Neste spiller klikker på knappen med navnet sitt (eller trykker Enter) for å se kortene sine.</translation>
    </message>
    <message>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation>Tempoet på animasjonene og språket velger du i menyen. Det siste spillet du satte opp, blir husket og starter igjen neste gang.</translation>
    </message>
</context>
<context>
    <name>ScoreWords</name>
    <message>
        <source>unodesk is already open on this computer. Look for its window.</source>
        <translation>unodesk er allerede åpent på denne datamaskinen. Se etter vinduet.</translation>
    </message>
    <message>
        <source>No round has been finished yet.</source>
        <translation>Ingen runde er ferdigspilt ennå.</translation>
    </message>
    <message>
        <source>target %1</source>
        <translation>mål %1</translation>
    </message>
    <message>
        <source>Match</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Mål</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Poengtelling</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Giver</translation>
    </message>
    <message>
        <source>Went out</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Plass</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spiller</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
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
        <translation>Poeng</translation>
    </message>
    <message>
        <source>Points in hand</source>
        <translation>Poeng på hånden</translation>
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
        <translation>Angrede turer</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Ferdig</translation>
    </message>
    <message>
        <source>The winner scores the others&apos; cards</source>
        <translation>Vinneren får poeng for de andres kort</translation>
    </message>
    <message>
        <source>Everyone scores their own cards, lowest wins</source>
        <translation>Alle teller sine egne kort, lavest vinner</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Datamaskin</translation>
    </message>
    <message>
        <source>Saved as %1.</source>
        <translation>Lagret som %1.</translation>
    </message>
    <message>
        <source>In the folder %1</source>
        <translation>I mappen %1</translation>
    </message>
    <message>
        <source>Open the folder</source>
        <translation>Åpne mappen</translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Eksporter som CSV</translation>
    </message>
    <message>
        <source>Export the whole history as CSV</source>
        <translation>Eksporter hele historikken som CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <source>The file %1 could not be written: %2</source>
        <translation>Filen %1 kunne ikke skrives: %2</translation>
    </message>
    <message>
        <source>Save as PDF</source>
        <translation>Lagre som PDF</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <source>The file %1 could not be written.</source>
        <translation>Filen %1 kunne ikke skrives.</translation>
    </message>
    <message>
        <source>Scoresheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Print the scoresheet</source>
        <translation>Skriv ut poenglisten</translation>
    </message>
    <message>
        <source>The printer could not be used.</source>
        <translation>Skriveren kunne ikke brukes.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Dato</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spillere</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runder</translation>
    </message>
    <message>
        <source>Time played</source>
        <translation>Spilletid</translation>
    </message>
    <message>
        <source>Continue the match from %1? %2</source>
        <translation>Fortsette spillet fra %1? %2</translation>
    </message>
    <message>
        <source>&amp;Continue the match from %1…</source>
        <translation>&amp;Fortsett spillet fra %1…</translation>
    </message>
    <message>
        <source>The match from %1 cannot be continued by this version of unodesk. It stays in the history, and a new match begins.</source>
        <translation>Spillet fra %1 kan ikke fortsettes med denne versjonen av unodesk. Det blir stående i historikken, og et nytt spill begynner.</translation>
    </message>
    <message>
        <source>&amp;Take back my turn</source>
        <translation>An&amp;gre turen min</translation>
    </message>
    <message>
        <source>Scores&amp;heet</source>
        <translation>&amp;Poengliste</translation>
    </message>
    <message>
        <source>Match histor&amp;y and statistics</source>
        <translation>Spilte spill og stat&amp;istikk</translation>
    </message>
    <message>
        <source>went out</source>
        <translation>ferdig</translation>
    </message>
    <message>
        <source>in the lead</source>
        <translation>leder</translation>
    </message>
    <message>
        <source>dealt</source>
        <translation>delte ut</translation>
    </message>
    <message>
        <source>a turn was taken back</source>
        <translation>en tur ble angret</translation>
    </message>
    <message>
        <source>Team %1: %2</source>
        <translation>Lag %1: %2</translation>
    </message>
    <message>
        <source>Rounds played: %1.</source>
        <translation>Spilte runder: %1.</translation>
    </message>
    <message>
        <source>Round %1, dealt by %2.</source>
        <translation>Runde %1, %2 delte ut.</translation>
    </message>
    <message>
        <source>%1 went out.</source>
        <translation>%1 ble ferdig.</translation>
    </message>
    <message>
        <source>Turns taken back: %1.</source>
        <translation>Angrede turer: %1.</translation>
    </message>
    <message>
        <source>%1: %2 points this round, %3 in all.</source>
        <translation>%1: %2 poeng denne runden, %3 totalt.</translation>
    </message>
    <message>
        <source>Plays as</source>
        <translation>Spiller som</translation>
    </message>
    <message>
        <source>Matches</source>
        <translation>Spill</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vunnet</translation>
    </message>
    <message>
        <source>Rounds won</source>
        <translation>Vunne runder</translation>
    </message>
    <message>
        <source>Points a round</source>
        <translation>Poeng per runde</translation>
    </message>
    <message>
        <source>Best round</source>
        <translation>Beste runde</translation>
    </message>
    <message>
        <source>Best match</source>
        <translation>Beste spill</translation>
    </message>
    <message>
        <source>Finished matches played</source>
        <translation>Ferdigspilte spill</translation>
    </message>
    <message>
        <source>Matches won</source>
        <translation>Vunne spill</translation>
    </message>
    <message>
        <source>Rounds in which this player went out first</source>
        <translation>Runder der spilleren ble ferdig først</translation>
    </message>
    <message>
        <source>Average points scored a round, in matches where the highest score wins</source>
        <translation>Gjennomsnittlig poeng per runde, i spill der høyest poengsum vinner</translation>
    </message>
    <message>
        <source>The most points scored in one round</source>
        <translation>Flest poeng i én runde</translation>
    </message>
    <message>
        <source>The highest total at the end of a finished match</source>
        <translation>Høyeste sluttsum i et ferdigspilt spill</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <source>Computer, %1</source>
        <translation>Datamaskin, %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a date, then a time</comment>
        <translation>%1 kl. %2</translation>
    </message>
    <message>
        <source>today, %1</source>
        <translation>i dag kl. %1</translation>
    </message>
    <message>
        <source>yesterday, %1</source>
        <translation>i går kl. %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>a weekday, then a time</comment>
        <translation>%1 kl. %2</translation>
    </message>
    <message>
        <source>under a minute</source>
        <translation>under ett minutt</translation>
    </message>
    <message>
        <source>%1 min</source>
        <comment>minutes of play</comment>
        <translation>%1 min</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <comment>hours and minutes of play</comment>
        <translation>%1 t %2 min</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Husregler</translation>
    </message>
    <message>
        <source>to %1, lowest wins</source>
        <translation>til %1, lavest vinner</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>til %1</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the rules&apos; name, then the target</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The match ends when someone reaches %1 points; the lowest total wins.</source>
        <translation>Spillet slutter når noen når %1 poeng; lavest sum vinner.</translation>
    </message>
    <message>
        <source>Playing to %1 points.</source>
        <translation>Det spilles til %1 poeng.</translation>
    </message>
    <message>
        <source>Team %1</source>
        <translation>Lag %1</translation>
    </message>
    <message>
        <source>No winner</source>
        <translation>Ingen vinner</translation>
    </message>
    <message>
        <source>Still being played</source>
        <translation>Pågår</translation>
    </message>
    <message>
        <source>Not finished</source>
        <translation>Avbrutt</translation>
    </message>
    <message>
        <source>Cannot be continued</source>
        <translation>Kan ikke fortsettes</translation>
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
        <translation>Poengene ble lagret av en nyere versjon av unodesk og blir ikke rørt. Denne gangen beholdes poengene bare til spillet lukkes.</translation>
    </message>
    <message>
        <source>The scores file was damaged (%1) and has been kept as %2. A new scores file was started.</source>
        <translation>Poengfilen var skadet (%1) og er tatt vare på som %2. En ny poengfil er startet.</translation>
    </message>
    <message>
        <source>Scores cannot be saved (%1): they are kept only until the game closes.</source>
        <translation>Poengene kan ikke lagres (%1): de beholdes bare til spillet lukkes.</translation>
    </message>
    <message>
        <source>not a scores file</source>
        <translation>ikke en poengfil</translation>
    </message>
    <message>
        <source>cut short</source>
        <translation>ufullstendig</translation>
    </message>
    <message>
        <source>it failed its check</source>
        <translation>kontrollen feilet</translation>
    </message>
    <message>
        <source>the folder is read-only</source>
        <translation>mappen er skrivebeskyttet</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>disken er full</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>disken meldte en feil</translation>
    </message>
    <message>
        <source>the file cannot be opened</source>
        <translation>filen kan ikke åpnes</translation>
    </message>
    <message>
        <source>another program is using the file</source>
        <translation>et annet program bruker filen</translation>
    </message>
    <message>
        <source>the file cannot be written</source>
        <translation>filen kan ikke skrives</translation>
    </message>
</context>
<context>
    <name>ScoresheetDialog</name>
    <message>
        <source>Scoresheet</source>
        <translation>Poengliste</translation>
    </message>
    <message>
        <source>Scoresheet: %1 (%2)</source>
        <translation>Poengliste: %1 (%2)</translation>
    </message>
    <message>
        <source>No match is being played.</source>
        <translation>Ingen spill pågår nå.</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Eksporter som &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <source>Save as P&amp;DF…</source>
        <translation>Lagre som P&amp;DF…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
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
        <translation>Sanna</translation>
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
        <translation>Frida</translation>
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
        <translation>Emil</translation>
    </message>
    <message>
        <source>Maja</source>
        <translation>Maja</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spiller %1</translation>
    </message>
</context>
<context>
    <name>Speeds</name>
    <message>
        <source>No animations</source>
        <translation>Ingen animasjoner</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Raskt</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normalt</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Sakte</translation>
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
        <translation>Statistikk</translation>
    </message>
    <message>
        <source>No match has been played yet.</source>
        <translation>Ingen spill er spilt ennå.</translation>
    </message>
    <message>
        <source>&amp;Running totals in:</source>
        <translation>&amp;Poengkurve for:</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Lukk</translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message>
        <source>Start a new game from the menu.</source>
        <translation>Start et nytt spill fra menyen.</translation>
    </message>
    <message>
        <source>{name} won the round.</source>
        <translation>{name} vant runden.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slutt.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Gi datamaskinen til {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s turn: thinking…</source>
        <translation>{name} har turen og tenker…</translation>
    </message>
    <message>
        <source>{name}&apos;s turn.</source>
        <translation>{name} har turen.</translation>
    </message>
    <message>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation>Din tur, {name}: legg et løftet kort (klikk, eller piltaster og Enter), eller trekk (D).</translation>
    </message>
    <message>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation>Din tur, {name}: ingen kort passer, trekk et kort (D).</translation>
    </message>
    <message>
        <source>You hold a pair: click one of its cards to play one or both.</source>
        <translation>Du har et par: klikk på ett av kortene for å legge ett eller begge.</translation>
    </message>
    <message>
        <source>Play the card you drew, or keep it (K).</source>
        <translation>Legg kortet du trakk, eller behold det (K).</translation>
    </message>
    <message>
        <source>Choose the colour (1–4).</source>
        <translation>Velg farge (1–4).</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation>Utfordre Vrikort med trekk fire (C) eller ta kortene (T).</translation>
    </message>
    <message numerus="yes">
        <source>Answer with a raised card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Svar med et løftet kort, eller ta ett kort (T).</numerusform>
            <numerusform>Svar med et løftet kort, eller ta %n kort (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No card of yours answers: take %n card(s) (T).</source>
        <translation>
            <numerusform>Du har ikke noe kort å svare med: ta ett kort (T).</numerusform>
            <numerusform>Du har ikke noe kort å svare med: ta %n kort (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until %n more player(s) have had a turn.</source>
        <translation>
            <numerusform>Ikke noe vrikort før én spiller til har hatt tur.</numerusform>
            <numerusform>Ikke noe vrikort før %n spillere til har hatt tur.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until {names} has had a turn.</source>
        <translation>
            <numerusform>Ikke noe vrikort før {names} har hatt tur.</numerusform>
            <numerusform>Ikke noe vrikort før {names} har hatt tur.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} had to show you their hand.</source>
        <translation>{name} måtte vise deg hånden sin.</translation>
    </message>
    <message>
        <source>Uno will be called with your next card.</source>
        <translation>Du sier Uno når du legger neste kort.</translation>
    </message>
    <message>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation>{name} har bare ett kort igjen og glemte å si Uno: trykk «Glemte Uno!»</translation>
    </message>
</context>
<context>
    <name>StoryPanel</name>
    <message>
        <source>Your hand changed</source>
        <translation>Hånden din er endret</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>Siden forrige tur</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Lukk (Esc)</translation>
    </message>
    <message>
        <source>Close what happened since your last turn</source>
        <translation>Lukk det som har skjedd siden forrige tur</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Skipped</source>
        <translation>Hoppet over</translation>
    </message>
    <message>
        <source>Uno!</source>
        <translation>Uno!</translation>
    </message>
    <message>
        <source>Caught!</source>
        <translation>Tatt!</translation>
    </message>
    <message>
        <source>Bluff!</source>
        <translation>Bløff!</translation>
    </message>
    <message>
        <source>No bluff</source>
        <translation>Ingen bløff</translation>
    </message>
    <message>
        <source>Challenge!</source>
        <translation>Utfordrer!</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} wins the round!</source>
        <translation>{name} vinner runden!</translation>
    </message>
    <message>
        <source>The round is over</source>
        <translation>Runden er slutt</translation>
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
        <translation>Kortbord</translation>
    </message>
    <message>
        <source>UNO!</source>
        <translation>UNO!</translation>
    </message>
    <message>
        <source>Call Uno (U)</source>
        <translation>Si Uno (U)</translation>
    </message>
    <message>
        <source>Call Uno</source>
        <translation>Si Uno</translation>
    </message>
    <message>
        <source>Keep it (K)</source>
        <translation>Behold (K)</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Hva har skjedd</translation>
    </message>
    <message>
        <source>What happened (L)</source>
        <translation>Hva har skjedd (L)</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Playing to %1</source>
        <translation>Spiller til %1</translation>
    </message>
    <message>
        <source>{name} wins the match!</source>
        <translation>{name} vinner spillet!</translation>
    </message>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>med %n poeng</numerusform>
            <numerusform>med %n poeng</numerusform>
        </translation>
    </message>
    <message>
        <source>Catch!</source>
        <translation>Glemte Uno!</translation>
    </message>
    <message>
        <source>Catch {name}</source>
        <translation>{name} glemte Uno</translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Ta ett kort (T)</numerusform>
            <numerusform>Ta %n kort (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <source>{card}, playable</source>
        <translation>{card}, kan legges</translation>
    </message>
    <message>
        <source>{card}, not playable now</source>
        <translation>{card}, kan ikke legges nå</translation>
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
            <numerusform>%n poeng</numerusform>
            <numerusform>%n poeng</numerusform>
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
            <numerusform>trekkebunken: %n kort</numerusform>
            <numerusform>trekkebunken: %n kort</numerusform>
        </translation>
    </message>
    <message>
        <source>colour in force: {colour}</source>
        <translation>fargen som gjelder: {colour}</translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (ett kort)</numerusform>
            <numerusform>%1 (%n kort)</numerusform>
        </translation>
    </message>
    <message>
        <source>Swap hands with whom?</source>
        <translation>Hvem vil du bytte hånd med?</translation>
    </message>
    <message>
        <source>Nobody: keep my hand</source>
        <translation>Ingen: jeg beholder hånden min</translation>
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
        <translation>Bra jobbet! Nå kan du spille Uno. Ta leksjonen en gang til, eller gå tilbake til spillet.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Lær å spille</translation>
    </message>
    <message>
        <source>Go on</source>
        <translation>Fortsett</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>Ta leksjonen igjen</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Tilbake til spillet</translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation>Forlat leksjonen</translation>
    </message>
</context>
<context>
    <name>WelcomeScreen</name>
    <message>
        <source>Welcome to unodesk!</source>
        <translation>Velkommen til unodesk!</translation>
    </message>
    <message>
        <source>How many are playing?</source>
        <translation>Hvor mange spiller?</translation>
    </message>
    <message>
        <source>Your family:</source>
        <translation>Familien deres:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spi&amp;ll</translation>
    </message>
    <message>
        <source>&amp;Quick game: you against three computers</source>
        <translation>Raskt &amp;parti: du mot tre datamaskiner</translation>
    </message>
    <message>
        <source>&amp;Rules and more choices…</source>
        <translation>&amp;Regler og flere valg…</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>{name} jumped in with {card}.</source>
        <translation>{name} hoppet inn med {card}.</translation>
    </message>
    <message>
        <source>{name} played {card}.</source>
        <translation>{name} la {card}.</translation>
    </message>
    <message>
        <source>The first card is {card}.</source>
        <translation>Første kort er {card}.</translation>
    </message>
    <message>
        <source>{name} chose {color}.</source>
        <translation>{name} valgte fargen {color}.</translation>
    </message>
    <message>
        <source>{name} kept the card.</source>
        <translation>{name} beholdt kortet.</translation>
    </message>
    <message>
        <source>{name} is skipped.</source>
        <translation>{name} blir hoppet over.</translation>
    </message>
    <message>
        <source>Play now goes the other way.</source>
        <translation>Nå går spillet andre veien.</translation>
    </message>
    <message>
        <source>{name} called Uno!</source>
        <translation>{name} sa Uno!</translation>
    </message>
    <message>
        <source>{name} caught {target} without Uno.</source>
        <translation>{name} tok {target} i å glemme Uno.</translation>
    </message>
    <message>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation>{name} utfordret {target}: det var bløff!</translation>
    </message>
    <message>
        <source>{name} challenged {target}: no bluff.</source>
        <translation>{name} utfordret {target}: ingen bløff.</translation>
    </message>
    <message>
        <source>{name} swapped hands with {target}.</source>
        <translation>{name} byttet hånd med {target}.</translation>
    </message>
    <message>
        <source>Every hand moved one seat along.</source>
        <translation>Alle hender gikk én plass videre.</translation>
    </message>
    <message>
        <source>{name} gathered the other hands, shuffled them and dealt them out.</source>
        <translation>{name} samlet inn de andres kort, stokket dem og delte dem ut.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation>Kastebunken ble stokket til en ny trekkebunke.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slutt.</translation>
    </message>
    <message>
        <source>{name} took back a turn.</source>
        <translation>{name} angret en tur.</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Vent litt: det er {name} som har turen.</translation>
    </message>
    <message>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation>{card} passer ikke: legg et kort i fargen {color}, eller med samme tall eller symbol som {top}.</translation>
    </message>
    <message>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation>Når du har trukket, kan du bare legge kortet du trakk ({card}).</translation>
    </message>
    <message>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation>Vrikort med trekk fire kan bare legges når du ikke har noe kort i fargen {color}.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Det kortet har du ikke på hånden.</translation>
    </message>
    <message>
        <source>Choose a colour for the wild card.</source>
        <translation>Velg en farge for vrikortet.</translation>
    </message>
    <message>
        <source>Choose a player to swap hands with.</source>
        <translation>Velg en spiller å bytte hånd med.</translation>
    </message>
    <message>
        <source>You cannot swap hands with that player.</source>
        <translation>Du kan ikke bytte hånd med den spilleren.</translation>
    </message>
    <message>
        <source>That card does not swap hands.</source>
        <translation>Det kortet bytter ikke hender.</translation>
    </message>
    <message>
        <source>That card has its own colour.</source>
        <translation>Det kortet har sin egen farge.</translation>
    </message>
    <message>
        <source>{names} and {last}</source>
        <translation>{names} og {last}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>No wild card yet: {names} must have a turn first.</source>
        <translation>Ikke noe vrikort ennå: først må {names} ha hatt tur.</translation>
    </message>
    <message>
        <source>One card at a time: two identical cards together is a house rule that is not on.</source>
        <translation>Ett kort om gangen: to like kort samtidig er en husregel som ikke er slått på.</translation>
    </message>
    <message>
        <source>Wild cards go down one at a time, never as a pair.</source>
        <translation>Vrikort legges ett om gangen, aldri i par.</translation>
    </message>
    <message>
        <source>You hold only one {card}: a pair needs both copies.</source>
        <translation>Du har bare ett eksemplar av {card}: et par krever begge.</translation>
    </message>
    <message>
        <source>{card} cannot be played like that now.</source>
        <translation>{card} kan ikke legges slik akkurat nå.</translation>
    </message>
    <message>
        <source>A wild card may not be your last card: you must draw.</source>
        <translation>Et vrikort kan ikke være det siste kortet ditt: du må trekke.</translation>
    </message>
    <message>
        <source>Answer the penalty with a draw card that may go on it, or take the cards.</source>
        <translation>Svar på straffen med et trekkekort som kan legges oppå, eller ta kortene.</translation>
    </message>
    <message>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation>Utfordre Vrikort med trekk fire, eller ta kortene.</translation>
    </message>
    <message>
        <source>Choose the colour first.</source>
        <translation>Velg farge først.</translation>
    </message>
    <message>
        <source>There is no colour to choose now.</source>
        <translation>Det er ingen farge å velge nå.</translation>
    </message>
    <message>
        <source>Nobody may jump in right now.</source>
        <translation>Ingen kan hoppe inn akkurat nå.</translation>
    </message>
    <message>
        <source>Uno is called with your second-to-last card, or when one card is left.</source>
        <translation>Du sier Uno når du legger nest siste kort, eller når du bare har ett kort igjen.</translation>
    </message>
    <message>
        <source>You have already called Uno.</source>
        <translation>Du har allerede sagt Uno.</translation>
    </message>
    <message>
        <source>Nobody can be caught without Uno right now.</source>
        <translation>Akkurat nå er det ingen som har glemt å si Uno.</translation>
    </message>
    <message>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation>Det er ikke noe Vrikort med trekk fire å utfordre.</translation>
    </message>
    <message>
        <source>There are no cards to take.</source>
        <translation>Det er ingen kort å ta.</translation>
    </message>
    <message>
        <source>You can keep a card only right after drawing it.</source>
        <translation>Du kan bare beholde et kort rett etter at du har trukket det.</translation>
    </message>
    <message>
        <source>You cannot draw now.</source>
        <translation>Du kan ikke trekke nå.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Runden er slutt.</translation>
    </message>
    <message>
        <source>The round is not over yet.</source>
        <translation>Runden er ikke slutt ennå.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Spillet er slutt.</translation>
    </message>
    <message>
        <source>Pass the computer to the next player first.</source>
        <translation>Gi datamaskinen til neste spiller først.</translation>
    </message>
    <message>
        <source>Turns are taken back only when one person plays against computers.</source>
        <translation>Turer kan bare angres når én person spiller mot datamaskiner.</translation>
    </message>
    <message>
        <source>The round is over: nothing can be taken back now.</source>
        <translation>Runden er slutt: ingenting kan angres nå.</translation>
    </message>
    <message>
        <source>You have not played a turn in this round yet.</source>
        <translation>Du har ikke hatt noen tur i denne runden ennå.</translation>
    </message>
    <message>
        <source>That turn cannot be taken back: a new card has been seen since.</source>
        <translation>Turen kan ikke angres: et nytt kort er blitt sett siden.</translation>
    </message>
    <message>
        <source>That is not possible now.</source>
        <translation>Det går ikke akkurat nå.</translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <source>red</source>
        <translation>rød</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grønn</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blå</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Hopp over-kort</translation>
    </message>
    <message>
        <source>Reverse</source>
        <translation>Snukort</translation>
    </message>
    <message>
        <source>Draw Two</source>
        <translation>Trekk to-kort</translation>
    </message>
    <message>
        <source>Wild</source>
        <translation>Vrikort</translation>
    </message>
    <message>
        <source>Wild Draw Four</source>
        <translation>Vrikort med trekk fire</translation>
    </message>
    <message>
        <source>Wild Shuffle Hands</source>
        <translation>Vrikort med hånd-stokking</translation>
    </message>
    <message>
        <source>Wild Swap Hands</source>
        <translation>Vrikort med hånd-bytte</translation>
    </message>
    <message>
        <source>Wild Customizable</source>
        <translation>Blankt vrikort</translation>
    </message>
    <message>
        <source>red</source>
        <comment>before a card&apos;s name</comment>
        <translation>rød</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>before a card&apos;s name</comment>
        <translation>gul</translation>
    </message>
    <message>
        <source>green</source>
        <comment>before a card&apos;s name</comment>
        <translation>grønn</translation>
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
