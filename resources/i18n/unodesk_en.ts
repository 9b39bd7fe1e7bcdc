<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ChallengePrompt</name>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Take %n card (T)</numerusform>
            <numerusform>Take %n cards (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HintWords</name>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and this card makes it harder for them.</source>
        <translation>
            <numerusform>{move}: {name} has only %n card left, and this card makes it harder for them.</numerusform>
            <numerusform>{move}: {name} has only %n cards left, and this card makes it harder for them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{move}: keep your Wild Draw Four for later, because {name} has only %n card(s) left.</source>
        <translation>
            <numerusform>{move}: keep your Wild Draw Four for later, because {name} has only %n card left.</numerusform>
            <numerusform>{move}: keep your Wild Draw Four for later, because {name} has only %n cards left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has %n card(s), fewer than you.</source>
        <translation>
            <numerusform>{move}: {name} has %n card, fewer than you.</numerusform>
            <numerusform>{move}: {name} has %n cards, fewer than you.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{move}: {name} has only %n card(s) left, and of the cards you can play, this one is worth the most points.</source>
        <translation>
            <numerusform>{move}: {name} has only %n card left, and of the cards you can play, this one is worth the most points.</numerusform>
            <numerusform>{move}: {name} has only %n cards left, and of the cards you can play, this one is worth the most points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{move}: you have %n card(s) of the colour {color}.</source>
        <translation>
            <numerusform>{move}: you have %n card of the colour {color}.</numerusform>
            <numerusform>{move}: you have %n cards of the colour {color}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LessonWords</name>
    <message numerus="yes">
        <source>{name}: %n point(s)</source>
        <translation>
            <numerusform>{name}: %n point</numerusform>
            <numerusform>{name}: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} drew %n card.</numerusform>
            <numerusform>{name} drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} took %n penalty card(s).</source>
        <translation>
            <numerusform>{name} took %n penalty card.</numerusform>
            <numerusform>{name} took %n penalty cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Penalty: %n card(s) waiting for the next player.</source>
        <translation>
            <numerusform>Penalty: %n card waiting for the next player.</numerusform>
            <numerusform>Penalty: %n cards waiting for the next player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} won the round: %n point(s).</source>
        <translation>
            <numerusform>{name} won the round: %n point.</numerusform>
            <numerusform>{name} won the round: %n points.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message numerus="yes">
        <source>A name can be up to %n characters long.</source>
        <translation>
            <numerusform>A name can be up to %n character long.</numerusform>
            <numerusform>A name can be up to %n characters long.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RecapWords</name>
    <message numerus="yes">
        <source>{name} drew %n card(s).</source>
        <translation>
            <numerusform>{name} drew %n card.</numerusform>
            <numerusform>{name} drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} could not go out on that card and drew %n card(s).</source>
        <translation>
            <numerusform>{name} could not go out on that card and drew %n card.</numerusform>
            <numerusform>{name} could not go out on that card and drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} made you draw %n card(s).</source>
        <translation>
            <numerusform>{name} made you draw %n card.</numerusform>
            <numerusform>{name} made you draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You had to draw %n card(s).</source>
        <translation>
            <numerusform>You had to draw %n card.</numerusform>
            <numerusform>You had to draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} had to draw %n card(s).</source>
        <translation>
            <numerusform>{name} had to draw %n card.</numerusform>
            <numerusform>{name} had to draw %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught you without Uno: you drew %n card(s).</source>
        <translation>
            <numerusform>{name} caught you without Uno: you drew %n card.</numerusform>
            <numerusform>{name} caught you without Uno: you drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} caught {target} without Uno: {target} drew %n card(s).</source>
        <translation>
            <numerusform>{name} caught {target} without Uno: {target} drew %n card.</numerusform>
            <numerusform>{name} caught {target} without Uno: {target} drew %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{how}: you have a new hand of %n card(s).</source>
        <translation>
            <numerusform>{how}: you have a new hand of %n card.</numerusform>
            <numerusform>{how}: you have a new hand of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{how}: you now have %n card(s) instead of {before}.</source>
        <translation>
            <numerusform>{how}: you now have %n card instead of {before}.</numerusform>
            <numerusform>{how}: you now have %n cards instead of {before}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The penalty is now %n card(s) for the next player.</source>
        <translation>
            <numerusform>The penalty is now %n card for the next player.</numerusform>
            <numerusform>The penalty is now %n cards for the next player.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now the colour is {colour}, and you have %n card(s).</source>
        <translation>
            <numerusform>Now the colour is {colour}, and you have %n card.</numerusform>
            <numerusform>Now the colour is {colour}, and you have %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n thing(s) before that (What happened, L, has them all).</source>
        <translation>
            <numerusform>… and %n thing before that (What happened, L, has them all).</numerusform>
            <numerusform>… and %n things before that (What happened, L, has them all).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message numerus="yes">
        <source>Winners of the match: team %1 (%2), with %n point(s).</source>
        <translation>
            <numerusform>Winners of the match: team %1 (%2), with %n point.</numerusform>
            <numerusform>Winners of the match: team %1 (%2), with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner of the match: %1, with %n point(s).</source>
        <translation>
            <numerusform>Winner of the match: %1, with %n point.</numerusform>
            <numerusform>Winner of the match: %1, with %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>First out: %1. Points this round: %n.</source>
        <translation>
            <numerusform>First out: %1. Points this round: %n.</numerusform>
            <numerusform>First out: %1. Points this round: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) in hand</source>
        <translation>
            <numerusform>%n point in hand</numerusform>
            <numerusform>%n points in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Team %1 (%2): %n point(s) in all</source>
        <translation>
            <numerusform>Team %1 (%2): %n point in all</numerusform>
            <numerusform>Team %1 (%2): %n points in all</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RuleLines</name>
    <message numerus="yes">
        <source>Extra cards: a {card}, and %n customizable wild card(s) that work as a {effect}.</source>
        <translation>
            <numerusform>Extra cards: a {card}, and %n customizable wild card that works as a {effect}.</numerusform>
            <numerusform>Extra cards: a {card}, and %n customizable wild cards that work as a {effect}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n customizable wild card(s) in the deck.</source>
        <translation>
            <numerusform>%n customizable wild card in the deck.</numerusform>
            <numerusform>%n customizable wild cards in the deck.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Everyone gets %n card(s) to start with.</source>
        <translation>
            <numerusform>Everyone gets %n card to start with.</numerusform>
            <numerusform>Everyone gets %n cards to start with.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The match is played to %n point(s).</source>
        <translation>
            <numerusform>The match is played to %n point.</numerusform>
            <numerusform>The match is played to %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>If you cannot play, you draw up to %n card(s), and stop at one that fits.</source>
        <translation>
            <numerusform>If you cannot play, you draw %n card.</numerusform>
            <numerusform>If you cannot play, you draw up to %n cards, and stop at one that fits.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusLine</name>
    <message numerus="yes">
        <source>Answer with a raised card, or take %n card(s) (T).</source>
        <translation>
            <numerusform>Answer with a raised card, or take %n card (T).</numerusform>
            <numerusform>Answer with a raised card, or take %n cards (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No card of yours answers: take %n card(s) (T).</source>
        <translation>
            <numerusform>No card of yours answers: take %n card (T).</numerusform>
            <numerusform>No card of yours answers: take %n cards (T).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until %n more player(s) have had a turn.</source>
        <translation>
            <numerusform>No wild card until %n more player has had a turn.</numerusform>
            <numerusform>No wild card until %n more players have had a turn.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No wild card until {names} has had a turn.</source>
        <translation>
            <numerusform>No wild card until {names} has had a turn.</numerusform>
            <numerusform>No wild card until {names} have had a turn.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message numerus="yes">
        <source>with %n point(s)</source>
        <translation>
            <numerusform>with %n point</numerusform>
            <numerusform>with %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n card(s) (T)</source>
        <translation>
            <numerusform>Take %n card (T)</numerusform>
            <numerusform>Take %n cards (T)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>draw pile: %n card(s)</source>
        <translation>
            <numerusform>draw pile: %n card</numerusform>
            <numerusform>draw pile: %n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <source>%1 (%n card(s))</source>
        <translation>
            <numerusform>%1 (%n card)</numerusform>
            <numerusform>%1 (%n cards)</numerusform>
        </translation>
    </message>
</context>
</TS>
