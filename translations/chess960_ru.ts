<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>CastleWording</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>the white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>the black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>the white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>the black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>the white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>the black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>the white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>the black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>the white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>the black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>the white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>the black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>h-side (O-O)</source>
        <translation>в сторону h (O-O)</translation>
    </message>
    <message>
        <source>a-side (O-O-O)</source>
        <translation>в сторону a (O-O-O)</translation>
    </message>
    <message>
        <source>double-move</source>
        <translation>ходят оба</translation>
    </message>
    <message>
        <source>transposition</source>
        <translation>обмен местами</translation>
    </message>
    <message>
        <source>king-move-only</source>
        <translation>ходит только король</translation>
    </message>
    <message>
        <source>rook-move-only</source>
        <translation>ходит только ладья</translation>
    </message>
    <message>
        <source>Move the king first: it stands on the rook&apos;s target square %1.</source>
        <translation>Сначала ходит король: он стоит на конечном поле ладьи %1.</translation>
    </message>
    <message>
        <source>Move the rook first: it stands on the king&apos;s target square %1.</source>
        <translation>Сначала ходит ладья: она стоит на конечном поле короля %1.</translation>
    </message>
    <message>
        <source>King or rook may go first.</source>
        <translation>Первым может ходить король или ладья.</translation>
    </message>
    <message>
        <source>Only the king moves, jumping over the rook on %1.</source>
        <translation>Ходит только король, перепрыгивая через ладью на %1.</translation>
    </message>
    <message>
        <source>Only the rook moves, jumping over the king on %1.</source>
        <translation>Ходит только ладья, перепрыгивая через короля на %1.</translation>
    </message>
    <message>
        <source>King and rook swap squares: lift both, then put each on the other&apos;s square.</source>
        <translation>Король и ладья меняются полями: поднимите обе фигуры и поставьте каждую на поле другой.</translation>
    </message>
    <message>
        <source>White has no h-side castling right: the king or that rook has moved</source>
        <translation>У белых нет права на рокировку в сторону h: король или эта ладья уже ходили</translation>
    </message>
    <message>
        <source>White has no a-side castling right: the king or that rook has moved</source>
        <translation>У белых нет права на рокировку в сторону a: король или эта ладья уже ходили</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: the king or that rook has moved</source>
        <translation>У чёрных нет права на рокировку в сторону h: король или эта ладья уже ходили</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: the king or that rook has moved</source>
        <translation>У чёрных нет права на рокировку в сторону a: король или эта ладья уже ходили</translation>
    </message>
    <message>
        <source>The king is in check from %1 on %2</source>
        <translation>Король под шахом: его атакует %1 на %2</translation>
    </message>
    <message>
        <source>%1 is blocked by %2</source>
        <translation>Поле %1 занято: там стоит %2</translation>
    </message>
    <message>
        <source>%1 is attacked by %2 on %3</source>
        <translation>Поле %1 атакует %2 с %3</translation>
    </message>
    <message>
        <source>the king would be in check afterwards</source>
        <translation>король после неё оказался бы под шахом</translation>
    </message>
    <message>
        <source>%1 is not possible: %2</source>
        <translation>%1 невозможна: %2</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>рокировка</translation>
    </message>
    <message>
        <source>king in check</source>
        <translation>король под шахом</translation>
    </message>
    <message>
        <source>passes an attacked square</source>
        <translation>проходит через атакованное поле</translation>
    </message>
    <message>
        <source>lands on an attacked square</source>
        <translation>встаёт на атакованное поле</translation>
    </message>
    <message>
        <source>path blocked</source>
        <translation>путь занят</translation>
    </message>
    <message>
        <source>right lost</source>
        <translation>право утрачено</translation>
    </message>
    <message>
        <source>game in progress</source>
        <translation>партия продолжается</translation>
    </message>
    <message>
        <source>checkmate</source>
        <translation>мат</translation>
    </message>
    <message>
        <source>stalemate</source>
        <translation>пат</translation>
    </message>
    <message>
        <source>insufficient material</source>
        <translation>недостаточно материала</translation>
    </message>
    <message>
        <source>fivefold repetition</source>
        <translation>пятикратное повторение</translation>
    </message>
    <message>
        <source>75-move rule</source>
        <translation>правило 75 ходов</translation>
    </message>
    <message>
        <source>threefold repetition claimed</source>
        <translation>заявлено троекратное повторение</translation>
    </message>
    <message>
        <source>50-move rule claimed</source>
        <translation>заявлено правило 50 ходов</translation>
    </message>
    <message>
        <source>resignation</source>
        <translation>сдача</translation>
    </message>
    <message>
        <source>draw by agreement</source>
        <translation>ничья по соглашению</translation>
    </message>
    <message>
        <source>time forfeit</source>
        <translation>просрочка времени</translation>
    </message>
    <message>
        <source>time forfeit, but the opponent cannot mate</source>
        <translation>просрочка времени, но соперник не может поставить мат</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>партия прервана</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>решение судьи</translation>
    </message>
    <message>
        <source>rules infraction</source>
        <translation>нарушение правил</translation>
    </message>
    <message>
        <source>result given without a reason</source>
        <translation>результат без указания причины</translation>
    </message>
    <message>
        <source>king %1 → %2, rook %3 → %4</source>
        <translation>король %1 → %2, ладья %3 → %4</translation>
    </message>
    <message>
        <source>the game started without it</source>
        <translation>партия началась без него</translation>
    </message>
    <message>
        <source>the king has moved (%1)</source>
        <translation>король ходил (%1)</translation>
    </message>
    <message>
        <source>the king has castled (%1)</source>
        <translation>король уже рокировал (%1)</translation>
    </message>
    <message>
        <source>the h-side rook has moved (%1)</source>
        <translation>ладья стороны h ходила (%1)</translation>
    </message>
    <message>
        <source>the a-side rook has moved (%1)</source>
        <translation>ладья стороны a ходила (%1)</translation>
    </message>
    <message>
        <source>the h-side rook was captured (%1)</source>
        <translation>ладья стороны h взята (%1)</translation>
    </message>
    <message>
        <source>the a-side rook was captured (%1)</source>
        <translation>ладья стороны a взята (%1)</translation>
    </message>
    <message>
        <source>White has no h-side castling right: %1</source>
        <translation>У белых нет права на рокировку в сторону h: %1</translation>
    </message>
    <message>
        <source>White has no a-side castling right: %1</source>
        <translation>У белых нет права на рокировку в сторону a: %1</translation>
    </message>
    <message>
        <source>Black has no h-side castling right: %1</source>
        <translation>У чёрных нет права на рокировку в сторону h: %1</translation>
    </message>
    <message>
        <source>Black has no a-side castling right: %1</source>
        <translation>У чёрных нет права на рокировку в сторону a: %1</translation>
    </message>
