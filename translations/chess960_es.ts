<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>double-move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>transposition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king %1-&gt;%2, rook %3-&gt;%4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>castle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king in check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>resignation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black rook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>black king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling is legal here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
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
        <source>The file holds no game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
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
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black announces castling</source>
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
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
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
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: %1</source>
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
    <message>
        <source> - draw claimed with the next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. Make the move that repeats the position for the third time or completes 50 moves; if the claim is not valid, the move stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nf3, O-O, e2e4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
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
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
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
    <message>
        <source>Show c&amp;oordinates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
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
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>second knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
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
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
