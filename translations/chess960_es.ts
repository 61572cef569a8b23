<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>el peón blanco</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>el peón negro</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>el caballo blanco</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>el caballo negro</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>el alfil blanco</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>el alfil negro</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>la torre blanca</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>la torre negra</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>la dama blanca</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>la dama negra</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>el rey blanco</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>el rey negro</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Peón</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfil</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>hacia el lado h (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>hacia el lado a (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>doble movimiento</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>intercambio</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>solo mueve el rey</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>solo mueve la torre</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Mueve primero el rey: ocupa la casilla de destino de la torre, %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Mueve primero la torre: ocupa la casilla de destino del rey, %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>Puede moverse primero el rey o la torre.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Solo se mueve el rey, saltando sobre la torre de %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Solo se mueve la torre, saltando sobre el rey de %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>El rey y la torre intercambian casillas: levanta ambos y coloca cada uno en la casilla del otro.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>Las blancas no tienen derecho a enrocar hacia el lado h: el rey o esa torre ya se han movido</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>Las blancas no tienen derecho a enrocar hacia el lado a: el rey o esa torre ya se han movido</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>Las negras no tienen derecho a enrocar hacia el lado h: el rey o esa torre ya se han movido</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>Las negras no tienen derecho a enrocar hacia el lado a: el rey o esa torre ya se han movido</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>El rey está en jaque por %1 de %2</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>%1 está ocupada por %2</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>%1 está atacada por %2 de %3</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>el rey quedaría en jaque después</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 no es posible: %2</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>enrocar</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>rey en jaque</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>pasa por una casilla atacada</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>llega a una casilla atacada</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>camino bloqueado</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>derecho perdido</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>partida en curso</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>jaque mate</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>rey ahogado</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>material insuficiente</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quíntuple repetición</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>regla de los 75 movimientos</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>triple repetición reclamada</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>regla de los 50 movimientos reclamada</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abandono</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>tablas de mutuo acuerdo</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>pérdida por tiempo</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>tiempo agotado, pero el rival no puede dar mate</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>partida interrumpida</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>decisión arbitral</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>infracción del reglamento</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>resultado sin motivo</translation>
    </message>
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>rey %1 → %2, torre %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>la partida empezó sin él</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>el rey se ha movido (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>el rey ya ha enrocado (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>la torre del lado h se ha movido (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>la torre del lado a se ha movido (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>la torre del lado h fue capturada (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>la torre del lado a fue capturada (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>Las blancas no tienen derecho a enrocar hacia el lado h: %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>Las blancas no tienen derecho a enrocar hacia el lado a: %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>Las negras no tienen derecho a enrocar hacia el lado h: %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>Las negras no tienen derecho a enrocar hacia el lado a: %1</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>El texto está vacío</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, columna %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>La posición inicial %1 no existe: usa de 0 a 959</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>La partida ha terminado (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>La línea %1 de las estadísticas de práctica no se puede leer: %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Las estadísticas de práctica están vacías</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Las blancas reciben mate</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Las negras reciben mate</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Las blancas dan mate en %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Las negras dan mate en %1</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, la posición está igualada</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, las blancas están algo mejor</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, las negras están algo mejor</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, las blancas están mejor</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, las negras están mejor</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, las blancas ganan</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, las negras ganan</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> en %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> en la columna %1</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> en la fila %1</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>un espacio</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>byte 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>ningún rey</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 rey</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 reyes</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>ninguna dama</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 dama</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 damas</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>ninguna torre</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 torre</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 torres</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>ningún alfil</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 alfil</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 alfiles</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>ningún caballo</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 caballo</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 caballos</translation>
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
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>El FEN está vacío</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>El FEN tiene 1 campo: falta el campo del turno</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>El FEN tiene 2 campos: falta el campo de los derechos de enroque</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>El FEN tiene 3 campos: falta el campo de la casilla al paso</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>El FEN tiene %1 campos; se permiten como máximo 6 (colocación, turno, enroque, al paso, contador de medios movimientos, número de jugada)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Colocación de piezas: la fila %1 tiene 1 casilla en lugar de 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Colocación de piezas: la fila %1 tiene %2 casillas en lugar de 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Colocación de piezas: más de 8 filas</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Colocación de piezas: dos cifras seguidas en la fila %1 (escribe una sola cifra para una serie de casillas vacías)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Colocación de piezas: la fila %1 tiene más de 8 casillas</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Colocación de piezas: &apos;%1&apos; no es una letra de pieza (KQRBNP para las blancas, kqrbnp para las negras, cifras 1-8 para casillas vacías)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Colocación de piezas: se encontró 1 fila, se esperaban 8</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Colocación de piezas: se encontraron %1 filas, se esperaban 8</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>El turno debe ser &apos;w&apos; o &apos;b&apos;, no &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>Las blancas no tienen rey; debe haber exactamente uno</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>Las negras no tienen rey; debe haber exactamente uno</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Las blancas tienen %1 reyes; debe haber exactamente uno</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Las negras tienen %1 reyes; debe haber exactamente uno</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>Hay un peón en %1: los peones nunca pueden estar en la primera ni en la última fila</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Las blancas tienen %1 peones; como máximo puede haber 8</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Las negras tienen %1 peones; como máximo puede haber 8</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Las blancas tienen %1 piezas más que en la posición inicial, pero solo faltan %2 peones que podrían haber coronado</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Las negras tienen %1 piezas más que en la posición inicial, pero solo faltan %2 peones que podrían haber coronado</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>El rey blanco en %1 está en jaque desde %2, pero juegan las negras</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>El rey negro en %1 está en jaque desde %2, pero juegan las blancas</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>El rey blanco está atacado por %1 piezas a la vez, algo que ninguna jugada legal puede producir</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>El rey negro está atacado por %1 piezas a la vez, algo que ninguna jugada legal puede producir</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Derechos de enroque: &apos;%1&apos; no está permitido (usa K, Q, k, q, letras de columna A-H / a-h, o &apos;-&apos;)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero el rey blanco está en %2, no en su primera fila, así que ya se ha movido</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero el rey negro está en %2, no en su primera fila, así que ya se ha movido</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero las blancas no tienen torre en el lado h de su rey en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero las blancas no tienen torre en el lado a de su rey en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero las negras no tienen torre en el lado h de su rey en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero las negras no tienen torre en el lado a de su rey en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero no hay torre blanca en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Derechos de enroque: &apos;%1&apos;, pero no hay torre negra en %2</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Derechos de enroque: el rey blanco en %1 está en una esquina, así que no puede tener derechos de enroque</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Derechos de enroque: el rey negro en %1 está en una esquina, así que no puede tener derechos de enroque</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Derechos de enroque: dos derechos hacia el lado h para las blancas (&apos;%1&apos; repite uno)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Derechos de enroque: dos derechos hacia el lado a para las blancas (&apos;%1&apos; repite uno)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Derechos de enroque: dos derechos hacia el lado h para las negras (&apos;%1&apos; repite uno)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Derechos de enroque: dos derechos hacia el lado a para las negras (&apos;%1&apos; repite uno)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Casilla al paso &apos;%1&apos;: no es un nombre de casilla</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>La casilla al paso %1 debe estar en la fila %2 cuando juegan las blancas</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>La casilla al paso %1 debe estar en la fila %2 cuando juegan las negras</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>La casilla al paso %1 es imposible: no hay ningún peón blanco en %2 que acabe de avanzar dos casillas</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>La casilla al paso %1 es imposible: no hay ningún peón negro en %2 que acabe de avanzar dos casillas</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>La casilla al paso %1 es imposible: %2 está ocupada, así que ningún peón puede haberla cruzado</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>El contador de medios movimientos &apos;%1&apos; debe ser un número entero desde 0</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>El número de jugada &apos;%1&apos; debe ser un número entero desde 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; no es una jugada UCI (se espera p. ej. e2e4, e7e8q o e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos;: la primera casilla no es un nombre de casilla</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos;: la segunda casilla no es un nombre de casilla</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos;: la pieza de coronación debe ser q, r, b o n</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; es una coronación: añade la letra de la pieza (q, r, b o n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; no es legal: %2 está vacía</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; no es legal: la pieza de %2 pertenece al bando que no juega</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; no es una jugada legal en esta posición</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; no es una jugada</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos;: las blancas no pueden enrocar hacia el lado h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos;: las blancas no pueden enrocar hacia el lado a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos;: las negras no pueden enrocar hacia el lado h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos;: las negras no pueden enrocar hacia el lado a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos;: un peón corona en dama, torre, alfil o caballo (=Q, =R, =B o =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; no es una jugada en SAN (p. ej. Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; no termina en una casilla de destino</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos;: &apos;%2&apos; inesperado</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; es ambigua: puede ser %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos; necesita una pieza de coronación, p. ej. %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; no es una coronación: un peón corona en la última fila</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; no es una jugada de rey legal; el enroque se escribe %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; no es legal</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; no es legal: %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>Las blancas no tienen ninguna pieza de ese tipo (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>Las negras no tienen ninguna pieza de ese tipo (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>no hay ninguna pieza blanca (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>no hay ninguna pieza negra (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>en %1 ya hay una pieza blanca (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>en %1 ya hay una pieza negra (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>el rey blanco no puede ir a %1, donde quedaría en jaque</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>el rey negro no puede ir a %1, donde quedaría en jaque</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>la pieza blanca (%1) de %2 no puede ir allí: el rey blanco seguiría en jaque</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>la pieza negra (%1) de %2 no puede ir allí: el rey negro seguiría en jaque</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>la pieza blanca (%1) de %2 no puede ir allí: el rey blanco quedaría en jaque</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>la pieza negra (%1) de %2 no puede ir allí: el rey negro quedaría en jaque</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>ninguna pieza blanca (%1)%2 puede ir a %3</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>ninguna pieza negra (%1)%2 puede ir a %3</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>El texto no contiene ninguna partida PGN</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>partida %1, línea %2, columna %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>&apos;$&apos; debe ir seguido de un número (un NAG como $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; no es un signo de valoración (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>carácter inesperado &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>el comentario abierto aquí con &apos;{&apos; nunca se cierra con &apos;}&apos;</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>el valor entre comillas no se cierra en su línea</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>una etiqueta necesita un nombre tras &apos;[&apos;, p. ej. [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>la etiqueta %1 necesita un valor entre comillas</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>la etiqueta %1 no se cierra con &apos;]&apos;</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>la variante &apos;%1&apos; no es Chess960 ni ajedrez estándar, las únicas que se leen aquí</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>la etiqueta FEN no es válida</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>la etiqueta FEN no es válida: %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>una partida de Chess960 necesita una etiqueta FEN con su posición inicial</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>la variante abierta aquí con &apos;(&apos; nunca se cierra</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>jugada %1 de las blancas</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>jugada %1 de las negras</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; es una jugada nula (un pase), que una partida no puede contener fuera de una variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; llega después de que la partida terminara por %2</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; en medio de las jugadas; las etiquetas van antes</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 no es un NAG (llegan hasta $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; cierra una variante que nunca se abrió</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>el texto entre comillas va en una etiqueta: [Name &quot;valor&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; fuera de una etiqueta</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>la etiqueta Result &apos;%1&apos; no es 1-0, 0-1, 1/2-1/2 ni *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>las jugadas terminan con %1 pero la etiqueta Result dice %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>el resultado es %1 pero la posición final es %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>La primera fila está vacía: escribe 8 letras de piezas para las columnas a a h, como RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>Una primera fila tiene 8 casillas, de a a h: se encontró 1 carácter</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>Una primera fila tiene 8 casillas, de a a h: se encontraron %1 caracteres</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Casilla %1: un peón no puede estar en la primera fila (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Casilla %1: %2 no es una letra de pieza (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Carácter %1: un peón no puede estar en la primera fila (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Carácter %1: %2 no es una letra de pieza (usa K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Debe haber exactamente un rey, una dama, dos torres, dos alfiles y dos caballos: hay %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Los alfiles de %1 y %2 están ambos en casillas oscuras</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Los alfiles de %1 y %2 están ambos en casillas claras</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>El rey en %1 no está entre las dos torres</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>La posición inicial ya está completa: reinicia para volver a tirar</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 no es un valor de dado (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>La tirada %1 es %2: un dado muestra de 1 a 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>No se dio ninguna tirada</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>1 tirada dada</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1; el alfil de casillas oscuras aún necesita una tirada</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1; el alfil de casillas claras aún necesita una tirada</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1; la dama aún necesita una tirada</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1; el primer caballo aún necesita una tirada</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1; el segundo caballo aún necesita una tirada</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>%n tirada dada</numerusform>
            <numerusform>%n tiradas dadas</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>el rey blanco en %1 ha dejado su primera fila</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>el rey negro en %1 ha dejado su primera fila</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>el rey blanco en %1 está en una esquina</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>el rey negro en %1 está en una esquina</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>no hay torre blanca en la primera fila</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>no hay torre negra en la primera fila</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>no hay torre blanca en el lado h del rey</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>no hay torre negra en el lado h del rey</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>no hay torre blanca en el lado a del rey</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>no hay torre negra en el lado a del rey</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>no hay torre blanca en %1</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>no hay torre negra en %1</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Derecho de enroque %1 eliminado: %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Derechos de enroque %1 eliminados: %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; abre una variante antes de cualquier jugada a la que pueda sustituir</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>no se leen las variantes anidadas a más de %1 niveles</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>No es un archivo PGN: contiene datos binarios (byte 0x%3 en la línea %1, columna %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>No es un archivo PGN: nada en él se lee como etiqueta o jugada; el primer error está en la línea %1, columna %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>El rey blanco está en jaque desde %1 y %2 a la vez, algo que ninguna jugada por sí sola puede producir</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>El rey negro está en jaque desde %1 y %2 a la vez, algo que ninguna jugada por sí sola puede producir</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>El rey blanco está en jaque desde %1 y ya lo estaba antes de que el peón de %2 avanzara dos casillas, así que ese avance no fue la última jugada</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>El rey negro está en jaque desde %1 y ya lo estaba antes de que el peón de %2 avanzara dos casillas, así que ese avance no fue la última jugada</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>Casilla al paso %1: las blancas no tienen ahí ninguna captura legal</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>Casilla al paso %1: las negras no tienen ahí ninguna captura legal</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation>Peón</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Caballo</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Alfil</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Rey</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, corona caballo</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, corona alfil</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, corona torre</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, corona dama</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Las blancas enrocan hacia el lado h</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Las blancas enrocan hacia el lado a</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Las negras enrocan hacia el lado h</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Las negras enrocan hacia el lado a</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 captura %2 al paso</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 captura %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, jaque mate</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, ahogado</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, jaque</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>buena jugada</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>jugada brillante</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>jugada interesante</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>jugada dudosa</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>jugada forzada</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>la única jugada</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>la peor jugada</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>posición de tablas</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>igualdad de posibilidades, posición tranquila</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>igualdad de posibilidades, posición dinámica</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>posición poco clara</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>las blancas están algo mejor</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>las negras están algo mejor</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>las blancas están mejor</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>las negras están mejor</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>las blancas ganan</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>las negras ganan</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>las blancas tienen una ventaja aplastante</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>las negras tienen una ventaja aplastante</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>las blancas están en zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>las negras están en zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>las blancas tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>las negras tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>las blancas tienen una clara ventaja de espacio</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>las negras tienen una clara ventaja de espacio</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>las blancas tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>las negras tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>las blancas tienen una ligera ventaja de desarrollo</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>las negras tienen una ligera ventaja de desarrollo</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>las blancas tienen ventaja de desarrollo</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>las negras tienen ventaja de desarrollo</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>las blancas tienen una ventaja de desarrollo decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>las negras tienen una ventaja de desarrollo decisiva</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>las blancas tienen la iniciativa</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>las negras tienen la iniciativa</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>las blancas tienen una iniciativa duradera</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>las negras tienen una iniciativa duradera</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>las blancas tienen el ataque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>las negras tienen el ataque</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>las blancas no tienen suficiente compensación por el material</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>las negras no tienen suficiente compensación por el material</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>las blancas tienen compensación por el material</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>las negras tienen compensación por el material</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>las blancas tienen compensación más que suficiente por el material</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>las negras tienen compensación más que suficiente por el material</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>las blancas controlan algo mejor el centro</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>las negras controlan algo mejor el centro</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>las blancas controlan mejor el centro</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>las negras controlan mejor el centro</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>las blancas controlan el centro de forma decisiva</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>las negras controlan el centro de forma decisiva</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>las blancas controlan algo mejor el flanco de rey</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>las negras controlan algo mejor el flanco de rey</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>las blancas controlan mejor el flanco de rey</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>las negras controlan mejor el flanco de rey</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>las blancas controlan el flanco de rey de forma decisiva</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>las negras controlan el flanco de rey de forma decisiva</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>las blancas controlan algo mejor el flanco de dama</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>las negras controlan algo mejor el flanco de dama</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>las blancas controlan mejor el flanco de dama</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>las negras controlan mejor el flanco de dama</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>las blancas controlan el flanco de dama de forma decisiva</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>las negras controlan el flanco de dama de forma decisiva</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>la primera fila de las blancas es vulnerable</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>la primera fila de las negras es vulnerable</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>la primera fila de las blancas está bien protegida</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>la primera fila de las negras está bien protegida</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>el rey blanco está mal protegido</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>el rey negro está mal protegido</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>el rey blanco está bien protegido</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>el rey negro está bien protegido</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>el rey blanco está mal situado</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>el rey negro está mal situado</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>el rey blanco está bien situado</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>el rey negro está bien situado</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>las blancas tienen una estructura de peones muy débil</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>las negras tienen una estructura de peones muy débil</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>las blancas tienen una estructura de peones débil</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>las negras tienen una estructura de peones débil</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>las blancas tienen una estructura de peones sólida</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>las negras tienen una estructura de peones sólida</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>las blancas tienen una estructura de peones muy sólida</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>las negras tienen una estructura de peones muy sólida</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>los caballos blancos están mal situados</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>los caballos negros están mal situados</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>los caballos blancos están bien situados</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>los caballos negros están bien situados</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>los alfiles blancos están mal situados</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>los alfiles negros están mal situados</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>los alfiles blancos están bien situados</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>los alfiles negros están bien situados</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>las torres blancas están mal situadas</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>las torres negras están mal situadas</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>las torres blancas están bien situadas</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>las torres negras están bien situadas</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>la dama blanca está mal situada</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>la dama negra está mal situada</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>la dama blanca está bien situada</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>la dama negra está bien situada</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>las piezas blancas están mal coordinadas</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>las piezas negras están mal coordinadas</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>las piezas blancas están bien coordinadas</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>las piezas negras están bien coordinadas</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>las blancas han jugado muy mal la apertura</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>las negras han jugado muy mal la apertura</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>las blancas han jugado mal la apertura</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>las negras han jugado mal la apertura</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>las blancas han jugado bien la apertura</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>las negras han jugado bien la apertura</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>las blancas han jugado muy bien la apertura</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>las negras han jugado muy bien la apertura</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>las blancas han jugado muy mal el medio juego</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>las negras han jugado muy mal el medio juego</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>las blancas han jugado mal el medio juego</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>las negras han jugado mal el medio juego</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>las blancas han jugado bien el medio juego</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>las negras han jugado bien el medio juego</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>las blancas han jugado muy bien el medio juego</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>las negras han jugado muy bien el medio juego</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>las blancas han jugado muy mal el final</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>las negras han jugado muy mal el final</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>las blancas han jugado mal el final</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>las negras han jugado mal el final</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>las blancas han jugado bien el final</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>las negras han jugado bien el final</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>las blancas han jugado muy bien el final</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>las negras han jugado muy bien el final</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>las blancas tienen un ligero contrajuego</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>las negras tienen un ligero contrajuego</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>las blancas tienen contrajuego</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>las negras tienen contrajuego</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>las blancas tienen un contrajuego decisivo</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>las negras tienen un contrajuego decisivo</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>las blancas andan cortas de tiempo</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>las negras andan cortas de tiempo</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>las blancas están en grave apuro de tiempo</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>las negras están en grave apuro de tiempo</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>con la idea</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>novedad</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>El archivo es de solo lectura.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>El archivo no contiene ninguna partida.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>El archivo ya no existe.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>No se puede escribir la copia del archivo tal como estaba, %1: %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>El archivo ha cambiado desde que se listaron sus partidas: ábrelo de nuevo.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>El archivo no contendría ninguna partida: elimina mejor el propio archivo.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>No se pueden leer las etiquetas de una partida en el byte %1.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Otro programa modificó el archivo mientras se leía.</translation>
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
        <translation>enrocar: %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>una jugada ilegal</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (el otro enroque)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Blancas: enroca %1, o di por qué no se puede</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Negras: enroca %1, o di por qué no se puede</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Blancas: enroca %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Negras: enroca %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>no es posible: %1</translation>
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
        <translation>Aquí el enroque es legal.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Pizarra</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Musgo</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Nogal</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Sencillas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>No se puede crear la carpeta %1.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>el disco es de solo lectura</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>no se puede escribir en el archivo ni en su carpeta</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Sus elecciones no se pueden guardar en %1: %2. Se conservan mientras el programa esté abierto y se guardan en cuanto se pueda escribir el archivo.</translation>
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
        <translation>Tablero %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Posición inicial %1 de Chess960 (de 0 a 959)</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Primera fila de las blancas, de a a h; la de las negras es su reflejo:</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN:</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>Con el procedimiento de dados de Althöfer:</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>No se pudieron preparar las páginas.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>No se pudo preparar la página %1.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Posiciones iniciales de Chess960</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>No se pudo escribir %1.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Motor: %1, equilibrada</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Motor: %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · primeras jugadas sugeridas: %2</translation>
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
        <translation>Acerca de Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Ajedrez aleatorio de Fischer (Chess960) en el escritorio: juega contra el ordenador o contra un amigo desde cualquiera de las 960 posiciones iniciales, practica el enroque y sortea posiciones iniciales para un tablero real.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilado con Qt %1, en ejecución con Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 En su lugar analiza el motor integrado.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Probar jugadas de ambos bandos en cualquier punto de la partida, con las líneas del motor (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>Continuar desde a&amp;quí…</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Una nueva partida desde la posición mostrada, contra el ordenador o entre dos jugadores</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>La línea que se está jugando sigue siendo la principal hasta que la partida termine o se analice.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Eliminar desde aquí</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Las jugadas de la partida en curso no se pueden eliminar; deshazlas en su lugar.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Comentario</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Comentario tras la jugada:</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continuar desde aquí</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>¿Empezar una nueva partida desde la posición mostrada?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Dos jugadores</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Analizando…</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Profundidad %1, %2 kn/s</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalizar</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>El motor analiza la posición mostrada hasta que se desactive</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Líneas:</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Número de líneas</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Motor que analiza</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Ningún tablero conectado.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>Esperando la respuesta del tablero en %1...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Conectado al tablero en %1.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Versión %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Número de serie %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Se vuelve a intentar.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Tablero electrónico</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Tipo de tablero:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Puerto:</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>p. ej. /dev/ttyUSB0 o COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Buscar de nuevo</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Una partida preparada en el tablero se juega contra el &amp;ordenador (si no, entre los dos jugadores del tablero)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Conectar</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Desconectar</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Ninguna respuesta de un tablero %1 en %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>El tablero en %1 ha desaparecido: %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Piezas, colores, animación, jugadas e idioma</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>P&amp;iezas</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Colores</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>A&amp;nimación</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Pedir c&amp;onfirmación de las jugadas</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>&amp;Girar el tablero hacia el jugador que mueve</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Dos jugadores en una pantalla: el bando que mueve queda abajo</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Mostrar el panel del &amp;motor</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Mostrar &amp;coordenadas</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Mostrar jugadas &amp;legales</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sonidos</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Sonidos de jugadas, jaques, inicio y final de la partida y falta de tiempo; el volumen está en Ajustes</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Show castling &amp;rights</source>
        <translation>Mostrar &amp;derechos de enroque</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Una marca en cada torre que conserva un derecho de enroque: los enroques aún posibles en esta partida</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Enrocar %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Elige la nueva pieza (Esc: el peón se queda)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Coronación retirada: el peón se queda</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Jugada retirada</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>el rey se queda en %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>rey de %1 a %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>la torre se queda en %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>torre de %1 a %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Las blancas enrocan %1: %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Las negras enrocan %1: %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Anuncio de enroque retirado</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1: Intro confirma la jugada, Esc la retira</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Coronar: %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, levantada</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Tablero de ajedrez, juegan %1. Las flechas eligen una casilla, Espacio o Intro levanta y coloca una pieza, Esc cancela.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Las blancas no pueden enrocar ahora. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Las negras no pueden enrocar ahora. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>¿Hacia qué lado enrocar? Haz clic en una torre o lleva el rey a su casilla de enroque</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Has anunciado el enroque: enroca, o pulsa Esc para retirar el anuncio</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Enroque %1: ahora mueve la torre de %2 a %3 (Esc deshace el enroque)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Enroque %1: ahora mueve el rey de %2 a %3 (Esc deshace el enroque)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Las blancas anuncian el enroque</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Las negras anuncian el enroque</translation>
    </message>
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Aquí solo cuenta el enroque: las demás jugadas se deshacen</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Premovimiento %1: se jugará en cuanto el otro bando haya movido, si entonces es legal; Esc o un clic derecho lo cancela</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Premovimiento cancelado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Derechos de enroque: blancas %1; negras %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>Imprimir &amp;tarjeta de posición inicial…</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Una página para un tablero real: la posición, sus enroques, su número</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Guardar la tarjeta de posición inicial</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Tarjeta de posición inicial</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Una tarjeta para la posición inicial %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>La posición inicial %1 en todos los tableros de una ronda</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>Una posición inicial al azar en cada tablero, con su número</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Tableros:</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>Las tiradas de dado que la produjeron (%1) se imprimen en su tarjeta.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>&amp;Guardar como PDF…</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimir…</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>&amp;Vista previa…</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Solo posiciones equilibradas (guía del motor)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Tabla cruzada: %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Leyendo las partidas del torneo...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>No se pudo leer el índice del archivo: ábralo de nuevo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln sin resultado)</numerusform>
            <numerusform>(%Ln sin resultado)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>SB</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Rend.</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: each game&apos;s points times the opponent&apos;s total</source>
        <translation>Sonneborn-Berger: los puntos de cada partida por el total del rival</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>El Elo que valen los resultados del jugador contra los rivales con Elo</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 con blancas</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 con negras</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Contra %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln jugador</numerusform>
            <numerusform>%Ln jugadores</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Exportar las partidas de la lista</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partidas.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xportar...</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Eliminar…</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>Poner una e&amp;tiqueta...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Poner una etiqueta (el nombre de un torneo, un lugar...) en cada partida de la lista</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>Cop&amp;iar a</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Copiar las partidas elegidas a otra base de datos: un archivo abierto aquí, Mis partidas u otro archivo PGN (también se pueden arrastrar a la pestaña de una base)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Jugadores...</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Todos los jugadores del archivo: partidas, puntuación, Elo, fechas y posiciones iniciales</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Tabla cruzada...</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>La tabla cruzada del torneo de la partida elegida</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Borrar de Mis partidas las partidas seleccionadas</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Eliminar del archivo las partidas seleccionadas (el archivo tal como estaba se conserva a su lado)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Escribir las partidas listadas en un archivo PGN nuevo, cada una tal como se guardó</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Escribir las partidas de la lista en un archivo PGN nuevo, cada una tal como la tiene el archivo</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>es el archivo del que vienen las partidas</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Escribiendo las partidas listadas en %1...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 partida escrita en %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln partida escrita en %1</numerusform>
            <numerusform>%Ln partidas escritas en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Eliminar</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>No se pudieron borrar todas las partidas: %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>No se eliminó nada de %1: %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>¿Borrar esta partida de Mis partidas?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>¿Borrar %Ln partida de Mis partidas?</numerusform>
            <numerusform>¿Borrar %Ln partidas de Mis partidas?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>¿Eliminar la partida %L1 de %2?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>¿Eliminar %Ln partida de %1?</numerusform>
            <numerusform>¿Eliminar %Ln partidas de %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>El archivo se vuelve a escribir sin ellas; el archivo tal como está ahora se conserva a su lado como %1.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>Se borran sus archivos: no se puede deshacer.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>Eliminando 1 partida…</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>Eliminando %Ln partida…</numerusform>
            <numerusform>Eliminando %Ln partidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>1 partida eliminada</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>%Ln partida eliminada</numerusform>
            <numerusform>%Ln partidas eliminadas</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(el archivo tal como estaba: %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Poner una etiqueta</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Vacío: se quita la etiqueta</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>En la partida de la lista:</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>En cada una de las %Ln partida de la lista:</numerusform>
            <numerusform>En cada una de las %Ln partidas de la lista:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 se escribe a partir de cada partida y no se puede fijar aquí.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 es una fecha como año.mes.día, con ?? para lo que no se sabe: 2024.05.17 o 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 es un Elo, un número entero de 0 a 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» no puede ser el nombre de una etiqueta: empieza por una letra o una cifra y después solo lleva letras, cifras y _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>¿Quitar %1 de la partida de la lista en %2?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>¿Quitar %1 de la %Ln partida de la lista en %2?</numerusform>
            <numerusform>¿Quitar %1 de las %Ln partidas de la lista en %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>¿Poner %1 a «%2» en la partida de la lista en %3?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>¿Poner %1 a «%2» en la %Ln partida de la lista en %3?</numerusform>
            <numerusform>¿Poner %1 a «%2» en las %Ln partidas de la lista en %3?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>El archivo se escribe de nuevo con todos los demás bytes como estaban; el archivo tal como está ahora se guarda a su lado como %1.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Poner</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>Poniendo %1 en 1 partida…</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>Poniendo %1 en %Ln partida…</numerusform>
            <numerusform>Poniendo %1 en %Ln partidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>No se cambió nada en %1: %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 puesta en 1 partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 puesta en %Ln partida</numerusform>
            <numerusform>%1 puesta en %Ln partidas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Bases de datos</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>Panel de &amp;bases de datos</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>Los archivos de varias partidas abiertos, una lista cada uno, junto al tablero</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Otro archivo PGN...</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Copiar las partidas al final de un archivo PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Copiar a</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Las partidas ya están en ese archivo.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>No se pueden copiar las partidas: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>Copiando %Ln partida a %1...</numerusform>
            <numerusform>Copiando %Ln partidas a %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>No se pudieron copiar las partidas a %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln partida copiada a %1</numerusform>
            <numerusform>%Ln partidas copiadas a %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Tablero electrónico</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>«%1» no nombra ningún tablero: escriba dgt:PUERTO o millennium:PUERTO.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>En este orden no es un enroque. %1 Vuelva a colocar el rey y la torre y enroque de nuevo.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>Haga %1 en el tablero.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>En %2 falta %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 en %2 debe retirarse.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>En %2 va %1, no %3.</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>El tablero difiere de la partida en %n casilla.</numerusform>
            <numerusform>El tablero difiere de la partida en %n casillas.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Una partida desde el tablero: posición inicial %1 para las blancas, %2 para las negras.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Una partida desde el tablero: posición inicial %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>Las piezas están como hace %n jugada. ¿Deshacer la partida hasta ahí?</numerusform>
            <numerusform>Las piezas están como hace %n jugadas. ¿Deshacer la partida hasta ahí?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promoción</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>El peón en %1 promociona. ¿A qué pieza?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Tablero electrónico: conectando con el tablero %1 en %2...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Tablero electrónico: %1 en %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Tablero electrónico: %1 en %2, versión %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Tablero electrónico perdido: %1 Se vuelve a intentar. La partida sigue con el ratón.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>&amp;Tablero electrónico...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Conectar un tablero DGT o Millennium y jugar en él</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>Las piezas están como hace una jugada. ¿Deshacer la partida hasta ahí?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>Se analiza la posición preparada en el tablero.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Deje el tablero quieto: la posición colocada en él se analizará en un momento.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>Preparar pos&amp;ición…</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Preparar cualquier posición en un tablero y jugarla o analizarla</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Preparar posición</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>Casilla al paso %1 eliminada: ahora no es posible ninguna captura ahí</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Derecho de enroque de las blancas con la torre de %1 eliminado: ahora esa torre no puede enrocar</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Derecho de enroque de las negras con la torre de %1 eliminado: ahora esa torre no puede enrocar</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Posición inicial %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1: blancas SP %2, negras SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>No es una posición inicial</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Turno:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Al paso:</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Contador de medios movimientos:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Número de jugada:</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Enroque: la marca en una torre le da el derecho a enrocar (cualquier torre de su primera fila, a uno u otro lado de su rey).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vaciar</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Invertir colores</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Posición de la partida actual</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Negras SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posiciones iniciales distintas para blancas y negras</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Colocar</translation>
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
        <translation>Esta posición no se puede jugar:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contra el ordenador</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>Contra un amigo</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Tablero de la posición que se prepara</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Las flechas mueven el cursor de casilla; K Q R B N P colocan una pieza blanca, k q r b n p una negra; Supr la quita; Espacio da o quita a una torre su derecho de enroque</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Actúa sobre el motor mientras este hace una prueba</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Profundidad %1: %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>Lo que piensa el ordenador: profundidad, evaluación y la variante que espera</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>El ordenador no encontró ninguna jugada que hacer.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 no encontró ninguna jugada que hacer.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Ordenador (nivel %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>El motor «%1» no está configurado aquí.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Motores</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Añadir…</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Elegir el archivo de programa de un motor UCI</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplicar</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>El mismo motor otra vez, para guardar otras opciones (p. ej., otra fuerza de juego)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Probar</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Arrancar el motor y dejar que encuentre una jugada en una posición de Chess960</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nombre:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Opciones:</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Añadir %1</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>Hay un motor instalado en %1: añádelo con un clic.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programa: %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, de %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>No ofrece Chess960 (UCI_Chess960): solo puede jugar desde la posición clásica (SP 518).</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Elegir un motor UCI</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mate en %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Añadido %1.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>Añadido %1, de %2.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 está pensando en la posición inicial %2…</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 funciona: desde la posición inicial %2 juega %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Profundidad %1, evaluación %2 para las blancas.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>Arrancando %1…</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Motores…</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Otros motores de ajedrez: añadir, configurar y probar motores UCI</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprecisión</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>error</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>error grave</translation>
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
        <translation>Buscando...</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Las jugadas hechas desde esta posición en tus bases de datos (los archivos PGN que abriste) y en Mis partidas; un clic juega una</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Ninguna de tus partidas empieza con la posición inicial de esta partida.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>La única partida de esta posición inicial no llegó a esta posición.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Ninguna de las %Ln partida de esta posición inicial llegó a esta posición.</numerusform>
            <numerusform>Ninguna de las %Ln partidas de esta posición inicial llegó a esta posición.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Alcanzada en %Ln de las partidas de esta posición inicial (%1 en total).</numerusform>
            <numerusform>Alcanzada en %Ln de las partidas de esta posición inicial (%1 en total).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Explorador de aperturas:</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Ninguna de estas partidas tiene resultado todavía: no hay puntuación</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Año</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Partidas en las que se jugó aquí esta jugada</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Puntuación de las blancas en las partidas con resultado (victoria 1, tablas 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Tablas entre las partidas con resultado</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Elo medio de los jugadores, de los conocidos</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>El nivel al que jugó el bando que mueve con esta jugada: el Elo medio de sus rivales y lo que vale su puntuación contra ellos (partidas con resultado y rival con Elo)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Año medio en que se jugaron las partidas, de las fechas conocidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Rend.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::FileActions</name>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Guardar PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>Guardar PGN &amp;como…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copiar &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Copiar PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Pegar FEN o PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Abierto %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(el archivo tal como estaba antes: %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>%1 ha cambiado en el disco desde que se abrió la partida.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>No se ha escrito nada. Guarda la partida en otro archivo o vuelve a abrir el archivo para ver qué ha cambiado. «Mis partidas» conserva la partida en cualquier caso.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>¿Guardar los cambios en %1 antes de cerrar?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>¿Guardar los cambios en %1 antes de reemplazar la partida?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>¿Guardar la partida en un archivo antes de cerrar?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>¿Reemplazar la partida en curso? No se ha guardado.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>«Mis partidas» conserva la partida en cualquier caso, con cada cambio.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Archivos PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copiado</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copiado</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Pegar</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>El portapapeles no contiene ninguna partida legible.
%1</translation>
    </message>
    <message>
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Estás jugando contra el ordenador. ¿Cómo quieres seguir a partir de la partida pegada?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>Contra el ordenador: sigue con las blancas en el nivel %1 y mueve cuando les toca a las blancas.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>Contra el ordenador: sigue con las negras en el nivel %1 y mueve cuando les toca a las negras.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Contra el ordenador desde aquí</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Dos jugadores desde aquí</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguno)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>una posición preparada</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 jugada</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>¿Reanudar la partida sin terminar?

%1 – %2, %3, %4; última jugada el %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>¿Guardar la partida en un archivo antes de cerrar? Se eliminó de su archivo.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>¿Reemplazar la partida? Se eliminó de su archivo y ya no está en ningún archivo.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>Es %1; «Guardar PGN» la vuelve a escribir allí.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>No está en el archivo: 1 jugada probada en el análisis tras la última jugada de la partida (%1); la partida sigue desde su última jugada cuando termina el análisis.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>No está en el archivo: %n jugada probada en el análisis tras la última jugada de la partida (desde %1); la partida sigue desde su última jugada cuando termina el análisis.</numerusform>
            <numerusform>No están en el archivo: %n jugadas probadas en el análisis tras la última jugada de la partida (desde %1); la partida sigue desde su última jugada cuando termina el análisis.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>No está en el archivo: 1 jugada deshecha (%1), que Rehacer vuelve a jugar.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>No está en el archivo: %n jugada deshecha (desde %1), que Rehacer vuelve a jugar.</numerusform>
            <numerusform>No están en el archivo: %n jugadas deshechas (desde %1), que Rehacer vuelve a jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 está en el panel de bases de datos: haga doble clic en una partida para abrirla</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Guardado automático</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>La partida en curso no se puede guardar para recuperarla tras un cierre inesperado (%1: %2). Guárdela con «Guardar PGN como…» para tenerla a salvo.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Guardando %1…</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>%1 ha cambiado en el disco desde que se abrió la partida. No se ha escrito nada. La partida que sustituyó está en «Mis partidas», con todos los cambios.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>No se ha cambiado nada en él. La partida sigue en el tablero y en «Mis partidas»; «Guardar como» puede ponerla en otro archivo.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>No se ha cambiado nada en él. La partida que sustituyó está en «Mis partidas», con todos los cambios.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 todavía se está guardando y la partida ha cambiado desde entonces: se queda en el tablero hasta que termine de guardarse.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, partida %L2 de %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>no se puede escribir</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Tablas rechazadas</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>El ordenador cree que aún puede jugar a ganar.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 jugó %2</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>El ordenador jugó %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partida terminada</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Fallo del motor</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analizar esta partida</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revisar esta partida</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Pista: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Oferta de tablas</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 ofrece tablas. %2, ¿aceptas?</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 rechaza las tablas.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 recibe dos minutos más en el reloj.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Reclamación de tablas no válida</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1 reclamó tablas con %2, pero la reclamación no es válida: tras %2 la posición no se ha repetido tres veces y no ha habido 50 movimientos de cada bando sin captura ni movimiento de peón.

Como exige el reglamento, %2 se mantiene y la partida continúa.</translation>
    </message>
    <message>
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Ha fallado el motor de las blancas: %1

Pierde la partida, que se guarda junto con lo ocurrido.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Ha fallado el motor de las negras: %1

Pierde la partida, que se guarda junto con lo ocurrido.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>La partida se conserva tal como está. ¿Cómo quieres seguir?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Contra el ordenador (nivel %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Dos jugadores desde aquí</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analizar la partida</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>Dejarlo por ahora</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Rival</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Quién sigue jugando contra usted desde aquí: el ordenador, otro motor o dos jugadores</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>El ordenador (nivel %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>La partida espera: %1 no sigue jugando. Para continuar, elija otro rival en Partida &gt; Rival (el ordenador, otro motor o dos jugadores), o analice la partida.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Elegir una partida</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inicio</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>posición preparada</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>no se puede leer: %1</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Filtrar por jugador, torneo, resultado, fecha o número SP</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>La partida se abrirá cuando se haya leído todo el archivo...</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Leyendo el archivo: 1 partida por ahora</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Leyendo el archivo: %Ln partida por ahora</numerusform>
            <numerusform>Leyendo el archivo: %Ln partidas por ahora</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>No se pudo leer el archivo hasta el final: %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partida</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 de 1 partida</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>Que llegan a la posición del tablero</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>Con su estructura de peones</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>Con su material</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Buscar la posición del tablero en las partidas (cuando se haya leído todo el archivo)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Buscando la posición en las partidas...</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Palabras de los jugadores, el torneo, el lugar, la ronda, la fecha o el resultado; &quot;SP 123&quot; para una posición inicial; comparaciones como elo&gt;2400 (ambos jugadores), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>sin terminar</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Apertura</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Ganaron las blancas</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Ganaron las negras</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Sin terminar</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Solo las partidas con este resultado</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>Leyendo Mis partidas...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Sin duplicados</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>%Ln duplicado seleccionado: Eliminar… lo quita</numerusform>
            <numerusform>%Ln duplicados seleccionados: Eliminar… los quita</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Duplicados</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Solo las partidas introducidas dos veces o cortadas (los mismos jugadores, posición inicial y jugadas, o el comienzo de ellas), cada una con la partida que se conserva; las copias quedan seleccionadas para Eliminar</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Buscando duplicados…</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Material y piezas...</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>En todas las bases</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>La misma búsqueda en cada base abierta en el panel; cada pestaña dice cuántas de sus partidas se encontraron</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Ganan las blancas: %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Ganan las negras: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Tablas: %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>Juegan %1, en jaque</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Juegan %1</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Ganan las blancas (%1): %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Ganan las negras (%1): %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Tablas (%1): %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partida continúa.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> – tablas ofrecidas</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Posición inicial %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Posición preparada</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la posición inicial</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la posición tras %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>Historial: %1. El tablero es de solo lectura; Fin vuelve a la partida.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Volver a la partida</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – tablas reclamadas con la próxima jugada</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Jugadas de la partida</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Análisis del ordenador</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Navegación por el historial</translation>
    </message>
    <message>
        <source>%1 - %2 - %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Blancas SP %2, negras SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Una partida de un archivo: su reloj corre y el ordenador juega solo cuando usted sigue jugando (Partida &gt; Seguir jugando, o una jugada en el tablero).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) – Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (blancas SP %2, negras SP %3) – Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 rechaza la oferta de tablas: cree que aún puede jugar a ganar.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>La guía del motor</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Preguntar al motor</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>El juicio del motor integrado: una búsqueda a profundidad %1 en un hilo, las tres mejores primeras jugadas, valoraciones desde el lado de las blancas</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>La guía no tiene juicio sobre la SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Las disposiciones de Double Fischer Random no están en la guía.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>El motor está buscando: profundidad %1 de %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Las disposiciones de Double Fischer Random no están en la guía: el motor juzga esta cuando se le pide (unos segundos).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Valoración: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>equilibrada</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Puesto %1 de %2 por igualdad (1 es la más cercana al equilibrio)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Mejores primeras jugadas: %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Línea: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>&amp;Reglas del Chess960</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>&amp;Acerca de Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::KeyboardAccess</name>
    <message>
        <source>&amp;Castle</source>
        <translation>&amp;Enrocar</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Anunciar el enroque (C): luego mueve el rey o la torre; Esc lo retira</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Enrocar hacia el lado &amp;h (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Enrocar ahora hacia la columna h, si el bando que mueve puede</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Enrocar hacia el lado &amp;a (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Enrocar ahora hacia la columna a, si el bando que mueve puede</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Escribir una jugada</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Retirar</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Retirar la selección, el anuncio, la jugada pendiente o el premovimiento</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Confirmar &amp;jugada</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Aún no se ha jugado nada</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Última jugada: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Ejercicio %1 de %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>En la partida, %1 fue un error grave.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>En la partida, %1 fue un error.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Evaluación tras esa jugada: %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Encuentra una jugada mejor para las blancas.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Encuentra una jugada mejor para las negras.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Saltar</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Las blancas no cometieron errores ni errores graves en esta partida.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Las negras no cometieron errores ni errores graves en esta partida.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>No hay errores ni errores graves en esta partida.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Los errores se encuentran revisando la partida (Partida &gt; Revisar la partida); una partida revisada y guardada como PGN los conserva.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Mostrado: %n.</numerusform>
            <numerusform>Mostrados: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Saltado: %n.</numerusform>
            <numerusform>Saltados: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>Evaluando %1…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Buena jugada: %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>La elección del motor: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 es la jugada que se hizo en la partida (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 es un error grave (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 es un error (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 es una imprecisión (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Inténtalo de nuevo o pide ver la solución.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>El motor juega %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Evaluación: %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Buscando la mejor jugada…</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprender de tus errores</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Errores de:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Muéstramelo</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Otra vez</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Listo: jugada mejor encontrada en %1 de 1 ejercicio, %2 de ellos al primer intento.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Listo: jugada mejor encontrada en %1 de %n ejercicio, %2 de ellos al primer intento.</numerusform>
            <numerusform>Listo: jugada mejor encontrada en %1 de %n ejercicios, %2 de ellos al primer intento.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>No se puede escribir el índice de Mis partidas: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>&amp;Mis partidas…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mis partidas</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Abierta desde «Mis partidas»</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Cada partida jugada aquí, terminada o no: buscar, abrir, exportar o borrar</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>Mis partidas no puede guardar esta partida (%1: %2). Guárdela con «Guardar PGN como…» antes de cerrar el programa.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>no se puede escribir</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Tablero</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Ajustes</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>No se pudo leer entero el archivo de ajustes. Se usan los ajustes que se pudieron leer y sus elecciones vuelven a guardarse; el archivo tal como estaba se conserva como %1.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>El archivo de ajustes se puede volver a escribir.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Búsqueda por material</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Las partidas en las que cada bando tiene estas piezas además de su rey. Un «hasta» en su máximo significa cualquier número.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Un final por su nombre...</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Finales de torres</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Finales de peones</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Finales de damas</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Finales de piezas menores</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Alfiles de distinto color</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Dama contra torre y pieza menor</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Torre contra pieza menor</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>Las piezas del tablero, peones cualesquiera</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Rellena las cantidades de abajo; cada una se puede cambiar después</translation>
    </message>
    <message>
        <source>from</source>
        <translation>desde</translation>
    </message>
    <message>
        <source>to</source>
        <translation>hasta</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damas</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Torres</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Alfiles</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Caballos</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Piezas menores (alfiles y caballos)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Peones</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>En cualquier casilla</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>Uno cada bando, en casillas de distinto color</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>Uno cada bando, en casillas del mismo color</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Alfiles:</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Para que una posición por la que se pasa en un cambio no se tome por un final; una partida que termina con este material cuenta por breve que sea</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Durante al menos estas &amp;medias jugadas:</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Cualquier bando puede tener cualquier conjunto (dama contra torre, la tenga quien la tenga)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Un bando</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>El otro bando</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Jugada:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Escribe una jugada</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Mensaje de la entrada de jugadas</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Estás viendo una posición anterior: vuelve antes a la partida.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Le toca al ordenador.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>No jugada: %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Termina o cancela (Esc) antes la jugada empezada en el tablero.</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Intro juega la jugada, Esc la retira.</translation>
    </message>
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Escribe una jugada en SAN (%1, exd5, O-O, %2) o UCI (g1f3, e1g1 o e1h1 para un enroque) y pulsa Intro</translation>
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
        <translation>Subir la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Convertir en línea principal</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Eliminar desde aquí</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Comentario…</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Símbolo</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Sin símbolo</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Copiar la línea</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>El &amp;ordenador</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Dos jugadores en este tablero</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Nivel:</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancas:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Negras:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>Por número (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Con dados (Althöfer)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Clásica (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Desde un FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Tira un dado y escribe cada tirada, p. ej. 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>Las tiradas colocan, por orden: el alfil de casillas oscuras (1–4), el alfil de casillas claras (1–4), la dama (1–6), el primer caballo (1–5) y el segundo caballo (1–4). Una tirada demasiado alta para su pieza se repite.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>Un FEN, X-FEN o Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>Al empezar la partida se sortea una nueva posición.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>La posición inicial del ajedrez clásico.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Elegir:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Reloj</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 min, +%2 s por jugada)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s por jugada</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Ritmo de juego:</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>unos %1 Elo%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, máxima fuerza</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Al azar: una de las 960 posiciones</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Columna %1: </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Juegan %1</translation>
    </message>
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>&amp;Ventaja de tiempo: cada bando con su propio reloj</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tú:</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>El ordenador:</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>Los &amp;motores juegan entre sí</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Motor:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Limitar su fuerza a (Elo):</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posiciones iniciales distintas para blancas y negras</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random: la primera fila de cada bando es una de las 960, elegidas por separado</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Negras: </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Al azar: una de las 921.600 posiciones de Double Fischer Random</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Blancas SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, negras SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Sin reloj, jugadas al menos:</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> s de separación</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>Los motores que responden al instante esperan este tiempo, para que se pueda seguir la partida; con reloj juegan a su propio ritmo</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Solo posiciones equilibradas</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Sorteada entre las posiciones iniciales que la guía del motor llama equilibradas (dentro de ±%1)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Aleatoria: una de las %1 posiciones equilibradas</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Imagen del tablero copiada</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Guardar imagen del tablero</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Copiar &amp;imagen del tablero</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>La posición a la vista como imagen, tal como la muestra el tablero</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Guardar imagen del tablero…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>No se pudo escribir %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Rival, posición inicial y reloj (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Nueva partida (posición &amp;aleatoria)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Mismo rival y reloj, nueva posición inicial aleatoria</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Nueva partida &amp;clásica (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>&amp;Sorteo de posición…</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Elegir una posición inicial por número, con dados o al azar; ver sus enroques</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>&amp;Práctica de enroque…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>La mejor jugada para ti según el ordenador, con su valoración de la posición</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>A&amp;bandonar</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>Ofrecer &amp;tablas</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>Re&amp;clamar tablas</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Triple repetición o 50 movimientos sin captura ni movimiento de peón</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Reclamar tablas con la &amp;próxima jugada…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Tu próxima jugada repite la posición por tercera vez o completa 50 movimientos: con ella se reclama</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Jugada anterior</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Jugada siguiente</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Inicio de la partida</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Volver a la partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>¿Abandonar esta partida?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Reclamación de tablas: tu próxima jugada es la reclamación. Si no es válida, la jugada se mantiene y tu rival recibe dos minutos más.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Reclamación de tablas: tu próxima jugada es la reclamación. Si no es válida, la jugada se mantiene.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Seguir esta partida desde su última jugada: su reloj corre y el ordenador juega cuando le toca</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>Seguir &amp;jugando</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 no respondió con una jugada antes de que se le acabara el tiempo.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 respondió con una jugada que aquí no es legal.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Jugadores de %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Buscar un jugador por parte del nombre</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>&amp;Listar las partidas</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Las partidas del jugador en la lista del archivo</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Leyendo los jugadores...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>No se pudo leer el índice del archivo: ábralo de nuevo</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln jugador</numerusform>
            <numerusform>%Ln jugadores</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 de %2 en %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>otros comienzos</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 puntos de %Ln partida con resultado</numerusform>
            <numerusform>%1 puntos de %Ln partidas con resultado</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Ganadas %1, tablas %2, perdidas %3; %4 con blancas, %5 con negras</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1: %Ln partida</numerusform>
            <numerusform>%1: %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>y %Ln más</numerusform>
            <numerusform>y %Ln más</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Puntos en porcentaje de las partidas con resultado</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Victorias, tablas y derrotas</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>El Elo más bajo y más alto del jugador en estas partidas</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>El Elo que valen los resultados del jugador contra los rivales con Elo</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>La fecha de la primera partida</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>La fecha de la última partida</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Cuántas posiciones iniciales, y las más jugadas</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntos</translation>
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
        <translation>Rend.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Posiciones iniciales</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Ordenador (nivel %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Dos jugadores en un tablero</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Partida contra el ordenador, nivel %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Partida contra %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Siguiente pregunta</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Práctica de enroque</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Ejercicio 1: enrocar en una posición inicial</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Ejercicio 2: enrocar en plena partida, o decir por qué no</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>No es posible porque:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Reiniciar estadísticas</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Posición inicial %1 (%2), sin las demás piezas. Enroca en el tablero con cualquier gesto.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Correcto.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Incorrecto.&lt;/b&gt; Tu respuesta: %1.&lt;br&gt;La respuesta: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Puntos %1/%2 · racha %3 (mejor %4) · %5 s por respuesta</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;Por respuesta&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Por forma&lt;/th&gt;&lt;th&gt;&amp;nbsp;bien&lt;/th&gt;&lt;th&gt;&amp;nbsp;mal&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Posición inicial %1 (%2) tras 1 medio movimiento. Enroca en el tablero (solo cuenta el enroque) o elige por qué no es posible.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Posición inicial %1 (%2) tras %n medio movimiento. Enroca en el tablero (solo cuenta el enroque) o elige por qué no es posible.</numerusform>
            <numerusform>Posición inicial %1 (%2) tras %n medios movimientos. Enroca en el tablero (solo cuenta el enroque) o elige por qué no es posible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Todo, desde la posición inicial %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Solo enroques de forma %1</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Solo enroques permitidos</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Solo: %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Solo O-O-O (lado a)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Solo O-O (lado h)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>Cualquier posición inicial</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>La revisión se detuvo: %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Revisión: %1 de %2 posiciones</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Terminar la revisión</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Revisar con</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Re&amp;visar la partida</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rápida</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Profunda</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Aprender de tus &amp;errores…</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Buscar jugadas mejores donde la revisión marcó errores y errores graves</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Revisión: empezando</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Pérdida media</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Revisión detenida: las jugadas no alcanzadas no tienen marcas.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aprender de tus errores</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Pérdida media en centésimas de peón; ?! imprecisiones, ? errores, ?? errores graves</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>la jugada %1 de %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar la partida</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>El programa se detuvo mientras revisaba %1: la revisión había llegado a %2.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>¿Terminar la revisión ahora? La partida viene de Mis partidas.</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>La revisión de esta partida se detuvo en %1.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Reglas del Chess960</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>P&amp;iezas:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Colores:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>A&amp;nimación:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Mostrar c&amp;oordenadas</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>Mostrar las jugadas &amp;legales de la pieza levantada</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Pedir confirmación de las &amp;jugadas (Intro juega, Esc retira)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Dos jugadores: &amp;girar el tablero hacia el que mueve</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Mostrar el panel del &amp;motor</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>El nuevo idioma se aplica enseguida a todas las ventanas abiertas.</translation>
    </message>
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>Contra el ordenador: jugar con &amp;premovimiento mientras piensa (Esc o un clic derecho lo cancela)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>Reproducir &amp;sonidos (jugadas, jaques, inicio y final de la partida, falta de tiempo)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Las letras del idioma (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Las letras inglesas (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Figurines (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Cómo se muestran y se escriben las jugadas; las partidas guardadas conservan las letras inglesas que exige el PGN</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>&amp;Escribir las jugadas con:</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Mostrar los derechos de enroque que quedan (una marca en cada torre que conserva uno)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Sorteo de la posición inicial</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>Practicar el enroque aquí</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Jugar esta posición</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Elige una posición inicial</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Clásica (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Una posición inicial al azar, todas igual de probables</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Primera fila de las blancas, p. ej. BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Número:</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Primera fila:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Enroques (señala un enroque para verlo en el diagrama)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Procedimiento de dados de Althöfer</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Tirar el dado</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Volver a empezar</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Valores obtenidos con un dado real, p. ej. 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Colocar</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Listo: SP %1. El rey ocupa la casilla central de las tres últimas y las torres las otras dos.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Tirada %1: %2 – %3 en %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Escribe por orden los valores que salieron.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Blancas O-O (lado h)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Blancas O-O-O (lado a)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Negras O-O (lado h)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Negras O-O-O (lado a)</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>alfil de casillas oscuras</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>alfil de casillas claras</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>primer caballo</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>segundo caballo</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, con un 6 se repite</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, con un 5 o un 6 se repite</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>La próxima tirada coloca: %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Tirada %1: %2 no vale (%3), tira otra vez (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Tiradas hasta ahora</translation>
    </message>
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 tirada ignorada</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n tirada ignorada</numerusform>
            <numerusform>; %n tiradas ignoradas</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; sobra 1 valor al final</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; sobra %n valor al final</numerusform>
            <numerusform>; sobran %n valores al final</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Posiciones iniciales distintas para blancas y negras</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Negras: SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 no es un número de posición inicial: van de 0 a 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>«%1» no es un número: escriba un número de posición inicial de 0 a 959.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Rey %2 → %3, torre %4 → %5&lt;br&gt;Forma: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Deben estar libres: %8&lt;br&gt;No deben estar atacadas: %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Solo equilibradas</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Barajar sortea entre las posiciones iniciales que la guía del motor llama equilibradas (dentro de ±%1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>&amp;Etiquetas de la partida...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>Los jugadores, el torneo, el lugar, la fecha, la ronda, los Elo y cualquier otra etiqueta de la partida</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>Las etiquetas de la partida han cambiado</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>ganaron las blancas</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>ganaron las negras</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>tablas</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>sin decidir</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Etiquetas de la partida</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Se escriben a partir de la propia partida, no aquí: el resultado (%1), la posición inicial, el control de tiempo y cómo terminó la partida.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>&amp;Añadir una etiqueta</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>&amp;Quitar la etiqueta</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>Una etiqueta tiene valor pero no nombre.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» no puede ser el nombre de una etiqueta: empieza por una letra o una cifra y después solo lleva letras, cifras y _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 se escribe a partir de la propia partida y no se puede fijar aquí.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 aparece dos veces.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 es una fecha como año.mes.día, con ?? para lo que no se sabe: 2024.05.17 o 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 es un Elo, un número entero de 0 a 4000, o vacío.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 no puede contener un salto de línea.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>No se encontró el archivo del motor %1.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>El archivo del motor %1 no es un programa ejecutable.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 no puede jugar esta posición: no ofrece Chess960 (UCI_Chess960), y aquí el enroque lo necesita. Sin él, solo puede jugar desde la posición clásica (SP 518).</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 escribió una línea de más de %2 KB: su salida se desborda.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 escribió más de %2 líneas en un segundo: su salida se desborda.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 respondió «%2», que no es una jugada.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 jugó %2, que no es una jugada legal en esta posición (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 escribió su enroque como %2, y no como el rey que captura su propia torre, como exige el modo Chess960.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 escribió su enroque como %2, el rey que captura su propia torre, que es la notación de Chess960.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 se cerró de forma anómala (señal %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 terminó por sí solo con el código de salida %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 no es un motor UCI: terminó antes de responder «uciok» a «uci». %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>No se pudo arrancar el motor %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 no es un motor UCI: no respondió «uciok» a «uci» en %2 segundos.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 no responde: no contestó a «isready» en %2 segundos.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 no responde: no envió ninguna jugada en su tiempo más %2 segundos.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 no responde: no contestó a «stop» en %2 segundos.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>Lo último que escribió: «%1».</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Empezar con la posición &lt;number&gt; (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>No ofrecer reanudar una partida sin terminar.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un archivo PGN para abrir.</translation>
    </message>
    <message>
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Conectar al inicio el tablero electrónico &lt;kind:port&gt;: dgt:PORT o millennium:PORT (PORT: un puerto serie o cualquier ruta, p. ej. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
