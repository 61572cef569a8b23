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
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>król %1 → %2, wieża %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>partia zaczęła się bez niego</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>król się ruszył (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>król wykonał roszadę (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>wieża od strony h się ruszyła (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>wieża od strony a się ruszyła (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>wieża od strony h została zbita (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>wieża od strony a została zbita (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>Białe nie mają prawa do roszady w stronę h: %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>Białe nie mają prawa do roszady w stronę a: %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>Czarne nie mają prawa do roszady w stronę h: %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>Czarne nie mają prawa do roszady w stronę a: %1</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>skoczek</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>goniec</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>wieża</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>hetman</translation>
    </message>
    <message>
        <source>king</source>
        <translation>król</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>Tekst jest pusty</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, kolumna %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>Pozycja początkowa %1 nie istnieje: użyj od 0 do 959</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>Partia jest zakończona (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>Wiersza %1 statystyk ćwiczeń nie da się odczytać: %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Statystyki ćwiczeń są puste</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Białe dostały mata</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Czarne dostały mata</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Białe dają mata; ruchów do mata: %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Czarne dają mata; ruchów do mata: %1</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, pozycja jest wyrównana</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, białe stoją nieco lepiej</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, czarne stoją nieco lepiej</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, białe stoją lepiej</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, czarne stoją lepiej</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, białe wygrywają</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, czarne wygrywają</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> na %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> na linii %1</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> w %1. rzędzie</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>spacja</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>bajt 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>brak króla</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 × król</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 × król</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>brak hetmana</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 × hetman</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 × hetman</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>brak wież</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 × wieża</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 × wieża</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>brak gońców</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 × goniec</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 × goniec</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>brak skoczków</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 × skoczek</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 × skoczek</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 lub %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>Zapis FEN jest pusty</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>FEN ma 1 pole: brakuje pola strony na posunięciu</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>FEN ma 2 pola: brakuje pola praw do roszady</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>FEN ma 3 pola: brakuje pola bicia w przelocie</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>Liczba pól w FEN: %1; dozwolonych jest najwyżej 6 (ustawienie, strona na posunięciu, roszada, bicie w przelocie, licznik półruchów, numer ruchu)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Ustawienie bierek: rząd %1 ma 1 pole zamiast 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Ustawienie bierek: liczba pól w rzędzie %1 to %2 zamiast 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Ustawienie bierek: więcej niż 8 rzędów</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Ustawienie bierek: dwie cyfry pod rząd w rzędzie %1 (ciąg pustych pól zapisuje się jedną cyfrą)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Ustawienie bierek: rząd %1 ma więcej niż 8 pól</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Ustawienie bierek: &apos;%1&apos; nie jest literą bierki (KQRBNP dla białych, kqrbnp dla czarnych, cyfry 1-8 dla pustych pól)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Ustawienie bierek: znaleziono 1 rząd, oczekiwano 8</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Ustawienie bierek: znaleziono rzędów: %1, oczekiwano 8</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Strona na posunięciu musi być &apos;w&apos; lub &apos;b&apos;, a nie &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>Białe nie mają króla; musi być dokładnie jeden</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>Czarne nie mają króla; musi być dokładnie jeden</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Liczba królów białych: %1; musi być dokładnie jeden</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Liczba królów czarnych: %1; musi być dokładnie jeden</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>Pion stoi na %1: piony nigdy nie mogą stać w pierwszym ani ostatnim rzędzie</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Liczba pionów białych: %1; możliwych jest najwyżej 8</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Liczba pionów czarnych: %1; możliwych jest najwyżej 8</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Białe mają o %1 bierek więcej niż w ustawieniu początkowym, ale brakuje tylko %2 pionów, które mogły zostać promowane</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Czarne mają o %1 bierek więcej niż w ustawieniu początkowym, ale brakuje tylko %2 pionów, które mogły zostać promowane</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>Biały król na %1 jest szachowany z %2, ale ruch mają czarne</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>Czarny król na %1 jest szachowany z %2, ale ruch mają białe</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Białego króla atakuje naraz kilka bierek (%1), czego nie może spowodować żaden dozwolony ruch</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Czarnego króla atakuje naraz kilka bierek (%1), czego nie może spowodować żaden dozwolony ruch</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Prawa do roszady: &apos;%1&apos; jest niedozwolone (użyj K, Q, k, q, liter linii A-H / a-h lub &apos;-&apos;)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale biały król stoi na %2, nie w swoim pierwszym rzędzie, więc już się ruszał</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale czarny król stoi na %2, nie w swoim pierwszym rzędzie, więc już się ruszał</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale białe nie mają wieży po stronie h od króla na %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale białe nie mają wieży po stronie a od króla na %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale czarne nie mają wieży po stronie h od króla na %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale czarne nie mają wieży po stronie a od króla na %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale na %2 nie ma białej wieży</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Prawa do roszady: &apos;%1&apos;, ale na %2 nie ma czarnej wieży</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Prawa do roszady: biały król na %1 stoi w rogu, więc nie może mieć praw do roszady</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Prawa do roszady: czarny król na %1 stoi w rogu, więc nie może mieć praw do roszady</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Prawa do roszady: dwa prawa w stronę h dla białych (&apos;%1&apos; powtarza jedno z nich)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Prawa do roszady: dwa prawa w stronę a dla białych (&apos;%1&apos; powtarza jedno z nich)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Prawa do roszady: dwa prawa w stronę h dla czarnych (&apos;%1&apos; powtarza jedno z nich)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Prawa do roszady: dwa prawa w stronę a dla czarnych (&apos;%1&apos; powtarza jedno z nich)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Pole bicia w przelocie &apos;%1&apos; nie jest nazwą pola</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>Pole bicia w przelocie %1 musi leżeć w rzędzie %2, gdy ruch mają białe</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>Pole bicia w przelocie %1 musi leżeć w rzędzie %2, gdy ruch mają czarne</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>Pole bicia w przelocie %1 jest niemożliwe: na %2 nie ma białego piona, który mógłby właśnie przejść dwa pola</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>Pole bicia w przelocie %1 jest niemożliwe: na %2 nie ma czarnego piona, który mógłby właśnie przejść dwa pola</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>Pole bicia w przelocie %1 jest niemożliwe: %2 jest zajęte, więc żaden pion nie mógł go właśnie minąć</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>Licznik półruchów &apos;%1&apos; musi być liczbą całkowitą od 0</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>Numer ruchu &apos;%1&apos; musi być liczbą całkowitą od 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; nie jest ruchem UCI (oczekiwano np. e2e4, e7e8q lub e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos;: pierwsze pole nie jest nazwą pola</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos;: drugie pole nie jest nazwą pola</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos;: bierka promocji musi być q, r, b lub n</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; to promocja: dodaj literę bierki (q, r, b lub n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; jest niedozwolony: pole %2 jest puste</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; jest niedozwolony: bierka na %2 należy do strony, która nie ma ruchu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; nie jest dozwolonym ruchem w tej pozycji</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; nie jest ruchem</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos;: białe nie mogą wykonać roszady w stronę h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos;: białe nie mogą wykonać roszady w stronę a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos;: czarne nie mogą wykonać roszady w stronę h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos;: czarne nie mogą wykonać roszady w stronę a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos;: pion promuje na hetmana, wieżę, gońca lub skoczka (=Q, =R, =B lub =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; nie jest ruchem w SAN (np. Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; nie kończy się polem docelowym</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos;: nieoczekiwany znak &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; jest niejednoznaczny: może to być %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos; wymaga bierki promocji, np. %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; nie jest promocją: pion promuje w ostatnim rzędzie</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; nie jest dozwolonym ruchem króla; roszadę zapisuje się %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; jest niedozwolony</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; jest niedozwolony: %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>Białe nie mają takiej bierki (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>Czarne nie mają takiej bierki (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>nie ma białej bierki (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>nie ma czarnej bierki (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>na %1 stoi już biała bierka (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>na %1 stoi już czarna bierka (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>biały król nie może wejść pod szach na %1</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>czarny król nie może wejść pod szach na %1</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>biała bierka (%1) na %2 nie może tam pójść: biały król pozostałby w szachu</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>czarna bierka (%1) na %2 nie może tam pójść: czarny król pozostałby w szachu</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>biała bierka (%1) na %2 nie może tam pójść: biały król znalazłby się w szachu</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>czarna bierka (%1) na %2 nie może tam pójść: czarny król znalazłby się w szachu</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>żadna biała bierka (%1)%2 nie może pójść na %3</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>żadna czarna bierka (%1)%2 nie może pójść na %3</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>Tekst nie zawiera partii PGN</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>partia %1, wiersz %2, kolumna %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>Po &apos;$&apos; musi następować liczba (NAG, np. $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; nie jest znakiem oceny ruchu (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>nieoczekiwany znak &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>komentarz otwarty tutaj znakiem &apos;{&apos; nigdy nie jest zamknięty znakiem &apos;}&apos;</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>wartość w cudzysłowie nie jest zamknięta w swoim wierszu</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>znacznik wymaga nazwy po &apos;[&apos;, np. [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>znacznik %1 wymaga wartości w cudzysłowie</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>znacznik %1 nie jest zamknięty znakiem &apos;]&apos;</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>wariant &apos;%1&apos; to ani Chess960, ani zwykłe szachy, a tylko te są tu czytane</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>znacznik FEN jest nieprawidłowy</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>znacznik FEN jest nieprawidłowy: %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>partia Chess960 wymaga znacznika FEN z pozycją początkową</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>wariant otwarty tutaj znakiem &apos;(&apos; nigdy nie jest zamknięty</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>ruch %1 białych</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>ruch %1 czarnych</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; to ruch zerowy (pas), którego partia nie może zawierać poza wariantem</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; występuje po zakończeniu partii (%2)</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; w środku ruchów; znaczniki stoją przed nimi</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 nie jest NAG (sięgają do $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; zamyka wariant, który nigdy nie został otwarty</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>tekst w cudzysłowie należy do znacznika: [Name &quot;wartość&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; poza znacznikiem</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>znacznik Result &apos;%1&apos; nie jest 1-0, 0-1, 1/2-1/2 ani *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>ruchy kończą się wynikiem %1, a znacznik Result podaje %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>wynik to %1, ale w pozycji końcowej jest %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>Pierwszy rząd jest pusty: wpisz 8 liter bierek dla linii od a do h, np. RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>Pierwszy rząd ma 8 pól, od a do h: znaleziono 1 znak</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>Pierwszy rząd ma 8 pól, od a do h: znaleziono znaków: %1</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Pole %1: pion nie może stać w pierwszym rzędzie (użyj K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Pole %1: %2 nie jest literą bierki (użyj K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Znak %1: pion nie może stać w pierwszym rzędzie (użyj K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Znak %1: %2 nie jest literą bierki (użyj K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Muszą być dokładnie jeden król, jeden hetman, dwie wieże, dwa gońce i dwa skoczki; znaleziono: %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Gońce na %1 i %2 stoją oba na ciemnych polach</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Gońce na %1 i %2 stoją oba na jasnych polach</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>Król na %1 nie stoi między dwiema wieżami</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>Pozycja początkowa jest już gotowa: zresetuj, aby rzucać ponownie</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 nie jest wartością kostki (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>Rzut %1 to %2: kostka pokazuje od 1 do 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>Nie podano rzutów</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>Podano 1 rzut</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1; czarnopolowy goniec potrzebuje jeszcze rzutu</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1; białopolowy goniec potrzebuje jeszcze rzutu</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1; hetman potrzebuje jeszcze rzutu</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1; pierwszy skoczek potrzebuje jeszcze rzutu</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1; drugi skoczek potrzebuje jeszcze rzutu</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>Podano %n rzut</numerusform>
            <numerusform>Podano %n rzuty</numerusform>
            <numerusform>Podano %n rzutów</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>biały król na %1 opuścił swój pierwszy rząd</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>czarny król na %1 opuścił swój pierwszy rząd</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>biały król na %1 stoi w rogu</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>czarny król na %1 stoi w rogu</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>brak białej wieży w pierwszym rzędzie</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>brak czarnej wieży w pierwszym rzędzie</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>brak białej wieży po stronie h od króla</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>brak czarnej wieży po stronie h od króla</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>brak białej wieży po stronie a od króla</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>brak czarnej wieży po stronie a od króla</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>brak białej wieży na %1</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>brak czarnej wieży na %1</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Usunięto prawo do roszady %1: %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Usunięto prawa do roszady %1: %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; otwiera wariant, zanim pojawił się ruch, który mógłby on zastąpić</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>warianty zagnieżdżone na więcej niż %1 poziomach nie są czytane</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>To nie jest plik PGN: zawiera dane binarne (bajt 0x%3 w wierszu %1, kolumna %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>To nie jest plik PGN: nic w nim nie daje się odczytać jako znacznik ani ruch; pierwszy błąd jest w wierszu %1, kolumna %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Biały król jest szachowany jednocześnie z %1 i %2, czego nie może dać żaden pojedynczy ruch</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Czarny król jest szachowany jednocześnie z %1 i %2, czego nie może dać żaden pojedynczy ruch</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Biały król jest szachowany z %1, a był w tym szachu już przed tym, jak pion na %2 przeszedł dwa pola, więc ten ruch nie był ostatni</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Czarny król jest szachowany z %1, a był w tym szachu już przed tym, jak pion na %2 przeszedł dwa pola, więc ten ruch nie był ostatni</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>Pole bicia w przelocie %1: białe nie mają tam dozwolonego bicia</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>Pole bicia w przelocie %1: czarne nie mają tam dozwolonego bicia</translation>
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
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>dobry ruch</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>znakomity ruch</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>podstawka</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>ciekawy ruch</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>wątpliwy ruch</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>wymuszony ruch</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>jedyny ruch</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>najgorszy ruch</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>pozycja remisowa</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>równe szanse, spokojna pozycja</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>równe szanse, dynamiczna pozycja</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>niejasna pozycja</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Białe stoją nieco lepiej</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Czarne stoją nieco lepiej</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Białe stoją lepiej</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Czarne stoją lepiej</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Białe wygrywają</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Czarne wygrywają</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>Białe mają miażdżącą przewagę</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>Czarne mają miażdżącą przewagę</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Białe są w zugzwangu</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Czarne są w zugzwangu</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>Białe mają niewielką przewagę przestrzeni</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>Czarne mają niewielką przewagę przestrzeni</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>Białe mają wyraźną przewagę przestrzeni</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>Czarne mają wyraźną przewagę przestrzeni</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>Białe mają decydującą przewagę przestrzeni</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>Czarne mają decydującą przewagę przestrzeni</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>Białe mają niewielką przewagę w rozwoju</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>Czarne mają niewielką przewagę w rozwoju</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>Białe mają przewagę w rozwoju</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>Czarne mają przewagę w rozwoju</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>Białe mają decydującą przewagę w rozwoju</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>Czarne mają decydującą przewagę w rozwoju</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>Białe mają inicjatywę</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>Czarne mają inicjatywę</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>Białe mają trwałą inicjatywę</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>Czarne mają trwałą inicjatywę</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>Białe mają atak</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>Czarne mają atak</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>Białe mają niewystarczającą rekompensatę za materiał</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>Czarne mają niewystarczającą rekompensatę za materiał</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>Białe mają rekompensatę za materiał</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>Czarne mają rekompensatę za materiał</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>Białe mają więcej niż wystarczającą rekompensatę za materiał</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>Czarne mają więcej niż wystarczającą rekompensatę za materiał</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>Białe nieco lepiej kontrolują centrum</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>Czarne nieco lepiej kontrolują centrum</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>Białe lepiej kontrolują centrum</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>Czarne lepiej kontrolują centrum</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>Białe zdecydowanie panują w centrum</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>Czarne zdecydowanie panują w centrum</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>Białe nieco lepiej kontrolują skrzydło królewskie</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>Czarne nieco lepiej kontrolują skrzydło królewskie</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>Białe lepiej kontrolują skrzydło królewskie</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>Czarne lepiej kontrolują skrzydło królewskie</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>Białe zdecydowanie panują na skrzydle królewskim</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>Czarne zdecydowanie panują na skrzydle królewskim</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>Białe nieco lepiej kontrolują skrzydło hetmańskie</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>Czarne nieco lepiej kontrolują skrzydło hetmańskie</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>Białe lepiej kontrolują skrzydło hetmańskie</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>Czarne lepiej kontrolują skrzydło hetmańskie</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>Białe zdecydowanie panują na skrzydle hetmańskim</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>Czarne zdecydowanie panują na skrzydle hetmańskim</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>Pierwszy rząd białych jest słaby</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>Pierwszy rząd czarnych jest słaby</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>Pierwszy rząd białych jest dobrze chroniony</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>Pierwszy rząd czarnych jest dobrze chroniony</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>Biały król jest słabo chroniony</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>Czarny król jest słabo chroniony</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>Biały król jest dobrze chroniony</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>Czarny król jest dobrze chroniony</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>Biały król jest źle ustawiony</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>Czarny król jest źle ustawiony</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>Biały król jest dobrze ustawiony</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>Czarny król jest dobrze ustawiony</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>Białe mają bardzo słabą strukturę pionów</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>Czarne mają bardzo słabą strukturę pionów</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>Białe mają słabą strukturę pionów</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>Czarne mają słabą strukturę pionów</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>Białe mają mocną strukturę pionów</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>Czarne mają mocną strukturę pionów</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>Białe mają bardzo mocną strukturę pionów</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>Czarne mają bardzo mocną strukturę pionów</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>Białe mają źle ustawione skoczki</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>Czarne mają źle ustawione skoczki</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>Białe mają dobrze ustawione skoczki</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>Czarne mają dobrze ustawione skoczki</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>Białe mają źle ustawione gońce</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>Czarne mają źle ustawione gońce</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>Białe mają dobrze ustawione gońce</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>Czarne mają dobrze ustawione gońce</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>Białe mają źle ustawione wieże</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>Czarne mają źle ustawione wieże</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>Białe mają dobrze ustawione wieże</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>Czarne mają dobrze ustawione wieże</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>Białe mają źle ustawionego hetmana</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>Czarne mają źle ustawionego hetmana</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>Białe mają dobrze ustawionego hetmana</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>Czarne mają dobrze ustawionego hetmana</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>Figury białych są słabo skoordynowane</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>Figury czarnych są słabo skoordynowane</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>Figury białych są dobrze skoordynowane</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>Figury czarnych są dobrze skoordynowane</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>Białe bardzo słabo rozegrały debiut</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>Czarne bardzo słabo rozegrały debiut</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>Białe słabo rozegrały debiut</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>Czarne słabo rozegrały debiut</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>Białe dobrze rozegrały debiut</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>Czarne dobrze rozegrały debiut</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>Białe bardzo dobrze rozegrały debiut</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>Czarne bardzo dobrze rozegrały debiut</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>Białe bardzo słabo rozegrały grę środkową</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>Czarne bardzo słabo rozegrały grę środkową</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>Białe słabo rozegrały grę środkową</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>Czarne słabo rozegrały grę środkową</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>Białe dobrze rozegrały grę środkową</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>Czarne dobrze rozegrały grę środkową</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>Białe bardzo dobrze rozegrały grę środkową</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>Czarne bardzo dobrze rozegrały grę środkową</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>Białe bardzo słabo rozegrały końcówkę</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>Czarne bardzo słabo rozegrały końcówkę</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>Białe słabo rozegrały końcówkę</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>Czarne słabo rozegrały końcówkę</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>Białe dobrze rozegrały końcówkę</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>Czarne dobrze rozegrały końcówkę</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>Białe bardzo dobrze rozegrały końcówkę</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>Czarne bardzo dobrze rozegrały końcówkę</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>Białe mają niewielką kontrgrę</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>Czarne mają niewielką kontrgrę</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>Białe mają kontrgrę</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>Czarne mają kontrgrę</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>Białe mają decydującą kontrgrę</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>Czarne mają decydującą kontrgrę</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>Białe mają mało czasu</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>Czarne mają mało czasu</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>Białe są w poważnym niedoczasie</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>Czarne są w poważnym niedoczasie</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>z zamiarem</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>nowość</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>Plik jest tylko do odczytu.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Plik nie zawiera żadnej partii.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>Plik już nie istnieje.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>Nie można zapisać kopii pliku w poprzedniej postaci, %1: %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>Plik zmienił się od czasu wczytania listy jego partii: otwórz go ponownie.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>W pliku nie zostałaby żadna partia: zamiast tego usuń sam plik.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>Nie można odczytać znaczników partii od bajtu %1.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Inny program zmienił plik podczas jego odczytu.</translation>
    </message>
</context>
<context>
    <name>PieceNotation</name>
    <message>
        <source>K Q R B N</source>
        <comment>the letters of king, queen, rook, bishop and knight in this language&apos;s chess notation, in that order, separated by spaces (German: K D T L S)</comment>
        <translation>K H W G S</translation>
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
        <source>Cannot create the folder %1.</source>
        <translation>Nie można utworzyć folderu %1.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>dysk jest tylko do odczytu</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>dysk jest pełny</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>nie można zapisać pliku ani jego folderu</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Twoich ustawień nie można zapisać w %1: %2. Obowiązują, dopóki program działa, i zostaną zapisane, gdy tylko plik będzie można zapisać.</translation>
    </message>
</context>
<context>
    <name>StartCards</name>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Board %1</source>
        <translation>Szachownica %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Pozycja początkowa Chess960 nr %1 (od 0 do 959)</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Pierwsza linia białych od a do h; czarne ustawiają się lustrzanie:</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN:</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>Losowanie kostką według Althöfera:</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>Nie można rozpocząć drukowania stron.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>Nie można rozpocząć strony %1.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Pozycje początkowe Chess960</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Nie można zapisać %1.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Silnik: %1, wyrównana</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Silnik: %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · proponowane pierwsze ruchy: %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> lub </translation>
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
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 Zamiast niego analizuje wbudowany silnik.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Próbuj ruchów za obie strony w dowolnym momencie partii, z wariantami silnika (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>Kontynuuj &amp;stąd…</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Nowa partia od wyświetlanej pozycji, z komputerem albo dla dwóch graczy</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Ustaw jako wariant główny</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>Ruchy trwającej partii pozostają wariantem głównym, dopóki partia się nie zakończy lub nie zacznie się jej analiza.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Usuń od tego miejsca</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Ruchów trwającej partii nie można usunąć; zamiast tego je cofnij.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Komentarz</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Komentarz po ruchu:</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Kontynuuj stąd</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>Rozpocząć nową partię od wyświetlanej pozycji?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Graj z komputerem</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dwóch graczy</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Analiza…</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Głębokość %1, %2 kn/s</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analizuj</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>Silnik analizuje wyświetlaną pozycję, dopóki go nie wyłączysz</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Warianty:</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Liczba wariantów</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Wbudowany silnik</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Silnik analizujący</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Nie podłączono szachownicy.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>Czekam na odpowiedź szachownicy na %1...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Połączono z szachownicą na %1.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Wersja %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Numer seryjny %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Próbuję ponownie.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Szachownica elektroniczna</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Rodzaj szachownicy:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>np. /dev/ttyUSB0 lub COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Szukaj ponownie</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Partia ustawiona na szachownicy jest grana przeciw &amp;komputerowi (w przeciwnym razie między dwoma graczami przy szachownicy)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Połącz</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Rozłącz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Brak odpowiedzi szachownicy %1 na %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Nie można otworzyć %1: %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>Szachownica na %1 zniknęła: %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
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
        <source>&amp;Flip board</source>
        <translation>&amp;Obróć szachownicę</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Pytaj o &amp;potwierdzenie ruchów</translation>
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
        <source>&amp;Sounds</source>
        <translation>Dźw&amp;ięki</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Dźwięki ruchów, szachów, początku i końca partii oraz kończącego się czasu; głośność jest w Ustawieniach</translation>
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
        <source>Show castling &amp;rights</source>
        <translation>Pokaż p&amp;rawa do roszady</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Znak na każdej wieży, która zachowuje prawo do roszady: roszady wciąż możliwe w tej partii</translation>
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
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Tutaj liczy się tylko roszada: inne ruchy są cofane</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Ruch wyprzedzający %1: zostanie wykonany, gdy tylko przeciwnik zrobi ruch, jeśli będzie wtedy dozwolony; Esc lub prawy przycisk myszy go anuluje</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Ruch wyprzedzający anulowany</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Prawa do roszady: białe %1; czarne %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Wbudowany silnik</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>&amp;Drukuj kartę pozycji początkowej…</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Strona na prawdziwą szachownicę: pozycja, jej roszady, jej numer</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Zapisz kartę pozycji początkowej</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Dokument PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Karta pozycji początkowej</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Karta dla pozycji początkowej %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>Pozycja początkowa %1 na wszystkich szachownicach rundy</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>Losowa pozycja początkowa na każdej szachownicy, z jej numerem</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>Liczba &amp;szachownic:</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>Rzuty kostką, które dały tę pozycję (%1), są drukowane na jej karcie.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>&amp;Zapisz jako PDF…</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drukuj…</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>&amp;Podgląd…</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Tylko wyrównane pozycje (przewodnik silnika)</translation>
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
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Tabela turniejowa: %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Wczytywanie partii turnieju...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Nie udało się odczytać indeksu pliku: otwórz plik ponownie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partia</numerusform>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln partii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln bez wyniku)</numerusform>
            <numerusform>(%Ln bez wyniku)</numerusform>
            <numerusform>(%Ln bez wyniku)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkty</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: each game&apos;s points times the opponent&apos;s total</source>
        <translation>Sonneborn-Berger: punkty z każdej partii razy suma punktów przeciwnika</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Ranking, jaki są warte wyniki gracza przeciw przeciwnikom z rankingiem</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 białymi</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 czarnymi</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Przeciw %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 z %Ln partii</numerusform>
            <numerusform>%1 z %Ln partii</numerusform>
            <numerusform>%1 z %Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln gracz</numerusform>
            <numerusform>%Ln graczy</numerusform>
            <numerusform>%Ln graczy</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Eksportuj partie z listy</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partie.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Pliki PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Eksport</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Eksportuj...</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Usuń…</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>Ustaw &amp;znacznik...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Ustaw jeden znacznik (nazwę turnieju, miejsce...) w każdej partii z listy</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>Kop&amp;iuj do</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Skopiuj wybrane partie do innej bazy: pliku otwartego tutaj, Moich partii lub innego pliku PGN (można je też przeciągnąć na kartę bazy)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Gracze...</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Wszyscy gracze z pliku: partie, wynik, rankingi, daty i pozycje startowe</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Tabela turniejowa...</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>Tabela turniejowa turnieju wybranej partii</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Usuń zaznaczone partie z Moich partii</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Usuń zaznaczone partie z pliku (plik w poprzedniej postaci zostaje obok)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Zapisz wymienione partie do nowego pliku PGN, każdą tak, jak została zachowana</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Zapisz partie z listy w nowym pliku PGN, każdą tak, jak jest w pliku</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>to plik, z którego pochodzą partie</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Zapisywanie wymienionych partii do %1...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 partię zapisano w %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln partię zapisano w %1</numerusform>
            <numerusform>%Ln partie zapisano w %1</numerusform>
            <numerusform>%Ln partii zapisano w %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>Nie wszystkie partie udało się usunąć: %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>Nic nie usunięto z %1: %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>Usunąć tę partię z Moich partii?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>Usunąć %Ln partię z Moich partii?</numerusform>
            <numerusform>Usunąć %Ln partie z Moich partii?</numerusform>
            <numerusform>Usunąć %Ln partii z Moich partii?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>Usunąć partię %L1 z %2?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>Usunąć %Ln partię z %1?</numerusform>
            <numerusform>Usunąć %Ln partie z %1?</numerusform>
            <numerusform>Usunąć %Ln partii z %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>Plik zostanie zapisany na nowo bez nich; plik w obecnej postaci zostaje obok jako %1.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>Ich pliki zostaną usunięte: tego nie można cofnąć.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>Usuwanie 1 partii…</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>Usuwanie %Ln partii…</numerusform>
            <numerusform>Usuwanie %Ln partii…</numerusform>
            <numerusform>Usuwanie %Ln partii…</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>Usunięto 1 partię</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>Usunięto %Ln partię</numerusform>
            <numerusform>Usunięto %Ln partie</numerusform>
            <numerusform>Usunięto %Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(plik w poprzedniej postaci: %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Ustaw znacznik</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Puste: znacznik zostanie usunięty</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>W partii z listy:</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>W każdej z %Ln partii z listy:</numerusform>
            <numerusform>W każdej z %Ln partii z listy:</numerusform>
            <numerusform>W każdej z %Ln partii z listy:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 jest zapisywany na podstawie każdej partii i nie można go tu ustawić.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 to data w postaci rok.miesiąc.dzień, z ?? dla tego, czego nie wiadomo: 2024.05.17 lub 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 to ranking, liczba całkowita od 0 do 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>„%1” nie może być nazwą znacznika: zaczyna się od litery lub cyfry, potem tylko litery, cyfry i _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>Usunąć %1 z partii z listy w %2?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>Usunąć %1 z %Ln partii z listy w %2?</numerusform>
            <numerusform>Usunąć %1 z %Ln partii z listy w %2?</numerusform>
            <numerusform>Usunąć %1 z %Ln partii z listy w %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>Ustawić %1 na „%2” w partii z listy w %3?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>Ustawić %1 na „%2” w %Ln partii z listy w %3?</numerusform>
            <numerusform>Ustawić %1 na „%2” w %Ln partiach z listy w %3?</numerusform>
            <numerusform>Ustawić %1 na „%2” w %Ln partiach z listy w %3?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>Plik zostanie zapisany ponownie, każdy inny bajt bez zmian; plik w obecnej postaci zostanie zachowany obok jako %1.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Ustaw</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>Ustawianie %1 w 1 partii…</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>Ustawianie %1 w %Ln partii…</numerusform>
            <numerusform>Ustawianie %1 w %Ln partiach…</numerusform>
            <numerusform>Ustawianie %1 w %Ln partiach…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>W %1 nic nie zmieniono: %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 ustawiono w 1 partii</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 ustawiono w %Ln partii</numerusform>
            <numerusform>%1 ustawiono w %Ln partiach</numerusform>
            <numerusform>%1 ustawiono w %Ln partiach</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Bazy partii</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>Panel &amp;baz partii</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>Otwarte pliki z wieloma partiami, każdy z własną listą, obok szachownicy</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Moje partie</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Inny plik PGN...</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Skopiuj partie na koniec pliku PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Pliki PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Kopiuj do</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Te partie już są w tym pliku.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>Nie można skopiować partii: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>Kopiowanie %Ln partii do %1...</numerusform>
            <numerusform>Kopiowanie %Ln partii do %1...</numerusform>
            <numerusform>Kopiowanie %Ln partii do %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>Nie udało się skopiować partii do %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln partia skopiowana do %1</numerusform>
            <numerusform>%Ln partie skopiowane do %1</numerusform>
            <numerusform>%Ln partii skopiowanych do %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Szachownica elektroniczna</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>„%1” nie oznacza szachownicy: napisz dgt:PORT lub millennium:PORT.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>W tej kolejności to nie jest roszada. %1 Odstaw króla i wieżę i wykonaj roszadę ponownie.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>Wykonaj %1 na szachownicy.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>Na %2 brakuje: %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 na %2 musi zejść z szachownicy.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>Na %2 powinna stać figura: %1, a nie: %3.</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>Szachownica różni się od partii na %n polu.</numerusform>
            <numerusform>Szachownica różni się od partii na %n polach.</numerusform>
            <numerusform>Szachownica różni się od partii na %n polach.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Partia z szachownicy: pozycja startowa %1 dla białych, %2 dla czarnych.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Partia z szachownicy: pozycja startowa %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Cofnij</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>Bierki stoją jak %n półruch temu. Cofnąć partię do tego miejsca?</numerusform>
            <numerusform>Bierki stoją jak %n półruchy temu. Cofnąć partię do tego miejsca?</numerusform>
            <numerusform>Bierki stoją jak %n półruchów temu. Cofnąć partię do tego miejsca?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promocja</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>Pion na %1 awansuje. Na jaką figurę?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Szachownica elektroniczna: łączenie z szachownicą %1 na %2...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Szachownica elektroniczna: %1 na %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Szachownica elektroniczna: %1 na %2, wersja %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Utracono szachownicę elektroniczną: %1 Próbuję ponownie. Partia toczy się dalej myszą.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>Szachownica &amp;elektroniczna...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Podłącz szachownicę DGT lub Millennium i graj na niej</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>Bierki stoją jak jeden półruch temu. Cofnąć partię do tego miejsca?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>Analizowana jest pozycja ustawiona na szachownicy.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Nie ruszaj szachownicy: ustawiona na niej pozycja zostanie za chwilę przeanalizowana.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>&amp;Ustaw pozycję…</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Ustaw dowolną pozycję na szachownicy, a potem ją zagraj lub przeanalizuj</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Ustawianie pozycji</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>Usunięto pole bicia w przelocie %1: bicie tam nie jest teraz możliwe</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Usunięto prawo białych do roszady z wieżą na %1: ta wieża nie może teraz brać udziału w roszadzie</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Usunięto prawo czarnych do roszady z wieżą na %1: ta wieża nie może teraz brać udziału w roszadzie</translation>
    </message>
    <message>
        <source>none</source>
        <translation>brak</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Pozycja początkowa %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1: białe SP %2, czarne SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>To nie jest pozycja początkowa</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Ustawianie pozycji</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Strona na posunięciu:</translation>
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
        <source>En passant:</source>
        <translation>Bicie w przelocie:</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Licznik półruchów:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numer ruchu:</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Roszada: znacznik na wieży daje jej prawo do roszady (dowolnej wieży w jej pierwszym rzędzie, po którejkolwiek stronie króla).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Obróć</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Zamień kolory</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Bieżąca pozycja partii</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Pozycja początkowa</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Czarne SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Różne ustawienia dla białych i czarnych</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Ustaw</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN:</translation>
    </message>
    <message>
        <source>Shredder-FEN</source>
        <translation>Shredder-FEN</translation>
    </message>
    <message>
        <source>This position cannot be played:</source>
        <translation>Tej pozycji nie można rozegrać:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Graj z tej pozycji</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Z komputerem</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>Ze znajomym</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizuj</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Kopiuj FEN</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Zamknij</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Szachownica do ustawiania</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Strzałki przesuwają kursor pola; K Q R B N P stawiają białą bierkę, k q r b n p czarną; Delete usuwa; Spacja daje wieży prawo do roszady lub je odbiera</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Działa na silnik podczas jego testu</translation>
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
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Komputer nie znalazł ruchu do zagrania.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 nie znalazł ruchu do zagrania.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Komputer (poziom %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>Silnik &quot;%1&quot; nie jest tu skonfigurowany.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Silniki</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Dodaj…</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Wybierz plik programu silnika UCI</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Zduplikuj</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>Ten sam silnik jeszcze raz, aby zachować inne opcje (np. siłę gry)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testuj</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Uruchom silnik i pozwól mu znaleźć ruch w pozycji Chess960</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nazwa:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opcje:</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Dodaj %1</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>W %1 jest zainstalowany silnik: dodaj go jednym kliknięciem.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Program: %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, autor: %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>Nie obsługuje Chess960 (UCI_Chess960): może grać tylko od klasycznej pozycji początkowej (SP 518).</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Wybierz silnik UCI</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mat w %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Dodano %1.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>Dodano %1 (autor: %2).</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Odczytywanie %1…</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 myśli nad pozycją początkową %2…</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 działa: z pozycji początkowej %2 gra %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Głębokość %1, ocena %2 z perspektywy białych.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>Uruchamianie %1…</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Silniki…</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Inne silniki szachowe: dodawanie, konfiguracja i testowanie silników UCI</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Ocena</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Wykres oceny</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>niedokładność</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>błąd</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>podstawka</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ExplorerPanel</name>
    <message>
        <source>Searching...</source>
        <translation>Wyszukiwanie...</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ruch</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Ruchy zagrane z tej pozycji w twoich bazach (otwartych plikach PGN) i w Moich partiach; kliknięcie wykonuje ruch</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Żadna z twoich partii nie zaczyna się od pozycji startowej tej partii.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>Jedyna partia z tej pozycji startowej nie doszła do tej pozycji.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Żadna z %Ln partii z tej pozycji startowej nie doszła do tej pozycji.</numerusform>
            <numerusform>Żadna z %Ln partii z tej pozycji startowej nie doszła do tej pozycji.</numerusform>
            <numerusform>Żadna z %Ln partii z tej pozycji startowej nie doszła do tej pozycji.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Osiągnięta w %Ln partii z tej pozycji startowej (łącznie %1).</numerusform>
            <numerusform>Osiągnięta w %Ln partiach z tej pozycji startowej (łącznie %1).</numerusform>
            <numerusform>Osiągnięta w %Ln partiach z tej pozycji startowej (łącznie %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Eksplorator otwarć:</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Żadna z tych partii nie ma jeszcze wyniku: brak wyniku procentowego</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remisy</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Rok</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Partie, w których zagrano tu ten ruch</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Wynik białych w partiach z wynikiem (wygrana 1, remis 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Remisy wśród partii z wynikiem</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Średni ranking graczy (ze znanych)</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>Poziom, na jakim strona na posunięciu grała tym ruchem: średni ranking przeciwników i to, ile wart jest jej wynik przeciw nim (partie z wynikiem i przeciwnikiem z rankingiem)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Średni rok rozegrania partii (ze znanych dat)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::FileActions</name>
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
        <source>Open &amp;recent</source>
        <translation>Ostatnio &amp;otwierane</translation>
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
        <source>&amp;Quit</source>
        <translation>&amp;Zakończ</translation>
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
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(plik w poprzedniej postaci: %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Zapisz</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>Plik %1 zmienił się na dysku, odkąd otwarto z niego partię.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>Nic nie zostało zapisane. Zapisz partię w innym pliku albo otwórz plik ponownie, aby zobaczyć, co się zmieniło. „Moje partie” i tak przechowują partię.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Zapisz jako…</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Zapisać zmiany w %1 przed zamknięciem?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>Zapisać zmiany w %1 przed zastąpieniem partii?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>Zapisać partię w pliku przed zamknięciem?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>Zastąpić trwającą partię? Nie została zapisana.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>„Moje partie” i tak przechowują partię ze wszystkimi zmianami.</translation>
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
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Grasz z komputerem. Jak chcesz kontynuować wklejoną partię?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>Przy grze z komputerem ten nadal prowadzi białe na poziomie %1 i wykonuje ruch, gdy kolej na białe.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>Przy grze z komputerem ten nadal prowadzi czarne na poziomie %1 i wykonuje ruch, gdy kolej na czarne.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Graj z komputerem od tego miejsca</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Dwóch graczy od tego miejsca</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>ustawiona pozycja</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 ruch</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ruch</numerusform>
            <numerusform>%n ruchy</numerusform>
            <numerusform>%n ruchów</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>Wznowić niedokończoną partię?

%1 – %2, %3, %4; ostatni ruch: %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>Zapisać partię w pliku przed zamknięciem? Została usunięta ze swojego pliku.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>Zastąpić partię? Została usunięta ze swojego pliku i nie ma jej teraz w żadnym pliku.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>To %1; „Zapisz PGN” zapisze ją z powrotem w tym pliku.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>Nie ma w pliku: 1 ruchu próbowanego w analizie po ostatnim ruchu partii (%1); po zakończeniu analizy partia toczy się dalej od swojego ostatniego ruchu.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>Nie ma w pliku: %n ruchu próbowanego w analizie po ostatnim ruchu partii (od %1); po zakończeniu analizy partia toczy się dalej od swojego ostatniego ruchu.</numerusform>
            <numerusform>Nie ma w pliku: %n ruchów próbowanych w analizie po ostatnim ruchu partii (od %1); po zakończeniu analizy partia toczy się dalej od swojego ostatniego ruchu.</numerusform>
            <numerusform>Nie ma w pliku: %n ruchów próbowanych w analizie po ostatnim ruchu partii (od %1); po zakończeniu analizy partia toczy się dalej od swojego ostatniego ruchu.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>Nie ma w pliku: 1 cofniętego ruchu (%1), który Powtórz ruch zagra ponownie.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>Nie ma w pliku: %n cofniętego ruchu (od %1), który Powtórz ruch zagra ponownie.</numerusform>
            <numerusform>Nie ma w pliku: %n cofniętych ruchów (od %1), które Powtórz ruch zagra ponownie.</numerusform>
            <numerusform>Nie ma w pliku: %n cofniętych ruchów (od %1), które Powtórz ruch zagra ponownie.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 jest na liście w panelu baz partii: kliknij dwukrotnie partię, aby ją otworzyć</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Autozapis</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>Trwającej partii nie można zachować do przywrócenia po awarii (%1: %2). Zapisz ją poleceniem „Zapisz PGN jako…”, aby mieć ją bezpiecznie.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Zapisywanie %1…</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>Plik %1 zmienił się na dysku, odkąd otwarto z niego partię. Niczego nie zapisano. Zastąpiona partia jest w „Moich partiach”, z każdą zmianą.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>Nic w nim nie zmieniono. Partia zostaje na szachownicy i w „Moich partiach”; „Zapisz jako” może zapisać ją w innym pliku.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>Nic w nim nie zmieniono. Zastąpiona partia jest w „Moich partiach”, z każdą zmianą.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 jest jeszcze zapisywany, a partia zmieniła się od tego czasu: zostaje na szachownicy, dopóki zapis się nie zakończy.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, partia %L2 z %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>nie można go zapisać</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Propozycja remisu odrzucona</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>Komputer uważa, że może jeszcze grać o wygraną.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 zagrał %2</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>Komputer zagrał %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Koniec partii</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Awaria silnika</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizuj tę partię</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Przejrzyj tę partię</translation>
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
        <source>%1 declines the draw offer.</source>
        <translation>%1: propozycja remisu odrzucona.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 dostaje dwie minuty więcej na zegarze.</translation>
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
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Silnik białych zawiódł: %1

Przegrywa partię, która zostaje zapisana wraz z opisem tego, co się stało.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Silnik czarnych zawiódł: %1

Przegrywa partię, która zostaje zapisana wraz z opisem tego, co się stało.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>Partia zostaje zachowana w obecnym stanie. Jak chcesz kontynuować?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Graj z komputerem (poziom %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Dwóch graczy od tego miejsca</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analizuj partię</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>Na razie zostaw</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 myśli…</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>P&amp;rzeciwnik</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Kto gra dalej przeciwko tobie od tego miejsca: komputer, inny silnik albo dwóch graczy</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>Komputer (poziom %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>Partia czeka: %1 nie gra dalej. Aby kontynuować, wybierz innego przeciwnika w Partia &gt; Przeciwnik (komputer, inny silnik albo dwóch graczy) albo przeanalizuj partię.</translation>
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
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ruchy</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Filtruj według gracza, turnieju, wyniku, daty lub numeru SP</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>Partia zostanie otwarta po wczytaniu całego pliku...</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Wczytywanie pliku: na razie 1 partia</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Wczytywanie pliku: na razie %Ln partia</numerusform>
            <numerusform>Wczytywanie pliku: na razie %Ln partie</numerusform>
            <numerusform>Wczytywanie pliku: na razie %Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>Nie udało się wczytać pliku do końca: %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partia</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partia</numerusform>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 z 1 partii</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 z %Ln partii</numerusform>
            <numerusform>%1 z %Ln partii</numerusform>
            <numerusform>%1 z %Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Wszystkie partie</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>Dochodzące do pozycji z szachownicy</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>Z jej strukturą pionów</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>Z jej materiałem</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Szukaj pozycji z szachownicy w partiach (po wczytaniu całego pliku)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Wyszukiwanie pozycji w partiach...</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Słowa z graczy, turnieju, miejsca, rundy, daty lub wyniku; „SP 123” dla pozycji startowej; porównania takie jak elo&gt;2400 (obaj gracze), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>niedokończona</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Koniec</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Otwarcie</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Moje partie</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Dowolny wynik</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Wygrały białe</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Wygrały czarne</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Niedokończone</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Tylko partie z tym wynikiem</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>Wczytywanie Moich partii...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Brak duplikatów</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>%Ln duplikat zaznaczony: Usuń… go usunie</numerusform>
            <numerusform>%Ln duplikaty zaznaczone: Usuń… je usunie</numerusform>
            <numerusform>%Ln duplikatów zaznaczonych: Usuń… je usunie</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplikaty</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Tylko partie wprowadzone dwa razy lub urwane (ci sami gracze, pozycja początkowa i ruchy albo ich początek), każda z partią zachowywaną; kopie są zaznaczone do usunięcia</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Szukanie duplikatów…</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Materiał i figury...</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>We wszystkich bazach</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>To samo wyszukiwanie w każdej bazie otwartej w panelu; każda karta mówi, ile jej partii znaleziono</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
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
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> – zaproponowano remis</translation>
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
        <source>Back to the game</source>
        <translation>Wróć do partii</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – remis zgłaszany następnym ruchem</translation>
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
        <source>%1 - %2 - %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Białe SP %2, czarne SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Partia z pliku: jej zegar rusza, a komputer wykonuje ruchy dopiero, gdy grasz dalej (Partia &gt; Graj dalej albo ruch na szachownicy).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) – Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (białe SP %2, czarne SP %3) – Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 odrzuca propozycję remisu: uważa, że wciąż może grać o wygraną.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>Przewodnik silnika</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Zapytaj silnik</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>Ocena wbudowanego silnika: jedno przeszukiwanie do głębokości %1 na jednym wątku, trzy najlepsze pierwsze ruchy, oceny z perspektywy białych</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>Przewodnik nie ma oceny SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Ustawień Double Fischer Random nie ma w przewodniku.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>Silnik szuka: głębokość %1 z %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Ustawień Double Fischer Random nie ma w przewodniku: silnik oceni to na żądanie (kilka sekund).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Ocena: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>wyrównana</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Miejsce %1 z %2 według wyrównania (1 jest najbliżej równowagi)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Najlepsze pierwsze ruchy: %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Linia: %1</translation>
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
    <name>chess960::ui::KeyboardAccess</name>
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
        <source>&amp;Withdraw</source>
        <translation>&amp;Cofnij</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Wycofaj zaznaczenie, zapowiedź, oczekujący ruch lub ruch wyprzedzający</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Potwierdź &amp;ruch</translation>
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
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Ćwiczenie %1 z %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>Ruch %1 był w partii poważnym błędem.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>Ruch %1 był w partii błędem.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Ocena po nim: %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Znajdź lepszy ruch dla białych.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Znajdź lepszy ruch dla czarnych.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pomiń</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Białe nie popełniły w tej partii błędów ani poważnych błędów.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Czarne nie popełniły w tej partii błędów ani poważnych błędów.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>W tej partii nie ma błędów ani poważnych błędów.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Błędy wyszukuje przegląd partii (Partia &gt; Przegląd partii); przejrzana partia zapisana jako PGN je zachowuje.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Rozwiązanie pokazano w %n ćwiczeniu.</numerusform>
            <numerusform>Rozwiązanie pokazano w %n ćwiczeniach.</numerusform>
            <numerusform>Rozwiązanie pokazano w %n ćwiczeniach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Pominięto %n ćwiczenie.</numerusform>
            <numerusform>Pominięto %n ćwiczenia.</numerusform>
            <numerusform>Pominięto %n ćwiczeń.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>Sprawdzanie ruchu %1…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Dalej</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Dobry ruch: %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>Wybór silnika: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 to ruch zagrany w partii (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 to poważny błąd (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 to błąd (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 to niedokładność (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Spróbuj jeszcze raz albo poproś o pokazanie ruchu.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>Silnik gra %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Ocena: %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Szukanie najlepszego ruchu…</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Nauka na błędach</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Czyje błędy:</translation>
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
        <source>Both sides</source>
        <translation>Obie strony</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Pokaż</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Jeszcze raz</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Gotowe: lepszy ruch znaleziony w %1 z 1 ćwiczenia, w tym %2 za pierwszym podejściem.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Gotowe: lepszy ruch znaleziony w %1 z %n ćwiczenia, w tym %2 za pierwszym podejściem.</numerusform>
            <numerusform>Gotowe: lepszy ruch znaleziony w %1 z %n ćwiczeń, w tym %2 za pierwszym podejściem.</numerusform>
            <numerusform>Gotowe: lepszy ruch znaleziony w %1 z %n ćwiczeń, w tym %2 za pierwszym podejściem.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Moje partie</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>Nie można zapisać indeksu Moich partii: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>Mo&amp;je partie…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Moje partie</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Nie można otworzyć %1: %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Otwarto z „Moich partii”</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Każda partia rozegrana tutaj, skończona lub nie: szukaj, otwórz, eksportuj lub usuń</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>Moje partie nie mogą zachować tej partii (%1: %2). Zapisz ją poleceniem „Zapisz PGN jako…”, zanim zamkniesz program.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>nie można jej zapisać</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
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
        <source>Game</source>
        <translation>Partia</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ustawienia</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ustawienia</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>Nie udało się odczytać całego pliku ustawień. Używane są ustawienia, które dało się odczytać, a Twoje wybory są znów zapisywane; plik w poprzedniej postaci zachowano jako %1.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>Plik ustawień można znowu zapisać.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Wyszukiwanie materiału</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Partie, w których każda strona ma oprócz króla te figury. „Do” ustawione na maksimum oznacza dowolną liczbę.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Końcówka według nazwy...</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Końcówki wieżowe</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Końcówki pionkowe</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Końcówki hetmańskie</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Końcówki lekkofigurowe</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Gońce różnopolowe</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Hetman przeciw wieży i lekkiej figurze</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Wieża przeciw lekkiej figurze</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>Figury z szachownicy, pionki dowolne</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Wypełnia liczby poniżej; każdą można potem zmienić</translation>
    </message>
    <message>
        <source>from</source>
        <translation>od</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Hetmany</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Wieże</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Gońce</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Skoczki</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Lekkie figury (gońce i skoczki)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pionki</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>Na dowolnych polach</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>Po jednym, na polach różnego koloru</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>Po jednym, na polach tego samego koloru</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Gońce:</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Aby pozycja, przez którą przechodzi się w wymianie, nie została uznana za końcówkę; partia kończąca się z tym materiałem liczy się, choćby krótko</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Przez co najmniej tyle &amp;półruchów:</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Każda strona może mieć dowolny zestaw (hetman przeciw wieży, niezależnie, kto ma hetmana)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Szukaj</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Jedna strona</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Białe</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>Druga strona</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Czarne</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ruch:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Wpisz ruch</translation>
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
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Wpisz ruch w SAN (%1, exd5, O-O, %2) lub UCI (g1f3, e1g1 albo e1h1 dla roszady) i naciśnij Enter</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveTreeView</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Przesuń wariant wyżej</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Ustaw jako wariant główny</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Usuń od tego miejsca</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Komentarz…</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Znak oceny</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Bez znaku</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Kopiuj wariant</translation>
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
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>&amp;Fora czasowa: każda strona ma własny zegar</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Ty:</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>Komputer:</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>&amp;Silniki grają ze sobą</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Silnik:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Wbudowany silnik</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Ogranicz siłę do (Elo):</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Poziom</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Różne ustawienia dla białych i czarnych</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random: pierwsza linia każdej strony to jedna z 960, wybierana osobno</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Czarne: </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Losowo: jedna z 921&#xa0;600 pozycji Double Fischer Random</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Białe SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, czarne SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Bez zegara ruchy co najmniej:</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> s odstępu</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>Silniki, które odpowiadają od razu, czekają tyle, aby dało się śledzić partię; z zegarem grają we własnym tempie</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Tylko wyrównane pozycje</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Losowana spośród pozycji startowych, które przewodnik silnika uznaje za wyrównane (w granicach ±%1)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Losowa: jedna z %1 wyrównanych pozycji</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Obraz szachownicy skopiowany</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Zapisz obraz szachownicy</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Obraz PNG (*.png);;Rysunek SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Kopiuj &amp;obraz szachownicy</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>Pokazana pozycja jako obraz, tak jak pokazuje ją szachownica</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Zapisz obraz szachownicy…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Nie można zapisać %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Zapisano %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
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
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Zgłoś remis &amp;następnym ruchem…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Twój następny ruch po raz trzeci powtarza pozycję lub dopełnia 50 posunięć: nim zgłaszasz remis</translation>
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
        <source>&amp;Back to the game</source>
        <translation>&amp;Wróć do partii</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nowa partia</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Poddać tę partię?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Zgłoszenie remisu: twój następny ruch jest zgłoszeniem. Jeśli jest bezzasadne, ruch pozostaje, a przeciwnik dostaje dwie minuty więcej.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Zgłoszenie remisu: twój następny ruch jest zgłoszeniem. Jeśli jest bezzasadne, ruch pozostaje.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Kontynuuj tę partię od jej ostatniego ruchu: jej zegar rusza, a komputer wykonuje ruch, gdy przyjdzie jego kolej</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>&amp;Graj dalej</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 nie odpowiedział ruchem, zanim skończył mu się czas.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 odpowiedział ruchem, który jest tu niedozwolony.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Gracze w %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Znajdź gracza po części nazwiska</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>&amp;Pokaż partie</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Partie gracza na liście pliku</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Wczytywanie graczy...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Nie udało się odczytać indeksu pliku: otwórz plik ponownie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln gracz</numerusform>
            <numerusform>%Ln graczy</numerusform>
            <numerusform>%Ln graczy</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partia</numerusform>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln partii</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 w %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 z %2 w %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>inne początki</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 pkt z %Ln partii z wynikiem</numerusform>
            <numerusform>%1 pkt z %Ln partii z wynikiem</numerusform>
            <numerusform>%1 pkt z %Ln partii z wynikiem</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Wygrane %1, remisy %2, przegrane %3; %4 białymi, %5 czarnymi</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1: %Ln partia</numerusform>
            <numerusform>%1: %Ln partie</numerusform>
            <numerusform>%1: %Ln partii</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>i %Ln więcej</numerusform>
            <numerusform>i %Ln więcej</numerusform>
            <numerusform>i %Ln więcej</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Punkty w procentach partii z wynikiem</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Wygrane, remisy i przegrane</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>Najniższy i najwyższy ranking gracza w tych partiach</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Ranking, jaki są warte wyniki gracza przeciw przeciwnikom z rankingiem</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>Data pierwszej partii</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>Data ostatniej partii</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Ile pozycji startowych i najczęściej grane</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Wynik</translation>
    </message>
    <message>
        <source>+ = −</source>
        <translation>+ = −</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Perf.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Pierwsza</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ostatnia</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Pozycje startowe</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Gracz</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Komputer (poziom %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Dwóch graczy przy jednej szachownicy</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Gra z komputerem, poziom %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Gra z silnikiem %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 przeciw %2</translation>
    </message>
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
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Pozycja początkowa %1 (%2) po 1 półruchu. Zrób roszadę na szachownicy (liczy się tylko roszada) albo wybierz, dlaczego jest niemożliwa.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchu. Zrób roszadę na szachownicy (liczy się tylko roszada) albo wybierz, dlaczego jest niemożliwa.</numerusform>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchach. Zrób roszadę na szachownicy (liczy się tylko roszada) albo wybierz, dlaczego jest niemożliwa.</numerusform>
            <numerusform>Pozycja początkowa %1 (%2) po %n półruchach. Zrób roszadę na szachownicy (liczy się tylko roszada) albo wybierz, dlaczego jest niemożliwa.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Wszystko, z pozycji startowej %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Wszystko</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Tylko roszady rodzaju %1</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Tylko dozwolone roszady</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Tylko: %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Tylko O-O-O (strona a)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Tylko O-O (strona h)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>Dowolna pozycja startowa</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>Przegląd przerwany: %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Przegląd: %1 z %2 pozycji</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Dokończ przegląd</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Silnik przeglądu</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Wbudowany silnik</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Prze&amp;gląd partii</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Szybki</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normalny</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Dokładny</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Nauka na &amp;błędach…</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Znajdź lepsze ruchy tam, gdzie przegląd oznaczył błędy i poważne błędy</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Przegląd: początek</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Dokładność</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Średnia strata</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Przegląd przerwany: nieosiągnięte ruchy nie mają oznaczeń.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Nauka na błędach</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Średnia strata w setnych częściach piona; ?! niedokładności, ? błędy, ?? poważne błędy</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>ruch %1 z %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Przegląd partii</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>Program zakończył pracę podczas przeglądu partii %1: przegląd doszedł do: %2.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>Dokończyć przegląd teraz? Partia pochodzi z Moich partii.</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>Przegląd tej partii zatrzymał się na: %1.</translation>
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
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>Przy grze z komputerem: ruch wy&amp;przedzający, gdy komputer myśli (Esc lub prawy przycisk myszy anuluje)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Dźwięk</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>Odtwarzaj dźw&amp;ięki (ruchy, szachy, początek i koniec partii, kończący się czas)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Głośność:</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Litery języka (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Litery angielskie (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Figurki (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Jak ruchy są pokazywane i wpisywane; zapisane partie zachowują angielskie litery wymagane przez PGN</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>&amp;Zapis ruchów:</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Pokaż pozostałe prawa do roszady (znak na każdej wieży, która je zachowuje)</translation>
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
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 rzut pominięty</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n rzut pominięty</numerusform>
            <numerusform>; %n rzuty pominięte</numerusform>
            <numerusform>; %n rzutów pominiętych</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; 1 wartość została na końcu</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; %n wartość została na końcu</numerusform>
            <numerusform>; %n wartości zostały na końcu</numerusform>
            <numerusform>; %n wartości zostało na końcu</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Różne ustawienia dla białych i czarnych</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Czarne: SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 nie jest numerem pozycji startowej: numery to od 0 do 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>„%1” nie jest liczbą: wpisz numer pozycji startowej od 0 do 959.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Król %2 → %3, wieża %4 → %5&lt;br&gt;Rodzaj: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Muszą być wolne: %8&lt;br&gt;Nie mogą być atakowane: %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Tylko wyrównane</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Tasowanie losuje spośród pozycji startowych, które przewodnik silnika uznaje za wyrównane (w granicach ±%1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>&amp;Znaczniki partii...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>Gracze, turniej, miejsce, data, runda, rankingi i każdy inny znacznik partii</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>Znaczniki partii zostały zmienione</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>wygrały białe</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>wygrały czarne</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nierozstrzygnięta</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Znaczniki partii</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Znacznik</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wartość</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Zapisywane na podstawie samej partii, nie tutaj: wynik (%1), pozycja początkowa, tempo gry i sposób zakończenia partii.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>&amp;Dodaj znacznik</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>&amp;Usuń znacznik</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>Znacznik ma wartość, ale nie ma nazwy.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>„%1” nie może być nazwą znacznika: zaczyna się od litery lub cyfry, potem tylko litery, cyfry i _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 jest zapisywany na podstawie samej partii i nie można go tu ustawić.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 podano dwa razy.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 to data w postaci rok.miesiąc.dzień, z ?? dla tego, czego nie wiadomo: 2024.05.17 lub 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 to ranking, liczba całkowita od 0 do 4000, albo puste pole.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 nie może zawierać podziału wiersza.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>Nie znaleziono pliku silnika %1.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>Plik silnika %1 nie jest programem wykonywalnym.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 nie może grać tej pozycji: nie obsługuje Chess960 (UCI_Chess960), a roszada w tej pozycji tego wymaga. Bez tego może grać tylko od klasycznej pozycji początkowej (SP 518).</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 wypisał wiersz dłuższy niż %2 KB: zalewa wyjście danymi.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 wypisał ponad %2 wierszy w ciągu jednej sekundy: zalewa wyjście danymi.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 odpowiedział „%2”, co nie jest ruchem.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 zagrał %2, co nie jest dozwolonym ruchem w tej pozycji (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 zapisał roszadę jako %2, a nie jako bicie własnej wieży królem, czego wymaga tryb Chess960.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 zapisał roszadę jako %2 – bicie własnej wieży królem, a to jest notacja Chess960.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 uległ awarii (sygnał %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 sam zakończył działanie z kodem wyjścia %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 nie jest silnikiem UCI: zakończył działanie, zanim odpowiedział „uciok” na „uci”. %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Nie można uruchomić silnika %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 nie jest silnikiem UCI: nie odpowiedział „uciok” na „uci” w ciągu %2 s.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 zawiesił się: nie odpowiedział na „isready” w ciągu %2 s.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 zawiesił się: nie przysłał ruchu ani w swoim czasie, ani w ciągu kolejnych %2 s.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 zawiesił się: nie odpowiedział na „stop” w ciągu %2 s.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>Ostatnio napisał: „%1”.</translation>
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
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Przy starcie podłącz szachownicę elektroniczną &lt;kind:port&gt;: dgt:PORT lub millennium:PORT (PORT: port szeregowy lub dowolna ścieżka, np. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
