<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pl">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>biały pion</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>czarny pion</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>biały skoczek</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>czarny skoczek</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>biały goniec</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>czarny goniec</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>biała wieża</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>czarna wieża</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>biały hetman</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>czarny hetman</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>biały król</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>czarny król</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Skoczek</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Goniec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Hetman</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>w stronę h (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>w stronę a (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>ruch obu figur</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>zamiana pól</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>rusza się tylko król</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>rusza się tylko wieża</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Najpierw król: stoi na polu docelowym wieży, %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Najpierw wieża: stoi na polu docelowym króla, %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>Pierwszy może ruszyć król albo wieża.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Rusza się tylko król, przeskakując wieżę na %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Rusza się tylko wieża, przeskakując króla na %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>Król i wieża zamieniają się polami: podnieś obie figury i postaw każdą na polu drugiej.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>Białe nie mają prawa do roszady w stronę h: król albo ta wieża już się ruszały</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>Białe nie mają prawa do roszady w stronę a: król albo ta wieża już się ruszały</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>Czarne nie mają prawa do roszady w stronę h: król albo ta wieża już się ruszały</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>Czarne nie mają prawa do roszady w stronę a: król albo ta wieża już się ruszały</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>Król jest szachowany: szachuje go %1 z %2</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>Pole %1 jest zajęte: stoi tam %2</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>Pole %1 atakuje %2 z %3</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>król byłby potem szachowany</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 jest niemożliwa: %2</translation>
    </message>
    <message>
        <source>king %1-&gt;%2, rook %3-&gt;%4</source>
        <translation>król %1-&gt;%2, wieża %3-&gt;%4</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>roszada</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>król szachowany</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>przechodzi przez atakowane pole</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>staje na atakowanym polu</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>droga zablokowana</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>utrata prawa</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>partia trwa</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>niewystarczający materiał</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>pięciokrotne powtórzenie</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>zasada 75 posunięć</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>zgłoszone trzykrotne powtórzenie</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>zgłoszona zasada 50 posunięć</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>poddanie</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>remis za zgodą</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>przekroczenie czasu</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>przekroczenie czasu, ale przeciwnik nie może dać mata</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>partia przerwana</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>decyzja sędziego</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>naruszenie przepisów</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>wynik bez podanej przyczyny</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Skoczek</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Goniec</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Wieża</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Hetman</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Król</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, promocja na skoczka</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, promocja na gońca</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, promocja na wieżę</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, promocja na hetmana</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Białe robią roszadę w stronę h</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Białe robią roszadę w stronę a</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Czarne robią roszadę w stronę h</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Czarne robią roszadę w stronę a</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>biały pion</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>biały skoczek</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>biały goniec</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>biała wieża</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>biały hetman</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>biały król</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>czarny pion</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>czarny skoczek</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>czarny goniec</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>czarna wieża</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>czarny hetman</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>czarny król</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>puste</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 bije %2 w przelocie</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 bije %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, mat</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, szach</translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation>roszada: %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>niedozwolony ruch</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (druga roszada)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Białe: roszada %1 – albo powiedz, dlaczego nie można</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Czarne: roszada %1 – albo powiedz, dlaczego nie można</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Białe: roszada %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Czarne: roszada %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>niemożliwa: %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1: %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Castling is legal here.</source>
        <translation>Tutaj roszada jest dozwolona.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Łupek</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Mech</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Orzech</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Proste</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klasyczne</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Plik nie zawiera żadnej partii.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation>O programie Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Szachy losowe Fischera (Chess960) na komputerze: graj z komputerem albo ze znajomym z dowolnej z 960 pozycji początkowych, ćwicz roszadę i losuj pozycje początkowe na prawdziwą szachownicę.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Zbudowano z Qt %1, działa na Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Roszada %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 na %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Wybierz nową figurę (Esc: pion zostaje)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Promocja cofnięta: pion zostaje</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Ruch cofnięty</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>król zostaje na %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>król z %1 na %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>wieża zostaje na %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>wieża z %1 na %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Białe: roszada %1: %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Czarne: roszada %1: %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Zapowiedź roszady cofnięta</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1: Enter potwierdza ruch, Esc go cofa</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Promocja na: %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, podniesiona</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Szachownica</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Szachownica, ruch: %1. Strzałki wybierają pole, Spacja lub Enter podnosi i stawia figurę, Esc anuluje.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Białe nie mogą teraz zrobić roszady. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Czarne nie mogą teraz zrobić roszady. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>Roszada w którą stronę? Kliknij wieżę albo przestaw króla na jego pole roszady</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Zapowiedziano roszadę: zrób ją albo naciśnij Esc, aby cofnąć zapowiedź</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Roszada %1: teraz wieża z %2 na %3 (Esc cofa roszadę)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Roszada %1: teraz król z %2 na %3 (Esc cofa roszadę)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Białe zapowiadają roszadę</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Czarne zapowiadają roszadę</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Głębokość %1: %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>Co myśli komputer: głębokość, ocena i oczekiwany wariant</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameController</name>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Wygrywają białe: %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Wygrywają czarne: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>Ruch: %1, szach</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ruch: %1</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Wygrywają białe (%1): %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Wygrywają czarne (%1): %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Remis (%1): %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Partia trwa dalej.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Wybierz partię</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turniej</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Początek</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>ustawiona</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nieczytelna: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>&amp;Zasady Chess960</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>&amp;O programie Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Nie wykonano jeszcze ruchu</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Ostatni ruch: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source> - draw offered</source>
        <translation> – zaproponowano remis</translation>
    </message>
    <message>
        <source>Chess960 - SP %1 (%2)</source>
        <translation>Chess960 – SP %1 (%2)</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Pozycja początkowa %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Ustawiona pozycja</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>&amp;Otwórz PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Zapisz PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>Zapisz PGN &amp;jako…</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Kopiuj &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Kopiuj PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Wklej FEN lub PGN</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Otwórz partię</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Pliki PGN (*.pgn);;Wszystkie pliki (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Otwórz</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Nie można otworzyć %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Otwarto %1</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Zapisz partię</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Pliki PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>Skopiowano FEN</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>Skopiowano PGN</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Wklej</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>Schowek nie zawiera czytelnej partii.
%1</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Gra z komputerem, poziom %1</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Dwóch graczy przy jednej szachownicy</translation>
    </message>
    <message>
        <source>The computer declines the draw offer.</source>
        <translation>Komputer odrzuca propozycję remisu.</translation>
    </message>
    <message>
        <source>Draw offer declined</source>
        <translation>Propozycja remisu odrzucona</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>Komputer uważa, że może jeszcze grać o wygraną.</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>Komputer zagrał %1</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>pozycja początkowa</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>pozycja po %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>Historia: %1. Szachownica tylko do podglądu; End wraca do partii.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Podpowiedź: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Podpowiedź: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Propozycja remisu</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1: propozycja remisu. %2, przyjmujesz?</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>Komputer (poziom %1)</translation>
    </message>
    <message>
        <source>The computer is thinking...</source>
        <translation>Komputer myśli…</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Ostatnio &amp;otwierane</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partia</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Szachownica</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Figury</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Kolory</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animacja</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Wróć do partii</translation>
    </message>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nowa partia…</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Przeciwnik, pozycja początkowa i zegar (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Nowa partia (&amp;losowa pozycja)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Ten sam przeciwnik i zegar, nowa losowa pozycja początkowa</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Nowa partia &amp;klasyczna (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>L&amp;osowanie pozycji…</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Wybierz pozycję początkową według numeru, kostką lub losowo; zobacz jej roszady</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>Ćwiczenie &amp;roszady…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Cofnij ruch</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Powtórz ruch</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Podpo&amp;wiedź</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>Najlepszy ruch dla ciebie według komputera, z jego oceną pozycji</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>P&amp;oddaj się</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>Zaproponuj &amp;remis</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>Zgłoś re&amp;mis</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Trzykrotne powtórzenie lub 50 posunięć bez bicia i ruchu pionem</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Wróć do partii</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Poprzedni ruch</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Następny ruch</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Początek partii</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Obróć szachownicę</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>&amp;Castle</source>
        <translation>&amp;Roszada</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Zapowiedz roszadę (C): potem rusz króla lub wieżę; Esc cofa</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement or the waiting move</source>
        <translation>Cofnij zaznaczenie, zapowiedź lub oczekujący ruch</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Pytaj o &amp;potwierdzenie ruchów</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Potwierdź &amp;ruch</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>&amp;Obracaj szachownicę do gracza na posunięciu</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Dwóch graczy przy jednym ekranie: strona na posunięciu jest na dole</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Pokaż panel &amp;silnika</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Pokaż &amp;współrzędne</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Pokaż &amp;dozwolone ruchy</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Zwykła</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – remis zgłaszany następnym ruchem</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1: propozycja remisu odrzucona.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Zgłoszenie remisu bezzasadne</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1: zgłoszenie remisu ruchem %2 jest bezzasadne: po %2 pozycja nie wystąpiła trzy razy i nie było 50 posunięć każdej strony bez bicia i ruchu pionem.

Zgodnie z przepisami %2 pozostaje, a partia trwa dalej.</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Ustawienia…</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Figury, kolory, animacja, ruchy i język</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Zgłoś remis &amp;następnym ruchem…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Twój następny ruch po raz trzeci powtarza pozycję lub dopełnia 50 posunięć: nim zgłaszasz remis</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Roszada w stronę &amp;h (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Roszada teraz w stronę linii h, jeśli strona na posunięciu może</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Roszada w stronę &amp;a (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Roszada teraz w stronę linii a, jeśli strona na posunięciu może</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Wpisz ruch</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Ruchy partii</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Zegary</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Analiza komputera</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Przeglądanie historii</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Zgłoszenie remisu: twój następny ruch jest zgłoszeniem. Jeśli jest bezzasadne, ruch pozostaje.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ruch:</translation>
    </message>
    <message>
        <source>Nf3, O-O, e2e4</source>
        <translation>Nf3, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Wpisz ruch</translation>
    </message>
    <message>
        <source>Type a move in SAN (Nf3, exd5, O-O, e8=Q) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Wpisz ruch w SAN (Nf3, exd5, O-O, e8=Q) lub UCI (g1f3, e1g1 albo e1h1 dla roszady) i naciśnij Enter</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Komunikat wpisywania ruchu</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Oglądasz wcześniejszą pozycję: najpierw wróć do partii.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Partia się skończyła.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Teraz ruch komputera.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>Nie zagrano: %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Najpierw dokończ lub anuluj (Esc) ruch rozpoczęty na szachownicy.</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Enter wykonuje ruch, Esc go cofa.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveListModel</name>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Zacznij</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Przeciwnik</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>&amp;Komputer</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Dwóch graczy przy tej szachownicy</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Losowo</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Poziom:</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Grasz:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Białe:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Czarne:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>Według numeru (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Kostką (Althöfer)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Klasyczna (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Z FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Rzucaj jedną kostką i wpisuj każdy rzut, np. 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>Rzuty ustawiają po kolei: czarnopolowego gońca (1–4), białopolowego gońca (1–4), hetmana (1–6), pierwszego skoczka (1–5) i drugiego skoczka (1–4). Za wysoki rzut dla danej figury się powtarza.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>FEN, X-FEN lub Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>Na początku partii losowana jest nowa pozycja.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>Zwykłe ustawienie szachów klasycznych.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Wybierz:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Zegar</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Bez zegara</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 min, +%2 s na ruch)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Własny</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s na ruch</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Tempo gry:</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>około %1 Elo%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, pełna siła</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Losowo: jedna z 960 pozycji</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Kolumna %1: </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ruch: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Następne pytanie</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Ćwiczenie roszady</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Ćwiczenie 1: roszada w pozycji początkowej</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Ćwiczenie 2: roszada w trakcie gry albo dlaczego nie</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>Niemożliwa, ponieważ:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Wyzeruj statystyki</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Pozycja początkowa %1 (%2), pozostałe figury zdjęte. Zrób roszadę na szachownicy dowolnym gestem.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-move(s). Castle on the board, or choose why it is not possible.</source>
        <translation>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchu. Zrób roszadę na szachownicy albo wybierz, dlaczego jest niemożliwa.</numerusform>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchach. Zrób roszadę na szachownicy albo wybierz, dlaczego jest niemożliwa.</numerusform>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchach. Zrób roszadę na szachownicy albo wybierz, dlaczego jest niemożliwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Dobrze.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Źle.&lt;/b&gt; Twoja odpowiedź: %1.&lt;br&gt;Poprawna odpowiedź: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Wynik %1/%2 · seria %3 (najlepsza %4) · %5 s na odpowiedź</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;Według odpowiedzi&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Według rodzaju&lt;/th&gt;&lt;th&gt;&amp;nbsp;dobrze&lt;/th&gt;&lt;th&gt;&amp;nbsp;źle&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Zasady Chess960</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Szachownica</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Figury:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Kolory:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animacja:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Bez animacji</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Szybka</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Zwykła</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Wolna</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Pokaż &amp;współrzędne</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>Pokaż &amp;dozwolone ruchy podniesionej figury</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Gra</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Pytaj o potwierdzenie &amp;ruchów (Enter wykonuje, Esc cofa)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Dwóch graczy: &amp;obracaj szachownicę do gracza na posunięciu</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Pokaż panel &amp;silnika</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Język</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Język:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Język systemu</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>Nowy język działa od razu we wszystkich otwartych oknach.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Losowanie pozycji początkowej</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>Ćwicz tu roszadę</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Zagraj tę pozycję</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Wybierz pozycję początkową</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Poprzednia</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Następna ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Losuj</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Klasyczna (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Losowa pozycja początkowa, każda jednakowo prawdopodobna</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Pierwsza linia białych, np. BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Numer:</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Pierwsza linia:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopiuj</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Roszady (wskaż roszadę, aby zobaczyć ją na diagramie)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Losowanie kostką według Althöfera</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Rzuć kostką</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Od nowa</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Wartości wyrzucone prawdziwą kostką, np. 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Ustaw</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Gotowe: SP %1. Król staje na środkowym z trzech ostatnich pól, wieże na dwóch pozostałych.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Rzut %1: %2 – %3 na %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Wpisz po kolei wyrzucone wartości.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>; %n roll(s) ignored</source>
        <translation>
            <numerusform>; %n rzut pominięty</numerusform>
            <numerusform>; %n rzuty pominięte</numerusform>
            <numerusform>; %n rzutów pominiętych</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n value(s) left over at the end</source>
        <translation>
            <numerusform>; %n wartość została na końcu</numerusform>
            <numerusform>; %n wartości zostały na końcu</numerusform>
            <numerusform>; %n wartości zostało na końcu</numerusform>
        </translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Białe O-O (w stronę h)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Białe O-O-O (w stronę a)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Czarne O-O (w stronę h)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Czarne O-O-O (w stronę a)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Król %2 → %3, wieża %4 → %5&lt;br&gt;Rodzaj: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Muszą być wolne: %8</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>goniec czarnopolowy</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>goniec białopolowy</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>hetman</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>pierwszy skoczek</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>drugi skoczek</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, przy 6 rzuć ponownie</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, przy 5 lub 6 rzuć ponownie</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>Następny rzut: %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Rzut %1: %2 się nie liczy (%3), rzuć ponownie (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Dotychczasowe rzuty</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Zacznij od pozycji &lt;number&gt; (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>Nie proponuj wznowienia niedokończonej partii.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Plik PGN do otwarcia.</translation>
    </message>
    <message>
        <source>Resume the unfinished game?</source>
        <translation>Wznowić niedokończoną partię?</translation>
    </message>
</context>
</TS>
