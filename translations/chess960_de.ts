<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>der weiße Bauer</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>der schwarze Bauer</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>der weiße Springer</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>der schwarze Springer</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>der weiße Läufer</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>der schwarze Läufer</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>der weiße Turm</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>der schwarze Turm</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>die weiße Dame</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>die schwarze Dame</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>der weiße König</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>der schwarze König</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>zur h-Seite (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>zur a-Seite (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>Doppelzug</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>Platztausch</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>nur Königszug</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>nur Turmzug</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Zuerst den König ziehen: Er steht auf dem Zielfeld des Turms, %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Zuerst den Turm ziehen: Er steht auf dem Zielfeld des Königs, %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>König oder Turm dürfen zuerst ziehen.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Nur der König zieht und springt über den Turm auf %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Nur der Turm zieht und springt über den König auf %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>König und Turm tauschen die Felder: beide anheben, dann jeden auf das Feld des anderen stellen.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>Weiß hat kein Rochaderecht zur h-Seite: Der König oder dieser Turm hat schon gezogen</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>Weiß hat kein Rochaderecht zur a-Seite: Der König oder dieser Turm hat schon gezogen</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>Schwarz hat kein Rochaderecht zur h-Seite: Der König oder dieser Turm hat schon gezogen</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>Schwarz hat kein Rochaderecht zur a-Seite: Der König oder dieser Turm hat schon gezogen</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>%1 auf %2 bietet dem König Schach</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>Auf %1 steht %2 im Weg</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>%2 auf %3 greift %1 an</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>der König stünde danach im Schach</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 ist nicht möglich: %2</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>rochieren</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>König im Schach</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>überquert ein angegriffenes Feld</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>landet auf einem angegriffenen Feld</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>Weg versperrt</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>Recht verloren</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>Partie läuft</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>Schachmatt</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>Patt</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>ungenügendes Material</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>75-Züge-Regel</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>dreifache Stellungswiederholung reklamiert</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>50-Züge-Regel reklamiert</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>Remis durch Vereinbarung</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>Zeitüberschreitung, aber der Gegner kann nicht mehr mattsetzen</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>Schiedsrichterentscheid</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>Regelverstoß</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>Ergebnis ohne Begründung</translation>
    </message>
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>König %1 → %2, Turm %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>Die Partie begann ohne es</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>Der König hat gezogen (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>Der König hat rochiert (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>Der Turm der h-Seite hat gezogen (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>Der Turm der a-Seite hat gezogen (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>Der Turm der h-Seite wurde geschlagen (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>Der Turm der a-Seite wurde geschlagen (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>Weiß hat kein Rochaderecht zur h-Seite: %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>Weiß hat kein Rochaderecht zur a-Seite: %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>Schwarz hat kein Rochaderecht zur h-Seite: %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>Schwarz hat kein Rochaderecht zur a-Seite: %1</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>Der Text ist leer</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, Spalte %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>Die Startstellung %1 gibt es nicht: 0 bis 959 verwenden</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>Die Partie ist beendet (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>Zeile %1 der Übungsstatistik ist nicht lesbar: %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Die Übungsstatistik ist leer</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Weiß ist matt</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Schwarz ist matt</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Weiß setzt in %1 matt</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Schwarz setzt in %1 matt</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, die Stellung ist ausgeglichen</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, Weiß steht etwas besser</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, Schwarz steht etwas besser</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, Weiß steht besser</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, Schwarz steht besser</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> auf %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> auf der %1-Linie</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> auf der %1. Reihe</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>ein Leerzeichen</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>Byte 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>kein König</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 König</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 Könige</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>keine Dame</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 Dame</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 Damen</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>keine Türme</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 Turm</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 Türme</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>keine Läufer</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 Läufer</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 Läufer</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>keine Springer</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 Springer</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 Springer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 oder %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>Die FEN ist leer</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>Die FEN hat nur 1 Teil: die Angabe, wer am Zug ist, fehlt</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>Die FEN hat nur 2 Teile: die Rochaderechte fehlen</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>Die FEN hat nur 3 Teile: das En-passant-Feld fehlt</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>Die FEN hat %1 Teile; erlaubt sind höchstens 6 (Stellung, Zugrecht, Rochade, en passant, Halbzugzähler, Zugnummer)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Stellung: die %1. Reihe hat 1 Feld statt 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Stellung: die %1. Reihe hat %2 Felder statt 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Stellung: mehr als 8 Reihen</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Stellung: zwei Ziffern hintereinander in der %1. Reihe (für eine Folge leerer Felder eine Ziffer schreiben)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Stellung: die %1. Reihe hat mehr als 8 Felder</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Stellung: &apos;%1&apos; ist kein Figurenbuchstabe (KQRBNP für Weiß, kqrbnp für Schwarz, Ziffern 1-8 für leere Felder)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Stellung: 1 Reihe gefunden, 8 erwartet</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Stellung: %1 Reihen gefunden, 8 erwartet</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Am Zug muss &apos;w&apos; oder &apos;b&apos; stehen, nicht &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>Weiß hat keinen König; es muss genau einen geben</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>Schwarz hat keinen König; es muss genau einen geben</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Weiß hat %1 Könige; es muss genau einen geben</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Schwarz hat %1 Könige; es muss genau einen geben</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>Ein Bauer steht auf %1: Bauern können nie auf der ersten oder letzten Reihe stehen</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Weiß hat %1 Bauern; höchstens 8 sind möglich</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Schwarz hat %1 Bauern; höchstens 8 sind möglich</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Weiß hat %1 Figuren mehr als in der Anfangsaufstellung, aber nur %2 fehlende Bauern, die sich umgewandelt haben könnten</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Schwarz hat %1 Figuren mehr als in der Anfangsaufstellung, aber nur %2 fehlende Bauern, die sich umgewandelt haben könnten</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>Der weiße König auf %1 steht von %2 aus im Schach, aber Schwarz ist am Zug</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>Der schwarze König auf %1 steht von %2 aus im Schach, aber Weiß ist am Zug</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Der weiße König wird von %1 Figuren zugleich angegriffen, was kein regelgemäßer Zug erzeugen kann</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Der schwarze König wird von %1 Figuren zugleich angegriffen, was kein regelgemäßer Zug erzeugen kann</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Rochaderechte: &apos;%1&apos; ist nicht erlaubt (K, Q, k, q, Linienbuchstaben A-H / a-h oder &apos;-&apos; verwenden)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber der weiße König steht auf %2, nicht auf seiner Grundreihe, hat also schon gezogen</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber der schwarze König steht auf %2, nicht auf seiner Grundreihe, hat also schon gezogen</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber Weiß hat keinen Turm auf der h-Seite seines Königs auf %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber Weiß hat keinen Turm auf der a-Seite seines Königs auf %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber Schwarz hat keinen Turm auf der h-Seite seines Königs auf %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber Schwarz hat keinen Turm auf der a-Seite seines Königs auf %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber auf %2 steht kein weißer Turm</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Rochaderechte: &apos;%1&apos;, aber auf %2 steht kein schwarzer Turm</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Rochaderechte: der weiße König auf %1 steht in einer Ecke und kann daher keine Rochaderechte haben</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Rochaderechte: der schwarze König auf %1 steht in einer Ecke und kann daher keine Rochaderechte haben</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Rochaderechte: zwei Rechte zur h-Seite für Weiß (&apos;%1&apos; wiederholt eines)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Rochaderechte: zwei Rechte zur a-Seite für Weiß (&apos;%1&apos; wiederholt eines)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Rochaderechte: zwei Rechte zur h-Seite für Schwarz (&apos;%1&apos; wiederholt eines)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Rochaderechte: zwei Rechte zur a-Seite für Schwarz (&apos;%1&apos; wiederholt eines)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Das En-passant-Feld &apos;%1&apos; ist kein Feldname</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>Das En-passant-Feld %1 muss auf der %2. Reihe liegen, wenn Weiß am Zug ist</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>Das En-passant-Feld %1 muss auf der %2. Reihe liegen, wenn Schwarz am Zug ist</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>Das En-passant-Feld %1 ist unmöglich: auf %2 steht kein weißer Bauer, der gerade zwei Felder gezogen sein könnte</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>Das En-passant-Feld %1 ist unmöglich: auf %2 steht kein schwarzer Bauer, der gerade zwei Felder gezogen sein könnte</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>Das En-passant-Feld %1 ist unmöglich: %2 ist besetzt, also kann kein Bauer gerade darüber gezogen sein</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>Der Halbzugzähler &apos;%1&apos; muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>Die Zugnummer &apos;%1&apos; muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; ist kein UCI-Zug (erwartet z. B. e2e4, e7e8q oder e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos;: das erste Feld ist kein Feldname</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos;: das zweite Feld ist kein Feldname</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos;: die Umwandlungsfigur muss q, r, b oder n sein</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; ist eine Umwandlung: den Figurenbuchstaben anhängen (q, r, b oder n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; ist nicht zulässig: %2 ist leer</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; ist nicht zulässig: die Figur auf %2 gehört der Seite, die nicht am Zug ist</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; ist in dieser Stellung kein zulässiger Zug</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; ist kein Zug</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos;: Weiß kann nicht zur h-Seite rochieren</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos;: Weiß kann nicht zur a-Seite rochieren</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos;: Schwarz kann nicht zur h-Seite rochieren</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos;: Schwarz kann nicht zur a-Seite rochieren</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos;: ein Bauer wird in Dame, Turm, Läufer oder Springer umgewandelt (=Q, =R, =B oder =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; ist kein Zug in SAN (z. B. Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; endet nicht mit einem Zielfeld</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos;: unerwartetes &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; ist mehrdeutig: gemeint sein kann %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos; braucht eine Umwandlungsfigur, z. B. %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; ist keine Umwandlung: ein Bauer wird auf der letzten Reihe umgewandelt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; ist kein zulässiger Königszug; die Rochade schreibt man %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; ist nicht zulässig</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; ist nicht zulässig: %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>Weiß hat keine Figur dieser Art (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>Schwarz hat keine Figur dieser Art (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>es gibt keine weiße Figur (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>es gibt keine schwarze Figur (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>auf %1 steht bereits eine weiße Figur (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>auf %1 steht bereits eine schwarze Figur (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>der weiße König darf nicht ins Schach auf %1 ziehen</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>der schwarze König darf nicht ins Schach auf %1 ziehen</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>die weiße Figur (%1) auf %2 darf nicht dorthin: der weiße König bliebe im Schach</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>die schwarze Figur (%1) auf %2 darf nicht dorthin: der schwarze König bliebe im Schach</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>die weiße Figur (%1) auf %2 darf nicht dorthin: der weiße König käme ins Schach</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>die schwarze Figur (%1) auf %2 darf nicht dorthin: der schwarze König käme ins Schach</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>keine weiße Figur (%1)%2 kann nach %3 ziehen</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>keine schwarze Figur (%1)%2 kann nach %3 ziehen</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>Der Text enthält keine PGN-Partie</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>Partie %1, Zeile %2, Spalte %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>Auf &apos;$&apos; muss eine Zahl folgen (ein NAG wie $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; ist kein Zugkommentar (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>unerwartetes Zeichen &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>der hier mit &apos;{&apos; geöffnete Kommentar wird nie mit &apos;}&apos; geschlossen</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>der Wert in Anführungszeichen wird in seiner Zeile nicht geschlossen</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>ein Tag braucht nach &apos;[&apos; einen Namen, z. B. [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>das Tag %1 braucht einen Wert in Anführungszeichen</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>das Tag %1 wird nicht mit &apos;]&apos; geschlossen</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>die Variante &apos;%1&apos; ist weder Chess960 noch normales Schach, die einzigen, die hier gelesen werden</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>das FEN-Tag ist ungültig</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>das FEN-Tag ist ungültig: %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>eine Chess960-Partie braucht ein FEN-Tag mit ihrer Startstellung</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>die hier mit &apos;(&apos; geöffnete Variante wird nie geschlossen</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>Zug %1 von Weiß</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>Zug %1 von Schwarz</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; ist ein Nullzug (ein Passen), den eine Partie außerhalb einer Variante nicht enthalten kann</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; folgt, nachdem die Partie durch %2 geendet hat</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; mitten in den Zügen; Tags stehen vor ihnen</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 ist kein NAG (sie reichen bis $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; schließt eine Variante, die nie geöffnet wurde</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>Text in Anführungszeichen gehört in ein Tag: [Name &quot;Wert&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; außerhalb eines Tags</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>das Result-Tag &apos;%1&apos; ist nicht 1-0, 0-1, 1/2-1/2 oder *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>die Züge enden mit %1, aber das Result-Tag sagt %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>das Ergebnis ist %1, aber die Schlussstellung ist %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>Die Grundreihe ist leer: 8 Figurenbuchstaben für die Linien a bis h eingeben, etwa RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>Eine Grundreihe hat 8 Felder, a bis h: 1 Zeichen gefunden</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>Eine Grundreihe hat 8 Felder, a bis h: %1 Zeichen gefunden</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Feld %1: ein Bauer kann nicht auf der Grundreihe stehen (K, Q, R, B, N verwenden)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Feld %1: %2 ist kein Figurenbuchstabe (K, Q, R, B, N verwenden)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Zeichen %1: ein Bauer kann nicht auf der Grundreihe stehen (K, Q, R, B, N verwenden)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Zeichen %1: %2 ist kein Figurenbuchstabe (K, Q, R, B, N verwenden)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Es muss genau einen König, eine Dame, zwei Türme, zwei Läufer und zwei Springer geben: gefunden %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Die Läufer auf %1 und %2 stehen beide auf dunklen Feldern</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Die Läufer auf %1 und %2 stehen beide auf hellen Feldern</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>Der König auf %1 steht nicht zwischen den beiden Türmen</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>Die Startstellung ist schon vollständig: zum erneuten Würfeln zurücksetzen</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 ist kein Würfelwert (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>Wurf %1 ist %2: ein Würfel zeigt 1 bis 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>Keine Würfe angegeben</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>1 Wurf angegeben</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1; der schwarzfeldrige Läufer braucht noch einen Wurf</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1; der weißfeldrige Läufer braucht noch einen Wurf</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1; die Dame braucht noch einen Wurf</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1; der erste Springer braucht noch einen Wurf</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1; der zweite Springer braucht noch einen Wurf</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>%n Wurf angegeben</numerusform>
            <numerusform>%n Würfe angegeben</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>der weiße König auf %1 hat seine Grundreihe verlassen</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>der schwarze König auf %1 hat seine Grundreihe verlassen</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>der weiße König auf %1 steht in einer Ecke</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>der schwarze König auf %1 steht in einer Ecke</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>kein weißer Turm auf der Grundreihe</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>kein schwarzer Turm auf der Grundreihe</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>kein weißer Turm auf der h-Seite des Königs</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>kein schwarzer Turm auf der h-Seite des Königs</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>kein weißer Turm auf der a-Seite des Königs</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>kein schwarzer Turm auf der a-Seite des Königs</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>kein weißer Turm auf %1</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>kein schwarzer Turm auf %1</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Rochaderecht %1 gestrichen: %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Rochaderechte %1 gestrichen: %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; öffnet eine Variante, bevor es einen Zug gibt, den sie ersetzen könnte</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>Varianten, die tiefer als %1 Ebenen verschachtelt sind, werden nicht gelesen</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>Keine PGN-Datei: Sie enthält Binärdaten (Byte 0x%3 in Zeile %1, Spalte %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>Keine PGN-Datei: Nichts darin lässt sich als Tag oder Zug lesen; der erste Fehler steht in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Der weiße König steht zugleich von %1 und %2 aus im Schach, was kein einzelner Zug bewirken kann</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Der schwarze König steht zugleich von %1 und %2 aus im Schach, was kein einzelner Zug bewirken kann</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Der weiße König steht von %1 aus im Schach, und das schon, bevor der Bauer auf %2 zwei Felder vorrückte; dieser Doppelschritt war also nicht der letzte Zug</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Der schwarze König steht von %1 aus im Schach, und das schon, bevor der Bauer auf %2 zwei Felder vorrückte; dieser Doppelschritt war also nicht der letzte Zug</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>En-passant-Feld %1: Weiß kann dort nicht regelgemäß schlagen</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>En-passant-Feld %1: Schwarz kann dort nicht regelgemäß schlagen</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, wandelt in einen Springer um</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, wandelt in einen Läufer um</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, wandelt in einen Turm um</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, wandelt in eine Dame um</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Weiß rochiert zur h-Seite</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Weiß rochiert zur a-Seite</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Schwarz rochiert zur h-Seite</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Schwarz rochiert zur a-Seite</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 schlägt %2 en passant</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 schlägt %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, schachmatt</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, patt</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, Schach</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>guter Zug</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>brillanter Zug</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>interessanter Zug</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>zweifelhafter Zug</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>erzwungener Zug</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>der einzige Zug</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>schlechtester Zug</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>remisliche Stellung</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>ausgeglichene Chancen, ruhige Stellung</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>ausgeglichene Chancen, dynamische Stellung</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>unklare Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht etwas besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht etwas besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>Weiß hat einen vernichtenden Vorteil</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>Schwarz hat einen vernichtenden Vorteil</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Weiß ist im Zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Schwarz ist im Zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>Weiß hat einen leichten Raumvorteil</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>Schwarz hat einen leichten Raumvorteil</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>Weiß hat einen deutlichen Raumvorteil</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>Schwarz hat einen deutlichen Raumvorteil</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>Weiß hat einen entscheidenden Raumvorteil</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>Schwarz hat einen entscheidenden Raumvorteil</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>Weiß hat einen leichten Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>Schwarz hat einen leichten Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>Weiß hat einen Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>Schwarz hat einen Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>Weiß hat einen entscheidenden Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>Schwarz hat einen entscheidenden Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>Weiß hat die Initiative</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>Schwarz hat die Initiative</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>Weiß hat eine anhaltende Initiative</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>Schwarz hat eine anhaltende Initiative</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>Weiß hat Angriff</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>Schwarz hat Angriff</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>Weiß hat nicht genug Kompensation für das Material</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>Schwarz hat nicht genug Kompensation für das Material</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>Weiß hat Kompensation für das Material</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>Schwarz hat Kompensation für das Material</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>Weiß hat mehr als genug Kompensation für das Material</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>Schwarz hat mehr als genug Kompensation für das Material</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>Weiß kontrolliert das Zentrum etwas besser</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>Schwarz kontrolliert das Zentrum etwas besser</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>Weiß kontrolliert das Zentrum besser</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>Schwarz kontrolliert das Zentrum besser</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>Weiß beherrscht das Zentrum entscheidend</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>Schwarz beherrscht das Zentrum entscheidend</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>Weiß kontrolliert den Königsflügel etwas besser</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>Schwarz kontrolliert den Königsflügel etwas besser</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>Weiß kontrolliert den Königsflügel besser</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>Schwarz kontrolliert den Königsflügel besser</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>Weiß beherrscht den Königsflügel entscheidend</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>Schwarz beherrscht den Königsflügel entscheidend</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>Weiß kontrolliert den Damenflügel etwas besser</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>Schwarz kontrolliert den Damenflügel etwas besser</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>Weiß kontrolliert den Damenflügel besser</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>Schwarz kontrolliert den Damenflügel besser</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>Weiß beherrscht den Damenflügel entscheidend</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>Schwarz beherrscht den Damenflügel entscheidend</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>Die weiße Grundreihe ist schwach</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>Die schwarze Grundreihe ist schwach</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>Die weiße Grundreihe ist gut geschützt</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>Die schwarze Grundreihe ist gut geschützt</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>Der weiße König ist schlecht geschützt</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>Der schwarze König ist schlecht geschützt</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>Der weiße König ist gut geschützt</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>Der schwarze König ist gut geschützt</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>Der weiße König steht schlecht</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>Der schwarze König steht schlecht</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>Der weiße König steht gut</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>Der schwarze König steht gut</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>Weiß hat eine sehr schwache Bauernstruktur</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>Schwarz hat eine sehr schwache Bauernstruktur</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>Weiß hat eine schwache Bauernstruktur</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>Schwarz hat eine schwache Bauernstruktur</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>Weiß hat eine starke Bauernstruktur</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>Schwarz hat eine starke Bauernstruktur</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>Weiß hat eine sehr starke Bauernstruktur</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>Schwarz hat eine sehr starke Bauernstruktur</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>Die weißen Springer stehen schlecht</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>Die schwarzen Springer stehen schlecht</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>Die weißen Springer stehen gut</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>Die schwarzen Springer stehen gut</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>Die weißen Läufer stehen schlecht</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>Die schwarzen Läufer stehen schlecht</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>Die weißen Läufer stehen gut</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>Die schwarzen Läufer stehen gut</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>Die weißen Türme stehen schlecht</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>Die schwarzen Türme stehen schlecht</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>Die weißen Türme stehen gut</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>Die schwarzen Türme stehen gut</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>Die weiße Dame steht schlecht</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>Die schwarze Dame steht schlecht</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>Die weiße Dame steht gut</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>Die schwarze Dame steht gut</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>Die weißen Figuren sind schlecht koordiniert</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>Die schwarzen Figuren sind schlecht koordiniert</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>Die weißen Figuren sind gut koordiniert</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>Die schwarzen Figuren sind gut koordiniert</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>Weiß hat die Eröffnung sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>Schwarz hat die Eröffnung sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>Weiß hat die Eröffnung schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>Schwarz hat die Eröffnung schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>Weiß hat die Eröffnung gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>Schwarz hat die Eröffnung gut gespielt</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>Weiß hat die Eröffnung sehr gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>Schwarz hat die Eröffnung sehr gut gespielt</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>Weiß hat das Mittelspiel sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>Schwarz hat das Mittelspiel sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>Weiß hat das Mittelspiel schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>Schwarz hat das Mittelspiel schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>Weiß hat das Mittelspiel gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>Schwarz hat das Mittelspiel gut gespielt</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>Weiß hat das Mittelspiel sehr gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>Schwarz hat das Mittelspiel sehr gut gespielt</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>Weiß hat das Endspiel sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>Schwarz hat das Endspiel sehr schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>Weiß hat das Endspiel schlecht gespielt</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>Schwarz hat das Endspiel schlecht gespielt</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>Weiß hat das Endspiel gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>Schwarz hat das Endspiel gut gespielt</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>Weiß hat das Endspiel sehr gut gespielt</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>Schwarz hat das Endspiel sehr gut gespielt</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>Weiß hat etwas Gegenspiel</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>Schwarz hat etwas Gegenspiel</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>Weiß hat Gegenspiel</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>Schwarz hat Gegenspiel</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>Weiß hat entscheidendes Gegenspiel</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>Schwarz hat entscheidendes Gegenspiel</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>Weiß hat wenig Bedenkzeit</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>Schwarz hat wenig Bedenkzeit</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>Weiß ist in großer Zeitnot</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>Schwarz ist in großer Zeitnot</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>mit der Idee</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>Neuerung</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>Die Datei ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Die Datei enthält keine Partie.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>Die Datei gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>Die Kopie der Datei, wie sie war, %1, kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>Die Datei wurde geändert, seit ihre Partien aufgelistet wurden: bitte erneut öffnen.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>Die Datei enthielte keine Partie mehr: Lösche stattdessen die Datei selbst.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>Die Tags einer Partie bei Byte %1 sind nicht lesbar.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Die Datei wurde von einem anderen Programm geändert, während sie gelesen wurde.</translation>
    </message>
</context>
<context>
    <name>PieceNotation</name>
    <message>
        <source>K Q R B N</source>
        <comment>the letters of king, queen, rook, bishop and knight in this language&apos;s chess notation, in that order, separated by spaces (German: K D T L S)</comment>
        <translation>K D T L S</translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation>rochieren: %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>ein regelwidriger Zug</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (die andere Rochade)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Weiß: Rochade %1 – oder sag, warum nicht</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Schwarz: Rochade %1 – oder sag, warum nicht</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Weiß: Rochade %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Schwarz: Rochade %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>nicht möglich: %1</translation>
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
        <translation>Die Rochade ist hier erlaubt.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Schiefer</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Moos</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Walnuss</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Schlicht</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Der Ordner %1 kann nicht angelegt werden.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>die Datei oder ihr Ordner kann nicht beschrieben werden</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Ihre Auswahl kann nicht in %1 gespeichert werden: %2. Sie bleibt erhalten, solange das Programm läuft, und wird gespeichert, sobald die Datei beschrieben werden kann.</translation>
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
        <translation>Brett %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Chess960-Startstellung %1 von 0–959</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Grundreihe von Weiß, von a bis h; die von Schwarz ist ihr Spiegelbild:</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN:</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>Aus dem Würfelverfahren nach Althöfer:</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>Die Seiten konnten nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>Seite %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Chess960-Startstellungen</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Engine: %1, ausgeglichen</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Engine: %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · empfohlene erste Züge: %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation>Über Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Fischer-Random-Schach (Chess960) auf dem Desktop: gegen den Computer oder einen Freund aus jeder der 960 Startstellungen spielen, die Rochade üben und Startstellungen für ein echtes Brett auslosen.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Erstellt mit Qt %1, läuft mit Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 Stattdessen analysiert die eingebaute Engine.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Züge für beide Seiten an jeder Stelle der Partie ausprobieren, mit den Varianten der Engine (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>&amp;Von hier weiterspielen …</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Eine neue Partie ab der angezeigten Stellung, gegen den Computer oder zu zweit</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>Die gespielte Zugfolge bleibt Hauptvariante, bis die Partie beendet ist oder analysiert wird.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Züge der laufenden Partie lassen sich nicht löschen; nimm sie stattdessen zurück.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Kommentar nach dem Zug:</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Von hier weiterspielen</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>Eine neue Partie ab der angezeigten Stellung beginnen?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Zwei Spieler</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Analyse läuft …</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Tiefe %1, %2 kN/s</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Analyse</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>Die Engine analysiert die angezeigte Stellung, bis sie ausgeschaltet wird</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Varianten:</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Anzahl der Varianten</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Analysierende Engine</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Kein Brett verbunden.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>Warte auf die Antwort des Bretts an %1 ...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Mit dem Brett an %1 verbunden.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Version %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Seriennummer %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Neuer Versuch läuft.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Elektronisches Brett</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Art des Bretts:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Anschluss:</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>z. B. /dev/ttyUSB0 oder COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Eine auf dem Brett aufgestellte Partie wird gegen den &amp;Computer gespielt (sonst zwischen den beiden Spielern am Brett)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Trennen</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Keine Antwort von einem %1-Brett an %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 lässt sich nicht öffnen: %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>Das Brett an %1 ist weg: %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Figuren, Farben, Animation, Züge und Sprache</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>&amp;Figuren</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>F&amp;arben</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Züge &amp;bestätigen lassen</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>Brett zum Spieler am Zug &amp;drehen</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Zwei Spieler an einem Bildschirm: die Seite am Zug sitzt unten</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>&amp;Engine-Anzeige zeigen</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>&amp;Erlaubte Züge zeigen</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Töne</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Töne für Züge, Schachgebote, Beginn und Ende der Partie und knappe Zeit; die Lautstärke steht in den Einstellungen</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Show castling &amp;rights</source>
        <translation>&amp;Rochaderechte zeigen</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Eine Marke auf jedem Turm, der ein Rochaderecht behält: die Rochaden, die in dieser Partie noch möglich sind</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Rochade %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Neue Figur wählen (Esc: der Bauer bleibt)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Umwandlung zurückgenommen: Der Bauer bleibt</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Zug zurückgenommen</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>der König bleibt auf %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>König %1 nach %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>der Turm bleibt auf %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>Turm %1 nach %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Weiß rochiert %1: %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Schwarz rochiert %1: %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Rochade-Ankündigung zurückgenommen</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1: Enter bestätigt den Zug, Esc nimmt ihn zurück</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Umwandeln in: %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, angehoben</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Schachbrett, %1 am Zug. Pfeiltasten wählen ein Feld, Leertaste oder Enter hebt eine Figur an und setzt sie ab, Esc bricht ab.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Weiß kann jetzt nicht rochieren. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Schwarz kann jetzt nicht rochieren. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>Zu welcher Seite rochieren? Einen Turm anklicken oder den König auf sein Rochadefeld ziehen</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Rochade angekündigt: rochieren oder mit Esc die Ankündigung zurücknehmen</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Rochade %1: jetzt den Turm von %2 nach %3 ziehen (Esc nimmt die Rochade zurück)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Rochade %1: jetzt den König von %2 nach %3 ziehen (Esc nimmt die Rochade zurück)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Weiß kündigt die Rochade an</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Schwarz kündigt die Rochade an</translation>
    </message>
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Hier zählt nur die Rochade: andere Züge werden zurückgenommen</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Vorauszug %1: wird gespielt, sobald die andere Seite gezogen hat, falls er dann regelgemäß ist; Esc oder ein Rechtsklick nimmt ihn zurück</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Vorauszug zurückgenommen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Rochaderechte: Weiß %1; Schwarz %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>Startstellungskarte &amp;drucken …</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Eine Seite für ein echtes Brett: die Stellung, ihre Rochaden, ihre Nummer</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Startstellungskarte speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Startstellungskarte</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Eine Karte für Startstellung %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>Startstellung %1 an jedem Brett einer Runde</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>An jedem Brett eine zufällige Startstellung, mit ihrer Nummer</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>&amp;Bretter:</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>Die Würfe, die sie ergeben haben (%1), werden auf ihre Karte gedruckt.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>Als PDF &amp;speichern …</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Drucken …</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>&amp;Vorschau …</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Nur ausgeglichene Stellungen (Ratgeber der Engine)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Kreuztabelle: %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Die Partien des Turniers werden gelesen…</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Der Index der Datei ließ sich nicht lesen: Öffnen Sie die Datei erneut</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln ohne Ergebnis)</numerusform>
            <numerusform>(%Ln ohne Ergebnis)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
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
        <translation>Sonneborn-Berger: die Punkte jeder Partie mal der Gesamtpunktzahl des Gegners</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Die Wertung, die die Ergebnisse des Spielers gegen die gewerteten Gegner wert sind</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 mit Weiß</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 mit Schwarz</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Gegen %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 aus %Ln Partie</numerusform>
            <numerusform>%1 aus %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln Spieler</numerusform>
            <numerusform>%Ln Spieler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Die aufgelisteten Partien exportieren</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>partien.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xportieren …</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Löschen …</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>&amp;Tag setzen ...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Einen Tag (den Namen eines Turniers, einen Ort ...) in jeder aufgeführten Partie setzen</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>&amp;Kopieren nach</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Die gewählten Partien in eine andere Datenbank kopieren: eine hier geöffnete Datei, Meine Partien oder eine andere PGN-Datei (sie lassen sich auch auf den Reiter einer Datenbank ziehen)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Spieler …</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Alle Spieler der Datei: Partien, Ergebnis, Wertungen, Daten und Startstellungen</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Kreuztabelle …</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>Die Kreuztabelle des Turniers der gewählten Partie</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Die gewählten Partien aus „Meine Partien“ löschen</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Die ausgewählten Partien aus der Datei löschen (die Datei, wie sie war, bleibt daneben erhalten)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Die aufgelisteten Partien in eine neue PGN-Datei schreiben, jede so, wie sie gespeichert wurde</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Die aufgelisteten Partien in eine neue PGN-Datei schreiben, jede so, wie die Datei sie enthält</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>das ist die Datei, aus der die Partien stammen</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Die aufgelisteten Partien werden in %1 geschrieben...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 Partie in %1 geschrieben</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln Partie in %1 geschrieben</numerusform>
            <numerusform>%Ln Partien in %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>Nicht alle Partien konnten gelöscht werden: %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>Aus %1 wurde nichts gelöscht: %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>Diese Partie aus „Meine Partien“ löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>%Ln Partie aus „Meine Partien“ löschen?</numerusform>
            <numerusform>%Ln Partien aus „Meine Partien“ löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>Partie %L1 aus %2 löschen?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>%Ln Partie aus %1 löschen?</numerusform>
            <numerusform>%Ln Partien aus %1 löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>Die Datei wird ohne sie neu geschrieben; die Datei, wie sie jetzt ist, bleibt daneben als %1 erhalten.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>Ihre Dateien werden gelöscht: das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>1 Partie wird gelöscht …</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>%Ln Partie wird gelöscht …</numerusform>
            <numerusform>%Ln Partien werden gelöscht …</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>1 Partie gelöscht</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>%Ln Partie gelöscht</numerusform>
            <numerusform>%Ln Partien gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(die Datei, wie sie war: %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Tag setzen</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Leer: Der Tag wird entfernt</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>In der aufgeführten Partie:</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>In jeder der %Ln aufgeführten Partie:</numerusform>
            <numerusform>In jeder der %Ln aufgeführten Partien:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 wird aus jeder Partie selbst geschrieben und kann hier nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 ist ein Datum als Jahr.Monat.Tag, mit ?? für Unbekanntes: 2024.05.17 oder 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 ist eine Wertungszahl, eine ganze Zahl von 0 bis 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>„%1“ kann kein Tag-Name sein: Er beginnt mit einem Buchstaben oder einer Ziffer, danach nur Buchstaben, Ziffern und _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>%1 aus der aufgeführten Partie in %2 entfernen?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>%1 aus der %Ln aufgeführten Partie in %2 entfernen?</numerusform>
            <numerusform>%1 aus den %Ln aufgeführten Partien in %2 entfernen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>%1 in der aufgeführten Partie in %3 auf „%2“ setzen?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>%1 in der %Ln aufgeführten Partie in %3 auf „%2“ setzen?</numerusform>
            <numerusform>%1 in den %Ln aufgeführten Partien in %3 auf „%2“ setzen?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>Die Datei wird neu geschrieben, jedes andere Byte bleibt, wie es war; die Datei, wie sie jetzt ist, bleibt daneben als %1 erhalten.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>%1 wird in 1 Partie gesetzt …</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>%1 wird in %Ln Partie gesetzt …</numerusform>
            <numerusform>%1 wird in %Ln Partien gesetzt …</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>In %1 wurde nichts geändert: %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 in 1 Partie gesetzt</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 in %Ln Partie gesetzt</numerusform>
            <numerusform>%1 in %Ln Partien gesetzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Datenbanken</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>&amp;Datenbankleiste</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>Die geöffneten Dateien mit mehreren Partien, je eine Liste, neben dem Brett</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Eine andere PGN-Datei …</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Die Partien ans Ende einer PGN-Datei kopieren</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Kopieren nach</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Die Partien sind bereits in dieser Datei.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>Die Partien lassen sich nicht kopieren: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>%Ln Partie wird nach %1 kopiert …</numerusform>
            <numerusform>%Ln Partien werden nach %1 kopiert …</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>Die Partien konnten nicht nach %1 kopiert werden: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln Partie nach %1 kopiert</numerusform>
            <numerusform>%Ln Partien nach %1 kopiert</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Elektronisches Brett</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>„%1“ nennt kein Brett: dgt:ANSCHLUSS oder millennium:ANSCHLUSS schreiben.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>In dieser Reihenfolge ist es keine Rochade. %1 König und Turm zurückstellen und noch einmal rochieren.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>%1 auf dem Brett ausführen.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>Auf %2 fehlt %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 auf %2 muss weg.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>Auf %2 gehört %1, nicht %3.</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>Das Brett weicht auf %n Feld von der Partie ab.</numerusform>
            <numerusform>Das Brett weicht auf %n Feldern von der Partie ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Eine Partie vom Brett: Startstellung %1 für Weiß, %2 für Schwarz.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Eine Partie vom Brett: Startstellung %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zurücknehmen</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>Die Figuren stehen wie vor %n Halbzug. Die Partie bis dorthin zurücknehmen?</numerusform>
            <numerusform>Die Figuren stehen wie vor %n Halbzügen. Die Partie bis dorthin zurücknehmen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Umwandlung</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>Der Bauer auf %1 wird umgewandelt. In welche Figur?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Elektronisches Brett: Verbindung mit dem %1-Brett an %2 ...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Elektronisches Brett: %1 an %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Elektronisches Brett: %1 an %2, Version %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Elektronisches Brett verloren: %1 Neuer Versuch läuft. Die Partie geht mit der Maus weiter.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>Elektronisches &amp;Brett ...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Ein DGT- oder Millennium-Brett verbinden und darauf spielen</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>Die Figuren stehen wie vor einem Halbzug. Die Partie bis dorthin zurücknehmen?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>Die auf dem Brett aufgestellte Stellung wird analysiert.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Brett ruhig lassen: Die darauf aufgebaute Stellung wird gleich analysiert.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>Stellung auf&amp;bauen …</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Eine beliebige Stellung auf einem Brett aufbauen und sie spielen oder analysieren</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>En-passant-Feld %1 gestrichen: Dort ist jetzt kein Schlagen möglich</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Rochaderecht von Weiß mit dem Turm auf %1 gestrichen: Dieser Turm kann jetzt nicht rochieren</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Rochaderecht von Schwarz mit dem Turm auf %1 gestrichen: Dieser Turm kann jetzt nicht rochieren</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Startstellung %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1: Weiß SP %2, Schwarz SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>Keine Startstellung</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Am Zug:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Halbzugzähler:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Rochade: Die Markierung an einem Turm gibt ihm das Rochaderecht (jeder Turm auf seiner Grundreihe, links oder rechts von seinem König).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Aktuelle Partiestellung</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Startstellung</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Schwarz SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Verschiedene Aufstellungen für Weiß und Schwarz</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Aufstellen</translation>
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
        <translation>Diese Stellung kann nicht gespielt werden:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Ab hier spielen</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Gegen den Computer</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>Gegen einen Freund</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>FEN kopieren</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Brett zum Aufbauen</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Pfeiltasten bewegen die Feldmarkierung; K Q R B N P setzen eine weiße Figur, k q r b n p eine schwarze; Entf entfernt sie; die Leertaste gibt einem Turm das Rochaderecht oder nimmt es ihm</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Wirkt auf die Engine, während sie getestet wird</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Tiefe %1: %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>Was der Computer denkt: Tiefe, Bewertung und die erwartete Zugfolge</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Der Computer hat keinen spielbaren Zug gefunden.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 hat keinen spielbaren Zug gefunden.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (Stufe %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>Die Engine „%1“ ist hier nicht eingerichtet.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Engines</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Hinzufügen …</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Die Programmdatei einer UCI-Engine auswählen</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Duplizieren</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>Dieselbe Engine noch einmal, um andere Optionen zu behalten (etwa eine Spielstärke)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Testen</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Die Engine starten und in einer Chess960-Stellung einen Zug suchen lassen</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>%1 hinzufügen</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>Unter %1 ist eine Engine installiert: Füge sie mit einem Klick hinzu.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programm: %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>Sie bietet kein Chess960 an (UCI_Chess960): Sie kann nur aus der klassischen Grundstellung (SP 518) spielen.</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>UCI-Engine auswählen</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>Matt in %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>%1 hinzugefügt.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>%1 von %2 hinzugefügt.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>%1 wird gelesen …</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 denkt über Startstellung %2 nach …</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 funktioniert: In Startstellung %2 spielt sie %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Tiefe %1, Bewertung %2 aus Sicht von Weiß.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>%1 wird gestartet …</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>E&amp;ngines …</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Weitere Schach-Engines: UCI-Engines hinzufügen, einrichten und testen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Bewertungsverlauf</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
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
        <translation>Suche ...</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Die Züge, die in deinen Datenbanken (den geöffneten PGN-Dateien) und in Meine Partien aus dieser Stellung gespielt wurden; ein Klick spielt einen davon</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Keine deiner Partien beginnt mit der Startstellung dieser Partie.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>Die eine Partie aus dieser Startstellung hat diese Stellung nicht erreicht.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Keine der %Ln Partie aus dieser Startstellung hat diese Stellung erreicht.</numerusform>
            <numerusform>Keine der %Ln Partien aus dieser Startstellung hat diese Stellung erreicht.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Erreicht in %Ln der Partien aus dieser Startstellung (%1 insgesamt).</numerusform>
            <numerusform>Erreicht in %Ln der Partien aus dieser Startstellung (%1 insgesamt).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Eröffnungsexplorer:</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Keine dieser Partien hat schon ein Ergebnis: keine Wertung möglich</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Partien, in denen dieser Zug hier gespielt wurde</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Ergebnis von Weiß in den Partien mit Ergebnis (Sieg 1, Remis 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Remisquote unter den Partien mit Ergebnis</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Durchschnittliche Wertung der Spieler, soweit bekannt</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>Die Wertungsleistung der Seite am Zug mit diesem Zug: die durchschnittliche Wertung ihrer Gegner und was ihr Ergebnis gegen sie wert ist (Partien mit Ergebnis und gewertetem Gegner)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Durchschnittliches Jahr, in dem die Partien gespielt wurden, soweit bekannt</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
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
        <translation>PGN ö&amp;ffnen …</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>PGN &amp;speichern</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>PGN speichern &amp;unter …</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>&amp;FEN kopieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>PGN &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(die Datei, wie sie vorher war: %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>%1 wurde auf der Festplatte geändert, seit die Partie daraus geöffnet wurde.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>Es wurde nichts geschrieben. Speichere die Partie in einer anderen Datei oder öffne die Datei erneut, um zu sehen, was sich geändert hat. „Meine Partien“ behält die Partie auf jeden Fall.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Speichern unter …</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Die Änderungen an %1 vor dem Schließen speichern?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>Die Änderungen an %1 speichern, bevor die Partie ersetzt wird?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>Die Partie vor dem Schließen in einer Datei speichern?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>Die laufende Partie ersetzen? Sie ist nicht gespeichert.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>„Meine Partien“ behält die Partie auf jeden Fall, mit jeder Änderung.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>PGN-Dateien (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN kopiert</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN kopiert</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Einfügen</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>Die Zwischenablage enthält keine lesbare Partie.
%1</translation>
    </message>
    <message>
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Du spielst gegen den Computer. Wie willst du mit der eingefügten Partie weitermachen?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>Gegen den Computer: Er behält Weiß auf Stufe %1 und zieht, wenn Weiß am Zug ist.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>Gegen den Computer: Er behält Schwarz auf Stufe %1 und zieht, wenn Schwarz am Zug ist.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Ab hier gegen den Computer</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Ab hier zu zweit</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>eine aufgebaute Stellung</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 Zug</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n Zug</numerusform>
            <numerusform>%n Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>Die unbeendete Partie fortsetzen?

%1 – %2, %3, %4; letzter Zug am %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>Die Partie vor dem Schließen in einer Datei speichern? Sie wurde aus ihrer Datei gelöscht.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>Die Partie ersetzen? Sie wurde aus ihrer Datei gelöscht und steht jetzt in keiner Datei.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>Es ist %1; „PGN speichern“ schreibt sie dorthin zurück.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>Nicht in der Datei: 1 in der Analyse nach dem letzten Zug der Partie versuchter Zug (%1); die Partie geht nach dem Ende der Analyse von ihrem letzten Zug aus weiter.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>Nicht in der Datei: %n in der Analyse nach dem letzten Zug der Partie versuchter Zug (ab %1); die Partie geht nach dem Ende der Analyse von ihrem letzten Zug aus weiter.</numerusform>
            <numerusform>Nicht in der Datei: %n in der Analyse nach dem letzten Zug der Partie versuchte Züge (ab %1); die Partie geht nach dem Ende der Analyse von ihrem letzten Zug aus weiter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>Nicht in der Datei: 1 zurückgenommener Zug (%1), den Wiederholen erneut spielt.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>Nicht in der Datei: %n zurückgenommener Zug (ab %1), den Wiederholen erneut spielt.</numerusform>
            <numerusform>Nicht in der Datei: %n zurückgenommene Züge (ab %1), die Wiederholen erneut spielt.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 steht in der Datenbankleiste: Doppelklick auf eine Partie öffnet sie</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Automatische Sicherung</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>Die laufende Partie kann nicht für die Wiederherstellung nach einem Absturz aufbewahrt werden (%1: %2). Speichern Sie sie mit „PGN speichern unter …“, um sie sicher aufzubewahren.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>%1 wird gespeichert …</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>%1 wurde auf der Festplatte geändert, seit die Partie daraus geöffnet wurde. Es wurde nichts geschrieben. Die ersetzte Partie ist mit jeder Änderung in „Meine Partien“.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>Darin wurde nichts geändert. Die Partie bleibt auf dem Brett und in „Meine Partien“; „Speichern unter“ kann sie in eine andere Datei schreiben.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>Darin wurde nichts geändert. Die ersetzte Partie ist mit jeder Änderung in „Meine Partien“.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 wird noch gespeichert, und die Partie hat sich seitdem geändert: sie bleibt auf dem Brett, bis das Speichern beendet ist.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, Partie %L2 von %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>sie kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Remisangebot abgelehnt</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>Der Computer glaubt, noch auf Gewinn spielen zu können.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 hat %2 gespielt</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>Der Computer hat %1 gespielt</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Die Engine ist ausgefallen</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Diese Partie analysieren</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Diese Partie auswerten</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Tipp: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Remisangebot</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 bietet Remis an. %2, nimmst du an?</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 lehnt das Remisangebot ab.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 erhält zwei Minuten mehr auf der Uhr.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Remisreklamation nicht berechtigt</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1 hat mit %2 Remis reklamiert, doch die Reklamation ist nicht berechtigt: Nach %2 ist die Stellung nicht dreimal aufgetreten, und es gab keine 50 Züge jeder Seite ohne Schlagen oder Bauernzug.

Wie die Regeln es verlangen, bleibt %2 stehen und die Partie geht weiter.</translation>
    </message>
    <message>
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Die Engine von Weiß ist ausgefallen: %1

Sie verliert die Partie, die mit dem Vorgefallenen gespeichert wird.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Die Engine von Schwarz ist ausgefallen: %1

Sie verliert die Partie, die mit dem Vorgefallenen gespeichert wird.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>Die Partie bleibt so erhalten, wie sie steht. Wie willst du weitermachen?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Gegen den Computer (Stufe %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Ab hier zu zweit</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>Vorerst nichts tun</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 denkt nach …</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Gegner</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Wer ab hier gegen Sie weiterspielt: der Computer, eine andere Engine oder zwei Spieler</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>Der Computer (Stufe %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>Die Partie wartet: %1 spielt nicht weiter. Um fortzufahren, wählen Sie unter Partie &gt; Gegner einen anderen Gegner (den Computer, eine andere Engine oder zwei Spieler) oder analysieren Sie die Partie.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Partie wählen</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>aufgebaut</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>nicht lesbar: %1</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Nach Spieler, Turnier, Ergebnis, Datum oder SP-Nummer filtern</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>Die Partie wird geöffnet, sobald die ganze Datei gelesen ist ...</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Die Datei wird gelesen: bisher 1 Partie</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Die Datei wird gelesen: bisher %Ln Partie</numerusform>
            <numerusform>Die Datei wird gelesen: bisher %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>Die Datei konnte nicht bis zum Ende gelesen werden: %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 Partie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 von 1 Partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 von %Ln Partie</numerusform>
            <numerusform>%1 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>Mit der Stellung auf dem Brett</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>Mit ihrer Bauernstruktur</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>Mit ihrem Material</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Die Partien nach der Stellung auf dem Brett durchsuchen (sobald die ganze Datei gelesen ist)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Die Partien werden nach der Stellung durchsucht ...</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Wörter aus den Spielern, dem Turnier, dem Ort, der Runde, dem Datum oder dem Ergebnis; &quot;SP 123&quot; für eine Startstellung; Vergleiche wie elo&gt;2400 (beide Spieler), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>unbeendet</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Eröffnung</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Weiß gewann</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz gewann</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unbeendet</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Nur die Partien mit diesem Ergebnis</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>„Meine Partien“ werden gelesen...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Keine Dubletten</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>%Ln Dublette ausgewählt: Löschen … entfernt sie</numerusform>
            <numerusform>%Ln Dubletten ausgewählt: Löschen … entfernt sie</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Dubletten</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Nur die doppelt erfassten oder abgebrochenen Partien (dieselben Spieler, Ausgangsstellung und Züge oder deren Anfang), jeweils mit der behaltenen Partie; die Kopien sind zum Löschen ausgewählt</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Dubletten werden gesucht …</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Material und Figuren…</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>In jeder Datenbank</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>Dieselbe Suche in jeder im Bereich geöffneten Datenbank; jeder Reiter zeigt, wie viele seiner Partien gefunden wurden</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Weiß gewinnt: %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Schwarz gewinnt: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Remis: %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>%1 am Zug, im Schach</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Weiß gewinnt (%1): %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Schwarz gewinnt (%1): %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Remis (%1): %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Die Partie geht weiter.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> – Remis angeboten</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Startstellung %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Aufgebaute Stellung</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>die Startstellung</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>die Stellung nach %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>Verlauf: %1. Das Brett ist schreibgeschützt; Ende kehrt zur Partie zurück.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Zurück zur Partie</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – Remis wird mit dem nächsten Zug reklamiert</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Züge der Partie</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Analyse des Computers</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Verlauf ansehen</translation>
    </message>
    <message>
        <source>%1 - %2 - %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Weiß SP %2, Schwarz SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Eine Partie aus einer Datei: Die Uhr läuft und der Computer zieht erst, wenn Sie weiterspielen (Partie &gt; Weiterspielen oder ein Zug auf dem Brett).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) – Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (Weiß SP %2, Schwarz SP %3) – Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 lehnt das Remisangebot ab: Er meint, noch auf Gewinn spielen zu können.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>Der Ratgeber der Engine</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Die Engine fragen</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>Das Urteil der eingebauten Engine: eine Suche bis Tiefe %1 auf einem Thread, die besten drei ersten Züge, Bewertungen aus Sicht von Weiß</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>Der Ratgeber hat kein Urteil über SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Double-Fischer-Random-Aufstellungen stehen nicht im Ratgeber.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>Die Engine sucht: Tiefe %1 von %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Double-Fischer-Random-Aufstellungen stehen nicht im Ratgeber: die Engine beurteilt diese auf Nachfrage (einige Sekunden).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Bewertung: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>ausgeglichen</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Platz %1 von %2 nach Ausgeglichenheit (1 ist dem Gleichstand am nächsten)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Beste erste Züge: %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Variante: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>Chess960-&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>Ü&amp;ber Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::KeyboardAccess</name>
    <message>
        <source>&amp;Castle</source>
        <translation>&amp;Rochade</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Rochade ankündigen (C): dann König oder Turm ziehen; Esc nimmt zurück</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Rochade zur &amp;h-Seite (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Jetzt zur h-Linie rochieren, wenn die Seite am Zug kann</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Rochade zur &amp;a-Seite (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Jetzt zur a-Linie rochieren, wenn die Seite am Zug kann</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>Zug &amp;eintippen</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Zurücknehmen</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Die Auswahl, die Ankündigung, den wartenden Zug oder den Vorauszug zurücknehmen</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Zug b&amp;estätigen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Noch kein Zug gespielt</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Letzter Zug: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Aufgabe %1 von %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>%1 war in der Partie ein grober Fehler.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>%1 war in der Partie ein Fehler.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Bewertung danach: %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Finde einen besseren Zug für Weiß.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Finde einen besseren Zug für Schwarz.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Weiß hat in dieser Partie weder Fehler noch grobe Fehler gemacht.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Schwarz hat in dieser Partie weder Fehler noch grobe Fehler gemacht.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>In dieser Partie gibt es weder Fehler noch grobe Fehler.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Fehler findet die Auswertung der Partie (Partie &gt; Partie auswerten); eine ausgewertete Partie behält sie, wenn sie als PGN gespeichert wird.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Lösung gezeigt: %n.</numerusform>
            <numerusform>Lösungen gezeigt: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Übersprungen: %n.</numerusform>
            <numerusform>Übersprungen: %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>%1 wird geprüft …</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Guter Zug: %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>Die Wahl der Engine: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 ist der in der Partie gespielte Zug (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 ist ein grober Fehler (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 ist ein Fehler (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 ist eine Ungenauigkeit (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Versuch es noch einmal oder lass dir die Lösung zeigen.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>Die Engine spielt %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Bewertung: %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Der beste Zug wird gesucht …</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus deinen Fehlern lernen</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Fehler von:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Zeig es mir</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Noch einmal</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Fertig: Bei %1 von 1 Aufgabe wurde ein besserer Zug gefunden, bei %2 davon im ersten Versuch.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Fertig: Bei %1 von %n Aufgabe wurde ein besserer Zug gefunden, bei %2 davon im ersten Versuch.</numerusform>
            <numerusform>Fertig: Bei %1 von %n Aufgaben wurde ein besserer Zug gefunden, bei %2 davon im ersten Versuch.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>Der Index von „Meine Partien“ kann nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>&amp;Meine Partien …</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Meine Partien</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Aus „Meine Partien“ geöffnet</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Jede hier gespielte Partie, beendet oder nicht: suchen, öffnen, exportieren oder löschen</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>Meine Partien kann diese Partie nicht aufbewahren (%1: %2). Speichern Sie sie mit „PGN speichern unter …“, bevor Sie das Programm schließen.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>sie kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Brett</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>Die Einstellungsdatei konnte nicht vollständig gelesen werden. Die lesbaren Einstellungen werden verwendet, und Ihre Auswahl wird wieder gespeichert; die Datei, wie sie war, ist als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>Die Einstellungsdatei kann wieder beschrieben werden.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Materialsuche</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Die Partien, in denen jede Seite außer ihrem König diese Figuren hat. Ein „bis“ auf dem Höchstwert heißt: beliebig viele.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Ein Endspiel nach Namen…</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Turmendspiele</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Bauernendspiele</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Damenendspiele</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Leichtfigurenendspiele</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Ungleichfarbige Läufer</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Dame gegen Turm und Leichtfigur</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Turm gegen Leichtfigur</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>Die Figuren auf dem Brett, Bauern beliebig</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Füllt die Anzahlen unten aus; jede lässt sich danach ändern</translation>
    </message>
    <message>
        <source>from</source>
        <translation>von</translation>
    </message>
    <message>
        <source>to</source>
        <translation>bis</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Damen</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Türme</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Leichtfiguren (Läufer und Springer)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Bauern</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>Auf beliebigen Feldern</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>Je einer, auf Feldern verschiedener Farbe</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>Je einer, auf Feldern gleicher Farbe</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Läufer:</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Damit eine Stellung, die bei einem Abtausch nur durchlaufen wird, nicht als Endspiel gilt; eine Partie, die mit diesem Material endet, zählt, wie kurz auch immer</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Mindestens so viele &amp;Halbzüge lang:</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Jede Seite darf jeden Satz haben (Dame gegen Turm, gleich wer die Dame hat)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Eine Seite</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>Die andere Seite</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Zug:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Zug eintippen</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Meldung der Zugeingabe</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Du siehst eine frühere Stellung: Kehre zuerst zur Partie zurück.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist beendet.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Der Computer ist am Zug.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>Nicht gespielt: %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Beende zuerst den auf dem Brett begonnenen Zug oder brich ihn ab (Esc).</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Enter spielt den Zug, Esc nimmt ihn zurück.</translation>
    </message>
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Einen Zug in SAN (%1, exd5, O-O, %2) oder UCI (g1f3, e1g1 oder e1h1 für eine Rochade) eingeben und Enter drücken</translation>
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
        <translation>Variante aufwerten</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Kommentar …</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Symbol</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Kein Symbol</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Zugfolge kopieren</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>Der &amp;Computer</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Zwei Spieler an diesem Brett</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Stufe:</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Du spielst:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Weiß:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Schwarz:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Startstellung</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>Nach Nummer (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Mit Würfeln (Althöfer)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Klassisch (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Aus einer FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Mit einem Würfel würfeln und jeden Wurf eintippen, z. B. 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>Die Würfe setzen der Reihe nach: den schwarzfeldrigen Läufer (1–4), den weißfeldrigen Läufer (1–4), die Dame (1–6), den ersten Springer (1–5) und den zweiten Springer (1–4). Ein zu hoher Wurf wird wiederholt.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>Eine FEN, X-FEN oder Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>Beim Partiebeginn wird eine neue Stellung ausgelost.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>Die Grundstellung des klassischen Schachs.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Auswahl:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Uhr</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 Min., +%2 s pro Zug)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source> min</source>
        <translation> Min.</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s pro Zug</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Bedenkzeit:</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>etwa %1 Elo%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, volle Stärke</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Zufällig: eine der 960 Stellungen</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Spalte %1: </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>%1 am Zug</translation>
    </message>
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>Zeit&amp;vorgabe: jede Seite mit eigener Bedenkzeit</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Du:</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>Der Computer:</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>&amp;Engines spielen gegeneinander</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Engine:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Spielstärke begrenzen auf (Elo):</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Verschiedene Aufstellungen für Weiß und Schwarz</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random: Die Grundreihe jeder Seite ist eine der 960, unabhängig voneinander gewählt</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Schwarz: </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Zufällig: eine der 921.600 Double-Fischer-Random-Stellungen</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Weiß SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Schwarz SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Ohne Uhr Züge mindestens:</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> s auseinander</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>Engines, die sofort antworten, warten so lange, damit man der Partie folgen kann; mit Uhr spielen sie in ihrem eigenen Tempo</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Nur ausgeglichene Stellungen</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Gezogen unter den Startstellungen, die der Ratgeber der Engine ausgeglichen nennt (innerhalb ±%1)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Zufällig: eine der %1 ausgeglichenen Stellungen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Brettbild kopiert</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Brettbild speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG-Bild (*.png);;SVG-Grafik (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Brett als &amp;Bild kopieren</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>Die angezeigte Stellung als Bild, so wie das Brett sie zeigt</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Brettbild speichern …</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Neue Partie …</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Gegner, Startstellung und Uhr (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Neue Partie (&amp;zufällige Startstellung)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Gleicher Gegner und gleiche Uhr, neue zufällige Startstellung</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Neue &amp;klassische Partie (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>S&amp;tellungsauslosung …</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Startstellung nach Nummer, Würfeln oder Zufall wählen; ihre Rochaden ansehen</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>&amp;Rochadetraining …</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>Zug &amp;zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>Der beste Zug für dich nach Meinung des Computers, mit seiner Einschätzung der Stellung</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>Remis &amp;reklamieren</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Dreifache Stellungswiederholung oder 50 Züge ohne Schlagen oder Bauernzug</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Remis mit dem &amp;nächsten Zug reklamieren …</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Dein nächster Zug wiederholt die Stellung zum dritten Mal oder vollendet 50 Züge: Mit ihm wird reklamiert</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Vorheriger Zug</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Nächster Zug</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Partieanfang</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Zurück zur Partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Remisreklamation: Dein nächster Zug ist die Reklamation. Ist sie nicht berechtigt, bleibt der Zug stehen und dein Gegner erhält zwei Minuten mehr.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Remisreklamation: Dein nächster Zug ist die Reklamation. Ist sie nicht berechtigt, bleibt der Zug stehen.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Diese Partie ab ihrem letzten Zug fortsetzen: Die Uhr läuft und der Computer zieht, wenn er am Zug ist</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 hat vor Ablauf der Bedenkzeit keinen Zug geliefert.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 hat mit einem Zug geantwortet, der hier nicht regelgemäß ist.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Spieler in %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Spieler nach einem Teil des Namens finden</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>Partien &amp;auflisten</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Die Partien des Spielers in der Liste der Datei</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Die Spieler werden gelesen…</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Der Index der Datei ließ sich nicht lesen: Öffnen Sie die Datei erneut</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln Spieler</numerusform>
            <numerusform>%Ln Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 von %2 in %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>andere Anfangsstellungen</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 Punkte aus %Ln Partie mit Ergebnis</numerusform>
            <numerusform>%1 Punkte aus %Ln Partien mit Ergebnis</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Gewonnen %1, remis %2, verloren %3; %4 mit Weiß, %5 mit Schwarz</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1: %Ln Partie</numerusform>
            <numerusform>%1: %Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>und %Ln weitere</numerusform>
            <numerusform>und %Ln weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Punkte in Prozent der Partien mit Ergebnis</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Siege, Remis und Niederlagen</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>Die niedrigste und höchste Wertung des Spielers in diesen Partien</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Die Wertung, die die Ergebnisse des Spielers gegen die gewerteten Gegner wert sind</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>Das Datum der ersten Partie</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>Das Datum der letzten Partie</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Wie viele Startstellungen, und die meistgespielten</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Ergebnis</translation>
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
        <translation>Erste</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Letzte</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Startstellungen</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Computer (Stufe %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Zwei Spieler an einem Brett</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Partie gegen den Computer, Stufe %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Partie gegen %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Nächste Frage</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Rochadetraining</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Übung 1: Rochade in einer Startstellung</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Übung 2: Rochade in der Partie – oder warum nicht</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>Nicht möglich, weil:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Startstellung %1 (%2), die übrigen Figuren abgeräumt. Rochiere auf dem Brett mit einer beliebigen Geste.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Richtig.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Falsch.&lt;/b&gt; Deine Antwort: %1.&lt;br&gt;Richtig ist: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Punkte %1/%2 · Serie %3 (beste %4) · %5 s pro Antwort</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;Nach Antwort&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Nach Art&lt;/th&gt;&lt;th&gt;&amp;nbsp;richtig&lt;/th&gt;&lt;th&gt;&amp;nbsp;falsch&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Startstellung %1 (%2) nach 1 Halbzug. Rochiere auf dem Brett (nur die Rochade zählt) oder wähle, warum es nicht geht.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Startstellung %1 (%2) nach %n Halbzug. Rochiere auf dem Brett (nur die Rochade zählt) oder wähle, warum es nicht geht.</numerusform>
            <numerusform>Startstellung %1 (%2) nach %n Halbzügen. Rochiere auf dem Brett (nur die Rochade zählt) oder wähle, warum es nicht geht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Alles, aus Startstellung %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Alles</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Nur Rochaden der Art %1</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Nur erlaubte Rochaden</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Nur: %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Nur O-O-O (a-Seite)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Nur O-O (h-Seite)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>Jede Startstellung</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>Die Auswertung wurde abgebrochen: %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Auswertung: %1 von %2 Stellungen</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Auswertung abschließen</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Auswertung durch</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Partie aus&amp;werten</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Gründlich</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Aus deinen &amp;Fehlern lernen …</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Bessere Züge finden, wo die Auswertung Fehler und grobe Fehler markiert hat</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Auswertung: beginnt</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Mittlerer Verlust</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Auswertung abgebrochen: Die nicht erreichten Züge haben keine Markierung.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Aus deinen Fehlern lernen</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Mittlerer Verlust in Hundertstel Bauern; ?! Ungenauigkeiten, ? Fehler, ?? grobe Fehler</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie auswerten</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>Das Programm wurde beendet, während es %1 auswertete: Die Auswertung war bei %2 angekommen.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>Die Auswertung jetzt beenden? Die Partie kommt aus Meine Partien.</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>Die Auswertung dieser Partie endete bei %1.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Chess960-Regeln</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Figuren:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>F&amp;arben:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>&amp;Koordinaten zeigen</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>&amp;Erlaubte Züge einer angehobenen Figur zeigen</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Züge &amp;bestätigen lassen (Enter spielt, Esc nimmt zurück)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Zwei Spieler: Brett zum Spieler am Zug &amp;drehen</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>&amp;Engine-Anzeige zeigen</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Systemvorgabe</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>Die neue Sprache gilt sofort in jedem offenen Fenster.</translation>
    </message>
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>Gegen den Computer: &amp;Vorauszüge eingeben, während er nachdenkt (Esc oder ein Rechtsklick nimmt sie zurück)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>&amp;Töne abspielen (Züge, Schachgebote, Beginn und Ende der Partie, knappe Zeit)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Buchstaben der Sprache (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Englische Buchstaben (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Figurinen (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Wie Züge angezeigt und eingegeben werden; gespeicherte Partien behalten die englischen Buchstaben, die PGN verlangt</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>Züge &amp;notieren mit:</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Verbleibende Rochaderechte zeigen (eine Marke auf jedem Turm, der eines behält)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Startstellungen auslosen</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>Hier die Rochade üben</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Diese Stellung spielen</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Startstellung wählen</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Vorherige</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Nächste ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Auslosen</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Klassisch (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Eine gleichverteilt zufällige Startstellung</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Grundreihe von Weiß, z. B. BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Nummer:</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Grundreihe:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Rochaden (auf eine Rochade zeigen, um sie im Diagramm zu sehen)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Würfelverfahren nach Althöfer</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Mit einem echten Würfel gewürfelte Werte, z. B. 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Aufstellen</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Fertig: SP %1. Der König kommt auf das mittlere der letzten drei Felder, die Türme auf die beiden anderen.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Wurf %1: %2 – %3 auf %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Die gewürfelten Werte der Reihe nach eintippen.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Weiß O-O (h-Seite)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Weiß O-O-O (a-Seite)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Schwarz O-O (h-Seite)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Schwarz O-O-O (a-Seite)</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>schwarzfeldriger Läufer</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>weißfeldriger Läufer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>erster Springer</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>zweiter Springer</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, bei 6 noch einmal würfeln</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, bei 5 oder 6 noch einmal würfeln</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>Nächster Wurf: %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Wurf %1: %2 zählt nicht (%3): noch einmal würfeln (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Bisherige Würfe</translation>
    </message>
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 Wurf nicht gezählt</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n Wurf nicht gezählt</numerusform>
            <numerusform>; %n Würfe nicht gezählt</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; 1 Wert am Ende übrig</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; %n Wert am Ende übrig</numerusform>
            <numerusform>; %n Werte am Ende übrig</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Verschiedene Aufstellungen für Weiß und Schwarz</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Schwarz: SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 ist keine Nummer einer Startstellung: Sie gehen von 0 bis 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>„%1“ ist keine Zahl: Geben Sie eine Nummer einer Startstellung von 0 bis 959 ein.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;König %2 → %3, Turm %4 → %5&lt;br&gt;Art: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Muss frei sein: %8&lt;br&gt;Darf nicht angegriffen sein: %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Nur ausgeglichene</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Mischen zieht unter den Startstellungen, die der Ratgeber der Engine ausgeglichen nennt (innerhalb ±%1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>Partie-&amp;Tags ...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>Die Spieler, das Turnier, der Ort, das Datum, die Runde, die Wertungszahlen und jeder andere Tag der Partie</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>Die Tags der Partie sind geändert</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>Weiß hat gewonnen</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Schwarz hat gewonnen</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>remis</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>nicht entschieden</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Partie-Tags</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Aus der Partie selbst geschrieben, nicht hier: das Ergebnis (%1), die Ausgangsstellung, die Bedenkzeit und wie die Partie endete.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>Tag &amp;entfernen</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>Ein Tag hat einen Wert, aber keinen Namen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>„%1“ kann kein Tag-Name sein: Er beginnt mit einem Buchstaben oder einer Ziffer, danach nur Buchstaben, Ziffern und _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 wird aus der Partie selbst geschrieben und kann hier nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 ist doppelt angegeben.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 ist ein Datum als Jahr.Monat.Tag, mit ?? für Unbekanntes: 2024.05.17 oder 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 ist eine Wertungszahl, eine ganze Zahl von 0 bis 4000, oder leer.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 darf keinen Zeilenumbruch enthalten.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>Die Engine-Datei %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>Die Engine-Datei %1 ist kein ausführbares Programm.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 kann diese Stellung nicht spielen: Sie bietet kein Chess960 an (UCI_Chess960), und die Rochade braucht es hier. Ohne Chess960 kann sie nur aus der klassischen Grundstellung (SP 518) spielen.</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 hat eine Zeile von mehr als %2 KB geschrieben: Die Ausgabe läuft über.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 hat mehr als %2 Zeilen in einer Sekunde geschrieben: Die Ausgabe läuft über.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 hat „%2“ geantwortet, was kein Zug ist.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 hat %2 gespielt, was in dieser Stellung kein zulässiger Zug ist (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 hat die Rochade als %2 geschrieben, nicht als „König schlägt eigenen Turm“, wie es der Chess960-Modus verlangt.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 hat die Rochade als %2 geschrieben, als „König schlägt eigenen Turm“, also in Chess960-Notation.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 ist abgestürzt (Signal %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 hat sich von selbst beendet, mit Exit-Status %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 ist keine UCI-Engine: Sie hat sich beendet, bevor sie auf „uci“ mit „uciok“ geantwortet hat. %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Die Engine %1 konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 ist keine UCI-Engine: Sie hat auf „uci“ nicht innerhalb von %2 Sekunden mit „uciok“ geantwortet.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 hängt: Sie hat auf „isready“ nicht innerhalb von %2 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 hängt: Sie hat innerhalb ihrer Bedenkzeit und weiterer %2 Sekunden keinen Zug gesendet.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 hängt: Sie hat auf „stop“ nicht innerhalb von %2 Sekunden geantwortet.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>Zuletzt schrieb sie: „%1“.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Mit Stellung &lt;number&gt; beginnen (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>Nicht anbieten, eine unbeendete Partie fortzusetzen.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Eine zu öffnende PGN-Datei.</translation>
    </message>
    <message>
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Beim Start das elektronische Brett &lt;kind:port&gt; verbinden: dgt:PORT oder millennium:PORT (PORT: eine serielle Schnittstelle oder ein beliebiger Pfad, z. B. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