</context>
<context>
    <name>ErrorWording</name>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>The text is empty</source>
        <translation>Текст пуст</translation>
    </message>
    <message>
        <source>FEN, column %1</source>
        <translation>FEN, столбец %1</translation>
    </message>
    <message>
        <source>Start position %1 does not exist: use 0 to 959</source>
        <translation>Начальной позиции %1 не существует: используйте от 0 до 959</translation>
    </message>
    <message>
        <source>The game is over (%1)</source>
        <translation>Партия окончена (%1)</translation>
    </message>
    <message>
        <source>Line %1 of the practice statistics cannot be read: %2</source>
        <translation>Строку %1 статистики тренировки не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>The practice statistics are empty</source>
        <translation>Статистика тренировки пуста</translation>
    </message>
    <message>
        <source>White is mated</source>
        <translation>Белым мат</translation>
    </message>
    <message>
        <source>Black is mated</source>
        <translation>Чёрным мат</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Белые ставят мат; ходов до мата: %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Чёрные ставят мат; ходов до мата: %1</translation>
    </message>
    <message>
        <source>%1, the position is equal</source>
        <translation>%1, позиция равная</translation>
    </message>
    <message>
        <source>%1, White is slightly better</source>
        <translation>%1, у белых небольшой перевес</translation>
    </message>
    <message>
        <source>%1, Black is slightly better</source>
        <translation>%1, у чёрных небольшой перевес</translation>
    </message>
    <message>
        <source>%1, White is better</source>
        <translation>%1, у белых перевес</translation>
    </message>
    <message>
        <source>%1, Black is better</source>
        <translation>%1, у чёрных перевес</translation>
    </message>
    <message>
        <source>%1, White is winning</source>
        <translation>%1, белые выигрывают</translation>
    </message>
    <message>
        <source>%1, Black is winning</source>
        <translation>%1, чёрные выигрывают</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source> on %1</source>
        <translation> на %1</translation>
    </message>
    <message>
        <source> on the %1-file</source>
        <translation> на вертикали %1</translation>
    </message>
    <message>
        <source> on rank %1</source>
        <translation> на горизонтали %1</translation>
    </message>
    <message>
        <source>a space</source>
        <translation>пробел</translation>
    </message>
    <message>
        <source>byte 0x%1</source>
        <translation>байт 0x%1</translation>
    </message>
    <message>
        <source>no king</source>
        <translation>ни одного короля</translation>
    </message>
    <message>
        <source>1 king</source>
        <translation>1 × король</translation>
    </message>
    <message>
        <source>%1 kings</source>
        <translation>%1 × король</translation>
    </message>
    <message>
        <source>no queen</source>
        <translation>ни одного ферзя</translation>
    </message>
    <message>
        <source>1 queen</source>
        <translation>1 × ферзь</translation>
    </message>
    <message>
        <source>%1 queens</source>
        <translation>%1 × ферзь</translation>
    </message>
    <message>
        <source>no rooks</source>
        <translation>ни одной ладьи</translation>
    </message>
    <message>
        <source>1 rook</source>
        <translation>1 × ладья</translation>
    </message>
    <message>
        <source>%1 rooks</source>
        <translation>%1 × ладья</translation>
    </message>
    <message>
        <source>no bishops</source>
        <translation>ни одного слона</translation>
    </message>
    <message>
        <source>1 bishop</source>
        <translation>1 × слон</translation>
    </message>
    <message>
        <source>%1 bishops</source>
        <translation>%1 × слон</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>ни одного коня</translation>
    </message>
    <message>
        <source>1 knight</source>
        <translation>1 × конь</translation>
    </message>
    <message>
        <source>%1 knights</source>
        <translation>%1 × конь</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 или %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>The FEN is empty</source>
        <translation>Строка FEN пуста</translation>
    </message>
    <message>
        <source>The FEN has 1 field: the side to move field is missing</source>
        <translation>В FEN одно поле: нет поля очереди хода</translation>
    </message>
    <message>
        <source>The FEN has 2 fields: the castling rights field is missing</source>
        <translation>В FEN два поля: нет поля прав на рокировку</translation>
    </message>
    <message>
        <source>The FEN has 3 fields: the en-passant square field is missing</source>
        <translation>В FEN три поля: нет поля взятия на проходе</translation>
    </message>
    <message>
        <source>The FEN has %1 fields; at most 6 are allowed (placement, side, castling, en passant, half-move clock, move number)</source>
        <translation>Число полей в FEN: %1; допускается не больше 6 (расстановка, очередь хода, рокировка, взятие на проходе, счётчик полуходов, номер хода)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has 1 square instead of 8</source>
        <translation>Расстановка фигур: на горизонтали %1 одно поле вместо 8</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has %2 squares instead of 8</source>
        <translation>Расстановка фигур: число полей на горизонтали %1 — %2 вместо 8</translation>
    </message>
    <message>
        <source>Piece placement: more than 8 ranks</source>
        <translation>Расстановка фигур: больше 8 горизонталей</translation>
    </message>
    <message>
        <source>Piece placement: two digits in a row on rank %1 (write one digit for a run of empty squares)</source>
        <translation>Расстановка фигур: две цифры подряд на горизонтали %1 (ряд пустых полей записывается одной цифрой)</translation>
    </message>
    <message>
        <source>Piece placement: rank %1 has more than 8 squares</source>
        <translation>Расстановка фигур: на горизонтали %1 больше 8 полей</translation>
    </message>
    <message>
        <source>Piece placement: &apos;%1&apos; is not a piece letter (use KQRBNP for White, kqrbnp for Black, digits 1-8 for empty squares)</source>
        <translation>Расстановка фигур: &apos;%1&apos; — не буква фигуры (KQRBNP для белых, kqrbnp для чёрных, цифры 1-8 для пустых полей)</translation>
    </message>
    <message>
        <source>Piece placement: 1 rank found, 8 expected</source>
        <translation>Расстановка фигур: найдена 1 горизонталь, ожидалось 8</translation>
    </message>
    <message>
        <source>Piece placement: %1 ranks found, 8 expected</source>
        <translation>Расстановка фигур: найдено горизонталей: %1, ожидалось 8</translation>
    </message>
    <message>
        <source>Side to move must be &apos;w&apos; or &apos;b&apos;, not &apos;%1&apos;</source>
        <translation>Очередь хода должна быть &apos;w&apos; или &apos;b&apos;, а не &apos;%1&apos;</translation>
    </message>
    <message>
        <source>White has no king; there must be exactly one</source>
        <translation>У белых нет короля; он должен быть ровно один</translation>
    </message>
    <message>
        <source>Black has no king; there must be exactly one</source>
        <translation>У чёрных нет короля; он должен быть ровно один</translation>
    </message>
    <message>
        <source>White has %1 kings; there must be exactly one</source>
        <translation>Число королей у белых: %1; король должен быть ровно один</translation>
    </message>
    <message>
        <source>Black has %1 kings; there must be exactly one</source>
        <translation>Число королей у чёрных: %1; король должен быть ровно один</translation>
    </message>
    <message>
        <source>A pawn stands on %1: pawns can never be on the first or last rank</source>
        <translation>Пешка стоит на %1: пешки не бывают на первой и последней горизонтали</translation>
    </message>
    <message>
        <source>White has %1 pawns; at most 8 are possible</source>
        <translation>Число пешек у белых: %1; больше 8 не бывает</translation>
    </message>
    <message>
        <source>Black has %1 pawns; at most 8 are possible</source>
        <translation>Число пешек у чёрных: %1; больше 8 не бывает</translation>
    </message>
    <message>
        <source>White has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Лишних фигур у белых сверх начального набора: %1, а недостающих пешек, которые могли превратиться, только %2</translation>
    </message>
    <message>
        <source>Black has %1 more pieces than the starting set but only %2 missing pawns that could have promoted</source>
        <translation>Лишних фигур у чёрных сверх начального набора: %1, а недостающих пешек, которые могли превратиться, только %2</translation>
    </message>
    <message>
        <source>White&apos;s king on %1 is in check from %2, but it is Black&apos;s move</source>
        <translation>Белый король на %1 под шахом с %2, но ход чёрных</translation>
    </message>
    <message>
        <source>Black&apos;s king on %1 is in check from %2, but it is White&apos;s move</source>
        <translation>Чёрный король на %1 под шахом с %2, но ход белых</translation>
    </message>
    <message>
        <source>White&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Белого короля атакуют сразу несколько фигур (%1), чего не может дать ни один допустимый ход</translation>
    </message>
    <message>
        <source>Black&apos;s king is attacked by %1 pieces at once, which no legal move can produce</source>
        <translation>Чёрного короля атакуют сразу несколько фигур (%1), чего не может дать ни один допустимый ход</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; is not allowed (use K, Q, k, q, file letters A-H / a-h, or &apos;-&apos;)</source>
        <translation>Права на рокировку: &apos;%1&apos; недопустимо (используйте K, Q, k, q, буквы вертикалей A-H / a-h или &apos;-&apos;)</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the white king is on %2, not on its back rank, so it has moved</source>
        <translation>Права на рокировку: &apos;%1&apos;, но белый король стоит на %2, не на своей первой горизонтали, значит, он уже ходил</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but the black king is on %2, not on its back rank, so it has moved</source>
        <translation>Права на рокировку: &apos;%1&apos;, но чёрный король стоит на %2, не на своей первой горизонтали, значит, он уже ходил</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the h-side of its king on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но у белых нет ладьи со стороны h от короля на %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but White has no rook on the a-side of its king on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но у белых нет ладьи со стороны a от короля на %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the h-side of its king on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но у чёрных нет ладьи со стороны h от короля на %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but Black has no rook on the a-side of its king on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но у чёрных нет ладьи со стороны a от короля на %2</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no white rook on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но на %2 нет белой ладьи</translation>
    </message>
    <message>
        <source>Castling rights: &apos;%1&apos; but there is no black rook on %2</source>
        <translation>Права на рокировку: &apos;%1&apos;, но на %2 нет чёрной ладьи</translation>
    </message>
    <message>
        <source>Castling rights: the white king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Права на рокировку: белый король на %1 стоит в углу, поэтому у него не может быть прав на рокировку</translation>
    </message>
    <message>
        <source>Castling rights: the black king on %1 is in a corner, so it cannot have castling rights</source>
        <translation>Права на рокировку: чёрный король на %1 стоит в углу, поэтому у него не может быть прав на рокировку</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Права на рокировку: два права в сторону h у белых (&apos;%1&apos; повторяет одно из них)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for White (&apos;%1&apos; repeats one)</source>
        <translation>Права на рокировку: два права в сторону a у белых (&apos;%1&apos; повторяет одно из них)</translation>
    </message>
    <message>
        <source>Castling rights: two h-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Права на рокировку: два права в сторону h у чёрных (&apos;%1&apos; повторяет одно из них)</translation>
    </message>
    <message>
        <source>Castling rights: two a-side rights for Black (&apos;%1&apos; repeats one)</source>
        <translation>Права на рокировку: два права в сторону a у чёрных (&apos;%1&apos; повторяет одно из них)</translation>
    </message>
    <message>
        <source>En-passant square &apos;%1&apos; is not a square name</source>
        <translation>Поле взятия на проходе &apos;%1&apos; — не название поля</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when White is to move</source>
        <translation>Поле взятия на проходе %1 должно быть на горизонтали %2, когда ход белых</translation>
    </message>
    <message>
        <source>En-passant square %1 must be on rank %2 when Black is to move</source>
        <translation>Поле взятия на проходе %1 должно быть на горизонтали %2, когда ход чёрных</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no white pawn on %2 that could just have moved two squares</source>
        <translation>Поле взятия на проходе %1 невозможно: на %2 нет белой пешки, которая могла только что пройти два поля</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: no black pawn on %2 that could just have moved two squares</source>
        <translation>Поле взятия на проходе %1 невозможно: на %2 нет чёрной пешки, которая могла только что пройти два поля</translation>
    </message>
    <message>
        <source>En-passant square %1 is impossible: %2 is occupied, so no pawn can just have passed it</source>
        <translation>Поле взятия на проходе %1 невозможно: поле %2 занято, значит, ни одна пешка не могла его только что пройти</translation>
    </message>
    <message>
        <source>Half-move clock &apos;%1&apos; must be a whole number from 0</source>
        <translation>Счётчик полуходов &apos;%1&apos; должен быть целым числом от 0</translation>
    </message>
    <message>
        <source>Move number &apos;%1&apos; must be a whole number from 1</source>
        <translation>Номер хода &apos;%1&apos; должен быть целым числом от 1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a UCI move (expected e.g. e2e4, e7e8q or e1h1)</source>
        <translation>&apos;%1&apos; — не ход в формате UCI (ожидается, например, e2e4, e7e8q или e1h1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the first square is not a square name</source>
        <translation>&apos;%1&apos;: первое поле — не название поля</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the second square is not a square name</source>
        <translation>&apos;%1&apos;: второе поле — не название поля</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: the promotion piece must be q, r, b or n</source>
        <translation>&apos;%1&apos;: фигура превращения должна быть q, r, b или n</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a promotion: add the piece letter (q, r, b or n)</source>
        <translation>&apos;%1&apos; — превращение: добавьте букву фигуры (q, r, b или n)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2 is empty</source>
        <translation>&apos;%1&apos; — недопустимый ход: поле %2 пусто</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: the piece on %2 belongs to the side not to move</source>
        <translation>&apos;%1&apos; — недопустимый ход: фигура на %2 принадлежит стороне, которая сейчас не ходит</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal move in this position</source>
        <translation>&apos;%1&apos; — недопустимый ход в этой позиции</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move</source>
        <translation>&apos;%1&apos; — не ход</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle h-side</source>
        <translation>&apos;%1&apos;: белые не могут сделать рокировку в сторону h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: White cannot castle a-side</source>
        <translation>&apos;%1&apos;: белые не могут сделать рокировку в сторону a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle h-side</source>
        <translation>&apos;%1&apos;: чёрные не могут сделать рокировку в сторону h</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: Black cannot castle a-side</source>
        <translation>&apos;%1&apos;: чёрные не могут сделать рокировку в сторону a</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: a pawn promotes to a queen, rook, bishop or knight (=Q, =R, =B or =N)</source>
        <translation>&apos;%1&apos;: пешка превращается в ферзя, ладью, слона или коня (=Q, =R, =B или =N)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move in SAN (e.g. Nf3, exd5, e8=Q, O-O)</source>
        <translation>&apos;%1&apos; — не ход в SAN (например, Nf3, exd5, e8=Q, O-O)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; does not end in a target square</source>
        <translation>&apos;%1&apos; не заканчивается полем назначения</translation>
    </message>
    <message>
        <source>&apos;%1&apos;: unexpected &apos;%2&apos;</source>
        <translation>&apos;%1&apos;: неожиданный символ &apos;%2&apos;</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is ambiguous: it could be %2</source>
        <translation>&apos;%1&apos; неоднозначен: это может быть %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; needs a promotion piece, e.g. %2=Q</source>
        <translation>&apos;%1&apos;: нужно указать фигуру превращения, например %2=Q</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a promotion: a pawn promotes on the last rank</source>
        <translation>&apos;%1&apos; — не превращение: пешка превращается на последней горизонтали</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a legal king move; castling is written %2</source>
        <translation>&apos;%1&apos; — недопустимый ход короля; рокировка записывается как %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal</source>
        <translation>&apos;%1&apos; — недопустимый ход</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not legal: %2</source>
        <translation>&apos;%1&apos; — недопустимый ход: %2</translation>
    </message>
    <message>
        <source>White has no %1</source>
        <translation>У белых нет такой фигуры (%1)</translation>
    </message>
    <message>
        <source>Black has no %1</source>
        <translation>У чёрных нет такой фигуры (%1)</translation>
    </message>
    <message>
        <source>there is no white %1%2</source>
        <translation>нет белой фигуры (%1)%2</translation>
    </message>
    <message>
        <source>there is no black %1%2</source>
        <translation>нет чёрной фигуры (%1)%2</translation>
    </message>
    <message>
        <source>%1 holds a white %2</source>
        <translation>на %1 уже стоит белая фигура (%2)</translation>
    </message>
    <message>
        <source>%1 holds a black %2</source>
        <translation>на %1 уже стоит чёрная фигура (%2)</translation>
    </message>
    <message>
        <source>the white king may not move into check on %1</source>
        <translation>белый король не может пойти на %1 под шах</translation>
    </message>
    <message>
        <source>the black king may not move into check on %1</source>
        <translation>чёрный король не может пойти на %1 под шах</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would leave the white king in check</source>
        <translation>белая фигура (%1) на %2 не может туда пойти: белый король остался бы под шахом</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would leave the black king in check</source>
        <translation>чёрная фигура (%1) на %2 не может туда пойти: чёрный король остался бы под шахом</translation>
    </message>
    <message>
        <source>the white %1 on %2 may not go there: it would put the white king in check</source>
        <translation>белая фигура (%1) на %2 не может туда пойти: белый король оказался бы под шахом</translation>
    </message>
    <message>
        <source>the black %1 on %2 may not go there: it would put the black king in check</source>
        <translation>чёрная фигура (%1) на %2 не может туда пойти: чёрный король оказался бы под шахом</translation>
    </message>
    <message>
        <source>no white %1%2 can move to %3</source>
        <translation>ни одна белая фигура (%1)%2 не может пойти на %3</translation>
    </message>
    <message>
        <source>no black %1%2 can move to %3</source>
        <translation>ни одна чёрная фигура (%1)%2 не может пойти на %3</translation>
    </message>
    <message>
        <source>The text holds no PGN game</source>
        <translation>В тексте нет партии в формате PGN</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3</source>
        <translation>партия %1, строка %2, столбец %3</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number (a NAG such as $1)</source>
        <translation>После &apos;$&apos; должно идти число (NAG, например $1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a move mark (!, ?, !!, ??, !?, ?!)</source>
        <translation>&apos;%1&apos; — не знак оценки хода (!, ?, !!, ??, !?, ?!)</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>неожиданный символ &apos;%1&apos;</translation>
    </message>
    <message>
        <source>the comment opened here with &apos;{&apos; is never closed with &apos;}&apos;</source>
        <translation>комментарий, открытый здесь символом &apos;{&apos;, нигде не закрыт символом &apos;}&apos;</translation>
    </message>
    <message>
        <source>the quoted value is not closed on its line</source>
        <translation>значение в кавычках не закрыто в своей строке</translation>
    </message>
    <message>
        <source>a tag needs a name after &apos;[&apos;, e.g. [Event &quot;...&quot;]</source>
        <translation>после &apos;[&apos; у тега должно быть имя, например [Event &quot;...&quot;]</translation>
    </message>
    <message>
        <source>the tag %1 needs a quoted value</source>
        <translation>тегу %1 нужно значение в кавычках</translation>
    </message>
    <message>
        <source>the tag %1 is not closed with &apos;]&apos;</source>
        <translation>тег %1 не закрыт символом &apos;]&apos;</translation>
    </message>
    <message>
        <source>the variant &apos;%1&apos; is not Chess960 or standard chess, the only ones read here</source>
        <translation>вариант &apos;%1&apos; — не Chess960 и не обычные шахматы, а читаются только они</translation>
    </message>
    <message>
        <source>the FEN tag is not valid</source>
        <translation>тег FEN недопустим</translation>
    </message>
    <message>
        <source>the FEN tag is not valid: %1</source>
        <translation>тег FEN недопустим: %1</translation>
    </message>
    <message>
        <source>a Chess960 game needs a FEN tag with its start position</source>
        <translation>партии Chess960 нужен тег FEN с начальной позицией</translation>
    </message>
    <message>
        <source>the variation opened here with &apos;(&apos; is never closed</source>
        <translation>вариант, открытый здесь символом &apos;(&apos;, нигде не закрыт</translation>
    </message>
    <message>
        <source>move %1 for White</source>
        <translation>ход %1 белых</translation>
    </message>
    <message>
        <source>move %1 for Black</source>
        <translation>ход %1 чёрных</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is a null move (a pass), which a game cannot contain outside a variation</source>
        <translation>&apos;%1&apos; — нулевой ход (пропуск), которого не может быть в партии вне варианта</translation>
    </message>
    <message>
        <source>&apos;%1&apos; comes after the game ended by %2</source>
        <translation>&apos;%1&apos; идёт после окончания партии (%2)</translation>
    </message>
    <message>
        <source>&apos;[&apos; in the middle of the moves; tags go before them</source>
        <translation>&apos;[&apos; посреди ходов; теги ставятся перед ними</translation>
    </message>
    <message>
        <source>$%1 is not a NAG (they go to $255)</source>
        <translation>$%1 — не NAG (они идут до $255)</translation>
    </message>
    <message>
        <source>&apos;)&apos; closes a variation that was never opened</source>
        <translation>&apos;)&apos; закрывает вариант, который не был открыт</translation>
    </message>
    <message>
        <source>quoted text belongs in a tag: [Name &quot;value&quot;]</source>
        <translation>текст в кавычках должен быть в теге: [Name &quot;значение&quot;]</translation>
    </message>
    <message>
        <source>&apos;]&apos; outside a tag</source>
        <translation>&apos;]&apos; вне тега</translation>
    </message>
    <message>
        <source>the Result tag &apos;%1&apos; is not 1-0, 0-1, 1/2-1/2 or *</source>
        <translation>тег Result &apos;%1&apos; — не 1-0, 0-1, 1/2-1/2 и не *</translation>
    </message>
    <message>
        <source>the moves end with %1 but the Result tag says %2</source>
        <translation>ходы заканчиваются результатом %1, а тег Result говорит %2</translation>
    </message>
    <message>
        <source>the result is %1 but the final position is %2 (%3)</source>
        <translation>результат %1, но в конечной позиции %2 (%3)</translation>
    </message>
    <message>
        <source>The back rank is empty: enter 8 piece letters for files a to h, such as RNBQKBNR</source>
        <translation>Первая горизонталь пуста: введите 8 букв фигур для вертикалей от a до h, например RNBQKBNR</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found 1 character</source>
        <translation>На первой горизонтали 8 полей, от a до h: найден 1 символ</translation>
    </message>
    <message>
        <source>A back rank has 8 squares, a to h: found %1 characters</source>
        <translation>На первой горизонтали 8 полей, от a до h: найдено символов: %1</translation>
    </message>
    <message>
        <source>Square %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Поле %1: пешка не может стоять на первой горизонтали (используйте K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Square %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Поле %1: %2 — не буква фигуры (используйте K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: a pawn cannot stand on the back rank (use K, Q, R, B, N)</source>
        <translation>Символ %1: пешка не может стоять на первой горизонтали (используйте K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>Character %1: %2 is not a piece letter (use K, Q, R, B, N)</source>
        <translation>Символ %1: %2 — не буква фигуры (используйте K, Q, R, B, N)</translation>
    </message>
    <message>
        <source>There must be exactly one king, one queen, two rooks, two bishops and two knights: found %1</source>
        <translation>Должны быть ровно один король, один ферзь, две ладьи, два слона и два коня; найдено: %1</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on dark squares</source>
        <translation>Слоны на %1 и %2 оба стоят на тёмных полях</translation>
    </message>
    <message>
        <source>The bishops on %1 and %2 are both on light squares</source>
        <translation>Слоны на %1 и %2 оба стоят на светлых полях</translation>
    </message>
    <message>
        <source>The king on %1 is not between the two rooks</source>
        <translation>Король на %1 стоит не между двумя ладьями</translation>
    </message>
    <message>
        <source>The start position is already complete: reset to roll again</source>
        <translation>Начальная позиция уже готова: сбросьте, чтобы бросать снова</translation>
    </message>
    <message>
        <source>%1 is not a die value (1-6)</source>
        <translation>%1 — не значение кубика (1-6)</translation>
    </message>
    <message>
        <source>Roll %1 is %2: a die shows 1 to 6</source>
        <translation>Бросок %1 равен %2: на кубике бывает от 1 до 6</translation>
    </message>
    <message>
        <source>No rolls given</source>
        <translation>Броски не указаны</translation>
    </message>
    <message>
        <source>1 roll given</source>
        <translation>Указан 1 бросок</translation>
    </message>
    <message>
        <source>%1; the dark-square bishop still needs a roll</source>
        <translation>%1; для чернопольного слона ещё нужен бросок</translation>
    </message>
    <message>
        <source>%1; the light-square bishop still needs a roll</source>
        <translation>%1; для белопольного слона ещё нужен бросок</translation>
    </message>
    <message>
        <source>%1; the queen still needs a roll</source>
        <translation>%1; для ферзя ещё нужен бросок</translation>
    </message>
    <message>
        <source>%1; the first knight still needs a roll</source>
        <translation>%1; для первого коня ещё нужен бросок</translation>
    </message>
    <message>
        <source>%1; the second knight still needs a roll</source>
        <translation>%1; для второго коня ещё нужен бросок</translation>
    </message>
    <message numerus="yes">
        <source>%n rolls given</source>
        <translation>
            <numerusform>Указан %n бросок</numerusform>
            <numerusform>Указано %n броска</numerusform>
            <numerusform>Указано %n бросков</numerusform>
        </translation>
    </message>
    <message>
        <source>the white king on %1 has left its back rank</source>
        <translation>белый король на %1 покинул свою первую горизонталь</translation>
    </message>
    <message>
        <source>the black king on %1 has left its back rank</source>
        <translation>чёрный король на %1 покинул свою первую горизонталь</translation>
    </message>
    <message>
        <source>the white king on %1 is in a corner</source>
        <translation>белый король на %1 стоит в углу</translation>
    </message>
    <message>
        <source>the black king on %1 is in a corner</source>
        <translation>чёрный король на %1 стоит в углу</translation>
    </message>
    <message>
        <source>no white rook on the back rank</source>
        <translation>на первой горизонтали нет белой ладьи</translation>
    </message>
    <message>
        <source>no black rook on the back rank</source>
        <translation>на первой горизонтали нет чёрной ладьи</translation>
    </message>
    <message>
        <source>no white rook on the h-side of the king</source>
        <translation>нет белой ладьи со стороны h от короля</translation>
    </message>
    <message>
        <source>no black rook on the h-side of the king</source>
        <translation>нет чёрной ладьи со стороны h от короля</translation>
    </message>
    <message>
        <source>no white rook on the a-side of the king</source>
        <translation>нет белой ладьи со стороны a от короля</translation>
    </message>
    <message>
        <source>no black rook on the a-side of the king</source>
        <translation>нет чёрной ладьи со стороны a от короля</translation>
    </message>
    <message>
        <source>no white rook on %1</source>
        <translation>на %1 нет белой ладьи</translation>
    </message>
    <message>
        <source>no black rook on %1</source>
        <translation>на %1 нет чёрной ладьи</translation>
    </message>
    <message>
        <source>Castling right %1 dropped: %2</source>
        <translation>Право на рокировку %1 снято: %2</translation>
    </message>
    <message>
        <source>Castling rights %1 dropped: %2</source>
        <translation>Права на рокировку %1 сняты: %2</translation>
    </message>
    <message>
        <source>&apos;(&apos; opens a variation before any move it could replace</source>
        <translation>&apos;(&apos; открывает вариант, но перед ним нет хода, который он мог бы заменить</translation>
    </message>
    <message>
        <source>variations nested more than %1 deep are not read</source>
        <translation>варианты с вложенностью глубже %1 уровней не читаются</translation>
    </message>
    <message>
        <source>Not a PGN file: it holds binary data (byte 0x%3 on line %1, column %2)</source>
        <translation>Это не файл PGN: в нём двоичные данные (байт 0x%3 в строке %1, столбец %2)</translation>
    </message>
    <message>
        <source>Not a PGN file: nothing in it reads as a tag or a move; the first fault is on line %1, column %2</source>
        <translation>Это не файл PGN: ничто в нём не читается как тег или ход; первая ошибка — в строке %1, столбец %2</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Белый король под шахом сразу с %1 и %2, а такой шах не может дать ни один ход</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1 and %2 at once, which no single move can give</source>
        <translation>Чёрный король под шахом сразу с %1 и %2, а такой шах не может дать ни один ход</translation>
    </message>
    <message>
        <source>White&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Белый король под шахом с %1, и этот шах был ещё до того, как пешка на %2 прошла два поля, значит, этот ход пешки не был последним</translation>
    </message>
    <message>
        <source>Black&apos;s king is in check from %1, which it was in before the pawn on %2 stepped two squares, so that step was not the last move</source>
        <translation>Чёрный король под шахом с %1, и этот шах был ещё до того, как пешка на %2 прошла два поля, значит, этот ход пешки не был последним</translation>
    </message>
    <message>
        <source>En-passant square %1: White has no legal capture there</source>
        <translation>Поле взятия на проходе %1: у белых нет допустимого взятия на это поле</translation>
    </message>
    <message>
        <source>En-passant square %1: Black has no legal capture there</source>
        <translation>Поле взятия на проходе %1: у чёрных нет допустимого взятия на это поле</translation>
    </message>
</context>
<context>
    <name>MoveWords</name>
    <message>
        <source>Pawn</source>
        <translation>Пешка</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>Конь</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>Слон</translation>
    </message>
    <message>
        <source>Rook</source>
        <translation>Ладья</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Ферзь</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>%1, promotes to a knight</source>
        <translation>%1, превращение в коня</translation>
    </message>
    <message>
        <source>%1, promotes to a bishop</source>
        <translation>%1, превращение в слона</translation>
    </message>
    <message>
        <source>%1, promotes to a rook</source>
        <translation>%1, превращение в ладью</translation>
    </message>
    <message>
        <source>%1, promotes to a queen</source>
        <translation>%1, превращение в ферзя</translation>
    </message>
    <message>
        <source>White castles h-side</source>
        <translation>Белые делают рокировку в сторону h</translation>
    </message>
    <message>
        <source>White castles a-side</source>
        <translation>Белые делают рокировку в сторону a</translation>
    </message>
    <message>
        <source>Black castles h-side</source>
        <translation>Чёрные делают рокировку в сторону h</translation>
    </message>
    <message>
        <source>Black castles a-side</source>
        <translation>Чёрные делают рокировку в сторону a</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>square, piece</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 takes %2 en passant</source>
        <translation>%1 бьёт %2 на проходе</translation>
    </message>
    <message>
        <source>%1 takes %2</source>
        <translation>%1 бьёт %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>piece, square</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, checkmate</source>
        <translation>%1, мат</translation>
    </message>
    <message>
        <source>%1, stalemate</source>
        <translation>%1, пат</translation>
    </message>
    <message>
        <source>%1, check</source>
        <translation>%1, шах</translation>
    </message>
</context>
<context>
    <name>Nag</name>
    <message>
        <source>good move</source>
        <translation>хороший ход</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>brilliant move</source>
        <translation>блестящий ход</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
    </message>
    <message>
        <source>interesting move</source>
        <translation>интересный ход</translation>
    </message>
    <message>
        <source>dubious move</source>
        <translation>сомнительный ход</translation>
    </message>
    <message>
        <source>forced move</source>
        <translation>вынужденный ход</translation>
    </message>
    <message>
        <source>the only move</source>
        <translation>единственный ход</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>худший ход</translation>
    </message>
    <message>
        <source>drawish position</source>
        <translation>ничейная позиция</translation>
    </message>
    <message>
        <source>equal chances, quiet position</source>
        <translation>равные шансы, спокойная позиция</translation>
    </message>
    <message>
        <source>equal chances, active position</source>
        <translation>равные шансы, динамичная позиция</translation>
    </message>
    <message>
        <source>unclear position</source>
        <translation>неясная позиция</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>У белых небольшой перевес</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>У чёрных небольшой перевес</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>У белых перевес</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>У чёрных перевес</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Белые выигрывают</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Чёрные выигрывают</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>У белых подавляющий перевес</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>У чёрных подавляющий перевес</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Белые в цугцванге</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Чёрные в цугцванге</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>У белых небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>У чёрных небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a moderate space advantage</source>
        <translation>У белых заметный перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a moderate space advantage</source>
        <translation>У чёрных заметный перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>У белых решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>У чёрных решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a slight lead in development</source>
        <translation>У белых небольшое опережение в развитии</translation>
    </message>
    <message>
        <source>Black has a slight lead in development</source>
        <translation>У чёрных небольшое опережение в развитии</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>У белых опережение в развитии</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>У чёрных опережение в развитии</translation>
    </message>
    <message>
        <source>White has a decisive lead in development</source>
        <translation>У белых решающее опережение в развитии</translation>
    </message>
    <message>
        <source>Black has a decisive lead in development</source>
        <translation>У чёрных решающее опережение в развитии</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>У белых инициатива</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>У чёрных инициатива</translation>
    </message>
    <message>
        <source>White has a lasting initiative</source>
        <translation>У белых устойчивая инициатива</translation>
    </message>
    <message>
        <source>Black has a lasting initiative</source>
        <translation>У чёрных устойчивая инициатива</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>У белых атака</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>У чёрных атака</translation>
    </message>
    <message>
        <source>White has insufficient compensation for the material</source>
        <translation>У белых недостаточная компенсация за материал</translation>
    </message>
    <message>
        <source>Black has insufficient compensation for the material</source>
        <translation>У чёрных недостаточная компенсация за материал</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>У белых есть компенсация за материал</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>У чёрных есть компенсация за материал</translation>
    </message>
    <message>
        <source>White has more than enough compensation for the material</source>
        <translation>У белых более чем достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>Black has more than enough compensation for the material</source>
        <translation>У чёрных более чем достаточная компенсация за материал</translation>
    </message>
    <message>
        <source>White controls the centre slightly better</source>
        <translation>Белые немного лучше контролируют центр</translation>
    </message>
    <message>
        <source>Black controls the centre slightly better</source>
        <translation>Чёрные немного лучше контролируют центр</translation>
    </message>
    <message>
        <source>White controls the centre better</source>
        <translation>Белые лучше контролируют центр</translation>
    </message>
    <message>
        <source>Black controls the centre better</source>
        <translation>Чёрные лучше контролируют центр</translation>
    </message>
    <message>
        <source>White controls the centre decisively</source>
        <translation>Белые полностью контролируют центр</translation>
    </message>
    <message>
        <source>Black controls the centre decisively</source>
        <translation>Чёрные полностью контролируют центр</translation>
    </message>
    <message>
        <source>White controls the kingside slightly better</source>
        <translation>Белые немного лучше контролируют королевский фланг</translation>
    </message>
    <message>
        <source>Black controls the kingside slightly better</source>
        <translation>Чёрные немного лучше контролируют королевский фланг</translation>
    </message>
    <message>
        <source>White controls the kingside better</source>
        <translation>Белые лучше контролируют королевский фланг</translation>
    </message>
    <message>
        <source>Black controls the kingside better</source>
        <translation>Чёрные лучше контролируют королевский фланг</translation>
    </message>
    <message>
        <source>White controls the kingside decisively</source>
        <translation>Белые полностью контролируют королевский фланг</translation>
    </message>
    <message>
        <source>Black controls the kingside decisively</source>
        <translation>Чёрные полностью контролируют королевский фланг</translation>
    </message>
    <message>
        <source>White controls the queenside slightly better</source>
        <translation>Белые немного лучше контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>Black controls the queenside slightly better</source>
        <translation>Чёрные немного лучше контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>White controls the queenside better</source>
        <translation>Белые лучше контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>Black controls the queenside better</source>
        <translation>Чёрные лучше контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>White controls the queenside decisively</source>
        <translation>Белые полностью контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>Black controls the queenside decisively</source>
        <translation>Чёрные полностью контролируют ферзевый фланг</translation>
    </message>
    <message>
        <source>White&apos;s first rank is vulnerable</source>
        <translation>Первая горизонталь белых уязвима</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is vulnerable</source>
        <translation>Первая горизонталь чёрных уязвима</translation>
    </message>
    <message>
        <source>White&apos;s first rank is well protected</source>
        <translation>Первая горизонталь белых надёжно защищена</translation>
    </message>
    <message>
        <source>Black&apos;s first rank is well protected</source>
        <translation>Первая горизонталь чёрных надёжно защищена</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly protected</source>
        <translation>Белый король плохо защищён</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly protected</source>
        <translation>Чёрный король плохо защищён</translation>
    </message>
    <message>
        <source>White&apos;s king is well protected</source>
        <translation>Белый король хорошо защищён</translation>
    </message>
    <message>
        <source>Black&apos;s king is well protected</source>
        <translation>Чёрный король хорошо защищён</translation>
    </message>
    <message>
        <source>White&apos;s king is poorly placed</source>
        <translation>Белый король плохо расположен</translation>
    </message>
    <message>
        <source>Black&apos;s king is poorly placed</source>
        <translation>Чёрный король плохо расположен</translation>
    </message>
    <message>
        <source>White&apos;s king is well placed</source>
        <translation>Белый король хорошо расположен</translation>
    </message>
    <message>
        <source>Black&apos;s king is well placed</source>
        <translation>Чёрный король хорошо расположен</translation>
    </message>
    <message>
        <source>White has a very weak pawn structure</source>
        <translation>У белых очень слабая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a very weak pawn structure</source>
        <translation>У чёрных очень слабая пешечная структура</translation>
    </message>
    <message>
        <source>White has a weak pawn structure</source>
        <translation>У белых слабая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a weak pawn structure</source>
        <translation>У чёрных слабая пешечная структура</translation>
    </message>
    <message>
        <source>White has a strong pawn structure</source>
        <translation>У белых крепкая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a strong pawn structure</source>
        <translation>У чёрных крепкая пешечная структура</translation>
    </message>
    <message>
        <source>White has a very strong pawn structure</source>
        <translation>У белых очень крепкая пешечная структура</translation>
    </message>
    <message>
        <source>Black has a very strong pawn structure</source>
        <translation>У чёрных очень крепкая пешечная структура</translation>
    </message>
    <message>
        <source>White has poor knight placement</source>
        <translation>Кони белых плохо расположены</translation>
    </message>
    <message>
        <source>Black has poor knight placement</source>
        <translation>Кони чёрных плохо расположены</translation>
    </message>
    <message>
        <source>White has good knight placement</source>
        <translation>Кони белых хорошо расположены</translation>
    </message>
    <message>
        <source>Black has good knight placement</source>
        <translation>Кони чёрных хорошо расположены</translation>
    </message>
    <message>
        <source>White has poor bishop placement</source>
        <translation>Слоны белых плохо расположены</translation>
    </message>
    <message>
        <source>Black has poor bishop placement</source>
        <translation>Слоны чёрных плохо расположены</translation>
    </message>
    <message>
        <source>White has good bishop placement</source>
        <translation>Слоны белых хорошо расположены</translation>
    </message>
    <message>
        <source>Black has good bishop placement</source>
        <translation>Слоны чёрных хорошо расположены</translation>
    </message>
    <message>
        <source>White has poor rook placement</source>
        <translation>Ладьи белых плохо расположены</translation>
    </message>
    <message>
        <source>Black has poor rook placement</source>
        <translation>Ладьи чёрных плохо расположены</translation>
    </message>
    <message>
        <source>White has good rook placement</source>
        <translation>Ладьи белых хорошо расположены</translation>
    </message>
    <message>
        <source>Black has good rook placement</source>
        <translation>Ладьи чёрных хорошо расположены</translation>
    </message>
    <message>
        <source>White has poor queen placement</source>
        <translation>Ферзь белых плохо расположен</translation>
    </message>
    <message>
        <source>Black has poor queen placement</source>
        <translation>Ферзь чёрных плохо расположен</translation>
    </message>
    <message>
        <source>White has good queen placement</source>
        <translation>Ферзь белых хорошо расположен</translation>
    </message>
    <message>
        <source>Black has good queen placement</source>
        <translation>Ферзь чёрных хорошо расположен</translation>
    </message>
    <message>
        <source>White&apos;s pieces are poorly coordinated</source>
        <translation>Фигуры белых плохо взаимодействуют</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are poorly coordinated</source>
        <translation>Фигуры чёрных плохо взаимодействуют</translation>
    </message>
    <message>
        <source>White&apos;s pieces are well coordinated</source>
        <translation>Фигуры белых хорошо взаимодействуют</translation>
    </message>
    <message>
        <source>Black&apos;s pieces are well coordinated</source>
        <translation>Фигуры чёрных хорошо взаимодействуют</translation>
    </message>
    <message>
        <source>White has played the opening very poorly</source>
        <translation>Белые очень плохо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening very poorly</source>
        <translation>Чёрные очень плохо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening poorly</source>
        <translation>Белые плохо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening poorly</source>
        <translation>Чёрные плохо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening well</source>
        <translation>Белые хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening well</source>
        <translation>Чёрные хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the opening very well</source>
        <translation>Белые очень хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>Black has played the opening very well</source>
        <translation>Чёрные очень хорошо разыграли дебют</translation>
    </message>
    <message>
        <source>White has played the middlegame very poorly</source>
        <translation>Белые очень плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame very poorly</source>
        <translation>Чёрные очень плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame poorly</source>
        <translation>Белые плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame poorly</source>
        <translation>Чёрные плохо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame well</source>
        <translation>Белые хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame well</source>
        <translation>Чёрные хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the middlegame very well</source>
        <translation>Белые очень хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>Black has played the middlegame very well</source>
        <translation>Чёрные очень хорошо провели миттельшпиль</translation>
    </message>
    <message>
        <source>White has played the ending very poorly</source>
        <translation>Белые очень плохо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending very poorly</source>
        <translation>Чёрные очень плохо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending poorly</source>
        <translation>Белые плохо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending poorly</source>
        <translation>Чёрные плохо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending well</source>
        <translation>Белые хорошо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending well</source>
        <translation>Чёрные хорошо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>White has played the ending very well</source>
        <translation>Белые очень хорошо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>Black has played the ending very well</source>
        <translation>Чёрные очень хорошо разыграли эндшпиль</translation>
    </message>
    <message>
        <source>White has slight counterplay</source>
        <translation>У белых небольшая контригра</translation>
    </message>
    <message>
        <source>Black has slight counterplay</source>
        <translation>У чёрных небольшая контригра</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>У белых контригра</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>У чёрных контригра</translation>
    </message>
    <message>
        <source>White has decisive counterplay</source>
        <translation>У белых решающая контригра</translation>
    </message>
    <message>
        <source>Black has decisive counterplay</source>
        <translation>У чёрных решающая контригра</translation>
    </message>
    <message>
        <source>White is short of time</source>
        <translation>У белых мало времени</translation>
    </message>
    <message>
        <source>Black is short of time</source>
        <translation>У чёрных мало времени</translation>
    </message>
    <message>
        <source>White is in severe time trouble</source>
        <translation>Белые в сильном цейтноте</translation>
    </message>
    <message>
        <source>Black is in severe time trouble</source>
        <translation>Чёрные в сильном цейтноте</translation>
    </message>
    <message>
        <source>with the idea</source>
        <translation>с идеей</translation>
    </message>
    <message>
        <source>novelty</source>
        <translation>новинка</translation>
    </message>
</context>
<context>
    <name>PgnFile</name>
    <message>
        <source>The file is read-only.</source>
        <translation>Файл доступен только для чтения.</translation>
    </message>
    <message>
        <source>The file holds no game.</source>
        <translation>В файле нет партии.</translation>
    </message>
    <message>
        <source>The file no longer exists.</source>
        <translation>Файла больше нет.</translation>
    </message>
    <message>
        <source>The copy of the file as it was, %1, cannot be written: %2</source>
        <translation>Не удаётся записать копию файла в прежнем виде, %1: %2</translation>
    </message>
    <message>
        <source>The file has changed since its games were listed: open it again.</source>
        <translation>Файл изменился с тех пор, как был составлен список его партий: откройте его снова.</translation>
    </message>
    <message>
        <source>The file would hold no game: delete the file itself instead.</source>
        <translation>В файле не осталось бы ни одной партии: удалите лучше сам файл.</translation>
    </message>
    <message>
        <source>The tags of a game at byte %1 cannot be read.</source>
        <translation>Теги партии на байте %1 не читаются.</translation>
    </message>
    <message>
        <source>The file was changed by another program while it was read.</source>
        <translation>Другая программа изменила файл во время его чтения.</translation>
    </message>
</context>
<context>
    <name>PieceNotation</name>
    <message>
        <source>K Q R B N</source>
        <comment>the letters of king, queen, rook, bishop and knight in this language&apos;s chess notation, in that order, separated by spaces (German: K D T L S)</comment>
        <translation>Кр Ф Л С К</translation>
    </message>
</context>
<context>
    <name>PracticeWording</name>
    <message>
        <source>castle: %1</source>
        <translation>рокировка: %1</translation>
    </message>
    <message>
        <source>an illegal move</source>
        <translation>невозможный ход</translation>
    </message>
    <message>
        <source>%1 (the other castle)</source>
        <translation>%1 (другая рокировка)</translation>
    </message>
    <message>
        <source>White: castle %1, or say why not</source>
        <translation>Белые: рокировка %1 — или объясните, почему нельзя</translation>
    </message>
    <message>
        <source>Black: castle %1, or say why not</source>
        <translation>Чёрные: рокировка %1 — или объясните, почему нельзя</translation>
    </message>
    <message>
        <source>White: castle %1</source>
        <translation>Белые: рокировка %1</translation>
    </message>
    <message>
        <source>Black: castle %1</source>
        <translation>Чёрные: рокировка %1</translation>
    </message>
    <message>
        <source>not possible: %1</source>
        <translation>невозможна: %1</translation>
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
        <translation>Здесь рокировка разрешена.</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Slate</source>
        <translation>Сланец</translation>
    </message>
    <message>
        <source>Moss</source>
        <translation>Мох</translation>
    </message>
    <message>
        <source>Walnut</source>
        <translation>Орех</translation>
    </message>
    <message>
        <source>Simple</source>
        <translation>Простые</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классические</translation>
    </message>
    <message>
        <source>Cannot create the folder %1.</source>
        <translation>Не удаётся создать папку %1.</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is read-only</source>
        <translation>диск доступен только для чтения</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>диск заполнен</translation>
    </message>
    <message>
        <source>the file or its folder cannot be written</source>
        <translation>файл или его папка недоступны для записи</translation>
    </message>
    <message>
        <source>Your choices cannot be saved in %1: %2. They are kept while the program runs and saved as soon as the file can be written.</source>
        <translation>Ваши настройки не удаётся сохранить в %1: %2. Они действуют, пока программа работает, и будут сохранены, как только файл станет доступен для записи.</translation>
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
        <translation>Доска %1</translation>
    </message>
    <message>
        <source>Chess960 start position %1 of 0-959</source>
        <translation>Начальная позиция Chess960 номер %1 (от 0 до 959)</translation>
    </message>
    <message>
        <source>White&apos;s back rank from a to h; Black&apos;s mirrors it:</source>
        <translation>Первая горизонталь белых от a до h; у чёрных — зеркально:</translation>
    </message>
    <message>
        <source>X-FEN:</source>
        <translation>X-FEN:</translation>
    </message>
    <message>
        <source>From Althoefer&apos;s dice procedure:</source>
        <translation>Жеребьёвка кубиком по Альтхёферу:</translation>
    </message>
    <message>
        <source>The pages could not be started.</source>
        <translation>Не удалось начать печать страниц.</translation>
    </message>
    <message>
        <source>Page %1 could not be started.</source>
        <translation>Не удалось начать страницу %1.</translation>
    </message>
    <message>
        <source>Chess960 start positions</source>
        <translation>Начальные позиции Chess960</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Не удалось записать %1.</translation>
    </message>
    <message>
        <source>Shredder-FEN:</source>
        <translation>Shredder-FEN:</translation>
    </message>
    <message>
        <source>Engine: %1, balanced</source>
        <translation>Движок: %1, равная</translation>
    </message>
    <message>
        <source>Engine: %1</source>
        <translation>Движок: %1</translation>
    </message>
    <message>
        <source>%1 · suggested first moves: %2</source>
        <translation>%1 · рекомендуемые первые ходы: %2</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
</context>
<context>
    <name>chess960::ui::AboutDialog</name>
    <message>
        <source>About Chess960</source>
        <translation>О программе Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
    <message>
        <source>Fischer Random Chess (Chess960) on the desktop: play the computer or a friend from any of the 960 start positions, practise castling, and shuffle start positions for a real board.</source>
        <translation>Шахматы Фишера (Chess960) на компьютере: играйте с компьютером или с другом из любой из 960 начальных позиций, тренируйте рокировку и выбирайте начальные позиции для настоящей доски.</translation>
    </message>
    <message>
        <source>Built with Qt %1, running on Qt %2.</source>
        <translation>Собрано с Qt %1, работает на Qt %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisFeature</name>
    <message>
        <source>%1 The built-in engine analyses instead.</source>
        <translation>%1 Вместо него анализирует встроенный движок.</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>Try moves for both sides at any point of the game, with the engine&apos;s lines (A)</source>
        <translation>Пробовать ходы за обе стороны в любой момент партии, с вариантами движка (A)</translation>
    </message>
    <message>
        <source>Continue &amp;from here...</source>
        <translation>Продолжить &amp;отсюда…</translation>
    </message>
    <message>
        <source>A new game from the position on view, against the computer or between two players</source>
        <translation>Новая партия из показанной позиции, с компьютером или вдвоём</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Сделать основным вариантом</translation>
    </message>
    <message>
        <source>The line being played stays the main line until the game is over or analysed.</source>
        <translation>Ходы текущей партии остаются основным вариантом, пока партия не окончится или не начнётся её анализ.</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Удалить отсюда</translation>
    </message>
    <message>
        <source>Moves of the game being played cannot be deleted; take them back instead.</source>
        <translation>Ходы текущей партии удалить нельзя; вместо этого верните их.</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Comment after the move:</source>
        <translation>Комментарий после хода:</translation>
    </message>
    <message>
        <source>Continue from here</source>
        <translation>Продолжить отсюда</translation>
    </message>
    <message>
        <source>Start a new game from the position on view?</source>
        <translation>Начать новую партию из показанной позиции?</translation>
    </message>
    <message>
        <source>Play the computer</source>
        <translation>Играть с компьютером</translation>
    </message>
    <message>
        <source>Two players</source>
        <translation>Двое игроков</translation>
    </message>
</context>
<context>
    <name>chess960::ui::AnalysisPanel</name>
    <message>
        <source>Analysing...</source>
        <translation>Анализ…</translation>
    </message>
    <message>
        <source>Depth %1, %2 kn/s</source>
        <translation>Глубина %1, %2 тыс. узлов/с</translation>
    </message>
    <message>
        <source>&amp;Analyse</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>The engine analyses the position on view until switched off</source>
        <translation>Движок анализирует показанную позицию, пока его не выключат</translation>
    </message>
    <message>
        <source>Lines:</source>
        <translation>Варианты:</translation>
    </message>
    <message>
        <source>Number of lines</source>
        <translation>Число вариантов</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
    </message>
    <message>
        <source>Engine that analyses</source>
        <translation>Движок для анализа</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardDialog</name>
    <message>
        <source>No board connected.</source>
        <translation>Доска не подключена.</translation>
    </message>
    <message>
        <source>Waiting for the board on %1 to answer...</source>
        <translation>Ожидание ответа доски на %1...</translation>
    </message>
    <message>
        <source>Connected to the board on %1.</source>
        <translation>Подключено к доске на %1.</translation>
    </message>
    <message>
        <source>Version %1.</source>
        <translation>Версия %1.</translation>
    </message>
    <message>
        <source>Serial number %1.</source>
        <translation>Серийный номер %1.</translation>
    </message>
    <message>
        <source>Trying again.</source>
        <translation>Повторная попытка.</translation>
    </message>
    <message>
        <source>Electronic board</source>
        <translation>Электронная доска</translation>
    </message>
    <message>
        <source>&amp;Kind of board:</source>
        <translation>&amp;Тип доски:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>e.g. /dev/ttyUSB0 or COM3</source>
        <translation>напр. /dev/ttyUSB0 или COM3</translation>
    </message>
    <message>
        <source>&amp;Look again</source>
        <translation>&amp;Искать снова</translation>
    </message>
    <message>
        <source>A game set up on the board is played against the &amp;computer (else between the two players at the board)</source>
        <translation>Партия, расставленная на доске, играется против &amp;компьютера (иначе между двумя игроками за доской)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Подключить</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Отключить</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardLink</name>
    <message>
        <source>No answer from a %1 board on %2.</source>
        <translation>Нет ответа от доски %1 на %2.</translation>
    </message>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>The board on %1 is gone: %2</source>
        <translation>Доска на %1 пропала: %2</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardOptions</name>
    <message>
        <source>&amp;Settings...</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>Pieces, colours, animation, moves and language</source>
        <translation>Фигуры, цвета, анимация, ходы и язык</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <source>&amp;Pieces</source>
        <translation>Ф&amp;игуры</translation>
    </message>
    <message>
        <source>&amp;Colours</source>
        <translation>&amp;Цвета</translation>
    </message>
    <message>
        <source>&amp;Animation</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>&amp;Flip board</source>
        <translation>&amp;Перевернуть</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>Ask to c&amp;onfirm moves</source>
        <translation>Подт&amp;верждать ходы</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the player to move</source>
        <translation>&amp;Поворачивать доску к игроку, чей ход</translation>
    </message>
    <message>
        <source>Two players on one screen: the side to move sits at the bottom</source>
        <translation>Двое игроков за одним экраном: сторона, чей ход, внизу</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Показывать панель &amp;движка</translation>
    </message>
    <message>
        <source>Show &amp;coordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <source>Show &amp;legal moves</source>
        <translation>Показывать &amp;возможные ходы</translation>
    </message>
    <message>
        <source>&amp;Sounds</source>
        <translation>&amp;Звуки</translation>
    </message>
    <message>
        <source>Sounds for moves, checks, the game&apos;s start and end and low time; the volume is in Settings</source>
        <translation>Звуки ходов, шахов, начала и конца партии и нехватки времени; громкость — в настройках</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Show castling &amp;rights</source>
        <translation>Показывать права на &amp;рокировку</translation>
    </message>
    <message>
        <source>A mark on each rook that keeps a castling right: the castles still possible in this game</source>
        <translation>Отметка на каждой ладье, сохраняющей право на рокировку: рокировки, ещё возможные в этой партии</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BoardWidget</name>
    <message>
        <source>Castle %1</source>
        <translation>Рокировка %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Choose the new piece (Esc: the pawn stays)</source>
        <translation>Выберите новую фигуру (Esc: пешка остаётся)</translation>
    </message>
    <message>
        <source>Promotion withdrawn: the pawn stays</source>
        <translation>Превращение отменено: пешка остаётся</translation>
    </message>
    <message>
        <source>Move withdrawn</source>
        <translation>Ход отменён</translation>
    </message>
    <message>
        <source>the king stays on %1</source>
        <translation>король остаётся на %1</translation>
    </message>
    <message>
        <source>king %1 to %2</source>
        <translation>король %1 на %2</translation>
    </message>
    <message>
        <source>the rook stays on %1</source>
        <translation>ладья остаётся на %1</translation>
    </message>
    <message>
        <source>rook %1 to %2</source>
        <translation>ладья %1 на %2</translation>
    </message>
    <message>
        <source>White castles %1: %2, %3</source>
        <translation>Белые: рокировка %1: %2, %3</translation>
    </message>
    <message>
        <source>Black castles %1: %2, %3</source>
        <translation>Чёрные: рокировка %1: %2, %3</translation>
    </message>
    <message>
        <source>Castling announcement withdrawn</source>
        <translation>Объявление рокировки отменено</translation>
    </message>
    <message>
        <source>%1: Enter confirms the move, Esc takes it back</source>
        <translation>%1: Enter подтверждает ход, Esc отменяет его</translation>
    </message>
    <message>
        <source>Promote to: %1</source>
        <translation>Превратить в: %1</translation>
    </message>
    <message>
        <source>%1, picked up</source>
        <translation>%1, поднята</translation>
    </message>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
    <message>
        <source>Chess board, %1 to move. Arrow keys choose a square, Space or Enter picks a piece up and puts it down, Esc cancels.</source>
        <translation>Шахматная доска, ход: %1. Стрелки выбирают поле, пробел или Enter поднимает и ставит фигуру, Esc отменяет.</translation>
    </message>
    <message>
        <source>White cannot castle now. %1</source>
        <translation>Белые сейчас не могут сделать рокировку. %1</translation>
    </message>
    <message>
        <source>Black cannot castle now. %1</source>
        <translation>Чёрные сейчас не могут сделать рокировку. %1</translation>
    </message>
    <message>
        <source>Castle which way? Click a rook or move the king to its castling square</source>
        <translation>В какую сторону рокировка? Щёлкните по ладье или поставьте короля на его поле рокировки</translation>
    </message>
    <message>
        <source>You announced castling: castle, or press Esc to withdraw the announcement</source>
        <translation>Вы объявили рокировку: сделайте её или нажмите Esc, чтобы отменить объявление</translation>
    </message>
    <message>
        <source>Castling %1: now move the rook from %2 to %3 (Esc takes the castle back)</source>
        <translation>Рокировка %1: теперь ладью с %2 на %3 (Esc отменяет рокировку)</translation>
    </message>
    <message>
        <source>Castling %1: now move the king from %2 to %3 (Esc takes the castle back)</source>
        <translation>Рокировка %1: теперь короля с %2 на %3 (Esc отменяет рокировку)</translation>
    </message>
    <message>
        <source>White announces castling</source>
        <translation>Белые объявляют рокировку</translation>
    </message>
    <message>
        <source>Black announces castling</source>
        <translation>Чёрные объявляют рокировку</translation>
    </message>
    <message>
        <source>Only castling counts here: other moves go back</source>
        <translation>Здесь засчитывается только рокировка: другие ходы отменяются</translation>
    </message>
    <message>
        <source>Premove %1: played as soon as the other side has moved, if it is legal then; Esc or a right click cancels it</source>
        <translation>Предварительный ход %1: будет сыгран сразу после хода соперника, если тогда он будет допустим; Esc или щелчок правой кнопкой отменяет его</translation>
    </message>
    <message>
        <source>Premove cancelled</source>
        <translation>Предварительный ход отменён</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Castling rights: White %1; Black %2.</source>
        <translation>Права на рокировку: белые %1; чёрные %2.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::BuiltInSession</name>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardAction</name>
    <message>
        <source>Print start-position car&amp;d...</source>
        <translation>&amp;Печать карточки начальной позиции…</translation>
    </message>
    <message>
        <source>A page for a real board: the position, its castles, its number</source>
        <translation>Страница для настоящей доски: позиция, её рокировки, её номер</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CardDialog</name>
    <message>
        <source>Save start-position card</source>
        <translation>Сохранить карточку начальной позиции</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Start-position card</source>
        <translation>Карточка начальной позиции</translation>
    </message>
    <message>
        <source>A card for start position %1</source>
        <translation>Карточка для начальной позиции %1</translation>
    </message>
    <message>
        <source>Start position %1 on every board of a round</source>
        <translation>Начальная позиция %1 на всех досках тура</translation>
    </message>
    <message>
        <source>A random start position on each board, with its number</source>
        <translation>Своя случайная начальная позиция на каждой доске, с её номером</translation>
    </message>
    <message>
        <source>&amp;Boards:</source>
        <translation>Число &amp;досок:</translation>
    </message>
    <message>
        <source>The dice rolls that gave it (%1) are printed on its card.</source>
        <translation>Броски кубика, давшие эту позицию (%1), печатаются на её карточке.</translation>
    </message>
    <message>
        <source>&amp;Save as PDF...</source>
        <translation>&amp;Сохранить в PDF…</translation>
    </message>
    <message>
        <source>&amp;Print...</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Pre&amp;view...</source>
        <translation>П&amp;росмотр…</translation>
    </message>
    <message>
        <source>Only balanced positions (the engine&apos;s guide)</source>
        <translation>Только равные позиции (справочник движка)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ClockWidget</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>chess960::ui::CrosstableDialog</name>
    <message>
        <source>Crosstable: %1</source>
        <translation>Турнирная таблица: %1</translation>
    </message>
    <message>
        <source>Reading the event&apos;s games...</source>
        <translation>Чтение партий турнира...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Не удалось прочитать индекс файла: откройте файл снова</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln партия</numerusform>
            <numerusform>%Ln партии</numerusform>
            <numerusform>%Ln партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%Ln without a result)</source>
        <translation>
            <numerusform>(%Ln без результата)</numerusform>
            <numerusform>(%Ln без результата)</numerusform>
            <numerusform>(%Ln без результата)</numerusform>
        </translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>SB</source>
        <translation>Бергер</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Перф.</translation>
    </message>
    <message>
        <source>Sonneborn-Berger: each game&apos;s points times the opponent&apos;s total</source>
        <translation>Коэффициент Бергера: очки каждой партии, умноженные на сумму очков соперника</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Рейтинг, которого стоят результаты игрока против соперников с рейтингом</translation>
    </message>
    <message>
        <source>%1 with White</source>
        <translation>%1 белыми</translation>
    </message>
    <message>
        <source>%1 with Black</source>
        <translation>%1 чёрными</translation>
    </message>
    <message>
        <source>Against %1: %2</source>
        <translation>Против %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 из %Ln партии</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln игрок</numerusform>
            <numerusform>%Ln игрока</numerusform>
            <numerusform>%Ln игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseActions</name>
    <message>
        <source>Export the games listed</source>
        <translation>Экспорт партий из списка</translation>
    </message>
    <message>
        <source>games.pgn</source>
        <translation>партии.pgn</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Экспорт</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Экспорт...</translation>
    </message>
    <message>
        <source>&amp;Delete...</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Set a &amp;tag...</source>
        <translation>Задать &amp;тег...</translation>
    </message>
    <message>
        <source>Set one tag (an event&apos;s name, a site ...) in every game listed</source>
        <translation>Задать один тег (название турнира, место...) в каждой партии списка</translation>
    </message>
    <message>
        <source>Cop&amp;y to</source>
        <translation>Ко&amp;пировать в</translation>
    </message>
    <message>
        <source>Copy the games selected to another database: a file open here, My games or another PGN file (they can be dragged to a database&apos;s tab too)</source>
        <translation>Скопировать выбранные партии в другую базу: открытый здесь файл, Мои партии или другой файл PGN (их можно и перетащить на вкладку базы)</translation>
    </message>
    <message>
        <source>&amp;Players...</source>
        <translation>&amp;Игроки...</translation>
    </message>
    <message>
        <source>Every player of the file: games, score, ratings, dates and start positions</source>
        <translation>Все игроки файла: партии, результат, рейтинги, даты и начальные позиции</translation>
    </message>
    <message>
        <source>&amp;Crosstable...</source>
        <translation>&amp;Турнирная таблица...</translation>
    </message>
    <message>
        <source>The crosstable of the chosen game&apos;s event</source>
        <translation>Турнирная таблица турнира выбранной партии</translation>
    </message>
    <message>
        <source>Delete the games selected from My games</source>
        <translation>Удалить выбранные партии из «Моих партий»</translation>
    </message>
    <message>
        <source>Delete the games selected from the file (the file as it was is kept beside it)</source>
        <translation>Удалить выбранные партии из файла (файл в прежнем виде сохранится рядом)</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as it was kept</source>
        <translation>Записать показанные партии в новый файл PGN, каждую как она была сохранена</translation>
    </message>
    <message>
        <source>Write the games listed to a new PGN file, each as the file has it</source>
        <translation>Записать партии из списка в новый файл PGN, каждую такой, какой она есть в файле</translation>
    </message>
    <message>
        <source>that is the file the games come from</source>
        <translation>это файл, из которого взяты партии</translation>
    </message>
    <message>
        <source>Writing the games listed to %1...</source>
        <translation>Запись показанных партий в %1...</translation>
    </message>
    <message>
        <source>1 game written to %1</source>
        <translation>1 партия записана в %1</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games written to %1</source>
        <translation>
            <numerusform>%Ln партия записана в %1</numerusform>
            <numerusform>%Ln партии записаны в %1</numerusform>
            <numerusform>%Ln партий записано в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Not every game could be deleted: %1</source>
        <translation>Не все партии удалось удалить: %1</translation>
    </message>
    <message>
        <source>Nothing was deleted from %1: %2</source>
        <translation>Из %1 ничего не удалено: %2</translation>
    </message>
    <message>
        <source>Delete this game from My games?</source>
        <translation>Удалить эту партию из «Моих партий»?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from My games?</source>
        <translation>
            <numerusform>Удалить %Ln партию из «Моих партий»?</numerusform>
            <numerusform>Удалить %Ln партии из «Моих партий»?</numerusform>
            <numerusform>Удалить %Ln партий из «Моих партий»?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete game %L1 from %2?</source>
        <translation>Удалить партию %L1 из %2?</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1?</source>
        <translation>
            <numerusform>Удалить %Ln партию из %1?</numerusform>
            <numerusform>Удалить %Ln партии из %1?</numerusform>
            <numerusform>Удалить %Ln партий из %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again without them; the file as it is now is kept beside it as %1.</source>
        <translation>Файл будет записан заново без них; файл в нынешнем виде сохранится рядом как %1.</translation>
    </message>
    <message>
        <source>Their files are deleted: this cannot be undone.</source>
        <translation>Их файлы будут удалены: это нельзя отменить.</translation>
    </message>
    <message>
        <source>Deleting 1 game...</source>
        <translation>Удаление 1 партии…</translation>
    </message>
    <message numerus="yes">
        <source>Deleting %Ln games...</source>
        <translation>
            <numerusform>Удаление %Ln партии…</numerusform>
            <numerusform>Удаление %Ln партий…</numerusform>
            <numerusform>Удаление %Ln партий…</numerusform>
        </translation>
    </message>
    <message>
        <source>1 game deleted</source>
        <translation>Удалена 1 партия</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games deleted</source>
        <translation>
            <numerusform>Удалена %Ln партия</numerusform>
            <numerusform>Удалено %Ln партии</numerusform>
            <numerusform>Удалено %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>(the file as it was: %1)</source>
        <translation>(файл в прежнем виде: %1)</translation>
    </message>
    <message>
        <source>Set a tag</source>
        <translation>Задать тег</translation>
    </message>
    <message>
        <source>Empty: the tag is taken out</source>
        <translation>Пусто: тег будет удалён</translation>
    </message>
    <message>
        <source>In the game listed:</source>
        <translation>В партии из списка:</translation>
    </message>
    <message numerus="yes">
        <source>In each of the %Ln games listed:</source>
        <translation>
            <numerusform>В каждой из %Ln партии списка:</numerusform>
            <numerusform>В каждой из %Ln партий списка:</numerusform>
            <numerusform>В каждой из %Ln партий списка:</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is written from each game itself and cannot be set here.</source>
        <translation>%1 записывается по каждой партии, здесь его задать нельзя.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 — это дата в виде год.месяц.день, с ?? для неизвестного: 2024.05.17 или 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000.</source>
        <translation>%1 — это рейтинг, целое число от 0 до 4000.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» не может быть именем тега: оно начинается с буквы или цифры, дальше только буквы, цифры и _.</translation>
    </message>
    <message>
        <source>Take %1 out of the game listed in %2?</source>
        <translation>Удалить %1 из партии списка в %2?</translation>
    </message>
    <message numerus="yes">
        <source>Take %1 out of the %Ln games listed in %2?</source>
        <translation>
            <numerusform>Удалить %1 из %Ln партии списка в %2?</numerusform>
            <numerusform>Удалить %1 из %Ln партий списка в %2?</numerusform>
            <numerusform>Удалить %1 из %Ln партий списка в %2?</numerusform>
        </translation>
    </message>
    <message>
        <source>Set %1 to &quot;%2&quot; in the game listed in %3?</source>
        <translation>Задать %1 = «%2» в партии списка в %3?</translation>
    </message>
    <message numerus="yes">
        <source>Set %1 to &quot;%2&quot; in the %Ln games listed in %3?</source>
        <translation>
            <numerusform>Задать %1 = «%2» в %Ln партии списка в %3?</numerusform>
            <numerusform>Задать %1 = «%2» в %Ln партиях списка в %3?</numerusform>
            <numerusform>Задать %1 = «%2» в %Ln партиях списка в %3?</numerusform>
        </translation>
    </message>
    <message>
        <source>The file is written again with every other byte as it was; the file as it is now is kept beside it as %1.</source>
        <translation>Файл будет записан заново, все остальные байты останутся прежними; файл в нынешнем виде сохранится рядом как %1.</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Задать</translation>
    </message>
    <message>
        <source>Setting %1 in 1 game...</source>
        <translation>Установка %1 в 1 партии…</translation>
    </message>
    <message numerus="yes">
        <source>Setting %1 in %Ln games...</source>
        <translation>
            <numerusform>Установка %1 в %Ln партии…</numerusform>
            <numerusform>Установка %1 в %Ln партиях…</numerusform>
            <numerusform>Установка %1 в %Ln партиях…</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was changed in %1: %2</source>
        <translation>В %1 ничего не изменено: %2</translation>
    </message>
    <message>
        <source>%1 set in 1 game</source>
        <translation>%1 задан в 1 партии</translation>
    </message>
    <message numerus="yes">
        <source>%1 set in %Ln games</source>
        <translation>
            <numerusform>%1 задан в %Ln партии</numerusform>
            <numerusform>%1 задан в %Ln партиях</numerusform>
            <numerusform>%1 задан в %Ln партиях</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::DatabaseFeature</name>
    <message>
        <source>Databases</source>
        <translation>Базы партий</translation>
    </message>
    <message>
        <source>&amp;Databases panel</source>
        <translation>Панель &amp;баз партий</translation>
    </message>
    <message>
        <source>The files of several games opened, one list each, beside the board</source>
        <translation>Открытые файлы из нескольких партий, у каждого свой список, рядом с доской</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <source>Another PGN file...</source>
        <translation>Другой файл PGN...</translation>
    </message>
    <message>
        <source>Copy the games to the end of a PGN file</source>
        <translation>Скопировать партии в конец файла PGN</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>Copy to</source>
        <translation>Копировать в</translation>
    </message>
    <message>
        <source>The games are in that file already.</source>
        <translation>Эти партии уже в этом файле.</translation>
    </message>
    <message>
        <source>The games cannot be copied: %1</source>
        <translation>Партии нельзя скопировать: %1</translation>
    </message>
    <message numerus="yes">
        <source>Copying %Ln games to %1...</source>
        <translation>
            <numerusform>Копирование %Ln партии в %1...</numerusform>
            <numerusform>Копирование %Ln партий в %1...</numerusform>
            <numerusform>Копирование %Ln партий в %1...</numerusform>
        </translation>
    </message>
    <message>
        <source>The games could not be copied to %1: %2</source>
        <translation>Не удалось скопировать партии в %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games copied to %1</source>
        <translation>
            <numerusform>%Ln партия скопирована в %1</numerusform>
            <numerusform>%Ln партии скопированы в %1</numerusform>
            <numerusform>%Ln партий скопировано в %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::EBoardFeature</name>
    <message>
        <source>Electronic board</source>
        <translation>Электронная доска</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names no board: write dgt:PORT or millennium:PORT.</source>
        <translation>«%1» не обозначает доску: напишите dgt:ПОРТ или millennium:ПОРТ.</translation>
    </message>
    <message>
        <source>Not a castle in this order. %1 Put the king and the rook back and castle again.</source>
        <translation>В таком порядке это не рокировка. %1 Верните короля и ладью на место и рокируйте снова.</translation>
    </message>
    <message>
        <source>Make %1 on the board.</source>
        <translation>Сделайте %1 на доске.</translation>
    </message>
    <message>
        <source>%1 is missing on %2.</source>
        <translation>На %2 не хватает: %1.</translation>
    </message>
    <message>
        <source>%1 on %2 must come off.</source>
        <translation>%1 на %2 нужно убрать.</translation>
    </message>
    <message>
        <source>%1 belongs on %2, not %3.</source>
        <translation>На %2 должна стоять фигура «%1», а не «%3».</translation>
    </message>
    <message numerus="yes">
        <source>The board differs from the game on %n squares.</source>
        <translation>
            <numerusform>Доска отличается от партии на %n поле.</numerusform>
            <numerusform>Доска отличается от партии на %n полях.</numerusform>
            <numerusform>Доска отличается от партии на %n полях.</numerusform>
        </translation>
    </message>
    <message>
        <source>A game from the board: White&apos;s start position %1, Black&apos;s %2.</source>
        <translation>Партия с доски: начальная позиция %1 у белых, %2 у чёрных.</translation>
    </message>
    <message>
        <source>A game from the board: start position %1.</source>
        <translation>Партия с доски: начальная позиция %1.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Вернуть ход</translation>
    </message>
    <message numerus="yes">
        <source>The pieces stand as they did %n half-moves ago. Take the game back to there?</source>
        <translation>
            <numerusform>Фигуры стоят как %n полуход назад. Вернуть партию к этому месту?</numerusform>
            <numerusform>Фигуры стоят как %n полухода назад. Вернуть партию к этому месту?</numerusform>
            <numerusform>Фигуры стоят как %n полуходов назад. Вернуть партию к этому месту?</numerusform>
        </translation>
    </message>
    <message>
        <source>Promotion</source>
        <translation>Превращение</translation>
    </message>
    <message>
        <source>The pawn on %1 is promoted. To which piece?</source>
        <translation>Пешка на %1 превращается. В какую фигуру?</translation>
    </message>
    <message>
        <source>Electronic board: connecting to the %1 board on %2...</source>
        <translation>Электронная доска: подключение к доске %1 на %2...</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2.</source>
        <translation>Электронная доска: %1 на %2.</translation>
    </message>
    <message>
        <source>Electronic board: %1 on %2, version %3.</source>
        <translation>Электронная доска: %1 на %2, версия %3.</translation>
    </message>
    <message>
        <source>Electronic board lost: %1 Trying again. The game goes on with the mouse.</source>
        <translation>Электронная доска потеряна: %1 Повторная попытка. Партия продолжается мышью.</translation>
    </message>
    <message>
        <source>Electronic &amp;board...</source>
        <translation>Электронная &amp;доска...</translation>
    </message>
    <message>
        <source>Connect a DGT or Millennium board and play on it</source>
        <translation>Подключить доску DGT или Millennium и играть на ней</translation>
    </message>
    <message>
        <source>The pieces stand as they did one half-move ago. Take the game back to there?</source>
        <translation>Фигуры стоят как один полуход назад. Вернуть партию к этому месту?</translation>
    </message>
    <message>
        <source>The position set up on the board is analysed.</source>
        <translation>Анализируется позиция, расставленная на доске.</translation>
    </message>
    <message>
        <source>Keep the board still: the position set up on it is analysed in a moment.</source>
        <translation>Не трогайте доску: расставленная на ней позиция будет сейчас проанализирована.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorAction</name>
    <message>
        <source>Set &amp;up position...</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>Set up any position on a board and play or analyse it</source>
        <translation>Расставить любую позицию на доске и сыграть или проанализировать её</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Расстановка позиции</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EditorDialog</name>
    <message>
        <source>En-passant square %1 dropped: no capture is possible there now</source>
        <translation>Поле взятия на проходе %1 снято: сейчас взятие туда невозможно</translation>
    </message>
    <message>
        <source>White&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Право белых на рокировку с ладьёй на %1 снято: эта ладья сейчас не может участвовать в рокировке</translation>
    </message>
    <message>
        <source>Black&apos;s castling right with the rook on %1 dropped: that rook cannot castle now</source>
        <translation>Право чёрных на рокировку с ладьёй на %1 снято: эта ладья сейчас не может участвовать в рокировке</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Start position %1</source>
        <translation>Начальная позиция %1</translation>
    </message>
    <message>
        <source>Double Fischer Random %1: White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1: белые SP %2, чёрные SP %3</translation>
    </message>
    <message>
        <source>Not a start position</source>
        <translation>Не начальная позиция</translation>
    </message>
    <message>
        <source>Set up position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>Side to move:</source>
        <translation>Очередь хода:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Взятие на проходе:</translation>
    </message>
    <message>
        <source>Half-move clock:</source>
        <translation>Счётчик полуходов:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Номер хода:</translation>
    </message>
    <message>
        <source>Castling: the mark on a rook gives it the right to castle (any rook on its back rank beside its king).</source>
        <translation>Рокировка: отметка на ладье даёт ей право на рокировку (годится любая ладья на своей первой горизонтали по любую сторону от короля).</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Flip</source>
        <translation>Перевернуть</translation>
    </message>
    <message>
        <source>Mirror colours</source>
        <translation>Поменять цвета</translation>
    </message>
    <message>
        <source>Current game position</source>
        <translation>Текущая позиция партии</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>SP </source>
        <translation>SP </translation>
    </message>
    <message>
        <source>Black SP </source>
        <translation>Чёрные SP </translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Разные расстановки для белых и чёрных</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Расставить</translation>
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
        <translation>В этой позиции нельзя играть:</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Играть отсюда</translation>
    </message>
    <message>
        <source>Against the computer</source>
        <translation>С компьютером</translation>
    </message>
    <message>
        <source>Against a friend</source>
        <translation>С другом</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализировать</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Копировать FEN</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Set-up board</source>
        <translation>Доска для расстановки</translation>
    </message>
    <message>
        <source>Arrow keys move the square cursor; K Q R B N P place a white piece, k q r b n p a black one; Delete removes; Space gives or takes a rook&apos;s castling right</source>
        <translation>Стрелки перемещают курсор по полям; K Q R B N P ставят белую фигуру, k q r b n p — чёрную; Delete убирает; Пробел даёт ладье право рокировки или отнимает его</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineOptionsForm</name>
    <message>
        <source>Acts on the engine while it runs a test</source>
        <translation>Действует на движок, пока идёт его проверка</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePanel</name>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>Depth %1: %2</source>
        <translation>Глубина %1: %2</translation>
    </message>
    <message>
        <source>What the computer is thinking: depth, score and the line it expects</source>
        <translation>О чём думает компьютер: глубина, оценка и ожидаемый вариант</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginePlayer</name>
    <message>
        <source>The computer found no move to play.</source>
        <translation>Компьютер не нашёл хода.</translation>
    </message>
    <message>
        <source>%1 found no move to play.</source>
        <translation>%1 не нашёл хода.</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Компьютер (уровень %1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EngineSession</name>
    <message>
        <source>The engine &quot;%1&quot; is not configured here.</source>
        <translation>Движок &quot;%1&quot; здесь не настроен.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesDialog</name>
    <message>
        <source>Engines</source>
        <translation>Движки</translation>
    </message>
    <message>
        <source>&amp;Add...</source>
        <translation>&amp;Добавить…</translation>
    </message>
    <message>
        <source>Choose the program file of a UCI engine</source>
        <translation>Выбрать файл программы движка UCI</translation>
    </message>
    <message>
        <source>&amp;Duplicate</source>
        <translation>Сделать &amp;копию</translation>
    </message>
    <message>
        <source>The same engine once more, to keep other options (a strength)</source>
        <translation>Тот же движок ещё раз — чтобы хранить другие настройки (например, силу игры)</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>&amp;Test</source>
        <translation>&amp;Проверить</translation>
    </message>
    <message>
        <source>Start the engine and let it find a move from a Chess960 position</source>
        <translation>Запустить движок и дать ему найти ход в позиции Chess960</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Параметры:</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>Добавить %1</translation>
    </message>
    <message>
        <source>An engine is installed at %1: add it with one click.</source>
        <translation>В %1 установлен движок: добавьте его одним щелчком.</translation>
    </message>
    <message>
        <source>Program: %1</source>
        <translation>Программа: %1</translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation>%1, автор: %2</translation>
    </message>
    <message>
        <source>It does not offer Chess960 (UCI_Chess960): it can play only from the classical start (SP 518).</source>
        <translation>Он не поддерживает Chess960 (UCI_Chess960): может играть только из классической начальной позиции (SP 518).</translation>
    </message>
    <message>
        <source>Choose a UCI engine</source>
        <translation>Выбор движка UCI</translation>
    </message>
    <message>
        <source>mate in %1</source>
        <translation>мат в %1</translation>
    </message>
    <message>
        <source>Added %1.</source>
        <translation>Добавлен %1.</translation>
    </message>
    <message>
        <source>Added %1 by %2.</source>
        <translation>Добавлен %1 (автор: %2).</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>%1 is thinking about start position %2...</source>
        <translation>%1 думает над начальной позицией %2…</translation>
    </message>
    <message>
        <source>%1 works: from start position %2 it plays %3.</source>
        <translation>%1 работает: из начальной позиции %2 он играет %3.</translation>
    </message>
    <message>
        <source>Depth %1, score %2 for White.</source>
        <translation>Глубина %1, оценка %2 с точки зрения белых.</translation>
    </message>
    <message>
        <source>Starting %1...</source>
        <translation>Запуск %1…</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EnginesMenuItem</name>
    <message>
        <source>&amp;Engines...</source>
        <translation>&amp;Движки…</translation>
    </message>
    <message>
        <source>Other chess engines: add, set up and test UCI engines</source>
        <translation>Другие шахматные движки: добавление, настройка и проверка движков UCI</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalBar</name>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
</context>
<context>
    <name>chess960::ui::EvalGraph</name>
    <message>
        <source>Evaluation graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>inaccuracy</source>
        <translation>неточность</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>грубая ошибка</translation>
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
        <translation>Поиск...</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>The moves played from this position in your databases (the PGN files you opened) and My games; a click plays one</source>
        <translation>Ходы, сыгранные из этой позиции в ваших базах (открытых файлах PGN) и в «Моих партиях»; щелчок делает ход</translation>
    </message>
    <message>
        <source>None of your games starts from this game&apos;s start position.</source>
        <translation>Ни одна из ваших партий не начинается с начальной позиции этой партии.</translation>
    </message>
    <message>
        <source>The one game from this start did not reach this position.</source>
        <translation>Единственная партия с этой начальной позиции не дошла до этой позиции.</translation>
    </message>
    <message numerus="yes">
        <source>None of the %Ln games from this start reached this position.</source>
        <translation>
            <numerusform>Ни одна из %Ln партии с этой начальной позиции не дошла до этой позиции.</numerusform>
            <numerusform>Ни одна из %Ln партий с этой начальной позиции не дошла до этой позиции.</numerusform>
            <numerusform>Ни одна из %Ln партий с этой начальной позиции не дошла до этой позиции.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reached in %Ln of the games from this start (%1 in all).</source>
        <translation>
            <numerusform>Встретилась в %Ln партии с этой начальной позиции (всего %1).</numerusform>
            <numerusform>Встретилась в %Ln партиях с этой начальной позиции (всего %1).</numerusform>
            <numerusform>Встретилась в %Ln партиях с этой начальной позиции (всего %1).</numerusform>
        </translation>
    </message>
    <message>
        <source>Opening explorer:</source>
        <translation>Дебютный справочник:</translation>
    </message>
    <message>
        <source>None of these games has a result yet: no score to give</source>
        <translation>Ни у одной из этих партий ещё нет результата: процент не подсчитать</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Год</translation>
    </message>
    <message>
        <source>Games in which this move was played here</source>
        <translation>Партии, в которых здесь был сделан этот ход</translation>
    </message>
    <message>
        <source>White&apos;s score in the games with a result (a win 1, a draw 1/2)</source>
        <translation>Результат белых в партиях с результатом (победа 1, ничья 1/2)</translation>
    </message>
    <message>
        <source>Draws among the games with a result</source>
        <translation>Ничьи среди партий с результатом</translation>
    </message>
    <message>
        <source>The players&apos; average rating, of the ratings known</source>
        <translation>Средний рейтинг игроков (из известных)</translation>
    </message>
    <message>
        <source>The rating the side to move played at with this move: its opponents&apos; average rating and what its score is worth against them (games with a result and a rated opponent)</source>
        <translation>Уровень игры стороны, делающей ход, с этим ходом: средний рейтинг её соперников и то, чего стоит её результат против них (партии с результатом и соперником с рейтингом)</translation>
    </message>
    <message>
        <source>The average year the games were played, of the dates known</source>
        <translation>Средний год, когда были сыграны партии (из известных дат)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Перф.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::FileActions</name>
    <message>
        <source>&amp;Open PGN...</source>
        <translation>&amp;Открыть PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Сохранить PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;as...</source>
        <translation>Сохранить PGN &amp;как…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>&amp;Недавние</translation>
    </message>
    <message>
        <source>Copy &amp;FEN</source>
        <translation>Копировать &amp;FEN</translation>
    </message>
    <message>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <source>&amp;Copy PGN</source>
        <translation>&amp;Копировать PGN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Вставить FEN или PGN</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Открыть</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>Открыт %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
    <message>
        <source>(the file as it was before: %1)</source>
        <translation>(файл в прежнем виде: %1)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Сохранить</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it.</source>
        <translation>Файл %1 изменился на диске с тех пор, как из него открыли партию.</translation>
    </message>
    <message>
        <source>Nothing was written. Save the game in another file, or open the file again to see what changed. My games keeps the game in any case.</source>
        <translation>Ничего не записано. Сохраните партию в другой файл или откройте файл заново, чтобы увидеть, что изменилось. «Мои партии» в любом случае хранят партию.</translation>
    </message>
    <message>
        <source>Save as...</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <source>Save the changes to %1 before closing?</source>
        <translation>Сохранить изменения в %1 перед закрытием?</translation>
    </message>
    <message>
        <source>Save the changes to %1 before the game is replaced?</source>
        <translation>Сохранить изменения в %1, прежде чем заменить партию?</translation>
    </message>
    <message>
        <source>Save the game in a file before closing?</source>
        <translation>Сохранить партию в файл перед закрытием?</translation>
    </message>
    <message>
        <source>Replace the game in progress? It has not been saved.</source>
        <translation>Заменить текущую партию? Она не сохранена.</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>My games keeps the game in any case, with every change.</source>
        <translation>«Мои партии» в любом случае хранят партию со всеми изменениями.</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>PGN files (*.pgn)</source>
        <translation>Файлы PGN (*.pgn)</translation>
    </message>
    <message>
        <source>FEN copied</source>
        <translation>FEN скопирован</translation>
    </message>
    <message>
        <source>PGN copied</source>
        <translation>PGN скопирован</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Вставить</translation>
    </message>
    <message>
        <source>The clipboard holds no game that can be read.
%1</source>
        <translation>В буфере обмена нет партии, которую можно прочитать.
%1</translation>
    </message>
    <message>
        <source>You are playing the computer. How do you want to go on from the pasted game?</source>
        <translation>Вы играете с компьютером. Как продолжить вставленную партию?</translation>
    </message>
    <message>
        <source>Against the computer, it keeps White at level %1 and moves when it is White&apos;s turn.</source>
        <translation>При игре с компьютером он по-прежнему играет белыми на уровне %1 и делает ход, когда очередь белых.</translation>
    </message>
    <message>
        <source>Against the computer, it keeps Black at level %1 and moves when it is Black&apos;s turn.</source>
        <translation>При игре с компьютером он по-прежнему играет чёрными на уровне %1 и делает ход, когда очередь чёрных.</translation>
    </message>
    <message>
        <source>Play the computer from here</source>
        <translation>Играть с компьютером отсюда</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Двое игроков отсюда</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>a set-up position</source>
        <translation>заданная позиция</translation>
    </message>
    <message>
        <source>1 move</source>
        <translation>1 ход</translation>
    </message>
    <message numerus="yes">
        <source>%n moves</source>
        <translation>
            <numerusform>%n ход</numerusform>
            <numerusform>%n хода</numerusform>
            <numerusform>%n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>Resume the unfinished game?

%1 - %2, %3, %4; last move on %5.</source>
        <translation>Продолжить незаконченную партию?

%1 — %2, %3, %4; последний ход: %5.</translation>
    </message>
    <message>
        <source>Save the game in a file before closing? It was deleted from its file.</source>
        <translation>Сохранить партию в файл перед закрытием? Она удалена из своего файла.</translation>
    </message>
    <message>
        <source>Replace the game? It was deleted from its file and is in no file now.</source>
        <translation>Заменить партию? Она удалена из своего файла и теперь не хранится ни в одном файле.</translation>
    </message>
    <message>
        <source>It is %1; Save PGN writes it back there.</source>
        <translation>Это %1; «Сохранить PGN» запишет её обратно туда.</translation>
    </message>
    <message>
        <source>Not in the file: 1 move tried in analysis after the game&apos;s last move (%1); the game goes on from its last move when analysis ends.</source>
        <translation>Не записано в файл: 1 ход, опробованный в анализе после последнего хода партии (%1); когда анализ закончится, партия продолжится с её последнего хода.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves tried in analysis after the game&apos;s last move (from %1); the game goes on from its last move when analysis ends.</source>
        <translation>
            <numerusform>Не записано в файл: %n ход, опробованный в анализе после последнего хода партии (начиная с %1); когда анализ закончится, партия продолжится с её последнего хода.</numerusform>
            <numerusform>Не записаны в файл: %n хода, опробованные в анализе после последнего хода партии (начиная с %1); когда анализ закончится, партия продолжится с её последнего хода.</numerusform>
            <numerusform>Не записаны в файл: %n ходов, опробованных в анализе после последнего хода партии (начиная с %1); когда анализ закончится, партия продолжится с её последнего хода.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not in the file: 1 move taken back (%1), which Replay plays again.</source>
        <translation>Не записано в файл: 1 взятый назад ход (%1); «Повторить ход» сыграет его снова.</translation>
    </message>
    <message numerus="yes">
        <source>Not in the file: %n moves taken back (from %1), which Replay plays again.</source>
        <translation>
            <numerusform>Не записан в файл: %n взятый назад ход (начиная с %1); «Повторить ход» сыграет его снова.</numerusform>
            <numerusform>Не записаны в файл: %n взятых назад хода (начиная с %1); «Повторить ход» сыграет их снова.</numerusform>
            <numerusform>Не записаны в файл: %n взятых назад ходов (начиная с %1); «Повторить ход» сыграет их снова.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is listed in the Databases panel: double-click a game to open it</source>
        <translation>%1 показан на панели баз партий: дважды щёлкните партию, чтобы открыть её</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>Автосохранение</translation>
    </message>
    <message>
        <source>The game in progress cannot be kept for recovery after a crash (%1: %2). Save it with Save PGN as... to keep it safe.</source>
        <translation>Текущую партию нельзя сохранить для восстановления после сбоя (%1: %2). Сохраните её командой «Сохранить PGN как…», чтобы она не пропала.</translation>
    </message>
    <message>
        <source>Saving %1...</source>
        <translation>Сохранение: %1…</translation>
    </message>
    <message>
        <source>%1 has changed on disk since the game was opened from it. Nothing was written. The game you replaced is in My games, with every change.</source>
        <translation>Файл %1 изменился на диске с тех пор, как из него открыли партию. Ничего не записано. Заменённая партия есть в «Моих партиях» со всеми изменениями.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game stays on the board and in My games; Save as can put it in another file.</source>
        <translation>В нём ничего не изменено. Партия остаётся на доске и в «Моих партиях»; «Сохранить как» может записать её в другой файл.</translation>
    </message>
    <message>
        <source>Nothing in it was changed. The game you replaced is in My games, with every change.</source>
        <translation>В нём ничего не изменено. Заменённая партия есть в «Моих партиях» со всеми изменениями.</translation>
    </message>
    <message>
        <source>%1 is still being saved, and the game has changed since: it stays on the board until the save is written.</source>
        <translation>%1 ещё сохраняется, а партия с тех пор изменилась: она остаётся на доске, пока сохранение не закончится.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameDocument</name>
    <message>
        <source>%1, game %L2 of %L3</source>
        <translation>%1, партия %L2 из %L3</translation>
    </message>
    <message>
        <source>it cannot be written</source>
        <translation>его нельзя записать</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameMessages</name>
    <message>
        <source>Draw offer declined</source>
        <translation>Предложение ничьей отклонено</translation>
    </message>
    <message>
        <source>The computer thinks it can still play for a win.</source>
        <translation>Компьютер считает, что ещё может играть на победу.</translation>
    </message>
    <message>
        <source>%1 played %2</source>
        <translation>%1 сыграл %2</translation>
    </message>
    <message>
        <source>The computer played %1</source>
        <translation>Компьютер сыграл %1</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>The engine failed</source>
        <translation>Сбой движка</translation>
    </message>
    <message>
        <source>Analyse this game</source>
        <translation>Анализировать партию</translation>
    </message>
    <message>
        <source>Review this game</source>
        <translation>Разобрать эту партию</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>Hint: %1 (%2)</source>
        <translation>Подсказка: %1 (%2)</translation>
    </message>
    <message>
        <source>Draw offer</source>
        <translation>Предложение ничьей</translation>
    </message>
    <message>
        <source>%1 offers a draw. %2, do you accept?</source>
        <translation>%1: предложение ничьей. %2, вы согласны?</translation>
    </message>
    <message>
        <source>%1 declines the draw offer.</source>
        <translation>%1: предложение ничьей отклонено.</translation>
    </message>
    <message>
        <source>%1 gets two more minutes on the clock.</source>
        <translation>%1 получает на часах две дополнительные минуты.</translation>
    </message>
    <message>
        <source>Draw claim not valid</source>
        <translation>Требование ничьей необоснованно</translation>
    </message>
    <message>
        <source>%1 claimed a draw with %2, but the claim is not valid: after %2 the position has not occurred three times, and there have not been 50 moves by each side without a capture or a pawn move.

As the rules require, %2 stands and the game goes on.</source>
        <translation>%1: требование ничьей ходом %2 необоснованно: после %2 позиция не повторилась трижды, и не было 50 ходов каждой стороны без взятий и ходов пешкой.

По правилам ход %2 остаётся в силе, и партия продолжается.</translation>
    </message>
    <message>
        <source>White&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Движок белых дал сбой: %1

Он проигрывает партию; партия сохраняется вместе с описанием случившегося.</translation>
    </message>
    <message>
        <source>Black&apos;s engine failed: %1

It loses the game, which is kept with what happened.</source>
        <translation>Движок чёрных дал сбой: %1

Он проигрывает партию; партия сохраняется вместе с описанием случившегося.</translation>
    </message>
    <message>
        <source>The game is kept as it stands. How do you want to go on?</source>
        <translation>Партия сохраняется в текущем состоянии. Как продолжить?</translation>
    </message>
    <message>
        <source>Play the computer (level %1)</source>
        <translation>Играть с компьютером (уровень %1)</translation>
    </message>
    <message>
        <source>Two players from here</source>
        <translation>Двое игроков отсюда</translation>
    </message>
    <message>
        <source>Analyse the game</source>
        <translation>Анализировать партию</translation>
    </message>
    <message>
        <source>Leave it for now</source>
        <translation>Оставить как есть</translation>
    </message>
    <message>
        <source>%1 is thinking...</source>
        <translation>%1 думает…</translation>
    </message>
    <message>
        <source>&amp;Opponent</source>
        <translation>&amp;Соперник</translation>
    </message>
    <message>
        <source>Who plays on against you from here: the computer, another engine or two players</source>
        <translation>Кто играет против вас дальше с этого места: компьютер, другой движок или два игрока</translation>
    </message>
    <message>
        <source>The computer (level %1)</source>
        <translation>Компьютер (уровень %1)</translation>
    </message>
    <message>
        <source>The game waits: %1 does not play on. To go on, choose another opponent in Game &gt; Opponent (the computer, another engine or two players), or analyse the game.</source>
        <translation>Партия ждёт: %1 не играет дальше. Чтобы продолжить, выберите другого соперника в меню «Партия» &gt; «Соперник» (компьютер, другой движок или два игрока) или проанализируйте партию.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GamePickerDialog</name>
    <message>
        <source>Choose a game</source>
        <translation>Выбор партии</translation>
    </message>
    <message>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начало</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>не читается: %1</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Filter by player, event, result, date or SP number</source>
        <translation>Фильтр по игроку, турниру, результату, дате или номеру SP</translation>
    </message>
    <message>
        <source>Opening the game once the whole file is read...</source>
        <translation>Партия откроется, когда весь файл будет прочитан...</translation>
    </message>
    <message>
        <source>Reading the file: 1 game so far</source>
        <translation>Чтение файла: пока 1 партия</translation>
    </message>
    <message numerus="yes">
        <source>Reading the file: %Ln games so far</source>
        <translation>
            <numerusform>Чтение файла: пока %Ln партия</numerusform>
            <numerusform>Чтение файла: пока %Ln партии</numerusform>
            <numerusform>Чтение файла: пока %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>The file could not be read to the end: %1</source>
        <translation>Не удалось прочитать файл до конца: %1</translation>
    </message>
    <message>
        <source>1 game</source>
        <translation>1 партия</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln партия</numerusform>
            <numerusform>%Ln партии</numerusform>
            <numerusform>%Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of 1 game</source>
        <translation>%1 из 1 партии</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <translation>
            <numerusform>%1 из %Ln партии</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <source>Reaching the position on the board</source>
        <translation>С позицией на доске</translation>
    </message>
    <message>
        <source>With its pawn structure</source>
        <translation>С её пешечной структурой</translation>
    </message>
    <message>
        <source>With its material</source>
        <translation>С её материалом</translation>
    </message>
    <message>
        <source>Search the games for the position on the board (once the whole file is read)</source>
        <translation>Искать позицию с доски в партиях (когда весь файл прочитан)</translation>
    </message>
    <message>
        <source>Searching the games for the position...</source>
        <translation>Поиск позиции в партиях...</translation>
    </message>
    <message>
        <source>Words found in the players, event, site, round, date or result; &quot;SP 123&quot; for a start position; comparisons such as elo&gt;2400 (both players), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</source>
        <translation>Слова из имён игроков, турнира, места, тура, даты или результата; «SP 123» — начальная позиция; сравнения вроде elo&gt;2400 (оба игрока), date&gt;=2020, date=2024.05, moves&lt;30, tc=180+2</translation>
    </message>
    <message>
        <source>unfinished</source>
        <translation>не окончена</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Окончание</translation>
    </message>
    <message>
        <source>Opening</source>
        <translation>Дебют</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message>
        <source>White won</source>
        <translation>Победа белых</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>Победа чёрных</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничья</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Не окончены</translation>
    </message>
    <message>
        <source>Only the games with this result</source>
        <translation>Только партии с этим результатом</translation>
    </message>
    <message>
        <source>Reading My games...</source>
        <translation>Чтение «Моих партий»...</translation>
    </message>
    <message>
        <source>No duplicates</source>
        <translation>Дубликатов нет</translation>
    </message>
    <message numerus="yes">
        <source>%Ln duplicates selected: Delete... removes them</source>
        <translation>
            <numerusform>Выбран %Ln дубликат: «Удалить…» уберёт его</numerusform>
            <numerusform>Выбрано %Ln дубликата: «Удалить…» уберёт их</numerusform>
            <numerusform>Выбрано %Ln дубликатов: «Удалить…» уберёт их</numerusform>
        </translation>
    </message>
    <message>
        <source>Duplicates</source>
        <translation>Дубликаты</translation>
    </message>
    <message>
        <source>Only the games entered twice or cut short (the same players, start and moves, or the start of them), each with the game kept; the copies are selected for Delete</source>
        <translation>Только партии, введённые дважды или оборванные (те же игроки, начальная позиция и ходы или их начало), каждая с сохраняемой партией; копии выбраны для удаления</translation>
    </message>
    <message>
        <source>Looking for duplicates...</source>
        <translation>Поиск дубликатов…</translation>
    </message>
    <message>
        <source>Material and pieces...</source>
        <translation>Материал и фигуры...</translation>
    </message>
    <message>
        <source>In every database</source>
        <translation>Во всех базах</translation>
    </message>
    <message>
        <source>The same search in every database open in the panel; each tab says how many of its games are found</source>
        <translation>Тот же поиск во всех базах, открытых в панели; каждая вкладка показывает, сколько её партий найдено</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameSession</name>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White wins: %1</source>
        <translation>Белые выиграли: %1</translation>
    </message>
    <message>
        <source>Black wins: %1</source>
        <translation>Чёрные выиграли: %1</translation>
    </message>
    <message>
        <source>Draw: %1</source>
        <translation>Ничья: %1</translation>
    </message>
    <message>
        <source>%1 to move, in check</source>
        <translation>Ход: %1, шах</translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>White wins (%1): %2.</source>
        <translation>Белые выиграли (%1): %2.</translation>
    </message>
    <message>
        <source>Black wins (%1): %2.</source>
        <translation>Чёрные выиграли (%1): %2.</translation>
    </message>
    <message>
        <source>Draw (%1): %2.</source>
        <translation>Ничья (%1): %2.</translation>
    </message>
    <message>
        <source>The game goes on.</source>
        <translation>Партия продолжается.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GameView</name>
    <message>
        <source> - draw offered</source>
        <translation> — предложена ничья</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Start position %1
%2</source>
        <translation>Начальная позиция %1
%2</translation>
    </message>
    <message>
        <source>Set-up position</source>
        <translation>Заданная позиция</translation>
    </message>
    <message>
        <source>the start position</source>
        <translation>начальная позиция</translation>
    </message>
    <message>
        <source>the position after %1</source>
        <translation>позиция после %1</translation>
    </message>
    <message>
        <source>History: %1. The board is read-only; End returns to the game.</source>
        <translation>История: %1. Доска только для просмотра; End возвращает к партии.</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Назад к партии</translation>
    </message>
    <message>
        <source> - draw claimed with the next move</source>
        <translation> — ничья будет заявлена следующим ходом</translation>
    </message>
    <message>
        <source>Moves of the game</source>
        <translation>Ходы партии</translation>
    </message>
    <message>
        <source>Clocks</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>Computer&apos;s analysis</source>
        <translation>Анализ компьютера</translation>
    </message>
    <message>
        <source>History browsing</source>
        <translation>Просмотр истории</translation>
    </message>
    <message>
        <source>%1 - %2 - %3</source>
        <translation>%1 — %2 — %3</translation>
    </message>
    <message>
        <source>Double Fischer Random %1
White SP %2, Black SP %3</source>
        <translation>Double Fischer Random %1
Белые SP %2, чёрные SP %3</translation>
    </message>
    <message>
        <source>%1[*] - %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>A record from a file: its clock runs and the computer moves only once you play on (Game &gt; Play on, or a move on the board).</source>
        <translation>Партия из файла: её часы идут, а компьютер ходит, только когда вы продолжаете игру («Партия» &gt; «Играть дальше» или ход на доске).</translation>
    </message>
    <message>
        <source>SP %1 (%2) - Chess960</source>
        <translation>SP %1 (%2) — Chess960</translation>
    </message>
    <message>
        <source>DFRC %1 (White SP %2, Black SP %3) - Chess960</source>
        <translation>DFRC %1 (белые SP %2, чёрные SP %3) — Chess960</translation>
    </message>
    <message>
        <source>%1 declines the draw offer: it thinks it can still play for a win.</source>
        <translation>%1 отклоняет предложение ничьей: считает, что ещё может играть на выигрыш.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::GuideView</name>
    <message>
        <source>The engine&apos;s guide</source>
        <translation>Справочник движка</translation>
    </message>
    <message>
        <source>Ask the engine</source>
        <translation>Спросить движок</translation>
    </message>
    <message>
        <source>The built-in engine&apos;s judgement: one search to depth %1 on one thread, the best three first moves, scores from White&apos;s side</source>
        <translation>Оценка встроенного движка: один поиск до глубины %1 в одном потоке, три лучших первых хода, оценки со стороны белых</translation>
    </message>
    <message>
        <source>The guide has no judgement of SP %1.</source>
        <translation>В справочнике нет оценки SP %1.</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide.</source>
        <translation>Расстановок Double Fischer Random нет в справочнике.</translation>
    </message>
    <message>
        <source>The engine is searching: depth %1 of %2…</source>
        <translation>Движок ищет: глубина %1 из %2…</translation>
    </message>
    <message>
        <source>Double Fischer Random set-ups are not in the guide: the engine judges this one when asked (a few seconds).</source>
        <translation>Расстановок Double Fischer Random нет в справочнике: движок оценит эту по запросу (несколько секунд).</translation>
    </message>
    <message>
        <source>Evaluation: &lt;b&gt;%1&lt;/b&gt;</source>
        <translation>Оценка: &lt;b&gt;%1&lt;/b&gt;</translation>
    </message>
    <message>
        <source>balanced</source>
        <translation>равная</translation>
    </message>
    <message>
        <source>Place %1 of %2 by evenness (1 is the nearest to level)</source>
        <translation>Место %1 из %2 по равенству (1 ближе всего к равновесию)</translation>
    </message>
    <message>
        <source>Best first moves: %1</source>
        <translation>Лучшие первые ходы: %1</translation>
    </message>
    <message>
        <source>Line: %1</source>
        <translation>Вариант: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::HelpMenu</name>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Chess960 &amp;rules</source>
        <translation>&amp;Правила Chess960</translation>
    </message>
    <message>
        <source>&amp;About Chess960</source>
        <translation>&amp;О программе Chess960</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>О &amp;Qt</translation>
    </message>
</context>
<context>
    <name>chess960::ui::KeyboardAccess</name>
    <message>
        <source>&amp;Castle</source>
        <translation>&amp;Рокировка</translation>
    </message>
    <message>
        <source>C</source>
        <translation>C</translation>
    </message>
    <message>
        <source>Announce castling (C): then move king or rook; Esc withdraws</source>
        <translation>Объявить рокировку (C): затем ходите королём или ладьёй; Esc отменяет</translation>
    </message>
    <message>
        <source>Castle &amp;h-side (O-O)</source>
        <translation>Рокировка в сторону &amp;h (O-O)</translation>
    </message>
    <message>
        <source>Castle towards the h-file now, if the side to move can</source>
        <translation>Рокировка в сторону вертикали h, если сторона, чей ход, может её сделать</translation>
    </message>
    <message>
        <source>Castle &amp;a-side (O-O-O)</source>
        <translation>Рокировка в сторону &amp;a (O-O-O)</translation>
    </message>
    <message>
        <source>Castle towards the a-file now, if the side to move can</source>
        <translation>Рокировка в сторону вертикали a, если сторона, чей ход, может её сделать</translation>
    </message>
    <message>
        <source>&amp;Type a move</source>
        <translation>&amp;Ввести ход</translation>
    </message>
    <message>
        <source>&amp;Withdraw</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>Withdraw the selection, the announcement, the waiting move or the premove</source>
        <translation>Отменить выбор, объявление, ожидающий ход или предварительный ход</translation>
    </message>
    <message>
        <source>Confirm &amp;move</source>
        <translation>Подтвердить &amp;ход</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LastMoveLabel</name>
    <message>
        <source>No move played yet</source>
        <translation>Ходов ещё не было</translation>
    </message>
    <message>
        <source>Last move: %1</source>
        <translation>Последний ход: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LearnWindow</name>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Упражнение %1 из %2</translation>
    </message>
    <message>
        <source>%1 was a blunder in the game.</source>
        <translation>Ход %1 в партии был грубой ошибкой.</translation>
    </message>
    <message>
        <source>%1 was a mistake in the game.</source>
        <translation>Ход %1 в партии был ошибкой.</translation>
    </message>
    <message>
        <source>Evaluation after it: %1.</source>
        <translation>Оценка после него: %1.</translation>
    </message>
    <message>
        <source>Find a better move for White.</source>
        <translation>Найдите более сильный ход за белых.</translation>
    </message>
    <message>
        <source>Find a better move for Black.</source>
        <translation>Найдите более сильный ход за чёрных.</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>White made no mistakes or blunders in this game.</source>
        <translation>Белые не допустили в этой партии ни ошибок, ни грубых ошибок.</translation>
    </message>
    <message>
        <source>Black made no mistakes or blunders in this game.</source>
        <translation>Чёрные не допустили в этой партии ни ошибок, ни грубых ошибок.</translation>
    </message>
    <message>
        <source>There are no mistakes or blunders in this game.</source>
        <translation>В этой партии нет ни ошибок, ни грубых ошибок.</translation>
    </message>
    <message>
        <source>Mistakes are found by a review of the game (Game &gt; Review game); a reviewed game saved as PGN keeps them.</source>
        <translation>Ошибки находит разбор партии (Партия &gt; Разбор партии); если сохранить разобранную партию в PGN, они в ней останутся.</translation>
    </message>
    <message numerus="yes">
        <source>Shown: %n.</source>
        <translation>
            <numerusform>Решение показано в %n упражнении.</numerusform>
            <numerusform>Решение показано в %n упражнениях.</numerusform>
            <numerusform>Решение показано в %n упражнениях.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Skipped: %n.</source>
        <translation>
            <numerusform>Пропущено %n упражнение.</numerusform>
            <numerusform>Пропущено %n упражнения.</numerusform>
            <numerusform>Пропущено %n упражнений.</numerusform>
        </translation>
    </message>
    <message>
        <source>Thinking about %1...</source>
        <translation>Проверка хода %1…</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Далее</translation>
    </message>
    <message>
        <source>Good move: %1 (%2).</source>
        <translation>Хороший ход: %1 (%2).</translation>
    </message>
    <message>
        <source>The engine&apos;s choice: %1 (%2).</source>
        <translation>Выбор движка: %1 (%2).</translation>
    </message>
    <message>
        <source>%1 is the move played in the game (%2).</source>
        <translation>%1 — ход, сыгранный в партии (%2).</translation>
    </message>
    <message>
        <source>%1 is a blunder (%2).</source>
        <translation>%1 — грубая ошибка (%2).</translation>
    </message>
    <message>
        <source>%1 is a mistake (%2).</source>
        <translation>%1 — ошибка (%2).</translation>
    </message>
    <message>
        <source>%1 is an inaccuracy (%2).</source>
        <translation>%1 — неточность (%2).</translation>
    </message>
    <message>
        <source>Try again, or ask to be shown.</source>
        <translation>Попробуйте ещё раз или попросите показать ход.</translation>
    </message>
    <message>
        <source>The engine plays %1.</source>
        <translation>Движок играет %1.</translation>
    </message>
    <message>
        <source>Evaluation: %1.</source>
        <translation>Оценка: %1.</translation>
    </message>
    <message>
        <source>Looking for the best move...</source>
        <translation>Поиск лучшего хода…</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Работа над ошибками</translation>
    </message>
    <message>
        <source>&amp;Mistakes of:</source>
        <translation>&amp;Чьи ошибки:</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>&amp;Show me</source>
        <translation>&amp;Показать</translation>
    </message>
    <message>
        <source>&amp;Again</source>
        <translation>&amp;Ещё раз</translation>
    </message>
    <message>
        <source>Done: a better move found in %1 of 1 exercise, %2 of them at the first try.</source>
        <translation>Готово: более сильный ход найден в %1 из 1 упражнения, в %2 из них — с первой попытки.</translation>
    </message>
    <message numerus="yes">
        <source>Done: a better move found in %1 of %n exercises, %2 of them at the first try.</source>
        <translation>
            <numerusform>Готово: более сильный ход найден в %1 из %n упражнения, в %2 из них — с первой попытки.</numerusform>
            <numerusform>Готово: более сильный ход найден в %1 из %n упражнений, в %2 из них — с первой попытки.</numerusform>
            <numerusform>Готово: более сильный ход найден в %1 из %n упражнений, в %2 из них — с первой попытки.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryDatabase</name>
    <message>
        <source>My games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <source>The index of My games cannot be written: %1</source>
        <translation>Не удаётся записать индекс «Моих партий»: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryFeature</name>
    <message>
        <source>&amp;My games...</source>
        <translation>&amp;Мои партии…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G</source>
        <translation>Ctrl+Shift+G</translation>
    </message>
    <message>
        <source>My games</source>
        <translation>Мои партии</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Opened from My games</source>
        <translation>Партия открыта из «Моих партий»</translation>
    </message>
    <message>
        <source>Every game played here, finished or not: search, open, export or delete</source>
        <translation>Все партии, сыгранные здесь, оконченные или нет: искать, открыть, экспортировать или удалить</translation>
    </message>
    <message>
        <source>My games cannot keep this game (%1: %2). Save it with Save PGN as... before you close the program.</source>
        <translation>«Мои партии» не могут сохранить эту партию (%1: %2). Сохраните её командой «Сохранить PGN как…», прежде чем закрыть программу.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::LibraryRecorder</name>
    <message>
        <source>it cannot be written</source>
        <translation>её нельзя записать</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Партия</translation>
    </message>
    <message>
        <source>&amp;Board</source>
        <translation>&amp;Доска</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Партия</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>The settings file could not be read whole. The settings that could be read are used and your choices are saved again; the file as it was is kept as %1.</source>
        <translation>Файл настроек не удалось прочитать целиком. Используются настройки, которые удалось прочитать, и ваш выбор снова сохраняется; файл в прежнем виде сохранён как %1.</translation>
    </message>
    <message>
        <source>The settings file can be written again.</source>
        <translation>Файл настроек снова доступен для записи.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MaterialSearchDialog</name>
    <message>
        <source>Material search</source>
        <translation>Поиск по материалу</translation>
    </message>
    <message>
        <source>The games in which each side has these pieces besides its king. A &quot;to&quot; at its highest means any number.</source>
        <translation>Партии, в которых у каждой стороны, кроме короля, есть эти фигуры. «До» на максимуме означает любое число.</translation>
    </message>
    <message>
        <source>An ending by name...</source>
        <translation>Эндшпиль по названию...</translation>
    </message>
    <message>
        <source>Rook endings</source>
        <translation>Ладейные эндшпили</translation>
    </message>
    <message>
        <source>Pawn endings</source>
        <translation>Пешечные эндшпили</translation>
    </message>
    <message>
        <source>Queen endings</source>
        <translation>Ферзевые эндшпили</translation>
    </message>
    <message>
        <source>Minor-piece endings</source>
        <translation>Эндшпили лёгких фигур</translation>
    </message>
    <message>
        <source>Bishops of opposite colours</source>
        <translation>Разноцветные слоны</translation>
    </message>
    <message>
        <source>Queen against rook and minor piece</source>
        <translation>Ферзь против ладьи и лёгкой фигуры</translation>
    </message>
    <message>
        <source>Rook against minor piece</source>
        <translation>Ладья против лёгкой фигуры</translation>
    </message>
    <message>
        <source>The board&apos;s pieces, pawns any</source>
        <translation>Фигуры с доски, пешки любые</translation>
    </message>
    <message>
        <source>Fills in the counts below; each can be changed after</source>
        <translation>Заполняет количества ниже; каждое можно потом изменить</translation>
    </message>
    <message>
        <source>from</source>
        <translation>от</translation>
    </message>
    <message>
        <source>to</source>
        <translation>до</translation>
    </message>
    <message>
        <source>Queens</source>
        <translation>Ферзи</translation>
    </message>
    <message>
        <source>Rooks</source>
        <translation>Ладьи</translation>
    </message>
    <message>
        <source>Bishops</source>
        <translation>Слоны</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Кони</translation>
    </message>
    <message>
        <source>Minor pieces (bishops and knights)</source>
        <translation>Лёгкие фигуры (слоны и кони)</translation>
    </message>
    <message>
        <source>Pawns</source>
        <translation>Пешки</translation>
    </message>
    <message>
        <source>On any squares</source>
        <translation>На любых полях</translation>
    </message>
    <message>
        <source>One each, on squares of opposite colours</source>
        <translation>По одному, на полях разного цвета</translation>
    </message>
    <message>
        <source>One each, on squares of the same colour</source>
        <translation>По одному, на полях одного цвета</translation>
    </message>
    <message>
        <source>&amp;Bishops:</source>
        <translation>&amp;Слоны:</translation>
    </message>
    <message>
        <source>So that a position passed through in an exchange is not taken for an ending; a game that ends with this material counts however short</source>
        <translation>Чтобы позиция, через которую прошли при размене, не считалась эндшпилем; партия, закончившаяся с этим материалом, засчитывается, как бы коротко это ни было</translation>
    </message>
    <message>
        <source>Standing for at least this many &amp;half-moves:</source>
        <translation>Не меньше стольких &amp;полуходов подряд:</translation>
    </message>
    <message>
        <source>&amp;Either side may have either set (queen against rook, whoever has the queen)</source>
        <translation>&amp;Любая сторона может иметь любой набор (ферзь против ладьи, у кого бы ни был ферзь)</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Искать</translation>
    </message>
    <message>
        <source>One side</source>
        <translation>Одна сторона</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>The other side</source>
        <translation>Другая сторона</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>chess960::ui::MoveEntry</name>
    <message>
        <source>&amp;Move:</source>
        <translation>&amp;Ход:</translation>
    </message>
    <message>
        <source>Type a move</source>
        <translation>Введите ход</translation>
    </message>
    <message>
        <source>Move entry message</source>
        <translation>Сообщение о вводе хода</translation>
    </message>
    <message>
        <source>You are looking at an earlier position: go back to the game first.</source>
        <translation>Вы смотрите более раннюю позицию: сначала вернитесь к партии.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Партия окончена.</translation>
    </message>
    <message>
        <source>It is the computer&apos;s turn.</source>
        <translation>Сейчас ход компьютера.</translation>
    </message>
    <message>
        <source>Not played: %1</source>
        <translation>Не сыграно: %1</translation>
    </message>
    <message>
        <source>Finish or cancel (Esc) the move begun on the board first.</source>
        <translation>Сначала завершите или отмените (Esc) ход, начатый на доске.</translation>
    </message>
    <message>
        <source>Enter plays the move, Esc takes it back.</source>
        <translation>Enter делает ход, Esc отменяет его.</translation>
    </message>
    <message>
        <source>%1, O-O, e2e4</source>
        <translation>%1, O-O, e2e4</translation>
    </message>
    <message>
        <source>Type a move in SAN (%1, exd5, O-O, %2) or UCI (g1f3, e1g1 or e1h1 for a castle) and press Enter</source>
        <translation>Введите ход в SAN (%1, exd5, O-O, %2) или UCI (g1f3, e1g1 или e1h1 для рокировки) и нажмите Enter</translation>
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
        <translation>Поднять вариант</translation>
    </message>
    <message>
        <source>Make main line</source>
        <translation>Сделать основным вариантом</translation>
    </message>
    <message>
        <source>Delete from here</source>
        <translation>Удалить отсюда</translation>
    </message>
    <message>
        <source>Comment...</source>
        <translation>Комментарий…</translation>
    </message>
    <message>
        <source>Glyph</source>
        <translation>Знак оценки</translation>
    </message>
    <message>
        <source>No glyph</source>
        <translation>Без знака</translation>
    </message>
    <message>
        <source>Copy line</source>
        <translation>Копировать вариант</translation>
    </message>
</context>
<context>
    <name>chess960::ui::NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Начать</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <source>The &amp;computer</source>
        <translation>&amp;Компьютер</translation>
    </message>
    <message>
        <source>&amp;Two players on this board</source>
        <translation>&amp;Двое игроков за этой доской</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>Уровень:</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <source>White:</source>
        <translation>Белые:</translation>
    </message>
    <message>
        <source>Black:</source>
        <translation>Чёрные:</translation>
    </message>
    <message>
        <source>Start position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>By number (0-959)</source>
        <translation>По номеру (0–959)</translation>
    </message>
    <message>
        <source>By dice (Althoefer)</source>
        <translation>Кубиком (Альтхёфер)</translation>
    </message>
    <message>
        <source>Classical (SP 518)</source>
        <translation>Классическая (SP 518)</translation>
    </message>
    <message>
        <source>From a FEN</source>
        <translation>Из FEN</translation>
    </message>
    <message>
        <source>Roll one die and type each roll, e.g. 3 1 6 2 4</source>
        <translation>Бросайте один кубик и вводите каждый бросок, например 3 1 6 2 4</translation>
    </message>
    <message>
        <source>Rolls place, in order: the dark-square bishop (1-4), the light-square bishop (1-4), the queen (1-6), the first knight (1-5) and the second knight (1-4). A roll too high for its piece is rolled again.</source>
        <translation>Броски по порядку расставляют: чернопольного слона (1–4), белопольного слона (1–4), ферзя (1–6), первого коня (1–5) и второго коня (1–4). Слишком большое значение перебрасывается.</translation>
    </message>
    <message>
        <source>A FEN, X-FEN or Shredder-FEN</source>
        <translation>FEN, X-FEN или Shredder-FEN</translation>
    </message>
    <message>
        <source>A new random position is drawn when the game starts.</source>
        <translation>Случайная позиция выбирается в начале партии.</translation>
    </message>
    <message>
        <source>The standard chess set-up.</source>
        <translation>Обычная шахматная расстановка.</translation>
    </message>
    <message>
        <source>Choose:</source>
        <translation>Выбор:</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>%1+%2 (%1 min, +%2 s a move)</source>
        <translation>%1+%2 (%1 мин, +%2 с за ход)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Своё</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s a move</source>
        <translation> с за ход</translation>
    </message>
    <message>
        <source>Time control:</source>
        <translation>Контроль времени:</translation>
    </message>
    <message>
        <source>about %1 Elo%2</source>
        <translation>около %1 Эло%2</translation>
    </message>
    <message>
        <source>, full strength</source>
        <translation>, полная сила</translation>
    </message>
    <message>
        <source>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Random: one of the 960 positions</source>
        <translation>Случайно: одна из 960 позиций</translation>
    </message>
    <message>
        <source>Column %1: </source>
        <translation>Столбец %1: </translation>
    </message>
    <message>
        <source>%1 to move</source>
        <translation>Ход: %1</translation>
    </message>
    <message>
        <source>Time &amp;odds: each side its own clock</source>
        <translation>&amp;Фора по времени: у каждой стороны свои часы</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Вы:</translation>
    </message>
    <message>
        <source>The computer:</source>
        <translation>Компьютер:</translation>
    </message>
    <message>
        <source>&amp;Engines play each other</source>
        <translation>Движки играют &amp;между собой</translation>
    </message>
    <message>
        <source>Engine:</source>
        <translation>Движок:</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
    </message>
    <message>
        <source>Limit its strength to (Elo):</source>
        <translation>Ограничить силу до (Эло):</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Разные расстановки для белых и чёрных</translation>
    </message>
    <message>
        <source>Double Fischer Random: each side&apos;s back rank is one of the 960, chosen apart</source>
        <translation>Double Fischer Random: первая горизонталь каждой стороны — одна из 960, выбранная отдельно</translation>
    </message>
    <message>
        <source>Black: </source>
        <translation>Чёрные: </translation>
    </message>
    <message>
        <source>Random: one of the 921,600 Double Fischer Random positions</source>
        <translation>Случайно: одна из 921&#xa0;600 позиций Double Fischer Random</translation>
    </message>
    <message>
        <source>White SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, Black SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</source>
        <translation>Белые SP %1: &lt;b&gt;&lt;tt&gt;%2&lt;/tt&gt;&lt;/b&gt;, чёрные SP %3: &lt;b&gt;&lt;tt&gt;%4&lt;/tt&gt;&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Without a clock, moves at least:</source>
        <translation>Без часов ходы не чаще, чем:</translation>
    </message>
    <message>
        <source> s apart</source>
        <translation> с</translation>
    </message>
    <message>
        <source>Engines that answer at once wait this long, so that the game can be followed; with a clock they play at their own pace</source>
        <translation>Движки, которые отвечают сразу, ждут столько, чтобы за партией можно было следить; с часами они играют в своём темпе</translation>
    </message>
    <message>
        <source>Only balanced positions</source>
        <translation>Только равные позиции</translation>
    </message>
    <message>
        <source>Drawn among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Выбирается среди начальных позиций, которые справочник движка называет равными (в пределах ±%1)</translation>
    </message>
    <message>
        <source>Random: one of the %1 balanced positions</source>
        <translation>Случайная: одна из %1 равных позиций</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PictureActions</name>
    <message>
        <source>Board image copied</source>
        <translation>Изображение доски скопировано</translation>
    </message>
    <message>
        <source>Save board image</source>
        <translation>Сохранить изображение доски</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg)</translation>
    </message>
    <message>
        <source>Copy board &amp;image</source>
        <translation>Копировать &amp;изображение доски</translation>
    </message>
    <message>
        <source>The position on view as a picture, as the board shows it</source>
        <translation>Показанная позиция в виде изображения, как её показывает доска</translation>
    </message>
    <message>
        <source>Save board image...</source>
        <translation>Сохранить изображение доски…</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Не удалось записать %1: %2</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранено: %1</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayActions</name>
    <message>
        <source>&amp;New game...</source>
        <translation>&amp;Новая партия…</translation>
    </message>
    <message>
        <source>Opponent, start position and clock (Ctrl+N)</source>
        <translation>Соперник, начальная позиция и часы (Ctrl+N)</translation>
    </message>
    <message>
        <source>New game (&amp;random start)</source>
        <translation>Новая партия (&amp;случайная позиция)</translation>
    </message>
    <message>
        <source>Ctrl+Shift+N</source>
        <translation>Ctrl+Shift+N</translation>
    </message>
    <message>
        <source>Same opponent and clock, a new random start position</source>
        <translation>Тот же соперник и часы, новая случайная начальная позиция</translation>
    </message>
    <message>
        <source>New &amp;classical game (SP 518)</source>
        <translation>Новая &amp;классическая партия (SP 518)</translation>
    </message>
    <message>
        <source>S&amp;huffler...</source>
        <translation>&amp;Выбор позиции…</translation>
    </message>
    <message>
        <source>Pick a start position by number, dice or shuffle; see its castles</source>
        <translation>Выбрать начальную позицию по номеру, кубиком или случайно; посмотреть её рокировки</translation>
    </message>
    <message>
        <source>Castling &amp;practice...</source>
        <translation>&amp;Тренировка рокировки…</translation>
    </message>
    <message>
        <source>&amp;Take back</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;Replay</source>
        <translation>&amp;Повторить ход</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Подс&amp;казка</translation>
    </message>
    <message>
        <source>H</source>
        <translation>H</translation>
    </message>
    <message>
        <source>The computer&apos;s best move for you, with its reading of the position</source>
        <translation>Лучший ход для вас по мнению компьютера и его оценка позиции</translation>
    </message>
    <message>
        <source>Re&amp;sign</source>
        <translation>С&amp;даться</translation>
    </message>
    <message>
        <source>Offer a &amp;draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>C&amp;laim a draw</source>
        <translation>&amp;Требовать ничью</translation>
    </message>
    <message>
        <source>Threefold repetition or 50 moves without a capture or pawn move</source>
        <translation>Троекратное повторение или 50 ходов без взятий и ходов пешкой</translation>
    </message>
    <message>
        <source>Claim a draw with the &amp;next move...</source>
        <translation>Потребовать ничью &amp;следующим ходом…</translation>
    </message>
    <message>
        <source>Your next move repeats the position for the third time or completes 50 moves: the claim is made with it</source>
        <translation>Ваш следующий ход в третий раз повторяет позицию или завершает 50 ходов: им и заявляется ничья</translation>
    </message>
    <message>
        <source>Previous move</source>
        <translation>Предыдущий ход</translation>
    </message>
    <message>
        <source>Next move</source>
        <translation>Следующий ход</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Начало партии</translation>
    </message>
    <message>
        <source>&amp;Back to the game</source>
        <translation>&amp;Назад к партии</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>Resign this game?</source>
        <translation>Сдать эту партию?</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands and your opponent gets two more minutes.</source>
        <translation>Требование ничьей: ваш следующий ход и есть требование. Если оно необоснованно, ход остаётся в силе, а сопернику добавляются две минуты.</translation>
    </message>
    <message>
        <source>Draw claim: your next move is the claim. If it is not valid, the move stands.</source>
        <translation>Требование ничьей: ваш следующий ход и есть требование. Если оно необоснованно, ход остаётся в силе.</translation>
    </message>
    <message>
        <source>Go on with this game from its last move: its clock runs and the computer moves when it is its turn</source>
        <translation>Продолжить эту партию с её последнего хода: её часы идут, а компьютер ходит, когда его очередь</translation>
    </message>
    <message>
        <source>Play &amp;on</source>
        <translation>&amp;Играть дальше</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerDirector</name>
    <message>
        <source>%1 did not answer with a move before its time ran out.</source>
        <translation>%1 не ответил ходом до истечения своего времени.</translation>
    </message>
    <message>
        <source>%1 answered with a move that is not legal here.</source>
        <translation>%1 ответил ходом, недопустимым в этой позиции.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerFinderDialog</name>
    <message>
        <source>Players of %1</source>
        <translation>Игроки в %1</translation>
    </message>
    <message>
        <source>Find a player by a part of the name</source>
        <translation>Найти игрока по части имени</translation>
    </message>
    <message>
        <source>&amp;List the games</source>
        <translation>&amp;Показать партии</translation>
    </message>
    <message>
        <source>The player&apos;s games in the file&apos;s list</source>
        <translation>Партии игрока в списке файла</translation>
    </message>
    <message>
        <source>Reading the players...</source>
        <translation>Чтение игроков...</translation>
    </message>
    <message>
        <source>The file&apos;s index could not be read: open the file again</source>
        <translation>Не удалось прочитать индекс файла: откройте файл снова</translation>
    </message>
    <message numerus="yes">
        <source>%Ln players</source>
        <translation>
            <numerusform>%Ln игрок</numerusform>
            <numerusform>%Ln игрока</numerusform>
            <numerusform>%Ln игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln партия</numerusform>
            <numerusform>%Ln партии</numerusform>
            <numerusform>%Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 в %2</translation>
    </message>
    <message>
        <source>%1 of %2 in %3</source>
        <translation>%1 из %2 в %3</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerListModel</name>
    <message>
        <source>other starts</source>
        <translation>другие начала</translation>
    </message>
    <message numerus="yes">
        <source>%1 points of %Ln games with a result</source>
        <translation>
            <numerusform>%1 очков из %Ln партии с результатом</numerusform>
            <numerusform>%1 очков из %Ln партий с результатом</numerusform>
            <numerusform>%1 очков из %Ln партий с результатом</numerusform>
        </translation>
    </message>
    <message>
        <source>Won %1, drawn %2, lost %3; %4 with White, %5 with Black</source>
        <translation>Выиграно %1, ничьих %2, проиграно %3; %4 белыми, %5 чёрными</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln games</source>
        <translation>
            <numerusform>%1: %Ln партия</numerusform>
            <numerusform>%1: %Ln партии</numerusform>
            <numerusform>%1: %Ln партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>and %Ln more</source>
        <translation>
            <numerusform>и ещё %Ln</numerusform>
            <numerusform>и ещё %Ln</numerusform>
            <numerusform>и ещё %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>Points in per cent of the games with a result</source>
        <translation>Очки в процентах от партий с результатом</translation>
    </message>
    <message>
        <source>Wins, draws and losses</source>
        <translation>Победы, ничьи и поражения</translation>
    </message>
    <message>
        <source>The player&apos;s lowest and highest rating in these games</source>
        <translation>Самый низкий и самый высокий рейтинг игрока в этих партиях</translation>
    </message>
    <message>
        <source>The rating the player&apos;s results are worth against the opponents rated</source>
        <translation>Рейтинг, которого стоят результаты игрока против соперников с рейтингом</translation>
    </message>
    <message>
        <source>The first game&apos;s date</source>
        <translation>Дата первой партии</translation>
    </message>
    <message>
        <source>The last game&apos;s date</source>
        <translation>Дата последней партии</translation>
    </message>
    <message>
        <source>How many start positions, and the most played</source>
        <translation>Сколько начальных позиций и самые частые</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>+ = −</source>
        <translation>+ = −</translation>
    </message>
    <message>
        <source>Elo</source>
        <translation>Эло</translation>
    </message>
    <message>
        <source>Perf.</source>
        <translation>Перф.</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Первая</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Последняя</translation>
    </message>
    <message>
        <source>Start positions</source>
        <translation>Начальные позиции</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PlayerNames</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Computer (level %1)</source>
        <translation>Компьютер (уровень %1)</translation>
    </message>
    <message>
        <source>Two players on one board</source>
        <translation>Двое игроков за одной доской</translation>
    </message>
    <message>
        <source>Playing the computer, level %1</source>
        <translation>Игра с компьютером, уровень %1</translation>
    </message>
    <message>
        <source>Playing %1</source>
        <translation>Игра с движком %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 против %2</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>chess960::ui::PracticeWindow</name>
    <message>
        <source>Next question</source>
        <translation>Следующий вопрос</translation>
    </message>
    <message>
        <source>Castling practice</source>
        <translation>Тренировка рокировки</translation>
    </message>
    <message>
        <source>Drill 1: castle in a start position</source>
        <translation>Упражнение 1: рокировка в начальной позиции</translation>
    </message>
    <message>
        <source>Drill 2: castle in play, or say why not</source>
        <translation>Упражнение 2: рокировка в партии — или почему нельзя</translation>
    </message>
    <message>
        <source>Not possible, because:</source>
        <translation>Невозможна, потому что:</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Сбросить статистику</translation>
    </message>
    <message>
        <source>Start position %1 (%2), the other pieces lifted off. Castle on the board with any gesture.</source>
        <translation>Начальная позиция %1 (%2), остальные фигуры сняты. Сделайте рокировку на доске любым способом.</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Right.&lt;/b&gt; %1</source>
        <translation>&lt;b style=&apos;color:#1b7a2e&apos;&gt;✔ Верно.&lt;/b&gt; %1</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Wrong.&lt;/b&gt; You answered: %1.&lt;br&gt;The answer: &lt;b&gt;%2&lt;/b&gt;.</source>
        <translation>&lt;b style=&apos;color:#b00020&apos;&gt;✘ Неверно.&lt;/b&gt; Ваш ответ: %1.&lt;br&gt;Правильно: &lt;b&gt;%2&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Score %1/%2 · streak %3 (best %4) · %5 s per answer</source>
        <translation>Счёт %1/%2 · серия %3 (лучшая %4) · %5 с на ответ</translation>
    </message>
    <message>
        <source>&lt;tr&gt;&lt;th align=left&gt;Per answer&lt;/th&gt;&lt;/tr&gt;</source>
        <translation>&lt;tr&gt;&lt;th align=left&gt;По ответам&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
        <source>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;Per method&lt;/th&gt;&lt;th&gt;&amp;nbsp;right&lt;/th&gt;&lt;th&gt;&amp;nbsp;wrong&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</source>
        <translation>&lt;table&gt;&lt;tr&gt;&lt;th align=left&gt;По способам&lt;/th&gt;&lt;th&gt;&amp;nbsp;верно&lt;/th&gt;&lt;th&gt;&amp;nbsp;неверно&lt;/th&gt;&lt;/tr&gt;%1&lt;/table&gt;</translation>
    </message>
    <message>
        <source>Start position %1 (%2) after 1 half-move. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>Начальная позиция %1 (%2) после 1 полухода. Сделайте рокировку на доске (засчитывается только рокировка) или выберите, почему она невозможна.</translation>
    </message>
    <message numerus="yes">
        <source>Start position %1 (%2) after %n half-moves. Castle on the board (only castling counts), or choose why it is not possible.</source>
        <translation>
            <numerusform>Начальная позиция %1 (%2) после %n полухода. Сделайте рокировку на доске (засчитывается только рокировка) или выберите, почему она невозможна.</numerusform>
            <numerusform>Начальная позиция %1 (%2) после %n полуходов. Сделайте рокировку на доске (засчитывается только рокировка) или выберите, почему она невозможна.</numerusform>
            <numerusform>Начальная позиция %1 (%2) после %n полуходов. Сделайте рокировку на доске (засчитывается только рокировка) или выберите, почему она невозможна.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everything, from start position %1</source>
        <translation>Всё, из начальной позиции %1</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Всё</translation>
    </message>
    <message>
        <source>Only %1 castles</source>
        <translation>Только рокировки вида «%1»</translation>
    </message>
    <message>
        <source>Only castles that are allowed</source>
        <translation>Только разрешённые рокировки</translation>
    </message>
    <message>
        <source>Only: %1</source>
        <translation>Только: %1</translation>
    </message>
    <message>
        <source>Only O-O-O (a-side)</source>
        <translation>Только O-O-O (сторона a)</translation>
    </message>
    <message>
        <source>Only O-O (h-side)</source>
        <translation>Только O-O (сторона h)</translation>
    </message>
    <message>
        <source>Any start position</source>
        <translation>Любая начальная позиция</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ReviewFeature</name>
    <message>
        <source>The review stopped: %1</source>
        <translation>Разбор остановлен: %1</translation>
    </message>
    <message>
        <source>Review: %1 of %2 positions</source>
        <translation>Разбор: %1 из %2 позиций</translation>
    </message>
    <message>
        <source>Finish the review</source>
        <translation>Завершить разбор</translation>
    </message>
    <message>
        <source>Reviewed by</source>
        <translation>Движок разбора</translation>
    </message>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
    </message>
    <message>
        <source>Re&amp;view game</source>
        <translation>Раз&amp;бор партии</translation>
    </message>
    <message>
        <source>&amp;Quick</source>
        <translation>&amp;Быстрый</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычный</translation>
    </message>
    <message>
        <source>&amp;Deep</source>
        <translation>&amp;Глубокий</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>&amp;Learn from your mistakes...</source>
        <translation>Работа над о&amp;шибками…</translation>
    </message>
    <message>
        <source>Find better moves where the review marked mistakes and blunders</source>
        <translation>Найти более сильные ходы там, где разбор отметил ошибки и грубые ошибки</translation>
    </message>
    <message>
        <source>Review: starting</source>
        <translation>Разбор: начало</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>Average loss</source>
        <translation>Средняя потеря</translation>
    </message>
    <message>
        <source>Review stopped: the moves not reached have no marks.</source>
        <translation>Разбор остановлен: у непроверенных ходов нет отметок.</translation>
    </message>
    <message>
        <source>Learn from your mistakes</source>
        <translation>Работа над ошибками</translation>
    </message>
    <message>
        <source>Average loss in hundredths of a pawn; ?! inaccuracies, ? mistakes, ?? blunders</source>
        <translation>Средняя потеря в сотых долях пешки; ?! неточности, ? ошибки, ?? грубые ошибки</translation>
    </message>
    <message>
        <source>move %1 of %2</source>
        <translation>ход %1 из %2</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>The program stopped while it reviewed %1: the review had reached %2.</source>
        <translation>Программа остановилась во время разбора партии %1: разбор дошёл до: %2.</translation>
    </message>
    <message>
        <source>Finish the review now? The game comes from My games.</source>
        <translation>Закончить разбор сейчас? Партия берётся из «Моих партий».</translation>
    </message>
    <message>
        <source>The review of this game stopped at %1.</source>
        <translation>Разбор этой партии остановился на: %1.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::RulesDialog</name>
    <message>
        <source>Chess960 rules</source>
        <translation>Правила Chess960</translation>
    </message>
</context>
<context>
    <name>chess960::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>Ф&amp;игуры:</translation>
    </message>
    <message>
        <source>&amp;Colours:</source>
        <translation>&amp;Цвета:</translation>
    </message>
    <message>
        <source>&amp;Animation:</source>
        <translation>&amp;Анимация:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстро</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычно</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленно</translation>
    </message>
    <message>
        <source>Show c&amp;oordinates</source>
        <translation>Показывать &amp;координаты</translation>
    </message>
    <message>
        <source>Show &amp;legal moves of a picked-up piece</source>
        <translation>Показывать &amp;возможные ходы поднятой фигуры</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Ask to confirm &amp;moves (Enter plays, Esc withdraws)</source>
        <translation>Подтверждать &amp;ходы (Enter — сыграть, Esc — отменить)</translation>
    </message>
    <message>
        <source>Two players: &amp;turn the board to the player to move</source>
        <translation>Двое игроков: &amp;поворачивать доску к игроку, чей ход</translation>
    </message>
    <message>
        <source>Show the &amp;engine panel</source>
        <translation>Показывать панель &amp;движка</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>La&amp;nguage:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>System default</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>The new language applies at once to every open window.</source>
        <translation>Новый язык сразу применяется ко всем открытым окнам.</translation>
    </message>
    <message>
        <source>Against the computer: p&amp;remove while it thinks (Esc or a right click cancels)</source>
        <translation>При игре с компьютером: п&amp;редварительный ход, пока он думает (Esc или щелчок правой кнопкой отменяет)</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Play &amp;sounds (moves, checks, the game&apos;s start and end, low time)</source>
        <translation>Воспроизводить &amp;звуки (ходы, шахи, начало и конец партии, нехватка времени)</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source>The language&apos;s letters (%1)</source>
        <translation>Буквы языка (%1)</translation>
    </message>
    <message>
        <source>English letters (K Q R B N)</source>
        <translation>Английские буквы (K Q R B N)</translation>
    </message>
    <message>
        <source>Figurines (%1)</source>
        <translation>Фигурки (%1)</translation>
    </message>
    <message>
        <source>How moves are shown and typed; saved games keep the English letters that PGN requires</source>
        <translation>Как ходы показываются и вводятся; сохранённые партии сохраняют английские буквы, которых требует PGN</translation>
    </message>
    <message>
        <source>Moves &amp;written with:</source>
        <translation>Запи&amp;сь ходов:</translation>
    </message>
    <message>
        <source>Show the castling rights left (a mark on each rook that keeps one)</source>
        <translation>Показывать оставшиеся права на рокировку (отметка на каждой ладье, сохраняющей право)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::ShufflerDialog</name>
    <message>
        <source>Start position shuffler</source>
        <translation>Выбор начальной позиции</translation>
    </message>
    <message>
        <source>Practise castling here</source>
        <translation>Тренировать рокировку здесь</translation>
    </message>
    <message>
        <source>Play this position</source>
        <translation>Играть эту позицию</translation>
    </message>
    <message>
        <source>Choose a start position</source>
        <translation>Выберите начальную позицию</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Предыдущая</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Следующая ▶</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Случайная</translation>
    </message>
    <message>
        <source>Classical (518)</source>
        <translation>Классическая (518)</translation>
    </message>
    <message>
        <source>A uniformly random start position</source>
        <translation>Равновероятно случайная начальная позиция</translation>
    </message>
    <message>
        <source>White&apos;s back rank, e.g. BBQNNRKR</source>
        <translation>Первая горизонталь белых, например BBQNNRKR</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>Номер:</translation>
    </message>
    <message>
        <source>Back rank:</source>
        <translation>Горизонталь:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Castling (point at a castle to see it on the diagram)</source>
        <translation>Рокировки (наведите на рокировку, чтобы увидеть её на диаграмме)</translation>
    </message>
    <message>
        <source>SP %1</source>
        <translation>SP %1</translation>
    </message>
    <message>
        <source>Althoefer&apos;s dice procedure</source>
        <translation>Жеребьёвка кубиком по Альтхёферу</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Бросить кубик</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Начать заново</translation>
    </message>
    <message>
        <source>Values rolled with a real die, e.g. 2 3 3 2 3</source>
        <translation>Значения, выпавшие на настоящем кубике, например 2 3 3 2 3</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Расставить</translation>
    </message>
    <message>
        <source>Done: SP %1. The king takes the middle of the last three squares, the rooks the other two.</source>
        <translation>Готово: SP %1. Король встаёт на среднее из трёх оставшихся полей, ладьи — на два других.</translation>
    </message>
    <message>
        <source>Roll %1: %2 - %3 on %4</source>
        <translation>Бросок %1: %2 — %3 на %4</translation>
    </message>
    <message>
        <source>Type the values the die showed, in order.</source>
        <translation>Введите выпавшие значения по порядку.</translation>
    </message>
    <message>
        <source>SP %1 (%2)</source>
        <translation>SP %1 (%2)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>White O-O (h-side)</source>
        <translation>Белые O-O (в сторону h)</translation>
    </message>
    <message>
        <source>White O-O-O (a-side)</source>
        <translation>Белые O-O-O (в сторону a)</translation>
    </message>
    <message>
        <source>Black O-O (h-side)</source>
        <translation>Чёрные O-O (в сторону h)</translation>
    </message>
    <message>
        <source>Black O-O-O (a-side)</source>
        <translation>Чёрные O-O-O (в сторону a)</translation>
    </message>
    <message>
        <source>dark-square bishop</source>
        <translation>чернопольный слон</translation>
    </message>
    <message>
        <source>light-square bishop</source>
        <translation>белопольный слон</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>first knight</source>
        <translation>первый конь</translation>
    </message>
    <message>
        <source>second knight</source>
        <translation>второй конь</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>, roll a 6 again</source>
        <translation>, при 6 бросьте ещё раз</translation>
    </message>
    <message>
        <source>, roll a 5 or 6 again</source>
        <translation>, при 5 или 6 бросьте ещё раз</translation>
    </message>
    <message>
        <source>Next roll places the %1 (1-%2%3).</source>
        <translation>Следующий бросок: %1 (1–%2%3).</translation>
    </message>
    <message>
        <source>Roll %1: %2 is ignored for the %3: roll again (1-%4)</source>
        <translation>Бросок %1: %2 не подходит (%3), бросьте ещё раз (1–%4)</translation>
    </message>
    <message>
        <source>Rolls so far</source>
        <translation>Сделанные броски</translation>
    </message>
    <message>
        <source>; 1 roll ignored</source>
        <translation>; 1 бросок не засчитан</translation>
    </message>
    <message numerus="yes">
        <source>; %n rolls ignored</source>
        <translation>
            <numerusform>; %n бросок не засчитан</numerusform>
            <numerusform>; %n броска не засчитано</numerusform>
            <numerusform>; %n бросков не засчитано</numerusform>
        </translation>
    </message>
    <message>
        <source>; 1 value left over at the end</source>
        <translation>; 1 значение осталось в конце</translation>
    </message>
    <message numerus="yes">
        <source>; %n values left over at the end</source>
        <translation>
            <numerusform>; %n значение осталось в конце</numerusform>
            <numerusform>; %n значения осталось в конце</numerusform>
            <numerusform>; %n значений осталось в конце</numerusform>
        </translation>
    </message>
    <message>
        <source>SP ?</source>
        <translation>SP ?</translation>
    </message>
    <message>
        <source>Different set-ups for White and Black</source>
        <translation>Разные расстановки для белых и чёрных</translation>
    </message>
    <message>
        <source>Black: SP </source>
        <translation>Чёрные: SP </translation>
    </message>
    <message>
        <source>DFRC %1</source>
        <translation>DFRC %1</translation>
    </message>
    <message>
        <source>%1 is not a start position number: they go from 0 to 959.</source>
        <translation>%1 — не номер начальной позиции: номера идут от 0 до 959.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number: type a start position number from 0 to 959.</source>
        <translation>«%1» — не число: введите номер начальной позиции от 0 до 959.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;King %2 → %3, rook %4 → %5&lt;br&gt;Method: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Must be empty: %8&lt;br&gt;Must not be attacked: %9</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Король %2 → %3, ладья %4 → %5&lt;br&gt;Способ: &lt;b&gt;%6&lt;/b&gt;&lt;br&gt;%7&lt;br&gt;Должны быть свободны: %8&lt;br&gt;Не должны быть под боем: %9</translation>
    </message>
    <message>
        <source>Balanced only</source>
        <translation>Только равные</translation>
    </message>
    <message>
        <source>Shuffle draws among the start positions the engine&apos;s guide calls balanced (within ±%1)</source>
        <translation>Перемешать выбирает среди начальных позиций, которые справочник движка называет равными (в пределах ±%1)</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsAction</name>
    <message>
        <source>Game &amp;tags...</source>
        <translation>&amp;Теги партии...</translation>
    </message>
    <message>
        <source>The players, event, site, date, round, ratings and any other tag of the game</source>
        <translation>Игроки, турнир, место, дата, тур, рейтинги и любые другие теги партии</translation>
    </message>
    <message>
        <source>The game&apos;s tags are changed</source>
        <translation>Теги партии изменены</translation>
    </message>
</context>
<context>
    <name>chess960::ui::TagsDialog</name>
    <message>
        <source>White won</source>
        <translation>победили белые</translation>
    </message>
    <message>
        <source>Black won</source>
        <translation>победили чёрные</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>ничья</translation>
    </message>
    <message>
        <source>not decided</source>
        <translation>не решена</translation>
    </message>
    <message>
        <source>Game tags</source>
        <translation>Теги партии</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>Written from the game itself, not here: the result (%1), the start position, the time control and how the game ended.</source>
        <translation>Записываются по самой партии, не здесь: результат (%1), начальная позиция, контроль времени и то, как закончилась партия.</translation>
    </message>
    <message>
        <source>&amp;Add a tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove the tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
    <message>
        <source>A tag has a value but no name.</source>
        <translation>У тега есть значение, но нет имени.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be a tag&apos;s name: it begins with a letter or a digit, then only letters, digits and _.</source>
        <translation>«%1» не может быть именем тега: оно начинается с буквы или цифры, дальше только буквы, цифры и _.</translation>
    </message>
    <message>
        <source>%1 is written from the game itself and cannot be set here.</source>
        <translation>%1 записывается по самой партии, здесь его задать нельзя.</translation>
    </message>
    <message>
        <source>%1 is given twice.</source>
        <translation>%1 указан дважды.</translation>
    </message>
    <message>
        <source>%1 is a date as year.month.day, with ?? for what is not known: 2024.05.17 or 2024.05.??.</source>
        <translation>%1 — это дата в виде год.месяц.день, с ?? для неизвестного: 2024.05.17 или 2024.05.??.</translation>
    </message>
    <message>
        <source>%1 is a rating, a whole number from 0 to 4000, or empty.</source>
        <translation>%1 — это рейтинг, целое число от 0 до 4000, или пусто.</translation>
    </message>
    <message>
        <source>%1 cannot hold a line break.</source>
        <translation>%1 не может содержать перевод строки.</translation>
    </message>
</context>
<context>
    <name>chess960::ui::UciEngine</name>
    <message>
        <source>The engine file %1 was not found.</source>
        <translation>Файл движка %1 не найден.</translation>
    </message>
    <message>
        <source>The engine file %1 is not an executable program.</source>
        <translation>Файл движка %1 не является исполняемой программой.</translation>
    </message>
    <message>
        <source>%1 cannot play this position: it does not offer Chess960 (UCI_Chess960), and castling here needs it. Without it, it can play only from the classical start (SP 518).</source>
        <translation>%1 не может играть эту позицию: он не поддерживает Chess960 (UCI_Chess960), а здесь это нужно для рокировки. Без этой поддержки он может играть только из классической начальной позиции (SP 518).</translation>
    </message>
    <message>
        <source>%1 wrote a line longer than %2 KB: its output is flooding.</source>
        <translation>%1 вывел строку длиннее %2 КБ: он переполняет вывод.</translation>
    </message>
    <message>
        <source>%1 wrote more than %2 lines in one second: its output is flooding.</source>
        <translation>%1 вывел больше %2 строк за одну секунду: он переполняет вывод.</translation>
    </message>
    <message>
        <source>%1 answered “%2”, which is not a move.</source>
        <translation>%1 ответил «%2», а это не ход.</translation>
    </message>
    <message>
        <source>%1 played %2, which is not a legal move in this position (%3).</source>
        <translation>%1 сыграл %2, но это недопустимый ход в этой позиции (%3).</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, not as the king taking its rook as Chess960 mode requires.</source>
        <translation>%1 записал рокировку как %2, а не как взятие королём своей ладьи, как требует режим Chess960.</translation>
    </message>
    <message>
        <source>%1 wrote its castle as %2, the king taking its rook, which is Chess960 notation.</source>
        <translation>%1 записал рокировку как %2 — взятие королём своей ладьи, а это нотация Chess960.</translation>
    </message>
    <message>
        <source>%1 crashed (signal %2, %3).</source>
        <translation>%1 аварийно завершился (сигнал %2, %3).</translation>
    </message>
    <message>
        <source>%1 ended by itself with exit status %2.</source>
        <translation>%1 сам завершил работу с кодом выхода %2.</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it ended before answering “uci” with “uciok”. %2</source>
        <translation>%1 — не движок UCI: он завершился, не ответив «uciok» на «uci». %2</translation>
    </message>
    <message>
        <source>The engine %1 could not be started: %2</source>
        <translation>Не удалось запустить движок %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a UCI engine: it did not answer “uci” with “uciok” within %2 seconds.</source>
        <translation>%1 — не движок UCI: он не ответил «uciok» на «uci» за %2 с.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “isready” within %2 seconds.</source>
        <translation>%1 завис: он не ответил на «isready» за %2 с.</translation>
    </message>
    <message>
        <source>%1 hangs: it sent no move within its time and %2 seconds more.</source>
        <translation>%1 завис: он не прислал ход ни за отведённое ему время, ни за %2 с сверх него.</translation>
    </message>
    <message>
        <source>%1 hangs: it did not answer “stop” within %2 seconds.</source>
        <translation>%1 завис: он не ответил на «stop» за %2 с.</translation>
    </message>
    <message>
        <source>It last wrote: “%1”.</source>
        <translation>Последнее, что он написал: «%1».</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Start with position &lt;number&gt; (0..959).</source>
        <translation>Начать с позиции &lt;number&gt; (0..959).</translation>
    </message>
    <message>
        <source>Do not offer to resume an unfinished game.</source>
        <translation>Не предлагать продолжить незаконченную партию.</translation>
    </message>
    <message>
        <source>A PGN file to open.</source>
        <translation>Файл PGN для открытия.</translation>
    </message>
    <message>
        <source>Connect the electronic board &lt;kind:port&gt; at start: dgt:PORT or millennium:PORT (PORT: a serial port or any path, e.g. /dev/ttyUSB0).</source>
        <translation>Подключить при запуске электронную доску &lt;kind:port&gt;: dgt:PORT или millennium:PORT (PORT: последовательный порт или любой путь, напр. /dev/ttyUSB0).</translation>
    </message>
</context>
</TS>
