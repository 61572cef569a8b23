<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>il pedone bianco</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>il pedone nero</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>il cavallo bianco</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>il cavallo nero</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>l&apos;alfiere bianco</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>l&apos;alfiere nero</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>la torre bianca</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>la torre nera</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>la donna bianca</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>la donna nera</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>il re bianco</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>il re nero</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pedone</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfiere</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>verso il lato h (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>verso il lato a (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>doppio spostamento</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>scambio di case</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>si muove solo il re</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>si muove solo la torre</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Muovi prima il re: occupa la casa d&apos;arrivo della torre, %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Muovi prima la torre: occupa la casa d&apos;arrivo del re, %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>Può muovere per primo il re o la torre.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Si muove solo il re, scavalcando la torre in %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Si muove solo la torre, scavalcando il re in %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>Re e torre si scambiano le case: sollevali entrambi, poi metti ciascuno sulla casa dell&apos;altro.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>Il Bianco non ha più diritto all’arrocco verso il lato h: il re o quella torre si è già mosso</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>Il Bianco non ha più diritto all’arrocco verso il lato a: il re o quella torre si è già mosso</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>Il Nero non ha più diritto all’arrocco verso il lato h: il re o quella torre si è già mosso</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>Il Nero non ha più diritto all’arrocco verso il lato a: il re o quella torre si è già mosso</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>Il re è sotto scacco da parte di %1 in %2</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>%1 è occupata da %2</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>%1 è attaccata da %2 in %3</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>dopo il re sarebbe sotto scacco</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 non è possibile: %2</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>arroccare</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>re sotto scacco</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>attraversa una casa attaccata</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>arriva su una casa attaccata</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>percorso ostruito</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>diritto perso</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>partita in corso</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>scacco matto</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>stallo</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>materiale insufficiente</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quintupla ripetizione</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>regola delle 75 mosse</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>triplice ripetizione reclamata</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>regola delle 50 mosse reclamata</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abbandono</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>patta d’accordo</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>sconfitta per tempo</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>tempo scaduto, ma l’avversario non può dare matto</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>partita interrotta</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>decisione arbitrale</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>infrazione al regolamento</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>risultato senza motivazione</translation>
    </message>
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>re %1 → %2, torre %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>la partita è cominciata senza</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>il re si è mosso (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>il re ha arroccato (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>la torre del lato h si è mossa (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>la torre del lato a si è mossa (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>la torre del lato h è stata catturata (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>la torre del lato a è stata catturata (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>Il Bianco non ha più diritto all’arrocco verso il lato h: %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>Il Bianco non ha più diritto all’arrocco verso il lato a: %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>Il Nero non ha più diritto all’arrocco verso il lato h: %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>Il Nero non ha più diritto all’arrocco verso il lato a: %1</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>pawn</source>
        <translation>pedone</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavallo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfiere</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>Il testo è vuoto</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, colonna %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>La posizione iniziale %1 non esiste: usa da 0 a 959</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>La partita è finita (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>La riga %1 delle statistiche di allenamento non è leggibile: %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Le statistiche di allenamento sono vuote</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Il Bianco ha subito scacco matto</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Il Nero ha subito scacco matto</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Il Bianco dà matto in %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Il Nero dà matto in %1</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, la posizione è pari</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, il Bianco sta leggermente meglio</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, il Nero sta leggermente meglio</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, il Bianco sta meglio</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, il Nero sta meglio</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, il Bianco sta vincendo</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, il Nero sta vincendo</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> in %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> sulla colonna %1</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> sulla traversa %1</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>uno spazio</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>byte 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>nessun re</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 re</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 re</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>nessuna donna</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 donna</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 donne</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>nessuna torre</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 torre</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 torri</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>nessun alfiere</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 alfiere</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 alfieri</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>nessun cavallo</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 cavallo</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 cavalli</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>Il FEN è vuoto</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>Il FEN ha 1 campo: manca il campo del tratto</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>Il FEN ha 2 campi: manca il campo dei diritti di arrocco</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>Il FEN ha 3 campi: manca il campo della casa en passant</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>Il FEN ha %1 campi; ne sono ammessi al massimo 6 (posizione, tratto, arrocco, en passant, contatore delle semimosse, numero della mossa)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Disposizione dei pezzi: la traversa %1 ha 1 casa invece di 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Disposizione dei pezzi: la traversa %1 ha %2 case invece di 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Disposizione dei pezzi: più di 8 traverse</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Disposizione dei pezzi: due cifre di seguito sulla traversa %1 (scrivi una sola cifra per una serie di case vuote)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Disposizione dei pezzi: la traversa %1 ha più di 8 case</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Disposizione dei pezzi: &apos;%1&apos; non è una lettera di pezzo (KQRBNP per il Bianco, kqrbnp per il Nero, cifre 1-8 per le case vuote)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Disposizione dei pezzi: trovata 1 traversa, attese 8</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Disposizione dei pezzi: trovate %1 traverse, attese 8</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Il tratto deve essere &apos;w&apos; o &apos;b&apos;, non &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>Il Bianco non ha il re; ce ne deve essere esattamente uno</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>Il Nero non ha il re; ce ne deve essere esattamente uno</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Il Bianco ha %1 re; ce ne deve essere esattamente uno</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Il Nero ha %1 re; ce ne deve essere esattamente uno</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>C’è un pedone in %1: i pedoni non possono mai stare sulla prima o sull’ultima traversa</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Il Bianco ha %1 pedoni; al massimo ne sono possibili 8</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Il Nero ha %1 pedoni; al massimo ne sono possibili 8</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Il Bianco ha %1 pezzi in più della posizione iniziale, ma mancano solo %2 pedoni che potrebbero essere stati promossi</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Il Nero ha %1 pezzi in più della posizione iniziale, ma mancano solo %2 pedoni che potrebbero essere stati promossi</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>Il re bianco in %1 è sotto scacco da %2, ma tocca al Nero</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>Il re nero in %1 è sotto scacco da %2, ma tocca al Bianco</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Il re bianco è attaccato da %1 pezzi contemporaneamente, cosa che nessuna mossa legale può produrre</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Il re nero è attaccato da %1 pezzi contemporaneamente, cosa che nessuna mossa legale può produrre</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Diritti di arrocco: &apos;%1&apos; non è ammesso (usa K, Q, k, q, le lettere di colonna A-H / a-h, oppure &apos;-&apos;)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il re bianco è in %2, non sulla sua prima traversa, quindi si è già mosso</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il re nero è in %2, non sulla sua prima traversa, quindi si è già mosso</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il Bianco non ha una torre sul lato h del suo re in %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il Bianco non ha una torre sul lato a del suo re in %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il Nero non ha una torre sul lato h del suo re in %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma il Nero non ha una torre sul lato a del suo re in %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma non c’è una torre bianca in %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Diritti di arrocco: &apos;%1&apos;, ma non c’è una torre nera in %2</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Diritti di arrocco: il re bianco in %1 è in un angolo, quindi non può avere diritti di arrocco</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Diritti di arrocco: il re nero in %1 è in un angolo, quindi non può avere diritti di arrocco</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Diritti di arrocco: due diritti verso il lato h per il Bianco (&apos;%1&apos; ne ripete uno)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Diritti di arrocco: due diritti verso il lato a per il Bianco (&apos;%1&apos; ne ripete uno)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Diritti di arrocco: due diritti verso il lato h per il Nero (&apos;%1&apos; ne ripete uno)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Diritti di arrocco: due diritti verso il lato a per il Nero (&apos;%1&apos; ne ripete uno)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Casa en passant &apos;%1&apos;: non è il nome di una casa</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>La casa en passant %1 deve essere sulla traversa %2 quando tocca al Bianco</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>La casa en passant %1 deve essere sulla traversa %2 quando tocca al Nero</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>La casa en passant %1 è impossibile: non c’è un pedone bianco in %2 che possa aver appena fatto due passi</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>La casa en passant %1 è impossibile: non c’è un pedone nero in %2 che possa aver appena fatto due passi</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>La casa en passant %1 è impossibile: %2 è occupata, quindi nessun pedone può averla appena attraversata</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>Il contatore delle semimosse &apos;%1&apos; deve essere un numero intero da 0 in su</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>Il numero della mossa &apos;%1&apos; deve essere un numero intero da 1 in su</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; non è una mossa UCI (atteso ad es. e2e4, e7e8q o e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos;: la prima casa non è il nome di una casa</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos;: la seconda casa non è il nome di una casa</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos;: il pezzo di promozione deve essere q, r, b o n</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; è una promozione: aggiungi la lettera del pezzo (q, r, b o n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; non è legale: %2 è vuota</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; non è legale: il pezzo in %2 appartiene alla parte che non ha il tratto</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; non è una mossa legale in questa posizione</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; non è una mossa</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos;: il Bianco non può arroccare verso il lato h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos;: il Bianco non può arroccare verso il lato a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos;: il Nero non può arroccare verso il lato h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos;: il Nero non può arroccare verso il lato a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos;: un pedone si promuove a donna, torre, alfiere o cavallo (=Q, =R, =B o =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; non è una mossa in SAN (ad es. Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; non termina con una casa di arrivo</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos;: &apos;%2&apos; inatteso</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; è ambigua: può essere %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos; richiede un pezzo di promozione, ad es. %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; non è una promozione: un pedone si promuove sull’ultima traversa</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; non è una mossa di re legale; l’arrocco si scrive %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; non è legale</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; non è legale: %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>Il Bianco non ha nessun pezzo di quel tipo (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>Il Nero non ha nessun pezzo di quel tipo (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>non c’è nessun pezzo bianco (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>non c’è nessun pezzo nero (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>in %1 c’è già un pezzo bianco (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>in %1 c’è già un pezzo nero (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>il re bianco non può andare in %1, dove sarebbe sotto scacco</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>il re nero non può andare in %1, dove sarebbe sotto scacco</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>il pezzo bianco (%1) in %2 non può andarci: il re bianco resterebbe sotto scacco</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>il pezzo nero (%1) in %2 non può andarci: il re nero resterebbe sotto scacco</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>il pezzo bianco (%1) in %2 non può andarci: il re bianco finirebbe sotto scacco</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>il pezzo nero (%1) in %2 non può andarci: il re nero finirebbe sotto scacco</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>nessun pezzo bianco (%1)%2 può andare in %3</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>nessun pezzo nero (%1)%2 può andare in %3</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>Il testo non contiene alcuna partita PGN</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>partita %1, riga %2, colonna %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>&apos;$&apos; deve essere seguito da un numero (un NAG come $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; non è un segno di valutazione (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>carattere inatteso &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>il commento aperto qui con &apos;{&apos; non viene mai chiuso con &apos;}&apos;</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>il valore tra virgolette non è chiuso sulla sua riga</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>un tag richiede un nome dopo &apos;[&apos;, ad es. [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>il tag %1 richiede un valore tra virgolette</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>il tag %1 non è chiuso con &apos;]&apos;</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>la variante &apos;%1&apos; non è Chess960 né scacchi classici, le uniche lette qui</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>il tag FEN non è valido</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>il tag FEN non è valido: %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>una partita di Chess960 richiede un tag FEN con la sua posizione iniziale</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>la variante aperta qui con &apos;(&apos; non viene mai chiusa</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>mossa %1 del Bianco</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>mossa %1 del Nero</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; è una mossa nulla (un passo), che una partita non può contenere fuori da una variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; arriva dopo che la partita è finita per %2</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; in mezzo alle mosse; i tag vanno prima</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 non è un NAG (arrivano fino a $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; chiude una variante mai aperta</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>il testo tra virgolette va in un tag: [Name &quot;valore&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; fuori da un tag</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>il tag Result &apos;%1&apos; non è 1-0, 0-1, 1/2-1/2 o *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>le mosse finiscono con %1 ma il tag Result dice %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>il risultato è %1 ma la posizione finale è %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>La prima traversa è vuota: inserisci 8 lettere di pezzi per le colonne da a ad h, come RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>Una prima traversa ha 8 case, da a ad h: trovato 1 carattere</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>Una prima traversa ha 8 case, da a ad h: trovati %1 caratteri</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Casa %1: un pedone non può stare sulla prima traversa (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Casa %1: %2 non è una lettera di pezzo (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Carattere %1: un pedone non può stare sulla prima traversa (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Carattere %1: %2 non è una lettera di pezzo (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Ci devono essere esattamente un re, una donna, due torri, due alfieri e due cavalli: trovati %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Gli alfieri in %1 e %2 sono entrambi su case scure</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Gli alfieri in %1 e %2 sono entrambi su case chiare</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>Il re in %1 non è tra le due torri</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>La posizione iniziale è già completa: azzera per tirare di nuovo</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 non è un valore del dado (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>Il lancio %1 è %2: un dado mostra da 1 a 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>Nessun lancio indicato</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>1 lancio indicato</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1; l’alfiere camposcuro ha ancora bisogno di un lancio</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1; l’alfiere campochiaro ha ancora bisogno di un lancio</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1; la donna ha ancora bisogno di un lancio</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1; il primo cavallo ha ancora bisogno di un lancio</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1; il secondo cavallo ha ancora bisogno di un lancio</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>%n lancio indicato</numerusform>
            <numerusform>%n lanci indicati</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>il re bianco in %1 ha lasciato la sua prima traversa</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>il re nero in %1 ha lasciato la sua prima traversa</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>il re bianco in %1 è in un angolo</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>il re nero in %1 è in un angolo</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>nessuna torre bianca sulla prima traversa</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>nessuna torre nera sulla prima traversa</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>nessuna torre bianca sul lato h del re</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>nessuna torre nera sul lato h del re</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>nessuna torre bianca sul lato a del re</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>nessuna torre nera sul lato a del re</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>nessuna torre bianca in %1</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>nessuna torre nera in %1</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Diritto di arrocco %1 rimosso: %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Diritti di arrocco %1 rimossi: %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; apre una variante prima di qualsiasi mossa che possa sostituire</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>le varianti annidate oltre %1 livelli non vengono lette</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>Non è un file PGN: contiene dati binari (byte 0x%3 alla riga %1, colonna %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>Non è un file PGN: non contiene nulla che si legga come tag o mossa; il primo errore è alla riga %1, colonna %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Il re bianco è sotto scacco da %1 e %2 contemporaneamente, cosa che nessuna singola mossa può dare</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Il re nero è sotto scacco da %1 e %2 contemporaneamente, cosa che nessuna singola mossa può dare</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Il re bianco è sotto scacco da %1 e lo era già prima che il pedone in %2 avanzasse di due case, quindi quel doppio passo non è stato l’ultima mossa</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Il re nero è sotto scacco da %1 e lo era già prima che il pedone in %2 avanzasse di due case, quindi quel doppio passo non è stato l’ultima mossa</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>Casa en passant %1: il Bianco non ha lì nessuna cattura legale</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>Casa en passant %1: il Nero non ha lì nessuna cattura legale</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation>Pedone</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavallo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfiere</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Donna</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Re</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, promuove a cavallo</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, promuove ad alfiere</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, promuove a torre</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, promuove a donna</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Il Bianco arrocca verso il lato h</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Il Bianco arrocca verso il lato a</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Il Nero arrocca verso il lato h</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Il Nero arrocca verso il lato a</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>pedone bianco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavallo bianco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfiere bianco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre bianca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>donna bianca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>re bianco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pedone nero</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavallo nero</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfiere nero</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre nera</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>donna nera</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>re nero</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 cattura %2 en passant</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 cattura %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, scacco matto</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, stallo</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, scacco</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>buona mossa</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>mossa brillante</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>svista</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>mossa interessante</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>mossa dubbia</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>mossa forzata</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>l’unica mossa</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>la mossa peggiore</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>posizione di patta</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>possibilità pari, posizione tranquilla</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>possibilità pari, posizione dinamica</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>posizione poco chiara</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>il Bianco sta leggermente meglio</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>il Nero sta leggermente meglio</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>il Bianco sta meglio</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>il Nero sta meglio</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>il Bianco sta vincendo</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>il Nero sta vincendo</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>il Bianco ha un vantaggio schiacciante</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>il Nero ha un vantaggio schiacciante</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>il Bianco è in zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>il Nero è in zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>il Bianco ha un leggero vantaggio di spazio</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>il Nero ha un leggero vantaggio di spazio</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>il Bianco ha un discreto vantaggio di spazio</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>il Nero ha un discreto vantaggio di spazio</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>il Bianco ha un vantaggio di spazio decisivo</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>il Nero ha un vantaggio di spazio decisivo</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>il Bianco ha un leggero vantaggio di sviluppo</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>il Nero ha un leggero vantaggio di sviluppo</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>il Bianco ha un vantaggio di sviluppo</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>il Nero ha un vantaggio di sviluppo</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>il Bianco ha un vantaggio di sviluppo decisivo</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>il Nero ha un vantaggio di sviluppo decisivo</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>il Bianco ha l’iniziativa</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>il Nero ha l’iniziativa</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>il Bianco ha un’iniziativa duratura</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>il Nero ha un’iniziativa duratura</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>il Bianco ha l’attacco</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>il Nero ha l’attacco</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>il Bianco non ha compenso sufficiente per il materiale</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>il Nero non ha compenso sufficiente per il materiale</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>il Bianco ha compenso per il materiale</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>il Nero ha compenso per il materiale</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>il Bianco ha compenso più che sufficiente per il materiale</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>il Nero ha compenso più che sufficiente per il materiale</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>il Bianco controlla leggermente meglio il centro</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>il Nero controlla leggermente meglio il centro</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>il Bianco controlla meglio il centro</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>il Nero controlla meglio il centro</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>il Bianco controlla il centro in modo decisivo</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>il Nero controlla il centro in modo decisivo</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>il Bianco controlla leggermente meglio l’ala di re</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>il Nero controlla leggermente meglio l’ala di re</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>il Bianco controlla meglio l’ala di re</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>il Nero controlla meglio l’ala di re</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>il Bianco controlla l’ala di re in modo decisivo</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>il Nero controlla l’ala di re in modo decisivo</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>il Bianco controlla leggermente meglio l’ala di donna</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>il Nero controlla leggermente meglio l’ala di donna</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>il Bianco controlla meglio l’ala di donna</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>il Nero controlla meglio l’ala di donna</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>il Bianco controlla l’ala di donna in modo decisivo</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>il Nero controlla l’ala di donna in modo decisivo</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>la prima traversa del Bianco è vulnerabile</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>la prima traversa del Nero è vulnerabile</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>la prima traversa del Bianco è ben protetta</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>la prima traversa del Nero è ben protetta</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>il re bianco è poco protetto</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>il re nero è poco protetto</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>il re bianco è ben protetto</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>il re nero è ben protetto</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>il re bianco è mal piazzato</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>il re nero è mal piazzato</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>il re bianco è ben piazzato</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>il re nero è ben piazzato</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>il Bianco ha una struttura pedonale molto debole</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>il Nero ha una struttura pedonale molto debole</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>il Bianco ha una struttura pedonale debole</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>il Nero ha una struttura pedonale debole</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>il Bianco ha una struttura pedonale solida</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>il Nero ha una struttura pedonale solida</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>il Bianco ha una struttura pedonale molto solida</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>il Nero ha una struttura pedonale molto solida</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>i cavalli bianchi sono mal piazzati</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>i cavalli neri sono mal piazzati</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>i cavalli bianchi sono ben piazzati</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>i cavalli neri sono ben piazzati</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>gli alfieri bianchi sono mal piazzati</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>gli alfieri neri sono mal piazzati</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>gli alfieri bianchi sono ben piazzati</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>gli alfieri neri sono ben piazzati</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>le torri bianche sono mal piazzate</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>le torri nere sono mal piazzate</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>le torri bianche sono ben piazzate</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>le torri nere sono ben piazzate</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>la donna bianca è mal piazzata</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>la donna nera è mal piazzata</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>la donna bianca è ben piazzata</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>la donna nera è ben piazzata</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>i pezzi bianchi sono poco coordinati</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>i pezzi neri sono poco coordinati</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>i pezzi bianchi sono ben coordinati</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>i pezzi neri sono ben coordinati</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>il Bianco ha giocato molto male l’apertura</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>il Nero ha giocato molto male l’apertura</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>il Bianco ha giocato male l’apertura</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>il Nero ha giocato male l’apertura</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>il Bianco ha giocato bene l’apertura</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>il Nero ha giocato bene l’apertura</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>il Bianco ha giocato molto bene l’apertura</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>il Nero ha giocato molto bene l’apertura</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>il Bianco ha giocato molto male il mediogioco</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>il Nero ha giocato molto male il mediogioco</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>il Bianco ha giocato male il mediogioco</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>il Nero ha giocato male il mediogioco</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>il Bianco ha giocato bene il mediogioco</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>il Nero ha giocato bene il mediogioco</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>il Bianco ha giocato molto bene il mediogioco</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>il Nero ha giocato molto bene il mediogioco</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>il Bianco ha giocato molto male il finale</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>il Nero ha giocato molto male il finale</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>il Bianco ha giocato male il finale</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>il Nero ha giocato male il finale</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>il Bianco ha giocato bene il finale</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>il Nero ha giocato bene il finale</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>il Bianco ha giocato molto bene il finale</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>il Nero ha giocato molto bene il finale</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>il Bianco ha un leggero controgioco</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>il Nero ha un leggero controgioco</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>il Bianco ha controgioco</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>il Nero ha controgioco</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>il Bianco ha un controgioco decisivo</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>il Nero ha un controgioco decisivo</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>il Bianco è a corto di tempo</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>il Nero è a corto di tempo</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>il Bianco è in grave zeitnot</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>il Nero è in grave zeitnot</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>con l’idea</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>novità</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>Il file è di sola lettura.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Il file non contiene nessuna partita.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>Il file non esiste più.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>Impossibile scrivere la copia del file com’era, %1: %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>Il file è cambiato da quando le sue partite sono state elencate: aprilo di nuovo.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>Il file non conterrebbe più alcuna partita: elimina piuttosto il file stesso.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>I tag di una partita al byte %1 non si possono leggere.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Il file è stato modificato da un altro programma mentre veniva letto.</translation>
    </message>
</context>
<context>
    <name>PieceNotation</name>
    <message>
        <source>K Q R B N</source>
        <comment>the letters of king, queen, rook, bishop and knight in this language&apos;s chess notation, in that order, separated by spaces (German: K D T L S)</comment>
        <translation>R D T A C</translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation>arroccare: %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>una mossa illegale</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (l’altro arrocco)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Bianco: arrocca %1, o spiega perché non si può</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Nero: arrocca %1, o spiega perché non si può</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Bianco: arrocca %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Nero: arrocca %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>non possibile: %1</translation>
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
        <translation>Qui l’arrocco è consentito.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Ardesia</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Muschio</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Noce</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Semplici</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classici</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossibile creare la cartella %1.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>il file o la sua cartella non può essere scritto</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Le tue scelte non possono essere salvate in %1: %2. Restano valide finché il programma è aperto e vengono salvate appena il file può essere scritto.</translation>
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
        <translation>Scacchiera %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Posizione iniziale %1 di Chess960 (da 0 a 959)</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Prima traversa del Bianco da a ad h; quella del Nero è speculare:</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN:</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>Con la procedura dei dadi di Althöfer:</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>Impossibile preparare le pagine.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>Impossibile preparare la pagina %1.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Posizioni iniziali di Chess960</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Motore: %1, equilibrata</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Motore: %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · prime mosse consigliate: %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> o </translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation>Informazioni su Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Gli scacchi casuali di Fischer (Chess960) sul computer: gioca contro il computer o un amico da una qualsiasi delle 960 posizioni iniziali, esercitati nell’arrocco ed estrai posizioni iniziali per una scacchiera vera.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilato con Qt %1, in esecuzione con Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 Al suo posto analizza il motore integrato.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>Ana&amp;lizza</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Prova mosse per entrambi i colori in qualsiasi punto della partita, con le varianti del motore (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>Continua da &amp;qui…</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Una nuova partita dalla posizione visualizzata, contro il computer o tra due giocatori</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Rendi variante principale</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>Le mosse della partita in corso restano la variante principale finché la partita non è finita o analizzata.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Elimina da qui</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Le mosse della partita in corso non si possono eliminare: ritirale.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commento</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Commento dopo la mossa:</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continua da qui</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>Iniziare una nuova partita dalla posizione visualizzata?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Gioca contro il computer</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Due giocatori</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Analisi in corso…</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Profondità %1, %2 kn/s</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>Ana&amp;lizza</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>Il motore analizza la posizione visualizzata finché non lo spegni</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Varianti:</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Numero di varianti</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motore integrato</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Motore che analizza</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Nessuna scacchiera collegata.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>In attesa della risposta della scacchiera su %1...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Collegato alla scacchiera su %1.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Versione %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Numero di serie %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Nuovo tentativo in corso.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Scacchiera elettronica</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Tipo di scacchiera:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Porta:</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>ad es. /dev/ttyUSB0 o COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Cerca di nuovo</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Una partita disposta sulla scacchiera si gioca contro il &amp;computer (altrimenti tra i due giocatori alla scacchiera)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Collega</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Scollega</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Nessuna risposta da una scacchiera %1 su %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>La scacchiera su %1 non c&apos;è più: %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Pezzi, colori, animazione, mosse e lingua</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>P&amp;ezzi</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colori</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animazione</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Ruota la scacchiera</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Chiedi di c&amp;onfermare le mosse</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>&amp;Gira la scacchiera verso chi deve muovere</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Due giocatori su uno schermo: chi deve muovere sta in basso</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Mostra il pannello del &amp;motore</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Mostra le &amp;coordinate</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Mostra le mosse &amp;legali</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Suoni</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Suoni per mosse, scacchi, inizio e fine della partita e tempo in esaurimento; il volume è nelle Impostazioni</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Show castling &amp;rights</source>
        <translation>Mostra i &amp;diritti di arrocco</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Un segno su ogni torre che conserva un diritto di arrocco: gli arrocchi ancora possibili in questa partita</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Arrocco %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Scegli il nuovo pezzo (Esc: il pedone resta)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Promozione annullata: il pedone resta</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Mossa annullata</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>il re resta in %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>re da %1 a %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>la torre resta in %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>torre da %1 a %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Il Bianco arrocca %1: %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Il Nero arrocca %1: %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Annuncio dell’arrocco ritirato</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1: Invio conferma la mossa, Esc la annulla</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Promuovi a: %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, sollevato</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Scacchiera, muove il %1. Le frecce scelgono una casa, Spazio o Invio solleva e posa un pezzo, Esc annulla.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Ora il Bianco non può arroccare. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Ora il Nero non può arroccare. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>Arroccare da che parte? Fai clic su una torre o porta il re sulla sua casa d’arrocco</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Hai annunciato l’arrocco: arrocca, o premi Esc per ritirare l’annuncio</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Arrocco %1: ora muovi la torre da %2 a %3 (Esc annulla l’arrocco)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Arrocco %1: ora muovi il re da %2 a %3 (Esc annulla l’arrocco)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Il Bianco annuncia l’arrocco</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Il Nero annuncia l’arrocco</translation>
    </message>
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Qui conta solo l’arrocco: le altre mosse tornano indietro</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Premossa %1: verrà giocata appena l’avversario avrà mosso, se allora sarà legale; Esc o un clic destro la annulla</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Premossa annullata</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Diritti di arrocco: Bianco %1; Nero %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Motore integrato</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>S&amp;tampa la scheda della posizione iniziale…</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Una pagina per una scacchiera vera: la posizione, i suoi arrocchi, il suo numero</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Salva la scheda della posizione iniziale</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Scheda della posizione iniziale</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Una scheda per la posizione iniziale %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>La posizione iniziale %1 su tutte le scacchiere di un turno</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>Una posizione iniziale casuale su ogni scacchiera, con il suo numero</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Scacchiere:</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>I lanci di dado da cui è nata (%1) sono stampati sulla sua scheda.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>Salva come &amp;PDF…</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>S&amp;tampa…</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>&amp;Anteprima…</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Solo posizioni equilibrate (guida del motore)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Tabellone: %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Lettura delle partite del torneo...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Non è stato possibile leggere l&apos;indice del file: riaprire il file</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partita</numerusform>
            <numerusform>%Ln partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln senza risultato)</numerusform>
            <numerusform>(%Ln senza risultato)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
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
        <translation>Sonneborn-Berger: i punti di ogni partita per il totale dell&apos;avversario</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>L&apos;Elo che valgono i risultati del giocatore contro gli avversari con Elo</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 col Bianco</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 col Nero</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Contro %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 su %Ln partita</numerusform>
            <numerusform>%1 su %Ln partite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln giocatore</numerusform>
            <numerusform>%Ln giocatori</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Esporta le partite elencate</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partite.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>File PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Esporta</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;sporta...</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Elimina…</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>Imposta un &amp;tag...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Impostare un tag (il nome di un torneo, un luogo...) in ogni partita elencata</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>Cop&amp;ia in</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Copia le partite scelte in un altro database: un file aperto qui, Le mie partite o un altro file PGN (si possono anche trascinare sulla scheda di un database)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Giocatori...</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Tutti i giocatori del file: partite, punteggio, Elo, date e posizioni iniziali</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Tabellone...</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>Il tabellone del torneo della partita scelta</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Eliminare da Le mie partite le partite selezionate</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Elimina dal file le partite selezionate (il file com’era viene conservato accanto)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Scrivere le partite elencate in un nuovo file PGN, ognuna come è stata conservata</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Scrivi le partite elencate in un nuovo file PGN, ognuna come la contiene il file</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>è il file da cui vengono le partite</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Scrittura delle partite elencate in %1...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 partita scritta in %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln partita scritta in %1</numerusform>
            <numerusform>%Ln partite scritte in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>Non tutte le partite sono state eliminate: %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>Non è stato eliminato nulla da %1: %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>Eliminare questa partita da Le mie partite?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>Eliminare %Ln partita da Le mie partite?</numerusform>
            <numerusform>Eliminare %Ln partite da Le mie partite?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>Eliminare la partita %L1 da %2?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>Eliminare %Ln partita da %1?</numerusform>
            <numerusform>Eliminare %Ln partite da %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>Il file viene riscritto senza di esse; il file com’è ora viene conservato accanto come %1.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>I loro file vengono eliminati: non si può annullare.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>Eliminazione di 1 partita…</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>Eliminazione di %Ln partita…</numerusform>
            <numerusform>Eliminazione di %Ln partite…</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>1 partita eliminata</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>%Ln partita eliminata</numerusform>
            <numerusform>%Ln partite eliminate</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(il file com’era: %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Imposta un tag</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Vuoto: il tag viene tolto</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>Nella partita elencata:</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>In ciascuna delle %Ln partita elencata:</numerusform>
            <numerusform>In ciascuna delle %Ln partite elencate:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 è scritto da ogni partita stessa e non si può impostare qui.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 è una data nella forma anno.mese.giorno, con ?? per ciò che non si sa: 2024.05.17 o 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 è un punteggio, un numero intero da 0 a 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» non può essere il nome di un tag: inizia con una lettera o una cifra, poi solo lettere, cifre e _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>Togliere %1 dalla partita elencata in %2?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>Togliere %1 dalla %Ln partita elencata in %2?</numerusform>
            <numerusform>Togliere %1 dalle %Ln partite elencate in %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>Impostare %1 a «%2» nella partita elencata in %3?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>Impostare %1 a «%2» nella %Ln partita elencata in %3?</numerusform>
            <numerusform>Impostare %1 a «%2» nelle %Ln partite elencate in %3?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>Il file viene riscritto con ogni altro byte com&apos;era; il file com&apos;è ora viene conservato accanto come %1.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Imposta</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>Impostazione di %1 in 1 partita…</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>Impostazione di %1 in %Ln partita…</numerusform>
            <numerusform>Impostazione di %1 in %Ln partite…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>Nulla è stato cambiato in %1: %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 impostato in 1 partita</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 impostato in %Ln partita</numerusform>
            <numerusform>%1 impostato in %Ln partite</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Database</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>Pannello &amp;database</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>I file di più partite aperti, una lista ciascuno, accanto alla scacchiera</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Le mie partite</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Un altro file PGN...</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Copia le partite alla fine di un file PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>File PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Copia in</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Le partite sono già in quel file.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>Non è possibile copiare le partite: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>Copia di %Ln partita in %1...</numerusform>
            <numerusform>Copia di %Ln partite in %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>Non è stato possibile copiare le partite in %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln partita copiata in %1</numerusform>
            <numerusform>%Ln partite copiate in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Scacchiera elettronica</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>«%1» non indica una scacchiera: scrivere dgt:PORTA o millennium:PORTA.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>In quest&apos;ordine non è un arrocco. %1 Rimettere a posto re e torre e arroccare di nuovo.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>Eseguire %1 sulla scacchiera.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>Su %2 manca %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 su %2 va tolto.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>Su %2 va %1, non %3.</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>La scacchiera differisce dalla partita su %n casa.</numerusform>
            <numerusform>La scacchiera differisce dalla partita su %n case.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Una partita dalla scacchiera: posizione iniziale %1 per il Bianco, %2 per il Nero.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Una partita dalla scacchiera: posizione iniziale %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ritira</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>I pezzi sono come %n semimossa fa. Riportare la partita a quel punto?</numerusform>
            <numerusform>I pezzi sono come %n semimosse fa. Riportare la partita a quel punto?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promozione</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>Il pedone in %1 viene promosso. In quale pezzo?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Scacchiera elettronica: collegamento alla scacchiera %1 su %2...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Scacchiera elettronica: %1 su %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Scacchiera elettronica: %1 su %2, versione %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Scacchiera elettronica persa: %1 Nuovo tentativo in corso. La partita prosegue con il mouse.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>Scacchiera &amp;elettronica...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Collegare una scacchiera DGT o Millennium e giocarci</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>I pezzi sono come una semimossa fa. Riportare la partita a quel punto?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>Si analizza la posizione disposta sulla scacchiera.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Non toccare la scacchiera: la posizione disposta su di essa sarà analizzata tra un momento.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>&amp;Imposta posizione…</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Imposta una posizione qualsiasi su una scacchiera e giocala o analizzala</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Imposta posizione</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>Casa en passant %1 rimossa: ora lì non è possibile nessuna cattura</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Diritto di arrocco del Bianco con la torre in %1 rimosso: ora quella torre non può arroccare</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Diritto di arrocco del Nero con la torre in %1 rimosso: ora quella torre non può arroccare</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Posizione iniziale %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1: Bianco SP %2, Nero SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>Non è una posizione iniziale</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Imposta posizione</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Tratto:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Contatore delle semimosse:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numero della mossa:</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Arrocco: il segno su una torre le dà il diritto di arroccare (qualsiasi torre sulla sua prima traversa, da una parte o dall’altra del suo re).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Svuota</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Inverti i colori</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Posizione della partita in corso</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Nero SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posizioni iniziali diverse per Bianco e Nero</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Disponi</translation>
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
        <translation>Questa posizione non si può giocare:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contro il computer</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>Contro un amico</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizza</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copia FEN</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Scacchiera della posizione da impostare</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Le frecce spostano il cursore sulle case; K Q R B N P collocano un pezzo bianco, k q r b n p uno nero; Canc lo rimuove; Spazio dà o toglie a una torre il diritto di arrocco</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Agisce sul motore mentre è in corso un test</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Profondità %1: %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>Che cosa pensa il computer: profondità, valutazione e la variante che si aspetta</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Il computer non ha trovato nessuna mossa da giocare.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 non ha trovato nessuna mossa da giocare.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (livello %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>Il motore “%1” non è configurato qui.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Motori</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Aggiungi…</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Scegli il file eseguibile di un motore UCI</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplica</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>Lo stesso motore ancora una volta, per tenere altre opzioni (ad es. un’altra forza di gioco)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Rimuovi</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Prova</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Avvia il motore e fagli trovare una mossa in una posizione Chess960</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opzioni:</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Aggiungi %1</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>C’è un motore installato in %1: aggiungilo con un clic.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programma: %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>Non supporta Chess960 (UCI_Chess960): può giocare solo dalla posizione classica (SP 518).</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Scegli un motore UCI</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>matto in %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Aggiunto %1.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>Aggiunto %1 di %2.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lettura di %1…</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 sta pensando sulla posizione iniziale %2…</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 funziona: dalla posizione iniziale %2 gioca %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Profondità %1, valutazione %2 per il Bianco.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>Avvio di %1…</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Motori…</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Altri motori scacchistici: aggiungi, configura e prova motori UCI</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Valutazione</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Grafico della valutazione</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisione</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>svista</translation>
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
        <translation>Ricerca...</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Le mosse giocate da questa posizione nei tuoi database (i file PGN che hai aperto) e in Le mie partite; un clic ne gioca una</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Nessuna delle tue partite comincia dalla posizione iniziale di questa partita.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>L’unica partita da questa posizione iniziale non ha raggiunto questa posizione.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Nessuna delle %Ln partita da questa posizione iniziale ha raggiunto questa posizione.</numerusform>
            <numerusform>Nessuna delle %Ln partite da questa posizione iniziale ha raggiunto questa posizione.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Raggiunta in %Ln delle partite da questa posizione iniziale (%1 in tutto).</numerusform>
            <numerusform>Raggiunta in %Ln delle partite da questa posizione iniziale (%1 in tutto).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Esploratore delle aperture:</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Nessuna di queste partite ha ancora un risultato: nessun punteggio da dare</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Patte</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Partite in cui qui è stata giocata questa mossa</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Punteggio del Bianco nelle partite con un risultato (vittoria 1, patta 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Patte tra le partite con un risultato</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Elo medio dei giocatori, tra quelli noti</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>Il livello a cui ha giocato il lato che muove con questa mossa: l&apos;Elo medio degli avversari e quanto vale il suo punteggio contro di loro (partite con un risultato e avversario con Elo)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Anno medio in cui sono state giocate le partite, tra le date note</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punti</translation>
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
        <translation>&amp;Apri PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Salva PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>Salva PGN &amp;come…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copia &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Copia PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>I&amp;ncolla FEN o PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>File PGN (*.pgn);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Aperto %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(il file com’era prima: %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>%1 è cambiato sul disco da quando la partita è stata aperta.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>Non è stato scritto nulla. Salva la partita in un altro file, oppure riapri il file per vedere che cosa è cambiato. «Le mie partite» conserva comunque la partita.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Salva come…</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Salvare le modifiche a %1 prima di chiudere?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>Salvare le modifiche a %1 prima di sostituire la partita?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>Salvare la partita in un file prima di chiudere?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>Sostituire la partita in corso? Non è stata salvata.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>«Le mie partite» conserva comunque la partita, con ogni modifica.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>File PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiato</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copiato</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>Gli appunti non contengono una partita leggibile.
%1</translation>
    </message>
    <message>
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Stai giocando contro il computer. Come vuoi proseguire dalla partita incollata?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>Contro il computer, questo continua a giocare con il Bianco al livello %1 e muove quando tocca al Bianco.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>Contro il computer, questo continua a giocare con il Nero al livello %1 e muove quando tocca al Nero.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Gioca contro il computer da qui</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Due giocatori da qui</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>una posizione impostata</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 mossa</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n mossa</numerusform>
            <numerusform>%n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>Riprendere la partita non finita?

%1 – %2, %3, %4; ultima mossa il %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>Salvare la partita in un file prima di chiudere? È stata eliminata dal suo file.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>Sostituire la partita? È stata eliminata dal suo file e ora non è in nessun file.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>È %1; «Salva PGN» la riscrive lì.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>Non nel file: 1 mossa provata in analisi dopo l&apos;ultima mossa della partita (%1); la partita riprende dalla sua ultima mossa quando l&apos;analisi finisce.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>Non nel file: %n mossa provata in analisi dopo l&apos;ultima mossa della partita (da %1); la partita riprende dalla sua ultima mossa quando l&apos;analisi finisce.</numerusform>
            <numerusform>Non nel file: %n mosse provate in analisi dopo l&apos;ultima mossa della partita (da %1); la partita riprende dalla sua ultima mossa quando l&apos;analisi finisce.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>Non nel file: 1 mossa ritirata (%1), che Rigioca gioca di nuovo.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>Non nel file: %n mossa ritirata (da %1), che Rigioca gioca di nuovo.</numerusform>
            <numerusform>Non nel file: %n mosse ritirate (da %1), che Rigioca gioca di nuovo.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 è elencato nel pannello database: fai doppio clic su una partita per aprirla</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Salvataggio automatico</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>La partita in corso non può essere conservata per il ripristino dopo un arresto anomalo (%1: %2). Salvala con «Salva PGN come…» per tenerla al sicuro.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Salvataggio di %1…</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>%1 è cambiato sul disco da quando la partita è stata aperta. Non è stato scritto nulla. La partita che hai sostituito è in «Le mie partite», con ogni modifica.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>Non vi è stato cambiato nulla. La partita resta sulla scacchiera e in «Le mie partite»; «Salva come» può metterla in un altro file.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>Non vi è stato cambiato nulla. La partita che hai sostituito è in «Le mie partite», con ogni modifica.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 è ancora in salvataggio e la partita è cambiata nel frattempo: resta sulla scacchiera finché il salvataggio non è terminato.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, partita %L2 di %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>non può essere scritto</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Patta rifiutata</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>Il computer pensa di poter ancora giocare per vincere.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>Il computer ha giocato %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partita finita</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Errore del motore</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizza questa partita</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisiona questa partita</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Suggerimento: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Offerta di patta</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 offre la patta. %2, accetti?</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 rifiuta la patta.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 riceve due minuti in più sull’orologio.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Reclamo di patta non valido</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1 ha reclamato la patta con %2, ma il reclamo non è valido: dopo %2 la posizione non si è presentata tre volte e non ci sono state 50 mosse per parte senza catture né mosse di pedone.

Come vuole il regolamento, %2 resta e la partita continua.</translation>
    </message>
    <message>
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Errore del motore del Bianco: %1

Perde la partita, che viene conservata insieme a quanto accaduto.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Errore del motore del Nero: %1

Perde la partita, che viene conservata insieme a quanto accaduto.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>La partita resta com’è. Come vuoi proseguire?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Gioca contro il computer (livello %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Due giocatori da qui</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analizza la partita</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>Lascia stare per ora</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Avversario</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Chi continua a giocare contro di te da qui: il computer, un altro motore o due giocatori</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>Il computer (livello %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>La partita attende: %1 non gioca più. Per continuare, scegli un altro avversario in Partita &gt; Avversario (il computer, un altro motore o due giocatori), oppure analizza la partita.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Scegli una partita</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizio</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>posizione impostata</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>illeggibile: %1</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Mosse</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Filtra per giocatore, torneo, risultato, data o numero SP</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>La partita si aprirà quando tutto il file sarà letto...</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Lettura del file: 1 partita finora</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Lettura del file: %Ln partita finora</numerusform>
            <numerusform>Lettura del file: %Ln partite finora</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>Non è stato possibile leggere il file fino in fondo: %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partita</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partita</numerusform>
            <numerusform>%Ln partite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 di 1 partita</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 di %Ln partita</numerusform>
            <numerusform>%1 di %Ln partite</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>Che raggiungono la posizione sulla scacchiera</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>Con la sua struttura pedonale</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>Con il suo materiale</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Cerca la posizione della scacchiera nelle partite (quando tutto il file è stato letto)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Ricerca della posizione nelle partite...</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Parole dei giocatori, del torneo, del luogo, del turno, della data o del risultato; &quot;SP 123&quot; per una posizione iniziale; confronti come elo&gt;2400 (entrambi i giocatori), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>non finita</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fine</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Le mie partite</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Qualsiasi risultato</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Ha vinto il Bianco</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Ha vinto il Nero</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Patta</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Non finita</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Solo le partite con questo risultato</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>Lettura di Le mie partite...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Nessun duplicato</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>%Ln duplicato selezionato: Elimina… lo toglie</numerusform>
            <numerusform>%Ln duplicati selezionati: Elimina… li toglie</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplicati</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Solo le partite inserite due volte o troncate (stessi giocatori, posizione iniziale e mosse, o il loro inizio), ognuna con la partita che si tiene; le copie sono selezionate per Elimina</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Ricerca dei duplicati…</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Materiale e pezzi...</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>In ogni database</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>La stessa ricerca in ogni database aperto nel pannello; ogni scheda dice quante delle sue partite sono state trovate</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Vince il Bianco: %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Vince il Nero: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Patta: %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>Muove il %1, sotto scacco</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Muove il %1</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Vince il Bianco (%1): %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Vince il Nero (%1): %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Patta (%1): %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partita continua.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> – patta offerta</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Posizione iniziale %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posizione impostata</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posizione iniziale</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la posizione dopo %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>Cronologia: %1. La scacchiera è in sola lettura; Fine torna alla partita.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Torna alla partita</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – patta reclamata con la prossima mossa</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Mosse della partita</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Orologi</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Analisi del computer</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Consultazione della cronologia</translation>
    </message>
    <message>
        <source>%1 - %2 - %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Bianco SP %2, Nero SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Una partita da un file: il suo orologio corre e il computer muove solo quando riprendi a giocare (Partita &gt; Continua a giocare, o una mossa sulla scacchiera).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) – Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (Bianco SP %2, Nero SP %3) – Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 rifiuta la proposta di patta: pensa di poter ancora giocare per vincere.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>La guida del motore</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Chiedi al motore</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>Il giudizio del motore integrato: una ricerca a profondità %1 su un thread, le tre migliori prime mosse, valutazioni dal lato del Bianco</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>La guida non ha un giudizio sulla SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Le disposizioni Double Fischer Random non sono nella guida.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>Il motore sta cercando: profondità %1 di %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Le disposizioni Double Fischer Random non sono nella guida: il motore giudica questa su richiesta (pochi secondi).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Valutazione: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>equilibrata</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Posto %1 di %2 per equilibrio (1 è il più vicino alla parità)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Migliori prime mosse: %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Linea: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>&amp;Regole del Chess960</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>&amp;Informazioni su Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::KeyboardAccess</name>
    <message>
        <source>&amp;Castle</source>
        <translation>A&amp;rrocco</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Annuncia l’arrocco (C): poi muovi re o torre; Esc lo ritira</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Arrocco verso il lato &amp;h (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Arrocca ora verso la colonna h, se chi muove può farlo</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Arrocco verso il lato &amp;a (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Arrocca ora verso la colonna a, se chi muove può farlo</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Scrivi una mossa</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Ritira</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Ritira la selezione, l’annuncio, la mossa in attesa o la premossa</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Conferma la &amp;mossa</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Nessuna mossa giocata</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Ultima mossa: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Esercizio %1 di %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>Nella partita %1 è stato un errore grave.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>Nella partita %1 è stato un errore.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Valutazione dopo questa mossa: %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Trova una mossa migliore per il Bianco.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Trova una mossa migliore per il Nero.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Il Bianco non ha commesso errori né errori gravi in questa partita.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Il Nero non ha commesso errori né errori gravi in questa partita.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>In questa partita non ci sono errori né errori gravi.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Gli errori si trovano revisionando la partita (Partita &gt; Revisiona la partita); una partita revisionata e salvata in PGN li conserva.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Mostrato: %n.</numerusform>
            <numerusform>Mostrati: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Saltato: %n.</numerusform>
            <numerusform>Saltati: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>Valutazione di %1…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Buona mossa: %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>La scelta del motore: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 è la mossa giocata nella partita (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 è un errore grave (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 è un errore (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 è un’imprecisione (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Riprova, oppure chiedi di vedere la soluzione.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>Il motore gioca %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Valutazione: %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Ricerca della mossa migliore…</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Impara dai tuoi errori</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Errori di:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Entrambi i colori</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Mostrami</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Di nuovo</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Fatto: mossa migliore trovata in %1 su 1 esercizio, %2 al primo tentativo.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Fatto: mossa migliore trovata in %1 su %n esercizio, %2 al primo tentativo.</numerusform>
            <numerusform>Fatto: mossa migliore trovata in %1 su %n esercizi, %2 al primo tentativo.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Le mie partite</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>Non si può scrivere l&apos;indice di Le mie partite: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>Le &amp;mie partite…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Le mie partite</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Aperta da “Le mie partite”</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Ogni partita giocata qui, finita o no: cercare, aprire, esportare o eliminare</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>Le mie partite non può conservare questa partita (%1: %2). Salvala con «Salva PGN come…» prima di chiudere il programma.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>non può essere scritta</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Scacchiera</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Impostazioni</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>Non è stato possibile leggere per intero il file delle impostazioni. Si usano le impostazioni leggibili e le sue scelte vengono di nuovo salvate; il file com’era è conservato come %1.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>Il file delle impostazioni può di nuovo essere scritto.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Ricerca per materiale</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Le partite in cui ogni lato ha questi pezzi oltre al re. Un «a» al massimo significa un numero qualsiasi.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Un finale per nome...</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Finali di torri</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Finali di pedoni</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Finali di donne</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Finali di pezzi minori</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Alfieri di colore contrario</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Donna contro torre e pezzo minore</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Torre contro pezzo minore</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>I pezzi della scacchiera, pedoni qualsiasi</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Compila i numeri qui sotto; ognuno si può cambiare dopo</translation>
    </message>
    <message>
        <source>from</source>
        <translation>da</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Torri</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Alfieri</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Cavalli</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Pezzi minori (alfieri e cavalli)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pedoni</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>Su case qualsiasi</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>Uno ciascuno, su case di colore contrario</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>Uno ciascuno, su case dello stesso colore</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Alfieri:</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Perché una posizione attraversata durante un cambio non sia presa per un finale; una partita che finisce con questo materiale conta, per quanto breve</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Per almeno queste &amp;semimosse:</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Ciascun lato può avere l&apos;uno o l&apos;altro insieme (donna contro torre, chiunque abbia la donna)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Cerca</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Un lato</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>L&apos;altro lato</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Mossa:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Scrivi una mossa</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Messaggio dell’inserimento mosse</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Stai guardando una posizione precedente: torna prima alla partita.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Tocca al computer.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>Non giocata: %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Completa o annulla (Esc) prima la mossa iniziata sulla scacchiera.</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Invio gioca la mossa, Esc la ritira.</translation>
    </message>
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Scrivi una mossa in SAN (%1, exd5, O-O, %2) o UCI (g1f3, e1g1 o e1h1 per un arrocco) e premi Invio</translation>
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
        <translation>Promuovi variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Rendi variante principale</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Elimina da qui</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Commento…</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Simbolo</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Nessun simbolo</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Copia la variante</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Avversario</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>Il &amp;computer</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Due giocatori su questa scacchiera</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Livello:</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Giochi con:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Bianco:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Nero:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posizione iniziale</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>Per numero (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Con i dadi (Althöfer)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Classica (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Da una FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Lancia un dado e scrivi ogni lancio, ad es. 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>I lanci collocano nell’ordine: l’alfiere camposcuro (1–4), l’alfiere campochiaro (1–4), la donna (1–6), il primo cavallo (1–5) e il secondo cavallo (1–4). Un lancio troppo alto per il suo pezzo si ripete.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>Una FEN, X-FEN o Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>All’inizio della partita si estrae una nuova posizione.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>La posizione iniziale degli scacchi classici.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Scegli:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Orologio</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Senza orologio</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 min, +%2 s a mossa)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzato</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s a mossa</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Cadenza:</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>circa %1 Elo%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, piena forza</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Casuale: una delle 960 posizioni</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Colonna %1: </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Muove il %1</translation>
    </message>
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>Handicap di &amp;tempo: ogni colore con il proprio orologio</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tu:</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>Il computer:</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>I &amp;motori giocano tra loro</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motore:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motore integrato</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Limita la sua forza a (Elo):</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posizioni iniziali diverse per Bianco e Nero</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random: la prima traversa di ciascun colore è una delle 960, scelte separatamente</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Nero: </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Casuale: una delle 921.600 posizioni di Double Fischer Random</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Bianco SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Nero SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Senza orologio, mosse ad almeno:</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> s di distanza</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>I motori che rispondono subito aspettano questo tempo, così che si possa seguire la partita; con l&apos;orologio giocano al loro ritmo</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Solo posizioni equilibrate</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Estratta tra le posizioni iniziali che la guida del motore chiama equilibrate (entro ±%1)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Casuale: una delle %1 posizioni equilibrate</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Immagine della scacchiera copiata</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Salva immagine della scacchiera</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Immagine PNG (*.png);;Disegno SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Copia &amp;immagine della scacchiera</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>La posizione visualizzata come immagine, come la mostra la scacchiera</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Salva immagine della scacchiera…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Avversario, posizione iniziale e orologio (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Nuova partita (posizione &amp;casuale)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Stesso avversario e orologio, nuova posizione iniziale casuale</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Nuova partita &amp;classica (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>&amp;Estrazione posizione…</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Scegli una posizione iniziale per numero, con i dadi o a caso; vedi i suoi arrocchi</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>Esercizio di &amp;arrocco…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Ritira la mossa</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Ri&amp;gioca</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>La mossa migliore per te secondo il computer, con la sua valutazione della posizione</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Abbandona</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>Offri la &amp;patta</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>Re&amp;clama la patta</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Triplice ripetizione o 50 mosse senza catture né mosse di pedone</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Reclama la patta con la &amp;prossima mossa…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>La tua prossima mossa ripete la posizione per la terza volta o completa le 50 mosse: il reclamo si fa con essa</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Mossa precedente</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Mossa successiva</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inizio della partita</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Torna alla partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Abbandonare questa partita?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Reclamo di patta: la tua prossima mossa è il reclamo. Se non è valido, la mossa resta e il tuo avversario riceve due minuti in più.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Reclamo di patta: la tua prossima mossa è il reclamo. Se non è valido, la mossa resta.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Prosegui questa partita dalla sua ultima mossa: il suo orologio corre e il computer muove quando è il suo turno</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>C&amp;ontinua a giocare</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 non ha risposto con una mossa prima che il suo tempo scadesse.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 ha risposto con una mossa che qui non è legale.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Giocatori di %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Trova un giocatore da una parte del nome</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>&amp;Elenca le partite</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Le partite del giocatore nell&apos;elenco del file</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Lettura dei giocatori...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Non è stato possibile leggere l&apos;indice del file: riaprire il file</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln giocatore</numerusform>
            <numerusform>%Ln giocatori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partita</numerusform>
            <numerusform>%Ln partite</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 di %2 in %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>altri inizi</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 punti su %Ln partita con un risultato</numerusform>
            <numerusform>%1 punti su %Ln partite con un risultato</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Vinte %1, patte %2, perse %3; %4 col Bianco, %5 col Nero</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1: %Ln partita</numerusform>
            <numerusform>%1: %Ln partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>e altre %Ln</numerusform>
            <numerusform>e altre %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Punti in percentuale delle partite con un risultato</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Vittorie, patte e sconfitte</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>L&apos;Elo più basso e più alto del giocatore in queste partite</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>L&apos;Elo che valgono i risultati del giocatore contro gli avversari con Elo</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>La data della prima partita</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>La data dell&apos;ultima partita</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Quante posizioni iniziali, e le più giocate</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punti</translation>
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
        <translation>Prima</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ultima</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Posizioni iniziali</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (livello %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Due giocatori su una scacchiera</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Partita contro il computer, livello %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Partita contro %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contro %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Nero</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Domanda successiva</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Esercizio di arrocco</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Esercizio 1: arroccare in una posizione iniziale</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Esercizio 2: arroccare in partita, o dire perché no</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>Non possibile, perché:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Azzera le statistiche</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Posizione iniziale %1 (%2), senza gli altri pezzi. Arrocca sulla scacchiera con un gesto qualsiasi.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Giusto.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Sbagliato.&lt;/b&gt; Hai risposto: %1.&lt;br&gt;La risposta: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Punti %1/%2 · serie %3 (migliore %4) · %5 s per risposta</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;Per risposta&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per forma&lt;/th&gt;&lt;th&gt;&amp;nbsp;giuste&lt;/th&gt;&lt;th&gt;&amp;nbsp;sbagliate&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Posizione iniziale %1 (%2) dopo 1 semimossa. Arrocca sulla scacchiera (conta solo l’arrocco) o scegli perché non è possibile.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Posizione iniziale %1 (%2) dopo %n semimossa. Arrocca sulla scacchiera (conta solo l’arrocco) o scegli perché non è possibile.</numerusform>
            <numerusform>Posizione iniziale %1 (%2) dopo %n semimosse. Arrocca sulla scacchiera (conta solo l’arrocco) o scegli perché non è possibile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Tutto, dalla posizione iniziale %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tutto</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Solo arrocchi di forma %1</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Solo arrocchi consentiti</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Solo: %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Solo O-O-O (lato a)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Solo O-O (lato h)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>Qualsiasi posizione iniziale</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>La revisione si è interrotta: %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Revisione: %1 di %2 posizioni</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Completare la revisione</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Revisiona con</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motore integrato</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Re&amp;visiona la partita</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rapida</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Approfondita</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Impara &amp;dai tuoi errori…</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Trova mosse migliori dove la revisione ha segnato errori ed errori gravi</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Revisione: avvio</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Perdita media</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Revisione interrotta: le mosse non raggiunte non hanno segni.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Impara dai tuoi errori</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Perdita media in centesimi di pedone; ?! imprecisioni, ? errori, ?? errori gravi</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>mossa %1 di %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisiona la partita</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>Il programma si è fermato mentre revisionava %1: la revisione era arrivata alla %2.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>Finire la revisione adesso? La partita viene da Le mie partite.</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>La revisione di questa partita si è fermata alla %1.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Regole del Chess960</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Scacchiera</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>P&amp;ezzi:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colori:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animazione:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Mostra le c&amp;oordinate</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>Mostra le mosse &amp;legali del pezzo sollevato</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Chiedi di confermare le &amp;mosse (Invio gioca, Esc ritira)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Due giocatori: &amp;gira la scacchiera verso chi deve muovere</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Mostra il pannello del &amp;motore</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Lingua di sistema</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>La nuova lingua vale subito per tutte le finestre aperte.</translation>
    </message>
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>Contro il computer: p&amp;remossa mentre pensa (Esc o un clic destro la annulla)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>Riproduci i &amp;suoni (mosse, scacchi, inizio e fine della partita, tempo in esaurimento)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume:</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Le lettere della lingua (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Le lettere inglesi (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Figurine (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Come le mosse sono mostrate e scritte; le partite salvate mantengono le lettere inglesi richieste dal PGN</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>&amp;Notazione delle mosse:</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Mostra i diritti di arrocco rimasti (un segno su ogni torre che ne conserva uno)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Estrazione della posizione iniziale</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>Esercitati nell’arrocco qui</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Gioca questa posizione</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Scegli una posizione iniziale</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successiva ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Classica (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Una posizione iniziale a caso, tutte con la stessa probabilità</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Prima traversa del Bianco, ad es. BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Numero:</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Prima traversa:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Arrocchi (punta un arrocco per vederlo sul diagramma)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Procedura dei dadi di Althöfer</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Lancia il dado</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Ricomincia</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Valori ottenuti con un dado vero, ad es. 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Disponi</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Fatto: SP %1. Il re va nella casa centrale delle ultime tre, le torri nelle altre due.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Lancio %1: %2 – %3 in %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Scrivi in ordine i valori usciti.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Bianco O-O (lato h)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Bianco O-O-O (lato a)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Nero O-O (lato h)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Nero O-O-O (lato a)</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>alfiere camposcuro</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>alfiere campochiaro</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>primo cavallo</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>secondo cavallo</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, con il 6 si rilancia</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, con il 5 o il 6 si rilancia</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>Il prossimo lancio colloca: %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Lancio %1: %2 non vale (%3), rilancia (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Lanci finora</translation>
    </message>
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 lancio ignorato</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n lancio ignorato</numerusform>
            <numerusform>; %n lanci ignorati</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; 1 valore in più alla fine</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; %n valore in più alla fine</numerusform>
            <numerusform>; %n valori in più alla fine</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posizioni iniziali diverse per Bianco e Nero</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Nero: SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 non è un numero di posizione iniziale: vanno da 0 a 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>«%1» non è un numero: scrivi un numero di posizione iniziale da 0 a 959.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Re %2 → %3, torre %4 → %5&lt;br&gt;Forma: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Devono essere libere: %8&lt;br&gt;Non devono essere attaccate: %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Solo equilibrate</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Mescola estrae tra le posizioni iniziali che la guida del motore chiama equilibrate (entro ±%1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>&amp;Tag della partita...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>I giocatori, il torneo, il luogo, la data, il turno, i punteggi Elo e ogni altro tag della partita</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>I tag della partita sono cambiati</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>ha vinto il Bianco</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>ha vinto il Nero</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>patta</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non decisa</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Tag della partita</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Scritti dalla partita stessa, non qui: il risultato (%1), la posizione iniziale, il tempo di riflessione e come è finita la partita.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>&amp;Aggiungi un tag</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>&amp;Rimuovi il tag</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>Un tag ha un valore ma nessun nome.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» non può essere il nome di un tag: inizia con una lettera o una cifra, poi solo lettere, cifre e _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 è scritto dalla partita stessa e non si può impostare qui.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 è indicato due volte.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 è una data nella forma anno.mese.giorno, con ?? per ciò che non si sa: 2024.05.17 o 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 è un punteggio, un numero intero da 0 a 4000, oppure vuoto.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 non può contenere un a capo.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>Il file del motore %1 non è stato trovato.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>Il file del motore %1 non è un programma eseguibile.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 non può giocare questa posizione: non supporta Chess960 (UCI_Chess960), che qui serve per l’arrocco. Senza, può giocare solo dalla posizione classica (SP 518).</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 ha scritto una riga più lunga di %2 KB: il suo output è fuori controllo.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 ha scritto più di %2 righe in un secondo: il suo output è fuori controllo.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 ha risposto “%2”, che non è una mossa.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 ha giocato %2, che non è una mossa legale in questa posizione (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 ha scritto il suo arrocco come %2, e non come il re che cattura la propria torre, come richiede la modalità Chess960.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 ha scritto il suo arrocco come %2, il re che cattura la propria torre, cioè in notazione Chess960.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 si è arrestato in modo anomalo (segnale %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 è terminato da solo con codice di uscita %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 non è un motore UCI: è terminato prima di rispondere “uciok” a “uci”. %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Impossibile avviare il motore %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 non è un motore UCI: non ha risposto “uciok” a “uci” entro %2 secondi.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 è bloccato: non ha risposto a “isready” entro %2 secondi.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 è bloccato: non ha inviato nessuna mossa entro il suo tempo più %2 secondi.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 è bloccato: non ha risposto a “stop” entro %2 secondi.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>L’ultima cosa che ha scritto: “%1”.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Inizia con la posizione &lt;number&gt; (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>Non proporre di riprendere una partita non finita.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un file PGN da aprire.</translation>
    </message>
    <message>
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Collegare all&apos;avvio la scacchiera elettronica &lt;kind:port&gt;: dgt:PORT o millennium:PORT (PORT: una porta seriale o qualsiasi percorso, ad es. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
