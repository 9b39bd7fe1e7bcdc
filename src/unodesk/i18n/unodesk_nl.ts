<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL">
<context>
    <name>ChallengePrompt</name>
    <message>
        <location filename="../view/controls.py" line="154"/>
        <source>{name} played a Wild Draw Four on you. Was it a bluff?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/controls.py" line="155"/>
        <source>Challenge (C)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../view/controls.py" line="156"/>
        <source>Take %n card(s) (T)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ColorPicker</name>
    <message>
        <location filename="../view/controls.py" line="81"/>
        <source>Choose a colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/controls.py" line="84"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EventLog</name>
    <message>
        <location filename="../view/event_log.py" line="157"/>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOffScreen</name>
    <message>
        <location filename="../view/controls.py" line="195"/>
        <source>Pass the computer to {name}.
Everyone else, look away!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/controls.py" line="196"/>
        <source>I am {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogCounts</name>
    <message numerus="yes">
        <location filename="../view/event_log.py" line="43"/>
        <source>{name} drew %n card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../view/event_log.py" line="46"/>
        <source>{name} took %n penalty card(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../view/event_log.py" line="49"/>
        <source>{name} stacked: %n card(s) waiting.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../view/event_log.py" line="52"/>
        <source>{name} won the round: %n point(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../view/window.py" line="201"/>
        <source>The settings could not be read and were kept as %1; the game starts with the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="204"/>
        <source>The settings file %1 could not be read; the game starts with the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="208"/>
        <source>The settings could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="212"/>
        <source>No translation into %1 was found; the game stays in English.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="216"/>
        <source>unodesk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="217"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="218"/>
        <source>&amp;New match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="219"/>
        <source>Ne&amp;xt round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="220"/>
        <source>&amp;Rules and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="221"/>
        <source>&amp;Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="223"/>
        <source>No animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="224"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="225"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="226"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="230"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/window.py" line="231"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewMatchDialog</name>
    <message>
        <location filename="../view/dialogs/new_match.py" line="305"/>
        <source>New match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="306"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="306"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="306"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="308"/>
        <source>Start the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="309"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="310"/>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="311"/>
        <location filename="../view/dialogs/new_match.py" line="316"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="311"/>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="311"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="313"/>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="313"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="314"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="314"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="314"/>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="317"/>
        <source>Your own rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="319"/>
        <source>108 cards (classic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="320"/>
        <source>112 cards with Wild Shuffle Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="321"/>
        <source>112 cards with Wild Swap Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="323"/>
        <source>The winner scores the others&apos; cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="323"/>
        <source>Lowest total wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="324"/>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="324"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="324"/>
        <source>Reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="324"/>
        <source>Draw Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="324"/>
        <source>Swap Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="326"/>
        <source>&amp;Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="326"/>
        <source>Choose how your table plays; changing any rule makes them your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="327"/>
        <source>&amp;Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="327"/>
        <source>The 112-card decks add one special wild card and three customizable ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="328"/>
        <source>&amp;Scoring:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="329"/>
        <source>Either the round&apos;s winner scores every card left in the other hands, or each player scores their own left-over cards and the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="331"/>
        <source>&amp;Play to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="331"/>
        <source>The match ends when someone&apos;s total reaches this score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="332"/>
        <source>&amp;Cards dealt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="332"/>
        <source>How many cards each player gets at the start of a round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="338"/>
        <source>Challenge a Wild Draw Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="339"/>
        <source>The player who must draw four may challenge; if it was a bluff, the one who played it draws.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="340"/>
        <source>No bluffing with Wild Draw Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="341"/>
        <source>It can only be played with no card of the colour in play: simpler for young players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="342"/>
        <source>Stacking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="343"/>
        <source>Answer a Draw Two or Wild Draw Four with another; the next player draws them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="344"/>
        <source>Sevens and zeros</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="345"/>
        <source>A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="346"/>
        <source>Jump-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="347"/>
        <source>Anyone holding exactly the card on top of the pile may play it out of turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="348"/>
        <source>Draw until you can play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="349"/>
        <source>A player who cannot play keeps drawing until a card fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="350"/>
        <source>No wild card last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="351"/>
        <source>A wild card may not be the last card played; with only wild cards left you draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="352"/>
        <source>No going out on an action card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="353"/>
        <source>Going out on an action or wild card makes you draw one card instead of winning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="358"/>
        <source>Cards to &amp;draw when you cannot play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="360"/>
        <source>Drawing stops at the first card that fits (the Norwegian table draws up to three).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="361"/>
        <source>The customi&amp;zable wild acts as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/new_match.py" line="363"/>
        <source>Agree before the match what the three blank wild cards of the 112-card decks do.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <location filename="../view/dialogs/presets.py" line="46"/>
        <source>Official rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="47"/>
        <source>Swedish table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="48"/>
        <source>Norwegian table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="49"/>
        <source>Dutch table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSummaryDialog</name>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="128"/>
        <source>The match is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="129"/>
        <source>Winner of the match: %1, with %2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="132"/>
        <source>The round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="134"/>
        <source>The round ended without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="136"/>
        <source>First out: %1. Points this round: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="139"/>
        <source>First out: %1. Everyone else scores the cards left in their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="143"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="143"/>
        <source>Cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="143"/>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="143"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="150"/>
        <source>went out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="151"/>
        <source>&amp;Next round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="152"/>
        <source>New &amp;match…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/round_summary.py" line="153"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="38"/>
        <source>Rules and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="39"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="52"/>
        <source>The aim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="54"/>
        <source>Be the first to get rid of every card in your hand. Whoever goes out wins the round and scores points; the match goes on, round after round, until someone reaches the target score (500 unless you agree otherwise).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="58"/>
        <source>Dealing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="60"/>
        <source>Everyone gets seven cards. The rest of the deck lies face down as the draw pile, and its top card is turned over to start the discard pile. The player to the left of the dealer begins, and play goes clockwise. The deal moves one seat to the left each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="64"/>
        <source>Your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="66"/>
        <source>Play one card that matches the top of the discard pile in colour, in number or in symbol. A wild card can always be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="69"/>
        <source>If you cannot play, or would rather not, draw one card. If it fits, you may play it straight away; otherwise your turn is over. After drawing, no other card from your hand may be played that turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="73"/>
        <source>When the draw pile runs out, the discard pile except its top card is shuffled and becomes the new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="76"/>
        <source>The special cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="78"/>
        <source>Skip: the next player misses a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="79"/>
        <source>Reverse: the direction of play turns around. With two players it works like a Skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="80"/>
        <source>Draw Two: the next player takes two cards and misses a turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="81"/>
        <source>Wild: you choose the colour that is played next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="83"/>
        <source>Wild Draw Four: you choose the colour, and the next player takes four cards and misses a turn. It is only allowed when you hold no card of the colour in play; a card of the same number or symbol does not count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="88"/>
        <source>If the first card turned over is an action card, it works as if the dealer had played it: a Draw Two makes the first player draw two and miss the turn, a Skip skips the first player, a Reverse lets the dealer begin and play goes the other way, and after a Wild the first player picks the colour. A Wild Draw Four goes back into the pile and another card is turned over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="94"/>
        <source>Challenging a Wild Draw Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="96"/>
        <source>The player who must take the four cards may challenge instead. If the card was played while its player held a card of the colour in play, that player takes the four cards. If it was played fairly, the challenger takes six cards in all and misses the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="100"/>
        <source>Calling “Uno!”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="102"/>
        <source>When you are down to one card, call Uno. If another player catches you before the next player plays or draws, you take two penalty cards. Once the next player has moved, you are safe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="106"/>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="108"/>
        <source>Whoever goes out scores the cards left in the other hands. If the last card was a Draw Two or a Wild Draw Four, the next player still draws those cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="111"/>
        <source>Number cards: their number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="112"/>
        <source>Skip, Reverse and Draw Two: 20 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="113"/>
        <source>Wild, Wild Draw Four and Wild Swap Hands: 50 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="114"/>
        <source>Wild Shuffle Hands and the customizable wild: 40 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="117"/>
        <source>Some tables count the other way round: everyone scores the cards left in their own hand, and when someone reaches the target, the lowest total wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="120"/>
        <source>The 112-card decks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="123"/>
        <source>Wild Shuffle Hands: all hands, yours included, are gathered, shuffled and dealt out again starting with the player to your left; then you choose the colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="125"/>
        <source>Wild Swap Hands: you swap your whole hand with a player you choose, and choose the colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="127"/>
        <source>Customizable wild (three in each 112-card deck): it does what your table agreed before the match, which you set in the new-match window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="131"/>
        <source>House rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="133"/>
        <source>These are not in the official rules but many families play them. Agree on them before you start; each one is a switch in the new-match window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="136"/>
        <source>Stacking: a Draw Two may be answered with another Draw Two or a Wild Draw Four, and a Wild Draw Four with another; whoever cannot answer takes them all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="138"/>
        <source>Sevens and zeros: a 7 swaps your hand with a player of your choice; a 0 makes everyone pass their hand to the next player in the direction of play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="140"/>
        <source>Jump-in: holding the very same card (colour and number or symbol) as the top card, you may play it at once, even out of turn; play carries on from you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="142"/>
        <source>Draw until you can play: instead of one card, keep drawing until one fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="143"/>
        <source>Draw up to three: draw at most three cards, stopping at the first that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="144"/>
        <source>No bluffing: a Wild Draw Four can only be played when it is allowed, so there is nothing to challenge. Good with young players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="146"/>
        <source>No wild card last: you may not go out on a wild card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="147"/>
        <source>No going out on an action card: if your last card is an action or wild card, you draw one card instead of winning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="151"/>
        <source>The tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="153"/>
        <source>Official rules: the rules in the box, with 108 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="154"/>
        <source>Swedish table: the 112-card deck with Wild Shuffle Hands, and stacking.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="155"/>
        <source>Norwegian table: the 112-card deck with Wild Swap Hands; draw up to three cards, and no wild card last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="157"/>
        <source>Dutch table: 108 cards with stacking, drawing until you can play, and no going out on an action card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="161"/>
        <source>Playing at this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="163"/>
        <source>Click a raised card in your hand to play it, or click the draw pile to draw. After a wild card, pick the colour. Press the Uno button before you play your second-to-last card, or right after it; if someone forgets, a Catch button appears at their seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="167"/>
        <source>Left and Right arrows: move along your hand; Enter: play that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="168"/>
        <source>D: draw a card. K: keep the card you drew. U: call Uno.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="169"/>
        <source>1 to 4: choose red, yellow, green or blue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="170"/>
        <source>C: challenge a Wild Draw Four. T: take the cards instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="171"/>
        <source>Esc: close a colour or player choice, or open the menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="172"/>
        <source>Ctrl+N: new match. F1: this help. Ctrl+Q: quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="175"/>
        <source>Several people can play at one computer. When it is another person&apos;s turn, every hand is hidden and the table asks to pass the computer on; the next player clicks the button with their name (or presses Enter) to see their cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/rules_help.py" line="179"/>
        <source>The speed of the animations and the language are in the menu. The last match you set up is remembered and starts again next time.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatNames</name>
    <message>
        <location filename="../view/dialogs/presets.py" line="71"/>
        <source>Alva</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="72"/>
        <source>Nils</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="73"/>
        <source>Sanne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="74"/>
        <source>Ingrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="75"/>
        <source>Lars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="76"/>
        <source>Femke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="77"/>
        <source>Oskar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="78"/>
        <source>Sigrid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="79"/>
        <source>Daan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="80"/>
        <source>Maja</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="87"/>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/dialogs/presets.py" line="88"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../view/scene.py" line="415"/>
        <source>Skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="422"/>
        <source>Uno!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="424"/>
        <source>Caught!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="427"/>
        <source>Bluff!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="428"/>
        <source>No bluff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="430"/>
        <source>Challenge!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="636"/>
        <source>{name} wins the round!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="638"/>
        <source>The round is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/scene.py" line="640"/>
        <source>{points} points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../view/table_widget.py" line="192"/>
        <source>UNO!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="193"/>
        <source>Call Uno (U)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="194"/>
        <source>Keep it (K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="196"/>
        <location filename="../view/table_widget.py" line="350"/>
        <source>Catch!</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../view/table_widget.py" line="343"/>
        <source>Take %n card(s) (T)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="364"/>
        <source>Start a new game from the menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="368"/>
        <source>{name} won the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="369"/>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="371"/>
        <source>Pass the computer to {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="379"/>
        <source>{name}&apos;s turn: thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="381"/>
        <source>{name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="385"/>
        <source>Your turn, {name}: play a raised card (click, or arrows and Enter), or draw (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="388"/>
        <source>Your turn, {name}: no card fits, draw a card (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="390"/>
        <source>Play the card you drew, or keep it (K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="392"/>
        <source>Choose the colour (1–4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="394"/>
        <source>Challenge the Wild Draw Four (C) or take the cards (T).</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../view/table_widget.py" line="396"/>
        <source>Answer with a draw card, or take %n card(s) (T).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="398"/>
        <source>Uno will be called with your next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/table_widget.py" line="401"/>
        <source>{name} has one card and did not call Uno: catch them!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TargetPicker</name>
    <message numerus="yes">
        <location filename="../view/controls.py" line="112"/>
        <source>%1 (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location filename="../view/controls.py" line="123"/>
        <source>Swap hands with whom?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/controls.py" line="124"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <location filename="../view/event_log.py" line="65"/>
        <source>{name} jumped in with {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="67"/>
        <source>{name} played {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="70"/>
        <source>The first card is {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="73"/>
        <source>{name} chose {color}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="84"/>
        <source>{name} kept the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="86"/>
        <source>{name} is skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="88"/>
        <source>Play now goes the other way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="93"/>
        <source>{name} called Uno!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="95"/>
        <source>{name} caught {target} without Uno.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="99"/>
        <source>{name} challenged {target}: it was a bluff!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="101"/>
        <source>{name} challenged {target}: no bluff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="104"/>
        <source>{name} swapped hands with {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="107"/>
        <source>Every hand moved one seat along.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="109"/>
        <source>{name} shuffled all hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="111"/>
        <source>The discard pile was shuffled into a new draw pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../view/event_log.py" line="114"/>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="messages.py" line="32"/>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="34"/>
        <source>{card} does not fit: play {color} or the same number or symbol as {top}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="38"/>
        <source>After drawing, only the card you drew ({card}) can be played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="42"/>
        <source>A Wild Draw Four may only be played when you have no {color} card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="46"/>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="48"/>
        <source>Choose a colour for the wild card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="50"/>
        <source>Choose a player to swap hands with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="52"/>
        <source>You cannot swap hands with that player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="54"/>
        <source>That card does not swap hands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="56"/>
        <source>That card has its own colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="58"/>
        <source>A wild card may not be your last card: draw instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="60"/>
        <source>Answer with a draw card, or take the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="62"/>
        <source>Challenge the Wild Draw Four, or take the cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="64"/>
        <source>Choose the colour first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="66"/>
        <source>There is no colour to choose now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="68"/>
        <source>Nobody may jump in right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="70"/>
        <source>Uno is called when you are down to your last card or two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="72"/>
        <source>You have already called Uno.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="74"/>
        <source>Nobody can be caught without Uno right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="76"/>
        <source>There is no Wild Draw Four to challenge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="78"/>
        <source>There are no cards to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="80"/>
        <source>You can keep a card only right after drawing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="82"/>
        <source>You cannot draw now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="84"/>
        <source>The round is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="85"/>
        <source>The round is not over yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="87"/>
        <source>The match is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="89"/>
        <source>Pass the computer to the next player first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="messages.py" line="90"/>
        <source>That is not possible now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="names.py" line="11"/>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="13"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="15"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="16"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="24"/>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="25"/>
        <source>Reverse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="26"/>
        <source>Draw Two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="27"/>
        <source>Wild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="28"/>
        <source>Wild Draw Four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="29"/>
        <source>Wild Shuffle Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="30"/>
        <source>Wild Swap Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="31"/>
        <source>Wild Customizable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="names.py" line="39"/>
        <source>{color} {rank}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
