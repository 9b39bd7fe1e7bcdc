<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Backups</name>
    <message numerus="yes">
        <source>It holds %n match(es)</source>
        <translation>
            <numerusform>It holds %n match</numerusform>
            <numerusform>It holds %n matches</numerusform>
        </translation>
    </message>
</context>
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
        <source>Play the {card}: {name} has %n card(s) left.</source>
        <translation>
            <numerusform>Play the {card}: {name} has one card left.</numerusform>
            <numerusform>Play the {card}: {name} has %n cards left.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play the {card} and keep the Wild Draw Four: {name} has %n card(s) left and you may need it.</source>
        <translation>
            <numerusform>Play the {card} and keep the Wild Draw Four: {name} has one card left and you may need it.</numerusform>
            <numerusform>Play the {card} and keep the Wild Draw Four: {name} has %n cards left and you may need it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Play the {card} and swap hands with {name}, who has %n card(s).</source>
        <translation>
            <numerusform>Play the {card} and swap hands with {name}, who has one card.</numerusform>
            <numerusform>Play the {card} and swap hands with {name}, who has %n cards.</numerusform>
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
        <source>Team %1 (%2): %n point(s) in all</source>
        <translation>
            <numerusform>Team %1 (%2): %n point in all</numerusform>
            <numerusform>Team %1 (%2): %n points in all</numerusform>
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
