<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O (h-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>O-O-O (a-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 stays on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 castles %2: %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameController</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source> - draw offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 - SP %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offer declined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement or the waiting move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveListModel</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-move(s). Castle on the board, or choose why it is not possible.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>; %n roll(s) ignored</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n value(s) left over at the end</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
</TS>
