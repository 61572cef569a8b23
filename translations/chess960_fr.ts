<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>le pion blanc</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>le pion noir</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>le cavalier blanc</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>le cavalier noir</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>le fou blanc</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>le fou noir</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>la tour blanche</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>la tour noire</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>la dame blanche</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>la dame noire</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>le roi blanc</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>le roi noir</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Pion</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>côté h (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>côté a (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>double déplacement</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>permutation</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>seul le roi bouge</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>seule la tour bouge</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Jouez d&apos;abord le roi : il occupe la case d&apos;arrivée de la tour, %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Jouez d&apos;abord la tour : elle occupe la case d&apos;arrivée du roi, %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>Le roi ou la tour peut bouger en premier.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Seul le roi bouge, en sautant par-dessus la tour en %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Seule la tour bouge, en sautant par-dessus le roi en %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>Le roi et la tour échangent leurs cases : soulevez les deux, puis posez chacun sur la case de l&apos;autre.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>Les Blancs n’ont plus le droit de roquer côté h : le roi ou cette tour a déjà bougé</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>Les Blancs n’ont plus le droit de roquer côté a : le roi ou cette tour a déjà bougé</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>Les Noirs n’ont plus le droit de roquer côté h : le roi ou cette tour a déjà bougé</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>Les Noirs n’ont plus le droit de roquer côté a : le roi ou cette tour a déjà bougé</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>Le roi est en échec : %1 en %2 le met en échec</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>%1 est occupée par %2</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>%1 est attaquée par %2 en %3</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>le roi serait ensuite en échec</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 impossible : %2</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>roquer</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>roi en échec</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>passe par une case attaquée</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>arrive sur une case attaquée</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>chemin bloqué</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>droit perdu</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>partie en cours</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>échec et mat</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>pat</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>matériel insuffisant</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>quintuple répétition</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>règle des 75 coups</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>triple répétition réclamée</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>règle des 50 coups réclamée</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>abandon</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>nulle par accord mutuel</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>perte au temps</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>temps écoulé, mais l’adversaire ne peut pas mater</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>partie interrompue</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>décision de l’arbitre</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>infraction aux règles</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>résultat donné sans motif</translation>
    </message>
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>roi %1 → %2, tour %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>la partie a commencé sans lui</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>le roi a bougé (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>le roi a roqué (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>la tour côté h a bougé (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>la tour côté a a bougé (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>la tour côté h a été prise (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>la tour côté a a été prise (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>Les Blancs n’ont plus le droit de roquer côté h : %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>Les Blancs n’ont plus le droit de roquer côté a : %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>Les Noirs n’ont plus le droit de roquer côté h : %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>Les Noirs n’ont plus le droit de roquer côté a : %1</translation>
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
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>Le texte est vide</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, colonne %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>La position de départ %1 n’existe pas : utilisez 0 à 959</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>La partie est terminée (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>La ligne %1 des statistiques d’entraînement est illisible : %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Les statistiques d’entraînement sont vides</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Les Blancs sont mats</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Les Noirs sont mats</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Les Blancs matent en %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Les Noirs matent en %1</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, la position est égale</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, les Blancs sont mieux</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, les Noirs sont mieux</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, les Blancs gagnent</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, les Noirs gagnent</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> en %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> sur la colonne %1</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> sur la rangée %1</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>un espace</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>octet 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>aucun roi</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 roi</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 rois</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>aucune dame</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 dame</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 dames</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>aucune tour</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 tour</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 tours</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>aucun fou</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 fou</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 fous</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>aucun cavalier</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 cavalier</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 cavaliers</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>La FEN est vide</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>La FEN n’a qu’un champ : le champ du trait manque</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>La FEN n’a que 2 champs : le champ des droits de roque manque</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>La FEN n’a que 3 champs : le champ de la case en passant manque</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>La FEN a %1 champs ; 6 au plus sont permis (placement, trait, roque, en passant, compteur de demi-coups, numéro du coup)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Placement des pièces : la rangée %1 a 1 case au lieu de 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Placement des pièces : la rangée %1 a %2 cases au lieu de 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Placement des pièces : plus de 8 rangées</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Placement des pièces : deux chiffres de suite sur la rangée %1 (écrivez un seul chiffre pour une suite de cases vides)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Placement des pièces : la rangée %1 a plus de 8 cases</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Placement des pièces : &apos;%1&apos; n’est pas une lettre de pièce (KQRBNP pour les Blancs, kqrbnp pour les Noirs, chiffres 1-8 pour les cases vides)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Placement des pièces : 1 rangée trouvée, 8 attendues</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Placement des pièces : %1 rangées trouvées, 8 attendues</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Le trait doit être &apos;w&apos; ou &apos;b&apos;, pas &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>Les Blancs n’ont pas de roi ; il en faut exactement un</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>Les Noirs n’ont pas de roi ; il en faut exactement un</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Les Blancs ont %1 rois ; il en faut exactement un</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Les Noirs ont %1 rois ; il en faut exactement un</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>Un pion se trouve en %1 : les pions ne peuvent jamais être sur la première ou la dernière rangée</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Les Blancs ont %1 pions ; 8 au plus sont possibles</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Les Noirs ont %1 pions ; 8 au plus sont possibles</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Les Blancs ont %1 pièces de plus que la position initiale, mais seulement %2 pions manquants qui auraient pu être promus</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Les Noirs ont %1 pièces de plus que la position initiale, mais seulement %2 pions manquants qui auraient pu être promus</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>Le roi blanc en %1 est en échec depuis %2, mais c’est aux Noirs de jouer</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>Le roi noir en %1 est en échec depuis %2, mais c’est aux Blancs de jouer</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Le roi blanc est attaqué par %1 pièces à la fois, ce qu’aucun coup légal ne peut produire</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Le roi noir est attaqué par %1 pièces à la fois, ce qu’aucun coup légal ne peut produire</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Droits de roque : &apos;%1&apos; n’est pas permis (utilisez K, Q, k, q, les lettres de colonne A-H / a-h, ou &apos;-&apos;)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Droits de roque : &apos;%1&apos; mais le roi blanc est en %2, pas sur sa première rangée, il a donc bougé</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Droits de roque : &apos;%1&apos; mais le roi noir est en %2, pas sur sa première rangée, il a donc bougé</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais les Blancs n’ont pas de tour du côté h de leur roi en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais les Blancs n’ont pas de tour du côté a de leur roi en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais les Noirs n’ont pas de tour du côté h de leur roi en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais les Noirs n’ont pas de tour du côté a de leur roi en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais il n’y a pas de tour blanche en %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Droits de roque : &apos;%1&apos; mais il n’y a pas de tour noire en %2</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Droits de roque : le roi blanc en %1 est dans un coin, il ne peut donc pas avoir de droit de roque</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Droits de roque : le roi noir en %1 est dans un coin, il ne peut donc pas avoir de droit de roque</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Droits de roque : deux droits côté h pour les Blancs (&apos;%1&apos; en répète un)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Droits de roque : deux droits côté a pour les Blancs (&apos;%1&apos; en répète un)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Droits de roque : deux droits côté h pour les Noirs (&apos;%1&apos; en répète un)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Droits de roque : deux droits côté a pour les Noirs (&apos;%1&apos; en répète un)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Case en passant &apos;%1&apos; : ce n’est pas un nom de case</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>La case en passant %1 doit être sur la rangée %2 quand les Blancs ont le trait</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>La case en passant %1 doit être sur la rangée %2 quand les Noirs ont le trait</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>La case en passant %1 est impossible : aucun pion blanc en %2 n’a pu avancer de deux cases au coup précédent</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>La case en passant %1 est impossible : aucun pion noir en %2 n’a pu avancer de deux cases au coup précédent</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>La case en passant %1 est impossible : %2 est occupée, aucun pion n’a donc pu la franchir</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>Le compteur de demi-coups &apos;%1&apos; doit être un nombre entier à partir de 0</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>Le numéro du coup &apos;%1&apos; doit être un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; n’est pas un coup UCI (attendu par ex. e2e4, e7e8q ou e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos; : la première case n’est pas un nom de case</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos; : la deuxième case n’est pas un nom de case</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos; : la pièce de promotion doit être q, r, b ou n</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; est une promotion : ajoutez la lettre de la pièce (q, r, b ou n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; n’est pas légal : %2 est vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; n’est pas légal : la pièce en %2 appartient au camp qui n’a pas le trait</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; n’est pas un coup légal dans cette position</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; n’est pas un coup</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos; : les Blancs ne peuvent pas roquer côté h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos; : les Blancs ne peuvent pas roquer côté a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos; : les Noirs ne peuvent pas roquer côté h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos; : les Noirs ne peuvent pas roquer côté a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos; : un pion est promu en dame, tour, fou ou cavalier (=Q, =R, =B ou =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; n’est pas un coup en SAN (par ex. Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; ne se termine pas par une case d’arrivée</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos; : &apos;%2&apos; inattendu</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; est ambigu : cela peut être %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos; demande une pièce de promotion, par ex. %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; n’est pas une promotion : un pion est promu sur la dernière rangée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; n’est pas un coup de roi légal ; le roque s’écrit %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; n’est pas légal</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; n’est pas légal : %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>Les Blancs n’ont aucune pièce de ce type (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>Les Noirs n’ont aucune pièce de ce type (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>il n’y a aucune pièce blanche (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>il n’y a aucune pièce noire (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>%1 est occupée par une pièce blanche (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>%1 est occupée par une pièce noire (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>le roi blanc ne peut pas se mettre en échec en %1</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>le roi noir ne peut pas se mettre en échec en %1</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>la pièce blanche (%1) en %2 ne peut pas y aller : le roi blanc resterait en échec</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>la pièce noire (%1) en %2 ne peut pas y aller : le roi noir resterait en échec</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>la pièce blanche (%1) en %2 ne peut pas y aller : le roi blanc serait mis en échec</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>la pièce noire (%1) en %2 ne peut pas y aller : le roi noir serait mis en échec</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>aucune pièce blanche (%1)%2 ne peut aller en %3</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>aucune pièce noire (%1)%2 ne peut aller en %3</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>Le texte ne contient aucune partie PGN</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>partie %1, ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>&apos;$&apos; doit être suivi d’un nombre (un NAG comme $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; n’est pas une annotation de coup (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractère inattendu &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>le commentaire ouvert ici par &apos;{&apos; n’est jamais fermé par &apos;}&apos;</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>la valeur entre guillemets n’est pas fermée sur sa ligne</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>une balise demande un nom après &apos;[&apos;, par ex. [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>la balise %1 demande une valeur entre guillemets</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>la balise %1 n’est pas fermée par &apos;]&apos;</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>la variante &apos;%1&apos; n’est ni le Chess960 ni les échecs classiques, les seules lues ici</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>la balise FEN n’est pas valide</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>la balise FEN n’est pas valide : %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>une partie de Chess960 demande une balise FEN avec sa position de départ</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>la variante ouverte ici par &apos;(&apos; n’est jamais fermée</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>coup %1 des Blancs</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>coup %1 des Noirs</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; est un coup nul (une passe), qu’une partie ne peut pas contenir hors d’une variante</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; vient après la fin de la partie par %2</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; au milieu des coups ; les balises se placent avant eux</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 n’est pas un NAG (ils vont jusqu’à $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; ferme une variante qui n’a jamais été ouverte</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>le texte entre guillemets va dans une balise : [Name &quot;valeur&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; hors d’une balise</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>la balise Result &apos;%1&apos; n’est pas 1-0, 0-1, 1/2-1/2 ou *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>les coups se terminent par %1 mais la balise Result indique %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>le résultat est %1 mais la position finale est %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>La première rangée est vide : entrez 8 lettres de pièces pour les colonnes a à h, comme RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>Une première rangée a 8 cases, de a à h : 1 caractère trouvé</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>Une première rangée a 8 cases, de a à h : %1 caractères trouvés</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Case %1 : un pion ne peut pas se trouver sur la première rangée (utilisez K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Case %1 : %2 n’est pas une lettre de pièce (utilisez K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Caractère %1 : un pion ne peut pas se trouver sur la première rangée (utilisez K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Caractère %1 : %2 n’est pas une lettre de pièce (utilisez K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Il faut exactement un roi, une dame, deux tours, deux fous et deux cavaliers : trouvé %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Les fous en %1 et %2 sont tous deux sur des cases sombres</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Les fous en %1 et %2 sont tous deux sur des cases claires</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>Le roi en %1 n’est pas entre les deux tours</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>La position de départ est déjà complète : réinitialisez pour relancer</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 n’est pas une valeur de dé (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>Le lancer %1 vaut %2 : un dé montre 1 à 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>Aucun lancer donné</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>1 lancer donné</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1 ; le fou de cases noires attend encore un lancer</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1 ; le fou de cases blanches attend encore un lancer</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1 ; la dame attend encore un lancer</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1 ; le premier cavalier attend encore un lancer</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1 ; le second cavalier attend encore un lancer</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>%n lancer donné</numerusform>
            <numerusform>%n lancers donnés</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>le roi blanc en %1 a quitté sa première rangée</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>le roi noir en %1 a quitté sa première rangée</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>le roi blanc en %1 est dans un coin</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>le roi noir en %1 est dans un coin</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>aucune tour blanche sur la première rangée</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>aucune tour noire sur la première rangée</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>aucune tour blanche du côté h du roi</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>aucune tour noire du côté h du roi</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>aucune tour blanche du côté a du roi</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>aucune tour noire du côté a du roi</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>aucune tour blanche en %1</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>aucune tour noire en %1</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Droit de roque %1 supprimé : %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Droits de roque %1 supprimés : %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; ouvre une variante avant tout coup qu’elle pourrait remplacer</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>les variantes imbriquées sur plus de %1 niveaux ne sont pas lues</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>Ce n’est pas un fichier PGN : il contient des données binaires (octet 0x%3 à la ligne %1, colonne %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>Ce n’est pas un fichier PGN : rien ne s’y lit comme une balise ou un coup ; la première erreur est à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Le roi blanc est en échec depuis %1 et %2 à la fois, ce qu’aucun coup ne peut donner à lui seul</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Le roi noir est en échec depuis %1 et %2 à la fois, ce qu’aucun coup ne peut donner à lui seul</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Le roi blanc est en échec depuis %1, et l’était déjà avant que le pion en %2 avance de deux cases : cette avance n’était donc pas le dernier coup</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Le roi noir est en échec depuis %1, et l’était déjà avant que le pion en %2 avance de deux cases : cette avance n’était donc pas le dernier coup</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>Case en passant %1 : les Blancs n’ont aucune prise légale sur cette case</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>Case en passant %1 : les Noirs n’ont aucune prise légale sur cette case</translation>
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
        <translation>Cavalier</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Fou</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Roi</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, promotion en cavalier</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, promotion en fou</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, promotion en tour</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, promotion en dame</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Les Blancs roquent côté h</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Les Blancs roquent côté a</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Les Noirs roquent côté h</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Les Noirs roquent côté a</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavalier blanc</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>fou blanc</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>tour blanche</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dame blanche</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavalier noir</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>fou noir</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>tour noire</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dame noire</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 prend %2 en passant</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 prend %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, échec et mat</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, pat</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, échec</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>bon coup</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>coup brillant</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>coup intéressant</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>coup douteux</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>coup forcé</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>le seul coup</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>le pire coup</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>position de nulle</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>chances égales, position calme</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>chances égales, position dynamique</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>position peu claire</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>les Blancs sont mieux</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>les Noirs sont mieux</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>les Noirs gagnent</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>les Blancs ont un avantage écrasant</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>les Noirs ont un avantage écrasant</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>les Blancs sont en zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>les Noirs sont en zugzwang</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>les Blancs ont un léger avantage d’espace</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>les Noirs ont un léger avantage d’espace</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>les Blancs ont un net avantage d’espace</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>les Noirs ont un net avantage d’espace</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>les Blancs ont un avantage d’espace décisif</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>les Noirs ont un avantage d’espace décisif</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>les Blancs ont une légère avance de développement</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>les Noirs ont une légère avance de développement</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>les Blancs ont une avance de développement</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>les Noirs ont une avance de développement</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>les Blancs ont une avance de développement décisive</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>les Noirs ont une avance de développement décisive</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>les Blancs ont l’initiative</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>les Noirs ont l’initiative</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>les Blancs ont une initiative durable</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>les Noirs ont une initiative durable</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>les Blancs ont l’attaque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>les Noirs ont l’attaque</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>les Blancs n’ont pas assez de compensation pour le matériel</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>les Noirs n’ont pas assez de compensation pour le matériel</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>les Blancs ont de la compensation pour le matériel</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>les Noirs ont de la compensation pour le matériel</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>les Blancs ont plus que suffisamment de compensation pour le matériel</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>les Noirs ont plus que suffisamment de compensation pour le matériel</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>les Blancs contrôlent un peu mieux le centre</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>les Noirs contrôlent un peu mieux le centre</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>les Blancs contrôlent mieux le centre</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>les Noirs contrôlent mieux le centre</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>les Blancs contrôlent le centre de façon décisive</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>les Noirs contrôlent le centre de façon décisive</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>les Blancs contrôlent un peu mieux l’aile roi</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>les Noirs contrôlent un peu mieux l’aile roi</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>les Blancs contrôlent mieux l’aile roi</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>les Noirs contrôlent mieux l’aile roi</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>les Blancs contrôlent l’aile roi de façon décisive</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>les Noirs contrôlent l’aile roi de façon décisive</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>les Blancs contrôlent un peu mieux l’aile dame</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>les Noirs contrôlent un peu mieux l’aile dame</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>les Blancs contrôlent mieux l’aile dame</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>les Noirs contrôlent mieux l’aile dame</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>les Blancs contrôlent l’aile dame de façon décisive</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>les Noirs contrôlent l’aile dame de façon décisive</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>la première rangée des Blancs est vulnérable</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>la première rangée des Noirs est vulnérable</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>la première rangée des Blancs est bien protégée</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>la première rangée des Noirs est bien protégée</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>le roi blanc est mal protégé</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>le roi noir est mal protégé</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>le roi blanc est bien protégé</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>le roi noir est bien protégé</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>le roi blanc est mal placé</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>le roi noir est mal placé</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>le roi blanc est bien placé</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>le roi noir est bien placé</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>les Blancs ont une structure de pions très faible</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>les Noirs ont une structure de pions très faible</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>les Blancs ont une structure de pions faible</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>les Noirs ont une structure de pions faible</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>les Blancs ont une structure de pions solide</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>les Noirs ont une structure de pions solide</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>les Blancs ont une structure de pions très solide</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>les Noirs ont une structure de pions très solide</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>les cavaliers blancs sont mal placés</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>les cavaliers noirs sont mal placés</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>les cavaliers blancs sont bien placés</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>les cavaliers noirs sont bien placés</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>les fous blancs sont mal placés</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>les fous noirs sont mal placés</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>les fous blancs sont bien placés</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>les fous noirs sont bien placés</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>les tours blanches sont mal placées</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>les tours noires sont mal placées</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>les tours blanches sont bien placées</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>les tours noires sont bien placées</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>la dame blanche est mal placée</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>la dame noire est mal placée</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>la dame blanche est bien placée</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>la dame noire est bien placée</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>les pièces blanches sont mal coordonnées</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>les pièces noires sont mal coordonnées</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>les pièces blanches sont bien coordonnées</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>les pièces noires sont bien coordonnées</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>les Blancs ont très mal joué l’ouverture</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>les Noirs ont très mal joué l’ouverture</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>les Blancs ont mal joué l’ouverture</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>les Noirs ont mal joué l’ouverture</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>les Blancs ont bien joué l’ouverture</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>les Noirs ont bien joué l’ouverture</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>les Blancs ont très bien joué l’ouverture</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>les Noirs ont très bien joué l’ouverture</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>les Blancs ont très mal joué le milieu de partie</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>les Noirs ont très mal joué le milieu de partie</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>les Blancs ont mal joué le milieu de partie</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>les Noirs ont mal joué le milieu de partie</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>les Blancs ont bien joué le milieu de partie</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>les Noirs ont bien joué le milieu de partie</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>les Blancs ont très bien joué le milieu de partie</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>les Noirs ont très bien joué le milieu de partie</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>les Blancs ont très mal joué la finale</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>les Noirs ont très mal joué la finale</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>les Blancs ont mal joué la finale</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>les Noirs ont mal joué la finale</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>les Blancs ont bien joué la finale</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>les Noirs ont bien joué la finale</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>les Blancs ont très bien joué la finale</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>les Noirs ont très bien joué la finale</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>les Blancs ont un léger contre-jeu</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>les Noirs ont un léger contre-jeu</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>les Blancs ont du contre-jeu</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>les Noirs ont du contre-jeu</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>les Blancs ont un contre-jeu décisif</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>les Noirs ont un contre-jeu décisif</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>les Blancs sont à court de temps</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>les Noirs sont à court de temps</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>les Blancs sont en grave zeitnot</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>les Noirs sont en grave zeitnot</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>avec l’idée</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>nouveauté</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>Le fichier est en lecture seule.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>Le fichier ne contient aucune partie.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>Le fichier n’existe plus.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>La copie du fichier tel qu’il était, %1, ne peut pas être écrite : %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>Le fichier a changé depuis que ses parties ont été listées : ouvrez-le de nouveau.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>Le fichier ne contiendrait plus aucune partie : supprimez plutôt le fichier lui-même.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>Les étiquettes d&apos;une partie à l&apos;octet %1 sont illisibles.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Le fichier a été modifié par un autre programme pendant sa lecture.</translation>
    </message>
</context>
<context>
    <name>PieceNotation</name>
    <message>
        <source>K Q R B N</source>
        <comment>the letters of king, queen, rook, bishop and knight in this language&apos;s chess notation, in that order, separated by spaces (German: K D T L S)</comment>
        <translation>R D T F C</translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation>roquer : %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>un coup illégal</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (l’autre roque)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Blancs : roquer %1, ou dire pourquoi c’est impossible</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Noirs : roquer %1, ou dire pourquoi c’est impossible</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Blancs : roquer %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Noirs : roquer %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>impossible : %1</translation>
    </message>
    <message>
        <source>%1: %2 (%3)</source>
        <translation>%1 : %2 (%3)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Castling is legal here.</source>
        <translation>Le roque est permis ici.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Ardoise</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Mousse</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Noyer</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Simple</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>le fichier ou son dossier ne peut pas être écrit</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Vos choix ne peuvent pas être enregistrés dans %1 : %2. Ils sont conservés tant que le programme tourne et enregistrés dès que le fichier peut être écrit.</translation>
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
        <translation>Échiquier %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Position de départ Chess960 n° %1 (de 0 à 959)</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Première rangée des Blancs, de a à h ; celle des Noirs en est le miroir :</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN :</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>D’après le tirage aux dés d’Althöfer :</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>Les pages n’ont pas pu être commencées.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>La page %1 n’a pas pu être commencée.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Positions de départ Chess960</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Moteur : %1, équilibrée</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Moteur : %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · premiers coups conseillés : %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation>À propos de Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Les échecs aléatoires de Fischer (Chess960) sur ordinateur : jouez contre l’ordinateur ou un ami depuis l’une des 960 positions de départ, entraînez-vous au roque et tirez des positions de départ pour un vrai échiquier.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Compilé avec Qt %1, exécuté avec Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 Le moteur intégré analyse à sa place.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Essayer des coups pour les deux camps à tout moment de la partie, avec les lignes du moteur (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>Continuer à partir d’&amp;ici…</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Une nouvelle partie à partir de la position affichée, contre l’ordinateur ou entre deux joueurs</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Définir comme ligne principale</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>La ligne en cours de jeu reste la ligne principale jusqu’à la fin de la partie ou son analyse.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d’ici</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Les coups de la partie en cours ne peuvent pas être supprimés ; reprenez-les plutôt.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Commentaire après le coup :</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Continuer à partir d’ici</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>Commencer une nouvelle partie à partir de la position affichée ?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Deux joueurs</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Profondeur %1, %2 kn/s</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>Le moteur analyse la position affichée jusqu’à ce qu’on l’arrête</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Lignes :</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Nombre de lignes</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Moteur qui analyse</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Aucun échiquier connecté.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>En attente de la réponse de l&apos;échiquier sur %1...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Connecté à l&apos;échiquier sur %1.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Version %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Numéro de série %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Nouvel essai en cours.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Échiquier électronique</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Type d&apos;échiquier :</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>p. ex. /dev/ttyUSB0 ou COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Chercher à nouveau</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Une partie mise en place sur l&apos;échiquier se joue contre l&apos;&amp;ordinateur (sinon entre les deux joueurs à l&apos;échiquier)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Connecter</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Déconnecter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Aucune réponse d&apos;un échiquier %1 sur %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d&apos;ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>L&apos;échiquier sur %1 a disparu : %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Pièces, couleurs, animation, coups et langue</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>P&amp;ièces</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Animation</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Retourner l’échiquier</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Demander de c&amp;onfirmer les coups</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>&amp;Tourner l’échiquier vers le joueur au trait</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Deux joueurs sur un écran : le camp au trait est en bas</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Afficher le panneau du &amp;moteur</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Afficher les &amp;coordonnées</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Afficher les coups &amp;légaux</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Sons</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Sons pour les coups, les échecs, le début et la fin de la partie et le manque de temps ; le volume se règle dans les Réglages</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Show castling &amp;rights</source>
        <translation>Afficher les &amp;droits de roque</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Une marque sur chaque tour qui garde un droit de roque : les roques encore possibles dans cette partie</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Roquer %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Choisissez la nouvelle pièce (Échap : le pion reste)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Promotion annulée : le pion reste</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Coup annulé</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>le roi reste en %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>roi de %1 en %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>la tour reste en %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>tour de %1 en %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Les Blancs roquent %1 : %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Les Noirs roquent %1 : %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Annonce du roque retirée</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1 : Entrée confirme le coup, Échap l’annule</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Promouvoir en : %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, soulevé</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Échiquier, trait aux %1. Les flèches choisissent une case, Espace ou Entrée soulève et pose une pièce, Échap annule.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Les Blancs ne peuvent pas roquer maintenant. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Les Noirs ne peuvent pas roquer maintenant. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>Roquer de quel côté ? Cliquez sur une tour ou amenez le roi sur sa case de roque</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Vous avez annoncé le roque : roquez, ou appuyez sur Échap pour retirer l’annonce</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Roque %1 : déplacez maintenant la tour de %2 en %3 (Échap annule le roque)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Roque %1 : déplacez maintenant le roi de %2 en %3 (Échap annule le roque)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Les Blancs annoncent le roque</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Les Noirs annoncent le roque</translation>
    </message>
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Seul le roque compte ici : les autres coups sont annulés</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Coup anticipé %1 : joué dès que l’adversaire a joué, s’il est alors légal ; Échap ou un clic droit l’annule</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Coup anticipé annulé</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Droits de roque : Blancs %1 ; Noirs %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>Im&amp;primer une fiche de position de départ…</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Une page pour un vrai échiquier : la position, ses roques, son numéro</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Enregistrer la fiche de position de départ</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Fiche de position de départ</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Une fiche pour la position de départ %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>La position de départ %1 sur chaque échiquier d’une ronde</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>Une position de départ aléatoire sur chaque échiquier, avec son numéro</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>É&amp;chiquiers :</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>Les lancers de dé qui l’ont donnée (%1) sont imprimés sur sa fiche.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>&amp;Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Imprimer…</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>&amp;Aperçu…</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Positions équilibrées seulement (guide du moteur)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Grille américaine : %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Lecture des parties du tournoi...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>L&apos;index du fichier n&apos;a pas pu être lu : ouvrez à nouveau le fichier</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln sans résultat)</numerusform>
            <numerusform>(%Ln sans résultat)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
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
        <translation>Sonneborn-Berger : les points de chaque partie multipliés par le total de l&apos;adversaire</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Le classement que valent les résultats du joueur contre les adversaires classés</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 avec les Blancs</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 avec les Noirs</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Contre %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Exporter les parties listées</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>parties.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 ne peut pas être écrit : %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>E&amp;xporter…</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Supprimer…</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>Fixer une é&amp;tiquette...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Fixer une étiquette (le nom d&apos;un tournoi, un lieu...) dans chaque partie listée</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>Cop&amp;ier vers</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Copier les parties choisies vers une autre base : un fichier ouvert ici, Mes parties ou un autre fichier PGN (on peut aussi les glisser sur l&apos;onglet d&apos;une base)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Joueurs...</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Tous les joueurs du fichier : parties, score, classements, dates et positions de départ</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Grille américaine...</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>La grille américaine du tournoi de la partie choisie</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Supprimer de Mes parties les parties sélectionnées</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Supprimer du fichier les parties sélectionnées (le fichier tel qu’il était est conservé à côté)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Écrire les parties listées dans un nouveau fichier PGN, chacune telle qu&apos;elle a été gardée</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Écrire les parties listées dans un nouveau fichier PGN, chacune telle que le fichier la contient</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>c’est le fichier d’où viennent les parties</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Écriture des parties listées dans %1...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 partie écrite dans %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln partie écrite dans %1</numerusform>
            <numerusform>%Ln parties écrites dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>Toutes les parties n&apos;ont pas pu être supprimées : %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>Rien n’a été supprimé de %1 : %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>Supprimer cette partie de Mes parties ?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>Supprimer %Ln partie de Mes parties ?</numerusform>
            <numerusform>Supprimer %Ln parties de Mes parties ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>Supprimer la partie %L1 de %2 ?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>Supprimer %Ln partie de %1 ?</numerusform>
            <numerusform>Supprimer %Ln parties de %1 ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>Le fichier est réécrit sans elles ; le fichier tel qu’il est maintenant est conservé à côté sous le nom %1.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>Leurs fichiers sont supprimés : impossible de revenir en arrière.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>Suppression d’1 partie…</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>Suppression de %Ln partie…</numerusform>
            <numerusform>Suppression de %Ln parties…</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>1 partie supprimée</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>%Ln partie supprimée</numerusform>
            <numerusform>%Ln parties supprimées</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(le fichier tel qu’il était : %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Fixer une étiquette</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Vide : l&apos;étiquette est retirée</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>Dans la partie listée :</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>Dans chacune des %Ln partie listée :</numerusform>
            <numerusform>Dans chacune des %Ln parties listées :</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 est écrit d&apos;après chaque partie elle-même et ne peut pas être fixé ici.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 est une date sous la forme année.mois.jour, avec ?? pour ce qui n&apos;est pas connu : 2024.05.17 ou 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 est un classement, un nombre entier de 0 à 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>« %1 » ne peut pas être le nom d&apos;une étiquette : il commence par une lettre ou un chiffre, puis seulement des lettres, des chiffres et _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>Retirer %1 de la partie listée dans %2 ?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>Retirer %1 de la %Ln partie listée dans %2 ?</numerusform>
            <numerusform>Retirer %1 des %Ln parties listées dans %2 ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>Fixer %1 à « %2 » dans la partie listée dans %3 ?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>Fixer %1 à « %2 » dans la %Ln partie listée dans %3 ?</numerusform>
            <numerusform>Fixer %1 à « %2 » dans les %Ln parties listées dans %3 ?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>Le fichier est réécrit avec chaque autre octet tel qu&apos;il était ; le fichier tel qu&apos;il est maintenant est gardé à côté sous le nom %1.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Fixer</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>%1 en cours de réglage dans 1 partie…</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>%1 en cours de réglage dans %Ln partie…</numerusform>
            <numerusform>%1 en cours de réglage dans %Ln parties…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>Rien n&apos;a été modifié dans %1 : %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 fixé dans 1 partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 fixé dans %Ln partie</numerusform>
            <numerusform>%1 fixé dans %Ln parties</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Bases de parties</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>Panneau des &amp;bases de parties</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>Les fichiers de plusieurs parties ouverts, une liste chacun, à côté de l&apos;échiquier</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Un autre fichier PGN...</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Copier les parties à la fin d&apos;un fichier PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Copier vers</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Les parties sont déjà dans ce fichier.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>Les parties ne peuvent pas être copiées : %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>Copie de %Ln partie vers %1...</numerusform>
            <numerusform>Copie de %Ln parties vers %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>Les parties n&apos;ont pas pu être copiées vers %1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln partie copiée vers %1</numerusform>
            <numerusform>%Ln parties copiées vers %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Échiquier électronique</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>« %1 » ne désigne aucun échiquier : écrivez dgt:PORT ou millennium:PORT.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>Dans cet ordre, ce n&apos;est pas un roque. %1 Remettez le roi et la tour en place et roquez à nouveau.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>Jouez %1 sur l&apos;échiquier.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>Sur %2 manque %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 sur %2 doit être enlevé.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>Sur %2 va %1, pas %3.</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>L&apos;échiquier diffère de la partie sur %n case.</numerusform>
            <numerusform>L&apos;échiquier diffère de la partie sur %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Une partie depuis l&apos;échiquier : position de départ %1 pour les Blancs, %2 pour les Noirs.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Une partie depuis l&apos;échiquier : position de départ %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>Les pièces sont placées comme il y a %n demi-coup. Reprendre la partie jusque-là ?</numerusform>
            <numerusform>Les pièces sont placées comme il y a %n demi-coups. Reprendre la partie jusque-là ?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Promotion</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>Le pion en %1 est promu. En quelle pièce ?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Échiquier électronique : connexion à l&apos;échiquier %1 sur %2...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Échiquier électronique : %1 sur %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Échiquier électronique : %1 sur %2, version %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Échiquier électronique perdu : %1 Nouvel essai en cours. La partie continue à la souris.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>Échiquier &amp;électronique...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Connecter un échiquier DGT ou Millennium et jouer dessus</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>Les pièces sont placées comme il y a un demi-coup. Reprendre la partie jusque-là ?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>La position mise en place sur l&apos;échiquier est analysée.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Ne touchez plus l’échiquier : la position qui y est placée sera analysée dans un instant.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>Po&amp;ser une position…</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Poser une position quelconque sur un échiquier, puis la jouer ou l’analyser</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Poser une position</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>Case en passant %1 supprimée : aucune prise n’y est plus possible</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Droit de roque des Blancs avec la tour en %1 supprimé : cette tour ne peut plus roquer</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Droit de roque des Noirs avec la tour en %1 supprimé : cette tour ne peut plus roquer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Position de départ %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1 : Blancs SP %2, Noirs SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>Pas une position de départ</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Poser une position</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Trait :</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant :</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Compteur de demi-coups :</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Roque : la marque sur une tour lui donne le droit de roquer (toute tour sur sa première rangée, d’un côté ou de l’autre de son roi).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Vider</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Inverser les couleurs</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Position de la partie</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Noirs SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Positions différentes pour les Blancs et les Noirs</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>FEN:</source>
        <translation>FEN :</translation>
    </message>
    <message>
        <source>Shredder-FEN</source>
        <translation>Shredder-FEN</translation>
    </message>
    <message>
        <source>This position cannot be played:</source>
        <translation>Cette position ne peut pas être jouée :</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>Contre l’ordinateur</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>Contre un ami</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copier le FEN</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Échiquier de mise en place</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Les flèches déplacent le curseur de case ; K Q R B N P posent une pièce blanche, k q r b n p une noire ; Suppr l’enlève ; Espace donne ou retire à une tour son droit de roque</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Agit sur le moteur pendant qu’il effectue un test</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Profondeur %1 : %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>Ce que pense l’ordinateur : profondeur, évaluation et variante attendue</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>L’ordinateur n’a trouvé aucun coup à jouer.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 n’a trouvé aucun coup à jouer.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Ordinateur (niveau %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>Le moteur « %1 » n’est pas configuré ici.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Moteurs</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Ajouter…</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Choisir le fichier programme d’un moteur UCI</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>&amp;Dupliquer</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>Le même moteur une seconde fois, pour garder d’autres options (une force de jeu)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Retirer</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Tester</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Lancer le moteur et lui faire trouver un coup dans une position Chess960</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom :</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Options :</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Ajouter %1</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>Un moteur est installé à l’emplacement %1 : ajoutez-le d’un clic.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Programme : %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1 par %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>Il ne propose pas le Chess960 (UCI_Chess960) : il ne peut jouer qu’à partir de la position classique (SP 518).</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>mat en %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Ajouté : %1.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>Ajouté : %1 par %2.</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 réfléchit sur la position de départ %2…</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 fonctionne : dans la position de départ %2, il joue %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Profondeur %1, évaluation %2 pour les Blancs.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>Démarrage de %1…</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Moteurs…</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Autres moteurs d’échecs : ajouter, configurer et tester des moteurs UCI</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>Courbe d’évaluation</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
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
        <translation>Recherche…</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Les coups joués depuis cette position dans vos bases (les fichiers PGN ouverts) et Mes parties ; un clic en joue un</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Aucune de vos parties ne commence par la position de départ de cette partie.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>La seule partie de ce départ n’a pas atteint cette position.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Aucune des %Ln partie de ce départ n’a atteint cette position.</numerusform>
            <numerusform>Aucune des %Ln parties de ce départ n’a atteint cette position.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Atteinte dans %Ln des parties de ce départ (%1 en tout).</numerusform>
            <numerusform>Atteinte dans %Ln des parties de ce départ (%1 en tout).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Explorateur d’ouvertures :</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Aucune de ces parties n&apos;a encore de résultat : pas de score à donner</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Parties où ce coup a été joué ici</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Score des Blancs dans les parties avec un résultat (gain 1, nulle 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Nulles parmi les parties avec un résultat</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Classement moyen des joueurs, parmi ceux connus</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>Le niveau auquel le camp au trait a joué avec ce coup : le classement moyen de ses adversaires et ce que vaut son score contre eux (parties avec un résultat et un adversaire classé)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Année moyenne où les parties ont été jouées, parmi les dates connues</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
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
        <translation>&amp;Ouvrir un PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Enregistrer le PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>Enregistrer le PGN &amp;sous…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Copier le &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Copier le PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>C&amp;oller un FEN ou un PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(le fichier tel qu’il était avant : %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>%1 a été modifié sur le disque depuis que la partie en a été ouverte.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>Rien n’a été écrit. Enregistre la partie dans un autre fichier, ou rouvre le fichier pour voir ce qui a changé. « Mes parties » garde la partie dans tous les cas.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Enregistrer les modifications de %1 avant de fermer ?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>Enregistrer les modifications de %1 avant de remplacer la partie ?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>Enregistrer la partie dans un fichier avant de fermer ?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>Remplacer la partie en cours ? Elle n’a pas été enregistrée.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>« Mes parties » garde la partie dans tous les cas, avec chaque modification.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Fichiers PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN copié</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN copié</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Coller</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>Le presse-papiers ne contient aucune partie lisible.
%1</translation>
    </message>
    <message>
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Vous jouez contre l’ordinateur. Comment voulez-vous poursuivre à partir de la partie collée ?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>Contre l’ordinateur : il garde les Blancs au niveau %1 et joue quand les Blancs ont le trait.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>Contre l’ordinateur : il garde les Noirs au niveau %1 et joue quand les Noirs ont le trait.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Contre l’ordinateur à partir d’ici</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Deux joueurs à partir d’ici</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>une position posée</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 coup</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n coup</numerusform>
            <numerusform>%n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>Reprendre la partie inachevée ?

%1 – %2, %3, %4 ; dernier coup le %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>Enregistrer la partie dans un fichier avant de fermer ? Elle a été supprimée de son fichier.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>Remplacer la partie ? Elle a été supprimée de son fichier et n’est plus dans aucun fichier.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>C’est %1 ; « Enregistrer le PGN » l’y réécrit.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>Absent du fichier : 1 coup essayé en analyse après le dernier coup de la partie (%1) ; la partie reprend à son dernier coup quand l&apos;analyse se termine.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>Absent du fichier : %n coup essayé en analyse après le dernier coup de la partie (à partir de %1) ; la partie reprend à son dernier coup quand l&apos;analyse se termine.</numerusform>
            <numerusform>Absents du fichier : %n coups essayés en analyse après le dernier coup de la partie (à partir de %1) ; la partie reprend à son dernier coup quand l&apos;analyse se termine.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>Absent du fichier : 1 coup repris (%1), que Rejouer rejoue.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>Absent du fichier : %n coup repris (à partir de %1), que Rejouer rejoue.</numerusform>
            <numerusform>Absents du fichier : %n coups repris (à partir de %1), que Rejouer rejoue.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 est listé dans le panneau des bases de parties : double-cliquez sur une partie pour l&apos;ouvrir</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Sauvegarde automatique</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>La partie en cours ne peut pas être gardée pour être reprise après un plantage (%1 : %2). Enregistrez-la avec « Enregistrer le PGN sous… » pour la mettre en sûreté.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>%1 a été modifié sur le disque depuis que la partie en a été ouverte. Rien n’a été écrit. La partie que vous avez remplacée est dans « Mes parties », avec chaque modification.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>Rien n’y a été modifié. La partie reste sur l’échiquier et dans « Mes parties » ; « Enregistrer sous » peut la mettre dans un autre fichier.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>Rien n’y a été modifié. La partie que vous avez remplacée est dans « Mes parties », avec chaque modification.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 est encore en cours d’enregistrement et la partie a changé depuis : elle reste sur l’échiquier jusqu’à la fin de l’enregistrement.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, partie %L2 sur %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>il ne peut pas être écrit</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Nulle refusée</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>L’ordinateur pense pouvoir encore jouer le gain.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>L’ordinateur a joué %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Défaillance du moteur</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Analyser cette partie</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Revoir cette partie</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Conseil : %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Proposition de nulle</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1 propose la nulle. %2, acceptez-vous ?</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1 refuse la nulle.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 reçoit deux minutes de plus à la pendule.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Réclamation de nulle non fondée</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1 a réclamé la nulle avec %2, mais la réclamation n’est pas fondée : après %2, la position ne s’est pas produite trois fois, et il n’y a pas eu 50 coups de chaque camp sans prise ni coup de pion.

Comme le veulent les règles, %2 reste joué et la partie continue.</translation>
    </message>
    <message>
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Le moteur des Blancs a fait défaut : %1

Il perd la partie, qui est conservée avec ce qui s’est passé.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Le moteur des Noirs a fait défaut : %1

Il perd la partie, qui est conservée avec ce qui s’est passé.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>La partie est conservée en l’état. Comment voulez-vous poursuivre ?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Contre l’ordinateur (niveau %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Deux joueurs à partir d’ici</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Analyser la partie</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>En rester là pour l’instant</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Adversaire</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Qui continue contre vous à partir d&apos;ici : l&apos;ordinateur, un autre moteur ou deux joueurs</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>L&apos;ordinateur (niveau %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>La partie attend : %1 ne joue plus. Pour continuer, choisissez un autre adversaire dans Partie &gt; Adversaire (l&apos;ordinateur, un autre moteur ou deux joueurs), ou analysez la partie.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Choisir une partie</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>position posée</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>illisible : %1</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Filtrer par joueur, tournoi, résultat, date ou numéro SP</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>La partie s’ouvrira une fois tout le fichier lu…</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Lecture du fichier : 1 partie pour l’instant</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Lecture du fichier : %Ln partie pour l’instant</numerusform>
            <numerusform>Lecture du fichier : %Ln parties pour l’instant</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>Le fichier n’a pas pu être lu jusqu’au bout : %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 sur 1 partie</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>Atteignant la position de l’échiquier</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>Avec sa structure de pions</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>Avec son matériel</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Chercher la position de l’échiquier dans les parties (une fois tout le fichier lu)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Recherche de la position dans les parties…</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Des mots des joueurs, du tournoi, du lieu, de la ronde, de la date ou du résultat ; « SP 123 » pour une position de départ ; des comparaisons comme elo&gt;2400 (les deux joueurs), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Ouverture</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Les Blancs ont gagné</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Les Noirs ont gagné</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulle</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Seulement les parties avec ce résultat</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>Lecture de Mes parties...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Aucun doublon</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>%Ln doublon sélectionné : Supprimer… le retire</numerusform>
            <numerusform>%Ln doublons sélectionnés : Supprimer… les retire</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Doublons</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Seulement les parties saisies deux fois ou tronquées (mêmes joueurs, position de départ et coups, ou leur début), chacune avec la partie gardée ; les copies sont sélectionnées pour Supprimer</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Recherche des doublons…</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Matériel et pièces...</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>Dans chaque base</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>La même recherche dans chaque base ouverte dans le panneau ; chaque onglet indique combien de ses parties sont trouvées</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Les Blancs gagnent : %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Les Noirs gagnent : %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Nulle : %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>Trait aux %1, en échec</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Trait aux %1</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Les Blancs gagnent (%1) : %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Les Noirs gagnent (%1) : %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Nulle (%1) : %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>La partie continue.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> – nulle proposée</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Position de départ %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Position posée</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>la position de départ</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>la position après %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>Historique : %1. L’échiquier est en lecture seule ; Fin revient à la partie.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Retour à la partie</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> – nulle réclamée avec le prochain coup</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Coups de la partie</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Pendules</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Analyse de l’ordinateur</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Parcours de l’historique</translation>
    </message>
    <message>
        <source>%1 - %2 - %3</source>
        <translation>%1 – %2 – %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Blancs SP %2, Noirs SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] – %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Une partie lue dans un fichier : sa pendule tourne et l&apos;ordinateur joue seulement quand vous reprenez le jeu (Partie &gt; Continuer à jouer, ou un coup sur l&apos;échiquier).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) – Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (Blancs SP %2, Noirs SP %3) – Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 refuse la proposition de nulle : il pense pouvoir encore jouer le gain.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>Le guide du moteur</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Demander au moteur</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>Le jugement du moteur intégré : une recherche à la profondeur %1 sur un fil, les trois meilleurs premiers coups, évaluations du point de vue des Blancs</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>Le guide n&apos;a pas de jugement sur la SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Les positions Double Fischer Random ne sont pas dans le guide.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>Le moteur cherche : profondeur %1 sur %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Les positions Double Fischer Random ne sont pas dans le guide : le moteur juge celle-ci sur demande (quelques secondes).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Évaluation : &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>équilibrée</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Rang %1 sur %2 par équilibre (1 est le plus proche de l&apos;égalité)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Meilleurs premiers coups : %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Ligne : %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>&amp;Règles du Chess960</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>À &amp;propos de Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::KeyboardAccess</name>
    <message>
        <source>&amp;Castle</source>
        <translation>&amp;Roquer</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Annoncer le roque (C) : puis déplacer le roi ou la tour ; Échap annule</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Roquer côté &amp;h (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Roquer maintenant vers la colonne h, si le camp au trait le peut</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Roquer côté &amp;a (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Roquer maintenant vers la colonne a, si le camp au trait le peut</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Saisir un coup</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Retirer la sélection, l’annonce, le coup en attente ou le coup anticipé</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Confirmer le &amp;coup</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Aucun coup joué</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Dernier coup : %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercice %1 sur %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>Dans la partie, %1 était une gaffe.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>Dans la partie, %1 était une erreur.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Évaluation après ce coup : %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Trouvez un meilleur coup pour les Blancs.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Trouvez un meilleur coup pour les Noirs.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Les Blancs n’ont commis ni erreur ni gaffe dans cette partie.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Les Noirs n’ont commis ni erreur ni gaffe dans cette partie.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>Cette partie ne contient ni erreur ni gaffe.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Les erreurs sont trouvées par la revue de la partie (Partie &gt; Revoir la partie) ; une partie revue enregistrée en PGN les conserve.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Solution montrée : %n.</numerusform>
            <numerusform>Solutions montrées : %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Exercice passé : %n.</numerusform>
            <numerusform>Exercices passés : %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>Examen de %1…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Bon coup : %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>Le choix du moteur : %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 est le coup joué dans la partie (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 est une gaffe (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 est une erreur (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 est une imprécision (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Réessayez, ou demandez à voir la solution.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>Le moteur joue %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Évaluation : %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Recherche du meilleur coup…</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Erreurs du camp :</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Montrer</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Recommencer</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Terminé : sur 1 exercice, un meilleur coup a été trouvé dans %1, dont %2 au premier essai.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Terminé : sur %n exercice, un meilleur coup a été trouvé dans %1, dont %2 au premier essai.</numerusform>
            <numerusform>Terminé : sur %n exercices, un meilleur coup a été trouvé dans %1, dont %2 au premier essai.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>L&apos;index de Mes parties ne peut pas être écrit : %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>&amp;Mes parties…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Mes parties</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Ouverte depuis « Mes parties »</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Chaque partie jouée ici, finie ou non : chercher, ouvrir, exporter ou supprimer</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>Mes parties ne peut pas garder cette partie (%1 : %2). Enregistrez-la avec « Enregistrer le PGN sous… » avant de fermer le programme.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>elle ne peut pas être écrite</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>É&amp;chiquier</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Réglages</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>Le fichier des réglages n’a pas pu être lu en entier. Les réglages lisibles sont utilisés et vos choix sont de nouveau enregistrés ; le fichier tel qu’il était est conservé sous %1.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>Le fichier des réglages peut de nouveau être écrit.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Recherche par matériel</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Les parties où chaque camp a ces pièces en plus de son roi. Un « à » à son maximum signifie un nombre quelconque.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Une finale par son nom...</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Finales de tours</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Finales de pions</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Finales de dames</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Finales de pièces mineures</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Fous de couleurs opposées</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Dame contre tour et pièce mineure</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Tour contre pièce mineure</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>Les pièces de l&apos;échiquier, pions quelconques</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Remplit les nombres ci-dessous ; chacun peut être changé ensuite</translation>
    </message>
    <message>
        <source>from</source>
        <translation>de</translation>
    </message>
    <message>
        <source>to</source>
        <translation>à</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Dames</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Tours</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Fous</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Cavaliers</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Pièces mineures (fous et cavaliers)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Pions</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>Sur n&apos;importe quelles cases</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>Un chacun, sur des cases de couleurs opposées</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>Un chacun, sur des cases de même couleur</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Fous :</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Pour qu&apos;une position traversée lors d&apos;un échange ne soit pas prise pour une finale ; une partie qui se termine avec ce matériel compte, aussi brève soit-elle</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Pendant au moins ce nombre de &amp;demi-coups :</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Chaque camp peut avoir l&apos;un ou l&apos;autre ensemble (dame contre tour, quel que soit le camp de la dame)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Rechercher</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Un camp</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>L&apos;autre camp</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Coup :</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Saisir un coup</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Message de la saisie du coup</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Vous regardez une position antérieure : revenez d’abord à la partie.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>C’est au tour de l’ordinateur.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>Non joué : %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Terminez ou annulez (Échap) d’abord le coup commencé sur l’échiquier.</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Entrée joue le coup, Échap l’annule.</translation>
    </message>
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Saisir un coup en SAN (%1, exd5, O-O, %2) ou en UCI (g1f3, e1g1 ou e1h1 pour un roque) puis appuyer sur Entrée</translation>
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
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Définir comme ligne principale</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Supprimer à partir d’ici</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Commentaire…</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Symbole</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Aucun symbole</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Copier la ligne</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>L’&amp;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Deux joueurs sur cet échiquier</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Niveau :</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Vous jouez :</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Blancs :</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Noirs :</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Position de départ</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>Par numéro (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Aux dés (Althöfer)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Classique (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Depuis un FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Lancez un dé et saisissez chaque lancer, par ex. 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>Les lancers placent dans l’ordre : le fou de cases noires (1–4), le fou de cases blanches (1–4), la dame (1–6), le premier cavalier (1–5) et le second cavalier (1–4). Un lancer trop élevé pour sa pièce est relancé.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>Un FEN, X-FEN ou Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>Une nouvelle position est tirée au sort au début de la partie.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>La position initiale des échecs classiques.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Choix :</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Pendule</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 min, +%2 s par coup)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> s par coup</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Cadence :</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>environ %1 Elo%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, pleine force</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1 : &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Au hasard : l’une des 960 positions</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Colonne %1 : </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Trait aux %1</translation>
    </message>
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>Handicap de &amp;temps : une cadence propre à chaque camp</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Vous :</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>L’ordinateur :</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>Des &amp;moteurs s’affrontent</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Moteur :</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Limiter sa force à (Elo) :</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Positions différentes pour les Blancs et les Noirs</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random : la première rangée de chaque camp est l’une des 960, choisie séparément</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Noirs : </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Au hasard : l’une des 921&#xa0;600 positions Double Fischer Random</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Blancs SP %1 : &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Noirs SP %3 : &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Sans pendule, coups au moins :</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> s d&apos;écart</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>Les moteurs qui répondent aussitôt attendent ce temps, pour qu&apos;on puisse suivre la partie ; avec une pendule ils jouent à leur rythme</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Positions équilibrées seulement</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Tirée parmi les positions de départ que le guide du moteur dit équilibrées (à ±%1 près)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Au hasard : une des %1 positions équilibrées</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Image de l&apos;échiquier copiée</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Enregistrer l&apos;image de l&apos;échiquier</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Copier l&apos;&amp;image de l&apos;échiquier</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>La position affichée en image, telle que l&apos;échiquier la montre</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Enregistrer l&apos;image de l&apos;échiquier…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d&apos;écrire %1 : %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Adversaire, position de départ et pendule (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Nouvelle partie (position &amp;aléatoire)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Même adversaire et même pendule, nouvelle position de départ aléatoire</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Nouvelle partie &amp;classique (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>&amp;Tirage de position…</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Choisir une position de départ par numéro, aux dés ou au hasard ; voir ses roques</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>&amp;Entraînement au roque…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>Re&amp;jouer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Cons&amp;eil</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>Le meilleur coup pour vous selon l’ordinateur, avec son évaluation de la position</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>Proposer la &amp;nulle</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>Ré&amp;clamer la nulle</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Triple répétition ou 50 coups sans prise ni coup de pion</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Réclamer la nulle avec le &amp;prochain coup…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Votre prochain coup répète la position pour la troisième fois ou complète les 50 coups : la réclamation se fait avec lui</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Retour à la partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Abandonner cette partie ?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Réclamation de nulle : votre prochain coup vaut réclamation. Si elle n’est pas fondée, le coup reste joué et votre adversaire reçoit deux minutes de plus.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Réclamation de nulle : votre prochain coup vaut réclamation. Si elle n’est pas fondée, le coup reste joué.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Continuer cette partie à partir de son dernier coup : sa pendule tourne et l&apos;ordinateur joue quand c&apos;est son tour</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>C&amp;ontinuer à jouer</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 n’a répondu par aucun coup avant la fin de son temps.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 a répondu par un coup qui n’est pas légal ici.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Joueurs de %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Trouver un joueur par une partie du nom</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>&amp;Lister les parties</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Les parties du joueur dans la liste du fichier</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Lecture des joueurs...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>L&apos;index du fichier n&apos;a pas pu être lu : ouvrez à nouveau le fichier</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln joueur</numerusform>
            <numerusform>%Ln joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 dans %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 sur %2 dans %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>autres débuts</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 points sur %Ln partie avec un résultat</numerusform>
            <numerusform>%1 points sur %Ln parties avec un résultat</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Gagnées %1, nulles %2, perdues %3 ; %4 avec les Blancs, %5 avec les Noirs</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1 : %Ln partie</numerusform>
            <numerusform>%1 : %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>et %Ln autre</numerusform>
            <numerusform>et %Ln autres</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Points en pourcentage des parties avec un résultat</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Gains, nulles et pertes</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>Le classement le plus bas et le plus haut du joueur dans ces parties</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Le classement que valent les résultats du joueur contre les adversaires classés</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>La date de la première partie</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>La date de la dernière partie</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Combien de positions de départ, et les plus jouées</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
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
        <translation>Première</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Dernière</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Positions de départ</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Ordinateur (niveau %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Deux joueurs sur un échiquier</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Partie contre l’ordinateur, niveau %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Partie contre %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Question suivante</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Entraînement au roque</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Exercice 1 : roquer dans une position de départ</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Exercice 2 : roquer en cours de partie, ou dire pourquoi pas</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>Impossible, car :</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Position de départ %1 (%2), les autres pièces retirées. Roquez sur l’échiquier avec le geste de votre choix.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Juste.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Faux.&lt;/b&gt; Votre réponse : %1.&lt;br&gt;La bonne réponse : &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Score %1/%2 · série %3 (record %4) · %5 s par réponse</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;Par réponse&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Par forme&lt;/th&gt;&lt;th&gt;&amp;nbsp;justes&lt;/th&gt;&lt;th&gt;&amp;nbsp;fausses&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Position de départ %1 (%2) après 1 demi-coup. Roquez sur l’échiquier (seul le roque compte), ou choisissez pourquoi c’est impossible.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Position de départ %1 (%2) après %n demi-coup. Roquez sur l’échiquier (seul le roque compte), ou choisissez pourquoi c’est impossible.</numerusform>
            <numerusform>Position de départ %1 (%2) après %n demi-coups. Roquez sur l’échiquier (seul le roque compte), ou choisissez pourquoi c’est impossible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Tout, depuis la position de départ %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Tout</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Seulement les roques de forme %1</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Seulement les roques permis</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Seulement : %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Seulement O-O-O (côté a)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Seulement O-O (côté h)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>N&apos;importe quelle position de départ</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>La revue s’est arrêtée : %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Revue : %1 positions sur %2</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Terminer la revue</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Revue par</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>&amp;Revoir la partie</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Approfondie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Apprendre &amp;de vos erreurs…</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Trouver de meilleurs coups là où la revue a marqué des erreurs et des gaffes</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Revue : démarrage</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Perte moyenne</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Revue arrêtée : les coups non atteints n’ont pas de marque.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Apprendre de vos erreurs</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Perte moyenne en centièmes de pion ; ?! imprécisions, ? erreurs, ?? gaffes</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>coup %1 sur %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>Le programme s&apos;est arrêté pendant qu&apos;il revoyait %1 : la revue en était au %2.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>Terminer la revue maintenant ? La partie vient de Mes parties.</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>La revue de cette partie s&apos;est arrêtée au %1.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Règles du Chess960</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>P&amp;ièces :</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Couleurs :</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Animation :</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Afficher les c&amp;oordonnées</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>Afficher les coups &amp;légaux d’une pièce soulevée</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Demander de confirmer les &amp;coups (Entrée joue, Échap annule)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Deux joueurs : &amp;tourner l’échiquier vers le joueur au trait</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Afficher le panneau du &amp;moteur</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>La&amp;ngue :</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>La nouvelle langue s’applique aussitôt à toutes les fenêtres ouvertes.</translation>
    </message>
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>Contre l’ordinateur : &amp;jouer des coups anticipés pendant qu’il réfléchit (Échap ou un clic droit les annule)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>Jouer des &amp;sons (coups, échecs, début et fin de partie, manque de temps)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Les lettres de la langue (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Les lettres anglaises (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Figurines (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Comment les coups sont affichés et saisis ; les parties enregistrées gardent les lettres anglaises qu’exige le PGN</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>&amp;Écrire les coups avec :</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Afficher les droits de roque restants (une marque sur chaque tour qui en garde un)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Tirage de la position de départ</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>S’entraîner au roque ici</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Jouer cette position</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Choisir une position de départ</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Classique (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Une position de départ tirée uniformément au hasard</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Première rangée des Blancs, par ex. BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Numéro :</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Première rangée :</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Roques (survolez un roque pour le voir sur le diagramme)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Tirage aux dés d’Althöfer</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Lancer le dé</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Valeurs obtenues avec un vrai dé, par ex. 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Terminé : SP %1. Le roi prend la case du milieu des trois dernières, les tours les deux autres.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Lancer %1 : %2 – %3 en %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Saisissez dans l’ordre les valeurs du dé.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Blancs O-O (côté h)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Blancs O-O-O (côté a)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Noirs O-O (côté h)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Noirs O-O-O (côté a)</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>fou de cases noires</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>fou de cases blanches</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>premier cavalier</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>second cavalier</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, relancer sur un 6</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, relancer sur un 5 ou un 6</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>Le prochain lancer place : %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Lancer %1 : %2 ne compte pas (%3), relancer (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Lancers effectués</translation>
    </message>
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 lancer ignoré</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n lancer ignoré</numerusform>
            <numerusform>; %n lancers ignorés</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; 1 valeur en trop à la fin</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; %n valeur en trop à la fin</numerusform>
            <numerusform>; %n valeurs en trop à la fin</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Positions différentes pour les Blancs et les Noirs</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Noirs : SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 n&apos;est pas un numéro de position de départ : ils vont de 0 à 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>« %1 » n&apos;est pas un nombre : tapez un numéro de position de départ de 0 à 959.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Roi %2 → %3, tour %4 → %5&lt;br&gt;Forme : &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Cases à libérer : %8&lt;br&gt;Cases non attaquées : %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Équilibrées seulement</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Mélanger tire parmi les positions de départ que le guide du moteur dit équilibrées (à ±%1 près)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>É&amp;tiquettes de la partie...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>Les joueurs, le tournoi, le lieu, la date, la ronde, les classements et toute autre étiquette de la partie</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>Les étiquettes de la partie sont modifiées</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>les Blancs ont gagné</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>les Noirs ont gagné</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>nulle</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>non décidé</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Étiquettes de la partie</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Étiquette</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Écrits d&apos;après la partie elle-même, pas ici : le résultat (%1), la position de départ, la cadence et la façon dont la partie s&apos;est terminée.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>&amp;Ajouter une étiquette</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>&amp;Retirer l&apos;étiquette</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>Une étiquette a une valeur mais pas de nom.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>« %1 » ne peut pas être le nom d&apos;une étiquette : il commence par une lettre ou un chiffre, puis seulement des lettres, des chiffres et _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 est écrit d&apos;après la partie elle-même et ne peut pas être fixé ici.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 est donné deux fois.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 est une date sous la forme année.mois.jour, avec ?? pour ce qui n&apos;est pas connu : 2024.05.17 ou 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 est un classement, un nombre entier de 0 à 4000, ou vide.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 ne peut pas contenir de saut de ligne.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>Le fichier du moteur %1 est introuvable.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>Le fichier du moteur %1 n’est pas un programme exécutable.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 ne peut pas jouer cette position : il ne propose pas le Chess960 (UCI_Chess960), dont le roque a besoin ici. Sans cela, il ne peut jouer qu’à partir de la position classique (SP 518).</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 a écrit une ligne de plus de %2 Ko : sa sortie déborde.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 a écrit plus de %2 lignes en une seconde : sa sortie déborde.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 a répondu « %2 », qui n’est pas un coup.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 a joué %2, qui n’est pas un coup légal dans cette position (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 a écrit son roque %2, et non comme le roi prenant sa propre tour, comme l’exige le mode Chess960.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 a écrit son roque %2, le roi prenant sa propre tour, ce qui est la notation Chess960.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 a planté (signal %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 s’est arrêté de lui-même avec le code de sortie %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 n’est pas un moteur UCI : il s’est arrêté avant de répondre « uciok » à « uci ». %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Le moteur %1 n’a pas pu être lancé : %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 n’est pas un moteur UCI : il n’a pas répondu « uciok » à « uci » dans les %2 secondes.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 est bloqué : il n’a pas répondu à « isready » dans les %2 secondes.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 est bloqué : il n’a envoyé aucun coup dans son temps plus %2 secondes.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 est bloqué : il n’a pas répondu à « stop » dans les %2 secondes.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>Sa dernière ligne : « %1 ».</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Commencer avec la position &lt;number&gt; (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>Ne pas proposer de reprendre une partie inachevée.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Un fichier PGN à ouvrir.</translation>
    </message>
    <message>
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Connecter au démarrage l&apos;échiquier électronique &lt;kind:port&gt; : dgt:PORT ou millennium:PORT (PORT : un port série ou tout chemin, p. ex. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
